/**
 * The search with its sum propagators and derived sums against brute force, on random sum puzzles built from
 * a known solution (test/arbitraries/rule-puzzles.ts: killer cages with and without sums, little killers,
 * arrows, sandwiches, X-sums) on 4x4 and 6x6 grids, one or two grids: the known solution is always found, the count
 * of solutions agrees with the naive reference solver's grids filtered by the independent rule checker, and
 * every sum derived at set-up holds in the known solution. Replayable: the seed is printed, COMBO_SEED=N
 * replays it. Bounded: node budgets on both sides (a case the reference cannot finish is skipped).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileRules } from "../../src/rules/registry.js";
import { derivedSums } from "../../src/solver/derived-sums.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import type { RuleKindName } from "../arbitraries/rule-puzzles.js";
import { constructRulePuzzle } from "../arbitraries/rule-puzzles.js";
import { solveReference } from "../reference/reference-solver.js";
import { ruleProblems } from "../support/check-rules.js";

const seed = Number(process.env.COMBO_SEED ?? Math.floor(Math.random() * 0x7fffffff));
console.log(`sums properties: COMBO_SEED=${seed}`);

const SUM_KINDS: RuleKindName[] = ["killer", "little-killer", "arrow", "sandwich", "x-sum"];
const MOST = 40;

const sumPuzzleArb = fc
  .record({
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    size: fc.constantFrom(4, 6),
    shape: fc.constantFrom("single", "twin"),
    kinds: fc.subarray(SUM_KINDS, { minLength: 1, maxLength: 3 }),
    keep: fc.integer({ min: 0, max: 50 }),
    cageCover: fc.integer({ min: 40, max: 100 }),
    allSums: fc.boolean(),
  })
  .map(({ seed: s, ...options }) => ({ seed: s, ...constructRulePuzzle(s, options) }));

describe(`sum puzzles against brute force (seed ${seed})`, () => {
  it("the known solution is found, the counts agree with the reference, every derived sum holds in the solution", () => {
    fc.assert(
      fc.property(sumPuzzleArb, (p) => {
        const model = { geometry: p.geometry, givens: p.givens };
        const rules = compileRules(p.geometry);
        for (const fact of derivedSums(p.geometry, rules?.sums ?? [])) {
          const sum = fact.cells.reduce((a, c) => a + (p.solved[c] ?? 0), 0) - (fact.minus ?? []).reduce((a, c) => a + (p.solved[c] ?? 0), 0);
          expect(sum, `derived sum over ${fact.cells.join(",")}`).toBe(fact.total);
          if (fact.distinct) expect(new Set(fact.cells.map((c) => p.solved[c])).size).toBe(fact.cells.length);
        }
        const ours = solveSearch(model, { limit: MOST, keep: MOST, nodeBudget: 20_000 });
        if (ours.complete) expect(ours.solutions.some((s) => s.every((d, c) => d === p.solved[c]))).toBe(true);
        for (const s of ours.solutions) expect(ruleProblems(p.layout, p.geometry, s)).toEqual([]);
        const reference = solveReference(model, { limit: Infinity, keep: 1_000_000, nodeBudget: 400_000 });
        if (!reference.complete || ours.stopReason === "budget") return;
        const kept = reference.solutions.filter((s) => ruleProblems(p.layout, p.geometry, s).length === 0).length;
        expect(ours.count).toBe(Math.min(kept, MOST));
      }),
      { seed, numRuns: 60 },
    );
  });
});
