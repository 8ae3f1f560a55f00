import type { Geometry } from "../model/geometry.js";
import type { XvAllMarksRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { cellAt, checkGrid, gridPairs, placeOf, relationPropagator, supportOf, unitAdjacencyPropagator } from "./rule-kind.js";

const SIDE: readonly [number, number][] = [
  [0, 1],
  [1, 0],
];
/** Digits a mark would join: 10 (X) or 5 (V). */
const marked = (d: number, e: number): boolean => d + e === 10 || d + e === 5;
const UNMARKED = supportOf((d, e) => !marked(d, e));
/**
 * What a cell may not hold beside an e, for the units' reasoning: the digits marked with e, but for e itself
 * (5 beside 5 adds up to 10, yet a cell holding the 5 is a place of the unit's 5, not a neighbour taking it;
 * two 5s side by side already share a row or column).
 */
const MARKED = supportOf((d, e) => d !== e && marked(d, e));

/**
 * The pairs side by side of the rule's grid(s) with no X and no V between them (a0, b0, a1, b1, ...): those
 * the rule forbids to add up to 10 or 5. A pair's marks are the layout's xv rules on those two cells; a
 * pair with either mark is left to it (an X's pair adds up to 10, so it cannot add up to 5).
 */
function unmarkedPairs(rule: XvAllMarksRule, geometry: Geometry): number[] {
  const marks = new Set<string>();
  for (const r of geometry.layout.rules ?? []) {
    if (r.type !== "xv") continue;
    const [a = -1, b = -1] = r.cells.map((p) => cellAt(geometry, p)); // the schema gives a mark two cells; a missing one is no cell
    marks.add(a < b ? `${a},${b}` : `${b},${a}`);
  }
  return gridPairs(geometry, rule.grid, SIDE).flatMap(([a, b]) => (marks.has(a < b ? `${a},${b}` : `${b},${a}`) ? [] : [a, b]));
}

/**
 * All X and V given (negative XV, f-puzzles' `negative: ["xv"]`): in the rule's grid (every grid without
 * one), two cells side by side without an X do not add up to 10, without a V not to 5. Propagation as
 * kropki's all dots given: one relation over the unmarked pairs (a placed 3 takes 7 and 2 from every
 * unmarked neighbour), and the units' reasoning (unitAdjacencyPropagator: a unit whose places left for a 7
 * all lie beside one cell takes 3 from it). Drawn as a note above the canvas's top-left corner.
 */
export const XV_ALL_MARKS: RuleKind<XvAllMarksRule> = {
  type: "xv-all-marks",
  step: { name: "XV negative constraint", difficulty: 2.5 },
  describe: (rule) =>
    `all X and V are given, in ${rule.grid === undefined ? "every grid" : `grid ${rule.grid}`}: cells side by side without an X do not add up to 10, without a V not to 5`,
  sentence: () => "All X and V are given: cells side by side without an X do not add up to 10, without a V not to 5.",
  check: (rule, at, layout) => checkGrid(rule.grid, at, layout, "an xv-all-marks"),
  propagators: (rule, geometry) => {
    const pairs = unmarkedPairs(rule, geometry);
    return pairs.length === 0 ? [] : [relationPropagator(pairs, UNMARKED), unitAdjacencyPropagator(geometry, pairs, MARKED)];
  },
  partial: true,
  violation: (rule, geometry, solution) => {
    const pairs = unmarkedPairs(rule, geometry);
    // pairs holds whole pairs (i + 1 < length); a digit missing reads as an empty cell (0), which partial ignores.
    for (let i = 0; i < pairs.length; i += 2) {
      const a = pairs[i]!;
      const b = pairs[i + 1]!;
      const d = solution[a] ?? 0;
      const e = solution[b] ?? 0;
      if (d !== 0 && e !== 0 && marked(d, e)) {
        return `all X and V given: ${d} at ${placeOf(geometry, a)} beside ${e} at ${placeOf(geometry, b)} add up to ${d + e} without ${d + e === 10 ? "an X" : "a V"}`;
      }
    }
    return undefined;
  },
  svg: (rule, geometry, { s, x, y }) => {
    // A note above the canvas's top-left corner, as kropki's all dots given (the grid id is a checked name: letters, digits, '_', '-').
    const text = rule.grid === undefined || geometry.grids.length === 1 ? "all X and V given" : `all X and V given in grid ${rule.grid.replace(/[<>&"]/g, "")}`;
    return [
      `<text class="xv-all-marks" x="${x(0)}" y="${y(0) - Math.round(s * 0.08)}" font-size="${Math.round(s * 0.28)}" font-family="sans-serif" fill="#333333">${text}</text>`,
    ];
  },
};
