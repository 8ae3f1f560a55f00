/**
 * An independent check of a solution, from the layout itself (not the solver's geometry): every row, column
 * and box (but a jigsaw grid's boxes, and none where the layout has no boxes) of every grid holds 1..size once (1-9 on 9x9 grids; the size and box
 * shape read from the layout's own fields here, not through the model), every given is kept, and the
 * digits each grid reads at its cells agree with the canvas, so shared cells are equal in all their grids.
 * Returns the problems found.
 */
import type { Geometry } from "../../src/model/geometry.js";
import type { Layout } from "../../src/model/schemas.js";

/** The usual boxes, written out again here (5, 7, 11, 13: none). */
const BOXES: Record<number, [number, number]> = { 4: [2, 2], 6: [2, 3], 8: [2, 4], 9: [3, 3], 10: [2, 5], 12: [3, 4], 14: [2, 7], 15: [3, 5], 16: [4, 4] };

export function solutionProblems(layout: Layout, geometry: Geometry, solution: Uint8Array, givens?: Uint8Array): string[] {
  const problems: string[] = [];
  const size = layout.size ?? 9;
  const shape = layout.box === undefined ? BOXES[size] : layout.box === "none" ? undefined : [layout.box.rows, layout.box.cols];
  const [boxRows, boxCols] = shape ?? [1, 1];
  const at = (r: number, c: number): number => {
    const cell = geometry.canvas[r * geometry.cols + c];
    return cell < 0 ? -1 : solution[cell];
  };
  const jigsaw = new Set((layout.rules ?? []).flatMap((rule) => (rule.type === "jigsaw" ? [rule.grid] : [])));
  for (const g of layout.grids) {
    const grid: number[][] = [];
    for (let r = 0; r < size; r++) {
      grid.push([]);
      for (let c = 0; c < size; c++) grid[r].push(at(g.row + r, g.col + c));
    }
    for (const problem of unitProblems(grid, jigsaw.has(g.id) || shape === undefined, boxRows, boxCols)) problems.push(`grid ${g.id} ${problem}`);
  }
  if (givens !== undefined) {
    givens.forEach((d, cell) => {
      if (d !== 0 && solution[cell] !== d) problems.push(`given ${d} at cell ${cell} became ${solution[cell]}`);
    });
  }
  return problems;
}

/**
 * The rows, columns and boxes of a size x size grid (digits by row) that do not hold 1..size once each;
 * without the boxes for a jigsaw grid, whose regions replace them (check-rules.ts checks those).
 */
function unitProblems(grid: readonly (readonly number[])[], jigsaw = false, boxRows = 3, boxCols = 3): string[] {
  const problems: string[] = [];
  const size = grid.length;
  const want = Array.from({ length: size }, (_, i) => i + 1).join(",");
  const across = size / boxCols;
  for (let i = 0; i < size; i++) {
    const br = boxRows * Math.floor(i / across);
    const bc = boxCols * (i % across);
    const box: number[] = [];
    for (let dr = 0; dr < boxRows; dr++) for (let dc = 0; dc < boxCols; dc++) box.push(grid[br + dr][bc + dc]);
    const groups: [string, number[]][] = [
      [`row ${i + 1}`, [...grid[i]]],
      [`column ${i + 1}`, grid.map((row) => row[i])],
      ...(jigsaw ? [] : [[`box ${i + 1}`, box] as [string, number[]]]),
    ];
    for (const [name, digits] of groups) {
      if ([...digits].sort((a, b) => a - b).join(",") !== want) problems.push(`${name}: ${digits.join(",")}`);
    }
  }
  return problems;
}

/**
 * The units of one grid written as size*size characters, row by row (as the output formats emit it, A-G
 * for 10-16), that do not hold 1..size once; 81 characters unless a size is given.
 */
export function sudokuProblems(text: string, size = 9): string[] {
  if (text.length !== size * size) return [`${text.length} characters, not ${size * size}`];
  const [boxRows, boxCols] = BOXES[size];
  const digit = (ch: string): number => ".123456789ABCDEFG".indexOf(ch.toUpperCase());
  return unitProblems(
    Array.from({ length: size }, (_, r) => Array.from(text.slice(size * r, size * r + size), digit)),
    false,
    boxRows,
    boxCols,
  );
}
