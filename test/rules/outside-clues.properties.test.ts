/**
 * Hidden skyscrapers, numbered rooms and lunchboxes on random puzzles of every size, on one grid and on two
 * overlapping grids: the propagators keep the grid the rules were drawn from (it solves with all its digits
 * given), and every solution found of a few givens keeps the rules by the independent checker. Seeded
 * (COMBO_SEED), bounded by search nodes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { constructRulePuzzle, type RuleKindName } from "../arbitraries/rule-puzzles.js";
import { solve } from "../../src/strategies/solve.js";
import { ruleProblems } from "../support/check-rules.js";

const KINDS: readonly RuleKindName[] = ["hidden-skyscraper", "numbered-room", "lunchbox"];

describe("the clues beside a row or column, and lunchboxes, on random puzzles", () => {
  it("keep the grid they were drawn from; what the search finds keeps them", () => {
    let drawn = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.constantFrom(4, 6, 9, 12, 16),
        fc.constantFrom("single", "twin"),
        fc.subarray([...KINDS], { minLength: 1 }),
        (seed, size, shape, kinds) => {
          const p = constructRulePuzzle(seed, { shape: shape as "single", size, kinds, keep: 40, wideBudget: 500 });
          const rules = (p.layout.rules ?? []).filter((r) => (KINDS as readonly string[]).includes(r.type));
          drawn += rules.length;
          const full = solve({ geometry: p.geometry, givens: p.solved }, { limit: 2, nodeBudget: 1000 });
          expect(full.status).toBe("unique");
          const some = solve({ geometry: p.geometry, givens: p.givens }, { limit: 1, nodeBudget: 20_000 });
          expect(some.status).not.toBe("none");
          for (const s of some.solutions) expect(ruleProblems(p.layout, p.geometry, s)).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
    // Not vacuous: the runs drew rules of these kinds.
    expect(drawn).toBeGreaterThan(12);
  });
});
