import type { AntiKnightRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { checkGrid, gridPairs, placeOf } from "./rule-kind.js";

const KNIGHT: readonly [number, number][] = [
  [1, 2],
  [2, 1],
  [1, -2],
  [2, -1],
];

/**
 * Anti-knight: cells of a grid a chess knight's move apart differ. Each such pair is a group of peers for
 * the search (no propagator needed). Nothing to draw: the rule is a sentence in the puzzle's title.
 */
export const ANTI_KNIGHT: RuleKind<AntiKnightRule> = {
  type: "anti-knight",
  step: { name: "anti-knight", difficulty: 1.2 },
  describe: (rule) => `anti-knight: cells a knight's move apart differ, in ${rule.grid === undefined ? "every grid" : `grid ${rule.grid}`}`,
  sentence: () => "Cells a chess knight's move apart do not hold the same digit.",
  check: (rule, at, layout) => checkGrid(rule.grid, at, layout, "an anti-knight"),
  distinct: (rule, geometry) => gridPairs(geometry, rule.grid, KNIGHT),
  violation: (rule, geometry, solution) => {
    const pair = gridPairs(geometry, rule.grid, KNIGHT).find(([a, b]) => solution[a] === solution[b]);
    return pair === undefined
      ? undefined
      : `anti-knight: ${solution[pair[0]]} twice a knight's move apart, at ${placeOf(geometry, pair[0])} and ${placeOf(geometry, pair[1])}`;
  },
  svg: () => [],
};
