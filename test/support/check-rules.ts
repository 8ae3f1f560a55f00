/**
 * An independent check of the extra rules of a layout, read from the layout itself (not the solver's
 * geometry nor src/rules/): both main diagonals of each diagonal-rule grid, each region and each jigsaw
 * region hold 1-9 once; killer cages do not repeat and add up to their sum; thermometers increase.
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
    if (rule.type === "diagonal" || rule.type === "jigsaw") {
      const g = layout.grids.find((x) => x.id === rule.grid);
      if (g === undefined) {
        problems.push(`rule ${i}: no grid ${rule.grid}`);
        return;
      }
      const nine = [0, 1, 2, 3, 4, 5, 6, 7, 8];
      if (rule.type === "diagonal") {
        check(`main diagonal of ${g.id}`, nine.map((j) => at(g.row + j, g.col + j)));
        check(`anti-diagonal of ${g.id}`, nine.map((j) => at(g.row + j, g.col + 8 - j)));
        return;
      }
      for (const ch of new Set(rule.regions.join(""))) {
        check(`jigsaw region ${ch} of ${g.id}`, nine.flatMap((r) => nine.filter((c) => rule.regions[r][c] === ch).map((c) => at(g.row + r, g.col + c))));
      }
      return;
    }
    const digits = rule.cells.map(([r, c]) => at(r, c));
    if (rule.type === "region") check(`region ${i}`, digits);
    else if (rule.type === "killer") {
      if (new Set(digits).size !== digits.length || digits.includes(-1)) problems.push(`killer ${i} repeats: ${digits.join("")}`);
      const sum = digits.reduce((a, b) => a + b, 0);
      if (rule.sum !== undefined && sum !== rule.sum) problems.push(`killer ${i} adds up to ${sum}, not ${rule.sum}`);
    } else if (digits.some((d, j) => j > 0 && d <= digits[j - 1])) problems.push(`thermometer ${i} does not increase: ${digits.join("")}`);
  });
  return problems;
}
