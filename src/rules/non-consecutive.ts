import type { NonConsecutiveRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { checkGrid, gridPairs, placeOf, relationPieces, relationPropagator, supportOf, unitAdjacencyPieces, unitAdjacencyPropagator } from "./rule-kind.js";

const SIDE: readonly [number, number][] = [
  [0, 1],
  [1, 0],
];
const NOT_CONSECUTIVE = supportOf((d, e) => Math.abs(d - e) !== 1);
const CONSECUTIVE = supportOf((d, e) => Math.abs(d - e) === 1);

/**
 * Non-consecutive: cells of a grid side by side never hold consecutive digits. One propagator over all
 * the pairs of the rule (a relation, rule-kind.ts): a cell down to 4 loses 3 and 5 from its neighbours,
 * one down to {3, 5} takes 4 from them; and one over the units (rule-kind.ts unitAdjacencyPropagator): when
 * a unit's places left for 5 are all beside one cell, that cell loses 4 and 6. The logic's trials take the
 * same two in pieces, a pair and a unit each (RuleKind.pieces), so that a fact they derive rests on the
 * facts about a few cells, not on every fact of the trial. Nothing to draw.
 */
export const NON_CONSECUTIVE: RuleKind<NonConsecutiveRule> = {
  type: "non-consecutive",
  step: { name: "non-consecutive", difficulty: 2.0 },
  describe: (rule) => `non-consecutive: cells side by side never hold consecutive digits, in ${rule.grid === undefined ? "every grid" : `grid ${rule.grid}`}`,
  sentence: () => "Cells side by side do not hold consecutive digits.",
  check: (rule, at, layout) => checkGrid(rule.grid, at, layout, "a non-consecutive"),
  propagators: (rule, geometry) => {
    const pairs = gridPairs(geometry, rule.grid, SIDE).flat();
    return [relationPropagator(pairs, NOT_CONSECUTIVE), unitAdjacencyPropagator(geometry, pairs, CONSECUTIVE)];
  },
  pieces: (rule, geometry) => {
    const pairs = gridPairs(geometry, rule.grid, SIDE).flat();
    return relationPieces(pairs, NOT_CONSECUTIVE).concat(unitAdjacencyPieces(geometry, pairs, CONSECUTIVE));
  },
  partial: true,
  violation: (rule, geometry, solution) => {
    // A digit missing from the solution counts as an empty cell (0): partial, the rule ignores it.
    const consecutive = ([a, b]: readonly [number, number]): boolean => {
      const x = solution[a] ?? 0;
      const y = solution[b] ?? 0;
      return x !== 0 && y !== 0 && Math.abs(x - y) === 1;
    };
    const pair = gridPairs(geometry, rule.grid, SIDE).find(consecutive);
    return pair === undefined
      ? undefined
      : `non-consecutive: ${solution[pair[0]]} at ${placeOf(geometry, pair[0])} beside ${solution[pair[1]]} at ${placeOf(geometry, pair[1])}`;
  },
  svg: () => [],
};
