import { cellList } from "./rule-kind.js";

/**
 * A clue's line as a player names it: "row 3", "column 8" (canvas, 1-based), when its cells are one row or
 * column of the canvas (a grid's whole line); else its cells.
 */
export function clueLineName(cells: readonly (readonly number[])[]): string {
  const [r0, c0] = cells[0] ?? [];
  if (r0 !== undefined && cells.every(([r]) => r === r0)) return `row ${r0 + 1}`;
  if (c0 !== undefined && cells.every(([, c]) => c === c0)) return `column ${c0 + 1}`;
  return cellList(cells);
}
