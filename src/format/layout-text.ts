import type { Geometry } from "../model/geometry.js";
import { describeRule } from "../rules/registry.js";
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
  // Each grid's id in the middle of its centre box: two grids never share a centre box (they would lie on
  // each other), so every grid is named inside its own area, where overlapping outlines could not show it.
  const boxCols = geometry.cols / 3;
  const boxLabels = new Map(geometry.grids.map((g) => [(g.row / 3 + 1) * boxCols + g.col / 3 + 1, g.id]));
  lines.push(prettyCanvas(geometry, new Uint8Array(geometry.cellCount), { boxLabels }));
  lines.push("grids (id: canvas row, column of the top-left cell, 0-based):");
  const width = Math.max(...geometry.grids.map((g) => g.id.length));
  for (const g of geometry.grids) lines.push(`  ${g.id.padEnd(width)}  ${g.row}, ${g.col}`);
  const rules = layout.rules ?? [];
  if (rules.length > 0) {
    lines.push("rules:");
    for (const rule of rules) {
      lines.push(
        rule.type === "diagonal"
          ? `  diagonal: both main diagonals of grid ${rule.grid} hold 1-9 once`
          : rule.type === "region"
            ? `  region: cells ${rule.cells.map(([r, c]) => `(${r},${c})`).join(" ")} hold 1-9 once`
            : `  ${describeRule(rule) ?? rule.type}`,
      );
    }
  }
  return `${lines.join("\n")}\n`;
}
