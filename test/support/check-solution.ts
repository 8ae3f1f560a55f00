/**
 * An independent check of a solution, from the layout itself (not the solver's geometry): every row, column
 * and box (but a jigsaw grid's boxes) of every grid holds 1-9 once, every given is kept, and the digits each grid reads at its cells
 * agree with the canvas, so shared cells are equal in all their grids. Returns the problems found.
 */
import type { Geometry } from "../../src/model/geometry.js";
import type { Layout } from "../../src/model/schemas.js";

export function solutionProblems(layout: Layout, geometry: Geometry, solution: Uint8Array, givens?: Uint8Array): string[] {
  const problems: string[] = [];
  const at = (r: number, c: number): number => {
    const cell = geometry.canvas[r * geometry.cols + c];
    return cell < 0 ? -1 : solution[cell];
  };
  const jigsaw = new Set((layout.rules ?? []).flatMap((rule) => (rule.type === "jigsaw" ? [rule.grid] : [])));
  for (const g of layout.grids) {
    const grid: number[][] = [];
    for (let r = 0; r < 9; r++) {
      grid.push([]);
      for (let c = 0; c < 9; c++) grid[r].push(at(g.row + r, g.col + c));
    }
    for (const problem of unitProblems(grid, jigsaw.has(g.id))) problems.push(`grid ${g.id} ${problem}`);
  }
  if (givens !== undefined) {
    givens.forEach((d, cell) => {
      if (d !== 0 && solution[cell] !== d) problems.push(`given ${d} at cell ${cell} became ${solution[cell]}`);
    });
  }
  return problems;
}

/**
 * The rows, columns and boxes of a 9x9 (digits by row) that do not hold 1-9 once each; without the boxes
 * for a jigsaw grid, whose regions replace them (check-rules.ts checks those).
 */
function unitProblems(grid: readonly (readonly number[])[], jigsaw = false): string[] {
  const problems: string[] = [];
  for (let i = 0; i < 9; i++) {
    const br = 3 * Math.floor(i / 3);
    const bc = 3 * (i % 3);
    const groups: [string, number[]][] = [
      [`row ${i + 1}`, [...grid[i]]],
      [`column ${i + 1}`, grid.map((row) => row[i])],
      ...(jigsaw ? [] : [[`box ${i + 1}`, [0, 1, 2].flatMap((dr) => [0, 1, 2].map((dc) => grid[br + dr][bc + dc]))] as [string, number[]]]),
    ];
    for (const [name, digits] of groups) {
      if ([...digits].sort((a, b) => a - b).join("") !== "123456789") problems.push(`${name}: ${digits.join("")}`);
    }
  }
  return problems;
}

/** The units of one grid written as 81 characters, row by row (as the output formats emit it), that do not hold 1-9 once. */
export function sudokuProblems(text: string): string[] {
  if (text.length !== 81) return [`${text.length} characters, not 81`];
  return unitProblems(Array.from({ length: 9 }, (_, r) => Array.from(text.slice(9 * r, 9 * r + 9), Number)));
}
