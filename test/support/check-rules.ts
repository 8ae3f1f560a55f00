/**
 * An independent check of the extra rules of a layout, read from the layout itself (not the solver's
 * geometry): both main diagonals of each diagonal-rule grid, and each region, hold 1-9 once.
 */
import type { Geometry } from "../../src/model/geometry.js";
import type { Layout } from "../../src/model/schemas.js";

export function ruleProblems(layout: Layout, geometry: Geometry, solution: Uint8Array): string[] {
  const at = (r: number, c: number): number => {
    const cell = geometry.canvas[r * geometry.cols + c];
    return cell < 0 ? -1 : solution[cell];
  };
  const problems: string[] = [];
  const check = (name: string, digits: number[]): void => {
    if ([...digits].sort((a, b) => a - b).join("") !== "123456789") problems.push(`${name}: ${digits.join("")}`);
  };
  (layout.rules ?? []).forEach((rule, i) => {
    if (rule.type === "diagonal") {
      const g = layout.grids.find((x) => x.id === rule.grid);
      if (g === undefined) {
        problems.push(`rule ${i}: no grid ${rule.grid}`);
        return;
      }
      const nine = [0, 1, 2, 3, 4, 5, 6, 7, 8];
      check(`main diagonal of ${g.id}`, nine.map((j) => at(g.row + j, g.col + j)));
      check(`anti-diagonal of ${g.id}`, nine.map((j) => at(g.row + j, g.col + 8 - j)));
    } else check(`region ${i}`, rule.cells.map(([r, c]) => at(r, c)));
  });
  return problems;
}
