/**
 * Properties over random layouts with random rules (test/arbitraries/rule-puzzles.ts): every solution the
 * solver emits keeps the givens, every unit and every rule, as checked by the independent checkers
 * (test/support/check-solution.ts, check-rules.ts), and the grid the rules were drawn from is never lost.
 * Replayable: the seed is printed, COMBO_SEED=N replays it. Bounded: a node budget per solve.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { solveSearch } from "../../src/strategies/solve-search.js";
import type { RulePuzzle } from "../arbitraries/rule-puzzles.js";
import { rulePuzzleArb, sizedRulePuzzleArb } from "../arbitraries/rule-puzzles.js";
import { checkEmittedSolutions } from "../support/check-emitted.js";
import { ruleProblems } from "../support/check-rules.js";
import { solutionProblems } from "../support/check-solution.js";

const seed = Number(process.env.COMBO_SEED ?? Math.floor(Math.random() * 0x7fffffff));
console.log(`rules properties: COMBO_SEED=${seed}`);
const NODE_BUDGET = 5_000;

/**
 * Solves the puzzle to a count of two: every emitted solution keeps the givens, the units and every rule,
 * some solution is found unless the budget ran out, and a unique one is the grid the rules came from.
 */
function checkEmitted(p: RulePuzzle): void {
  expect(ruleProblems(p.layout, p.geometry, p.solved)).toEqual([]); // the construction itself
  const result = checkEmittedSolutions(p, NODE_BUDGET);
  if (result.complete && result.count === 1) expect([...result.solutions[0]]).toEqual([...p.solved]);
}

/** Empties ten cells of the solved grid (from `pick`): the source grid must be among the (few) solutions found, all keeping the rules. */
function checkAmongSolutions(p: RulePuzzle, pick: number): void {
  const givens = p.solved.slice();
  for (let k = 0; k < 10; k++) givens[(pick + k * 7919) % givens.length] = 0;
  const result = solveSearch({ geometry: p.geometry, givens }, { limit: Infinity, keep: 1000, nodeBudget: NODE_BUDGET });
  expect(result.complete).toBe(true);
  expect(result.solutions.some((s) => s.every((d, c) => d === p.solved[c]))).toBe(true);
  for (const s of result.solutions) expect(ruleProblems(p.layout, p.geometry, s)).toEqual([]);
}

describe(`rules on random layouts (seed ${seed})`, () => {
  it("every emitted solution keeps the givens, the units and every rule; the source grid stays a solution", () => {
    fc.assert(
      fc.property(rulePuzzleArb, (p) => checkEmitted(p)),
      { seed, numRuns: 25 },
    );
  });

  it("with every given of the source grid but a few, search finds it among its solutions", () => {
    fc.assert(
      fc.property(rulePuzzleArb, fc.integer({ min: 0, max: 0x7fffffff }), (p, pick) => checkAmongSolutions(p, pick)),
      { seed: seed + 1, numRuns: 25 },
    );
  });

  it("at every size (4 to 16): every emitted solution keeps the givens, the units and every rule", () => {
    fc.assert(
      fc.property(sizedRulePuzzleArb, (p) => {
        expect(p.geometry.size).toBe(p.size);
        expect(solutionProblems(p.layout, p.geometry, p.solved, p.givens)).toEqual([]);
        checkEmitted(p);
      }),
      { seed: seed + 2, numRuns: 30 },
    );
  });

  it("at every size, with every given of the source grid but a few, search finds it among its solutions", () => {
    fc.assert(
      fc.property(sizedRulePuzzleArb, fc.integer({ min: 0, max: 0x7fffffff }), (p, pick) => checkAmongSolutions(p, pick)),
      { seed: seed + 3, numRuns: 40 },
    );
  });
});
