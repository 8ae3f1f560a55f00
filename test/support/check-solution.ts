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
    const groups: [string, number[]][] = [];
    for (let i = 0; i < 9; i++) {
      groups.push([`row ${i + 1}`, grid[i]]);
      groups.push([`column ${i + 1}`, grid.map((row) => row[i])]);
      if (jigsaw.has(g.id)) continue; // its regions replace the boxes: check-rules.ts checks them
      const br = 3 * Math.floor(i / 3);
      const bc = 3 * (i % 3);
      groups.push([`box ${i + 1}`, [0, 1, 2].flatMap((dr) => [0, 1, 2].map((dc) => grid[br + dr][bc + dc]))]);
    }
    for (const [name, digits] of groups) {
      const sorted = [...digits].sort((a, b) => a - b).join("");
      if (sorted !== "123456789") problems.push(`grid ${g.id} ${name}: ${digits.join("")}`);
    }
  }
  if (givens !== undefined) {
    givens.forEach((d, cell) => {
      if (d !== 0 && solution[cell] !== d) problems.push(`given ${d} at cell ${cell} became ${solution[cell]}`);
    });
  }
  return problems;
}
