import type { Cosmetic } from "../model/schemas.js";
import { escapeXml } from "./escape-xml.js";

/** Where a picture puts canvas positions: the cell side `s`, and the left (x) and top (y) of a column and a row. */
export interface Place {
  readonly s: number;
  readonly x: (col: number) => number;
  readonly y: (row: number) => number;
}

const FONT = "DejaVu Sans, Arial, Helvetica, sans-serif";
/** The colours when the item names none: a mid grey, so that drawing reads apart from the rules' pictures. */
const INK = "#555555";

/**
 * A puzzle's cosmetics (drawing that states no rule: model/schemas.ts `Cosmetic`) as SVG elements, over
 * the rules' pictures and under the digits: a line through its cells' centres, a circle or rectangle
 * over the middle of its cells (its width and height in cells, f-puzzles' sizes), text at that middle,
 * a cage as a dashed outline just inside its cells. Colours as the item gives them (CSS colours, escaped),
 * else grey. A pure string builder.
 */
export function cosmeticsSvg(cosmetics: readonly Cosmetic[], at: Place): string[] {
  const { s, x, y } = at;
  const cx = (c: number): number => x(c) + s / 2;
  const cy = (r: number): number => y(r) + s / 2;
  const colour = (value: string | undefined, otherwise: string): string => (value === undefined ? otherwise : escapeXml(value));
  const out: string[] = [];
  for (const item of cosmetics) {
    const cells = item.cells.map(([r = 0, c = 0]) => [r, c] as const); // [row, col] pairs (the schema)
    const middle = {
      x: cells.reduce((sum, [, c]) => sum + cx(c), 0) / cells.length,
      y: cells.reduce((sum, [r]) => sum + cy(r), 0) / cells.length,
    };
    const turn = item.angle === undefined || item.angle === 0 ? "" : ` transform="rotate(${item.angle} ${middle.x} ${middle.y})"`;
    const stroke = colour(item.color, INK);
    switch (item.type) {
      case "line": {
        const points = cells.map(([r, c]) => `${cx(c)},${cy(r)}`).join(" ");
        out.push(
          `<polyline points="${points}" fill="none" stroke="${stroke}" stroke-width="${round((item.width ?? 0.1) * s)}" stroke-linecap="round" stroke-linejoin="round"/>`,
        );
        break;
      }
      case "circle":
      case "rectangle": {
        const w = (item.width ?? 0.5) * s;
        const h = (item.height ?? item.width ?? 0.5) * s;
        const fill = colour(item.fill, "none");
        out.push(
          item.type === "circle"
            ? `<ellipse cx="${middle.x}" cy="${middle.y}" rx="${round(w / 2)}" ry="${round(h / 2)}" fill="${fill}" stroke="${stroke}" stroke-width="1.5"${turn}/>`
            : `<rect x="${round(middle.x - w / 2)}" y="${round(middle.y - h / 2)}" width="${round(w)}" height="${round(h)}" fill="${fill}" stroke="${stroke}" stroke-width="1.5"${turn}/>`,
        );
        break;
      }
      case "cage": {
        // Each cell's sides that no other cell of the cage shares, a little inside the cell.
        const inset = s * 0.1;
        const member = new Set(cells.map(([r, c]) => `${r},${c}`));
        const has = (r: number, c: number): boolean => member.has(`${r},${c}`);
        const sides: string[] = [];
        for (const [r, c] of cells) {
          const [l, t, rt, b] = [x(c) + inset, y(r) + inset, x(c) + s - inset, y(r) + s - inset];
          // A side runs on to the cell's edge where the cage goes on beside it, so that cells join up.
          const [l2, rt2, t2, b2] = [has(r, c - 1) ? x(c) : l, has(r, c + 1) ? x(c) + s : rt, has(r - 1, c) ? y(r) : t, has(r + 1, c) ? y(r) + s : b];
          if (!has(r - 1, c)) sides.push(`M${round(l2)},${round(t)}H${round(rt2)}`);
          if (!has(r + 1, c)) sides.push(`M${round(l2)},${round(b)}H${round(rt2)}`);
          if (!has(r, c - 1)) sides.push(`M${round(l)},${round(t2)}V${round(b2)}`);
          if (!has(r, c + 1)) sides.push(`M${round(rt)},${round(t2)}V${round(b2)}`);
        }
        out.push(`<path d="${sides.join("")}" fill="none" stroke="${stroke}" stroke-width="1" stroke-dasharray="3 2"/>`);
        break;
      }
      case "text":
        break;
    }
    if (item.text !== undefined && item.text !== "") {
      // A cage's text sits in its first cell's corner, as a killer sum does; the others' in their middle.
      const [first = [0, 0]] = cells;
      const [tx, ty, anchor] = item.type === "cage" ? [x(first[1]) + s * 0.14, y(first[0]) + s * 0.26, "start"] : [middle.x, middle.y, "middle"];
      const size = round((item.type === "cage" ? 0.24 : (item.size ?? 0.5)) * s);
      out.push(
        `<text x="${round(tx)}" y="${round(ty)}" font-family="${FONT}" font-size="${size}" fill="${colour(item.textColor, INK)}" text-anchor="${anchor}" dominant-baseline="central"${item.type === "cage" ? "" : turn}>${escapeXml(item.text)}</text>`,
      );
    }
  }
  return out;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
