import type { AntiKingRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { checkGrid, gridPairs, placeOf } from "./rule-kind.js";

const KING: readonly [number, number][] = [
  [1, 1],
  [1, -1],
];

/**
 * Anti-king: cells of a grid a chess king's move apart differ. Side neighbours share a row or column
 * anyway, so only diagonal neighbours are new pairs; each is a group of peers for the search. Nothing to
 * draw: the rule is a sentence in the puzzle's title.
 */
export const ANTI_KING: RuleKind<AntiKingRule> = {
  type: "anti-king",
  step: { name: "anti-king", difficulty: 1.2 },
  describe: (rule) => `anti-king: cells a king's move apart differ, in ${rule.grid === undefined ? "every grid" : `grid ${rule.grid}`}`,
  sentence: () => "Cells a chess king's move apart do not hold the same digit.",
  check: (rule, at, layout) => checkGrid(rule.grid, at, layout, "an anti-king"),
  distinct: (rule, geometry) => gridPairs(geometry, rule.grid, KING),
  violation: (rule, geometry, solution) => {
    const pair = gridPairs(geometry, rule.grid, KING).find(([a, b]) => solution[a] === solution[b]);
    return pair === undefined
      ? undefined
      : `anti-king: ${solution[pair[0]]} twice a king's move apart, at ${placeOf(geometry, pair[0])} and ${placeOf(geometry, pair[1])}`;
  },
  svg: () => [],
};
