import { digitChar } from "../model/digit-chars.js";
import type { Geometry } from "../model/geometry.js";
import { ruleSvg } from "../rules/registry.js";

export interface FigureOptions {
  /** The puzzle's givens: digits that are not givens are drawn in the "filled" colour. */
  readonly givens?: Uint8Array;
  /** Drawn as a heading above the grids (and used as the document's <title> by puzzleSvg). */
  readonly title?: string | undefined;
  /** Lines under the grids saying how to read the picture: the rules, shading and colours. */
  readonly legend?: boolean;
  /** Side of one cell in SVG units (pixels at 100% zoom). Default 40. */
  readonly cellSize?: number;
  /**
   * Pencil marks: a 9-bit candidate mask per cell (bit d-1 for digit d), drawn small in every cell
   * without a digit, digit d at row (d-1)/3 and column (d-1)%3 of the cell, as on paper.
   */
  readonly candidates?: Uint16Array;
  /** One step of a logical solve to show: its pattern cells shaded, placements green, removals red. */
  readonly step?: SvgStep;
}

/** What the picture needs of a step (logic/step.ts's Step has this shape). */
export interface SvgStep {
  readonly cells: readonly number[];
  readonly placements: readonly { readonly cell: number; readonly digit: number }[];
  readonly eliminations: readonly { readonly cell: number; readonly digits: number }[];
}

/** A drawing in SVG units: its size, and its elements (no enclosing <svg>), so that a page can place it. */
export interface Figure {
  readonly width: number;
  readonly height: number;
  readonly body: readonly string[];
}

const MARGIN = 12;
const FONT = "DejaVu Sans, Arial, Helvetica, sans-serif";
const CELL_LINE = "#9aa0a6";
const BOX_LINE = "#333333";
const GRID_LINE = "#000000";
const GIVEN = "#000000";
const FILLED = "#1a5fb4";
const DIAGONAL_FILL = "#fde7c4";
const REGION_FILLS = ["#d8e8fb", "#d9f2de", "#fbdcea", "#e6defa", "#fbf3c4", "#d4f1f1"] as const;
const CANDIDATE = "#6b6b6b";
const PATTERN_FILL = "#fff1a8";
const PLACED_FILL = "#c6efc6";
const PLACED = "#1f7a1f";
const REMOVED = "#c01c28";
/** Average advance of a character of the sans-serif font, in ems: enough to keep a line inside the figure. */
const CHAR_EM = 0.6;

/**
 * The puzzle (or a solution) as SVG elements: thin lines between cells, thick lines around each 3x3 box,
 * a heavier outline around each grid, cells of extra rules shaded (diagonals in one tint, each region in
 * its own), digits centred (givens bold black, other digits blue), pencil marks and a step's highlights
 * when given; above, the title; below, the legend.
 *
 * Layout, top to bottom: margin, heading band (1.2 cells, when titled), the canvas, legend lines (0.6
 * cells each), margin. A line of text that would not fit the width is set in a smaller font rather than
 * cut or run over: its width is estimated from the character count (no font metrics in a string builder).
 */
export function svgFigure(geometry: Geometry, digits: Uint8Array, options: FigureOptions = {}): Figure {
  const s = options.cellSize ?? 40;
  const width = geometry.cols * s + 2 * MARGIN;
  const inner = width - 2 * MARGIN;
  const headingHeight = options.title === undefined ? 0 : Math.round(1.2 * s);
  const top = MARGIN + headingHeight;
  const x = (col: number): number => MARGIN + col * s;
  const y = (row: number): number => top + row * s;
  const fit = (text: string, size: number): number => Math.min(size, Math.floor((inner / (text.length * CHAR_EM)) * 10) / 10);
  const out: string[] = [];

  if (options.title !== undefined) {
    const size = fit(options.title, Math.round(s * 0.6));
    out.push(
      `<text x="${width / 2}" y="${MARGIN + headingHeight / 2}" font-family="${FONT}" font-size="${size}" font-weight="bold" text-anchor="middle" dominant-baseline="central">${escapeXml(options.title)}</text>`,
    );
  }

  // Cells: white, or shaded when an extra rule covers them; a step's pattern and placements on top.
  const fill = shading(geometry);
  for (const c of options.step?.cells ?? []) fill.set(c, PATTERN_FILL);
  for (const p of options.step?.placements ?? []) fill.set(p.cell, PLACED_FILL);
  out.push(`<g stroke="${CELL_LINE}" stroke-width="1">`);
  // cell < cellCount: in cellCol and cellRow (the `!` below)
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    out.push(`<rect x="${x(geometry.cellCol[cell]!)}" y="${y(geometry.cellRow[cell]!)}" width="${s}" height="${s}" fill="${fill.get(cell) ?? "#ffffff"}"/>`);
  }
  out.push("</g>");

  // Boxes covered by some grid (grids sit on box boundaries, so a box is covered whole or not at all).
  out.push(`<g fill="none" stroke="${BOX_LINE}" stroke-width="2">`);
  // A jigsaw grid's boxes give way to its regions, drawn by the rule; a box another grid shares keeps its lines.
  const jigsaw = new Set((geometry.layout.rules ?? []).flatMap((rule) => (rule.type === "jigsaw" ? [rule.grid] : [])));
  const boxed = geometry.grids.filter((g) => !jigsaw.has(g.id));
  const { size, boxRows: h, boxCols: w } = geometry;
  for (let br = 0; br < geometry.rows / h; br++) {
    for (let bc = 0; bc < geometry.cols / w; bc++) {
      if ((geometry.canvas[h * br * geometry.cols + w * bc] ?? -1) < 0) continue;
      if (!boxed.some((g) => h * br >= g.row && h * br < g.row + size && w * bc >= g.col && w * bc < g.col + size)) continue;
      out.push(`<rect x="${x(w * bc)}" y="${y(h * br)}" width="${w * s}" height="${h * s}"/>`);
    }
  }
  out.push("</g>");

  // The rules' own pictures (src/rules/): cages, thermometers, jigsaw borders, over the cells, under the digits.
  out.push(...ruleSvg(geometry, { s, x, y }));

  out.push(`<g fill="none" stroke="${GRID_LINE}" stroke-width="3.5">`);
  for (const g of geometry.grids) out.push(`<rect x="${x(g.col)}" y="${y(g.row)}" width="${size * s}" height="${size * s}"/>`);
  out.push("</g>");

  out.push(`<g font-family="${FONT}" font-size="${Math.round(s * 0.62)}" text-anchor="middle" dominant-baseline="central">`);
  let filled = false;
  // cell < cellCount: in cellCol and cellRow (the `!` below)
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    const d = digits[cell] ?? 0;
    if (d === 0) continue;
    const isGiven = options.givens === undefined || options.givens[cell] !== 0;
    filled ||= !isGiven;
    const style = isGiven ? `fill="${GIVEN}" font-weight="bold"` : `fill="${FILLED}"`;
    out.push(`<text x="${x(geometry.cellCol[cell]!) + s / 2}" y="${y(geometry.cellRow[cell]!) + s / 2}" ${style}>${digitChar(d)}</text>`);
  }
  out.push("</g>");
  if (options.candidates !== undefined) out.push(...candidateMarks(geometry, digits, options.candidates, options.step, s, x, y));

  const legend = options.legend === true ? legendLines(geometry, filled, options.step !== undefined) : [];
  const line = Math.round(s * 0.6);
  const legendTop = y(geometry.rows) + (legend.length > 0 ? line / 2 : 0);
  if (legend.length > 0) {
    out.push(`<g font-family="${FONT}" dominant-baseline="central">`);
    legend.forEach((entry, i) => {
      const cy = legendTop + i * line + line / 2;
      const swatch = Math.round(line * 0.7);
      let textX = MARGIN;
      if (entry.swatch !== undefined) {
        out.push(`<rect x="${MARGIN}" y="${cy - swatch / 2}" width="${swatch}" height="${swatch}" fill="${entry.swatch}" stroke="${CELL_LINE}"/>`);
        textX += swatch + 6;
      }
      const room = inner - (textX - MARGIN);
      const plain = entry.text.replace(/<[^>]*>/g, "");
      const size = Math.floor(Math.min(Math.round(s * 0.4), room / (plain.length * CHAR_EM)) * 10) / 10;
      out.push(`<text x="${textX}" y="${cy}" font-size="${size}" fill="#222222">${entry.text}</text>`);
    });
    out.push("</g>");
  }
  const height = legendTop + legend.length * line + MARGIN;
  return { width, height, body: out };
}

interface LegendLine {
  /** Marked-up text (already escaped). */
  readonly text: string;
  readonly swatch?: string;
}

/** What a reader of the printed puzzle needs: the rules, then what each shade and colour means. */
function legendLines(geometry: Geometry, filled: boolean, step: boolean): LegendLine[] {
  const n = geometry.grids.length;
  const digits = digitRange(geometry.size);
  const box = `${geometry.boxRows}x${geometry.boxCols}`;
  const lines: LegendLine[] = [
    {
      text:
        n === 1
          ? `Place ${digits} once in every row, column and ${box} box.`
          : `Place ${digits} once in every row, column and ${box} box of each of the ${n} grids; a shared box counts in both.`,
    },
  ];
  const rules = geometry.layout.rules ?? [];
  const diagonals = rules.flatMap((r) => (r.type === "diagonal" ? [r.grid] : []));
  if (diagonals.length > 0) {
    const which = n === 1 ? "both diagonals" : `both diagonals of grid${diagonals.length === 1 ? "" : "s"} ${diagonals.map(escapeXml).join(", ")}`;
    lines.push({ swatch: DIAGONAL_FILL, text: `Shaded diagonals: ${digits} once along ${which}.` });
  }
  const regions = rules.filter((r) => r.type === "region").length;
  if (regions > 0) {
    lines.push({ swatch: REGION_FILLS[0], text: `Shaded region${regions === 1 ? "" : "s"} (each colour its own): ${digits} once in each.` });
  }
  if (filled) {
    lines.push({ text: `Bold black: the givens. <tspan fill="${FILLED}">Blue</tspan>: ${step ? "placed so far" : "the solution"}.` });
  }
  if (step) {
    lines.push({
      swatch: PATTERN_FILL,
      text: `The step's pattern. <tspan fill="${PLACED}">Green</tspan>: placed by it. <tspan fill="${REMOVED}">Red, struck</tspan>: removed by it.`,
    });
  }
  return lines;
}

/**
 * The pencil marks of the cells without a digit: grey, a step's placed digit green and bold, the digits
 * it removes red and struck through.
 */
function candidateMarks(
  geometry: Geometry,
  digits: Uint8Array,
  candidates: Uint16Array,
  step: SvgStep | undefined,
  s: number,
  x: (col: number) => number,
  y: (row: number) => number,
): string[] {
  const removed = new Map<number, number>();
  for (const e of step?.eliminations ?? []) removed.set(e.cell, (removed.get(e.cell) ?? 0) | e.digits);
  const placed = new Map<number, number>();
  for (const p of step?.placements ?? []) placed.set(p.cell, p.digit);
  // Marks sit in the cell as the digits' boxes sit in the grid: boxCols across, boxRows down (3x3 for 1-9,
  // 4x4 for 1-G, 3 across and 2 down for 1-6).
  const across = geometry.boxCols;
  const down = geometry.boxRows;
  const marksPerLine = Math.max(across, down);
  const out = [`<g font-family="${FONT}" font-size="${Math.round((s * 0.78) / marksPerLine)}" text-anchor="middle" dominant-baseline="central">`];
  // cell < cellCount: in cellCol and cellRow (the `!` below)
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if (digits[cell] !== 0) continue;
    for (let d = 1; d <= geometry.size; d++) {
      if (((candidates[cell] ?? 0) & (1 << (d - 1))) === 0) continue;
      const cx = x(geometry.cellCol[cell]!) + (s * (((d - 1) % across) + 0.5)) / across;
      const cy = y(geometry.cellRow[cell]!) + (s * (Math.floor((d - 1) / across) + 0.5)) / down;
      const ch = digitChar(d);
      const arm = s / (3 * marksPerLine);
      if ((removed.get(cell) ?? 0) & (1 << (d - 1))) {
        out.push(`<text x="${cx}" y="${cy}" fill="${REMOVED}" class="removed">${ch}</text>`);
        out.push(`<line x1="${cx - arm}" y1="${cy + arm}" x2="${cx + arm}" y2="${cy - arm}" stroke="${REMOVED}" stroke-width="1.5"/>`);
      } else if (placed.get(cell) === d) out.push(`<text x="${cx}" y="${cy}" fill="${PLACED}" font-weight="bold" class="placed">${ch}</text>`);
      else out.push(`<text x="${cx}" y="${cy}" fill="${CANDIDATE}">${ch}</text>`);
    }
  }
  out.push("</g>");
  return out;
}

/** Fill colour of each cell some extra rule covers. */
function shading(geometry: Geometry): Map<number, string> {
  const fill = new Map<number, string>();
  let region = 0;
  for (const rule of geometry.layout.rules ?? []) {
    if (rule.type === "diagonal") {
      const g = geometry.grids.find((x) => x.id === rule.grid);
      if (g === undefined) continue;
      const size = geometry.size;
      for (let j = 0; j < size; j++) {
        fill.set(g.cells[j * size + j]!, DIAGONAL_FILL); // j in 0..size-1: one of the grid's cells
        fill.set(g.cells[j * size + size - 1 - j]!, DIAGONAL_FILL);
      }
    } else if (rule.type === "region") {
      const colour = REGION_FILLS[region++ % REGION_FILLS.length] ?? REGION_FILLS[0]; // the remainder is in range
      for (const [r = -1, c = -1] of rule.cells) fill.set(geometry.canvas[r * geometry.cols + c] ?? -1, colour); // [row, col] pairs (the schema)
    }
  }
  return fill;
}

/** The digits of a size as a reader says them: "1-9", "1-6", "1-9 and A-G". */
function digitRange(size: number): string {
  return size <= 9 ? `1-${size}` : `1-9 and A-${digitChar(size)}`;
}

/** Text for an XML text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
