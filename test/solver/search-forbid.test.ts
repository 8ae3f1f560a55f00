/**
 * The generator's two search options, forbid and prefer (see search.ts), on random puzzles cut from random
 * solved layouts, checked against plain counting with the same search and with the reference solver.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { solveSearch } from "../../src/strategies/solve-search.js";
import { cutPuzzleArb } from "../../src/arbitraries/puzzles.js";
import { solveReference } from "../reference/reference-solver.js";
import { NODE_BUDGET, withinBudget } from "../support/budget.js";

const LIMIT = 40;

describe("solveSearch forbid and prefer", () => {
  it("forbidding a digit at an empty cell finds exactly the solutions where that cell holds another digit", () => {
    fc.assert(
      fc.property(cutPuzzleArb({ maxGrids: 2, keep: [0.55, 0.8] }), fc.nat(), fc.integer({ min: 1, max: 9 }), (p, pick, digit) => {
        const empty = [...p.givens.keys()].filter((c) => p.givens[c] === 0);
        fc.pre(empty.length > 0);
        const cell = empty[pick % empty.length];
        const model = { geometry: p.geometry, givens: p.givens };
        const all = solveReference(model, { limit: LIMIT, keep: LIMIT });
        fc.pre(all.complete);
        const expected = all.solutions.filter((s) => s[cell] !== digit).map((s) => s.join(""));
        const found = withinBudget(solveSearch(model, { limit: LIMIT, keep: LIMIT, forbid: { cell, digit }, nodeBudget: NODE_BUDGET }));
        expect(found.complete).toBe(true);
        expect(found.solutions.map((s) => s.join("")).sort()).toEqual(expected.sort());
      }),
      { numRuns: 40 },
    );
  });

  it("forbidding a given's own digit leaves no solution, and a given's other digit leaves the puzzle as it was", () => {
    fc.assert(
      fc.property(cutPuzzleArb({ maxGrids: 3, keep: [0.4, 0.8] }), fc.nat(), (p, pick) => {
        const given = [...p.givens.keys()].filter((c) => p.givens[c] !== 0);
        fc.pre(given.length > 0);
        const cell = given[pick % given.length];
        const model = { geometry: p.geometry, givens: p.givens };
        expect(withinBudget(solveSearch(model, { limit: 2, forbid: { cell, digit: p.givens[cell] }, nodeBudget: NODE_BUDGET }))).toMatchObject({
          count: 0,
          complete: true,
        });
        const other = (p.givens[cell] % 9) + 1;
        const plain = withinBudget(solveSearch(model, { limit: 3, keep: 3, nodeBudget: NODE_BUDGET }));
        const forbidden = withinBudget(solveSearch(model, { limit: 3, keep: 3, forbid: { cell, digit: other }, nodeBudget: NODE_BUDGET }));
        expect(forbidden.solutions.map((s) => s.join(""))).toEqual(plain.solutions.map((s) => s.join("")));
      }),
      { numRuns: 40 },
    );
  });

  it("with a solution preferred, a limit-1 search returns that solution, however few the givens", () => {
    fc.assert(
      fc.property(cutPuzzleArb({ keep: [0, 0.5] }), (p) => {
        const result = withinBudget(solveSearch({ geometry: p.geometry, givens: p.givens }, { limit: 1, keep: 1, prefer: p.solved, nodeBudget: NODE_BUDGET }));
        expect(result.solutions.map((s) => s.join(""))).toEqual([p.solved.join("")]);
      }),
      { numRuns: 40 },
    );
  });
});
