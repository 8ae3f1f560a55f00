import type { Geometry } from "../model/geometry.js";
import { describeRule } from "../rules/registry.js";
import { digitChar } from "../model/digit-chars.js";
import { prettyCanvas } from "./pretty.js";

/**
 * A layout described for a terminal: its name and size, its shape drawn with empty cells, each grid's id
 * and canvas offset (0-based, as in layout files), and its extra rules.
 */
export function layoutText(geometry: Geometry): string {
  const { layout } = geometry;
  const n = geometry.grids.length;
  const lines = [`${layout.name}: ${n} grid${n === 1 ? "" : "s"}, canvas ${geometry.rows} x ${geometry.cols}, ${geometry.cellCount} cells`];
  if (layout.description !== undefined) lines.push(layout.description);
  const boxLabels = gridLabels(geometry);
  lines.push(prettyCanvas(geometry, new Uint8Array(geometry.cellCount), { boxLabels }));
  lines.push("grids (id: canvas row, column of the top-left cell, 0-based):");
  const width = Math.max(...geometry.grids.map((g) => g.id.length));
  for (const g of geometry.grids) lines.push(`  ${g.id.padEnd(width)}  ${g.row}, ${g.col}`);
  const rules = layout.rules ?? [];
  if (rules.length > 0) {
    const digits = `1-${digitChar(geometry.size)}`;
    lines.push("rules:");
    for (const rule of rules) {
      lines.push(
        rule.type === "diagonal"
          ? `  diagonal: both main diagonals of grid ${rule.grid} hold ${digits} once`
          : rule.type === "region"
            ? `  region: cells ${rule.cells.map(([r, c]) => `(${r},${c})`).join(" ")} hold ${digits} once`
            : `  ${describeRule(rule) ?? rule.type}`,
      );
    }
  }
  return `${lines.join("\n")}\n`;
}

/**
 * Where each grid's id is written: in the middle of one of its boxes, keyed by box index (box row times box
 * columns of the canvas plus box column). On 9x9 grids that is the centre box, which no two grids share (they
 * would lie on each other), so every grid is named inside its own area. Grids of other sizes may have no centre box (2x2 boxes a side): the box nearest
 * the grid's middle that no other grid covers, else the nearest not labelled yet.
 */
function gridLabels(geometry: Geometry): Map<number, string> {
  const { size, boxRows: h, boxCols: w } = geometry;
  const across = geometry.cols / w;
  const down = size / h;
  const wide = size / w;
  const coverCount = (br: number, bc: number): number =>
    geometry.grids.filter((g) => br * h >= g.row && br * h < g.row + size && bc * w >= g.col && bc * w < g.col + size).length;
  const labels = new Map<number, string>();
  if (size === 9 && h === 3 && w === 3) {
    for (const g of geometry.grids) labels.set((g.row / 3 + 1) * across + g.col / 3 + 1, g.id);
    return labels;
  }
  for (const g of geometry.grids) {
    const boxes: [number, number][] = [];
    for (let i = 0; i < down; i++) for (let j = 0; j < wide; j++) boxes.push([g.row / h + i, g.col / w + j]);
    const mid = (n: number): number => (n - 1) / 2;
    const distance = ([br, bc]: [number, number]): number => Math.abs(br - g.row / h - mid(down)) + Math.abs(bc - g.col / w - mid(wide));
    boxes.sort((a, b) => distance(a) - distance(b));
    const free = boxes.filter(([br, bc]) => !labels.has(br * across + bc));
    const own = free.find(([br, bc]) => coverCount(br, bc) === 1) ?? free[0];
    if (own !== undefined) labels.set(own[0] * across + own[1], g.id);
  }
  return labels;
}
