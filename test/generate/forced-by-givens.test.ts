/**
 * forcedByGivens (forced-by-givens.ts) is a shortcut of the generator's uniqueness check, so it must never
 * claim a digit is forced when some solution puts another digit there; checked against the search with that
 * digit forbidden, on puzzles cut from random solved layouts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { forcedByGivens } from "../../src/generate/forced-by-givens.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import { cutPuzzleArb } from "../../src/arbitraries/puzzles.js";
import { NODE_BUDGET, withinBudget } from "../support/budget.js";

describe("forcedByGivens", () => {
  it("claims a forced digit only when no solution has another digit in that cell, and finds some", () => {
    let forced = 0;
    fc.assert(
      fc.property(cutPuzzleArb({ maxGrids: 3, keep: [0.5, 0.9] }), (p) => {
        const givens = Uint8Array.from(p.givens);
        for (let c = 0; c < givens.length; c++) {
          if (givens[c] === 0) continue;
          givens[c] = 0;
          if (forcedByGivens(p.geometry, givens, c, p.solved[c])) {
            forced++;
            const other = withinBudget(
              solveSearch({ geometry: p.geometry, givens }, { limit: 1, keep: 0, forbid: { cell: c, digit: p.solved[c] }, nodeBudget: NODE_BUDGET }),
            );
            expect(other).toMatchObject({ count: 0, complete: true });
          }
          givens[c] = p.solved[c];
        }
      }),
      { numRuns: 25 },
    );
    expect(forced).toBeGreaterThan(0);
  });

  it("sees naked and hidden singles on the plain 9x9", () => {
    fc.assert(
      fc.property(cutPuzzleArb({ maxGrids: 1, keep: [1, 1] }), fc.nat(), (p, pick) => {
        const cell = pick % 81;
        const givens = Uint8Array.from(p.solved);
        givens[cell] = 0;
        // Every other cell given: a naked single.
        expect(forcedByGivens(p.geometry, givens, cell, p.solved[cell])).toBe(true);
        // Its whole row emptied: the column, full but for the cell, still makes it a hidden single; a digit
        // given elsewhere in that column is never forced there.
        const row = Math.floor(cell / 9);
        for (let col = 0; col < 9; col++) givens[row * 9 + col] = 0;
        expect(forcedByGivens(p.geometry, givens, cell, p.solved[cell])).toBe(true);
        expect(forcedByGivens(p.geometry, givens, cell, (p.solved[cell] % 9) + 1)).toBe(false);
      }),
      { numRuns: 20 },
    );
  });
});
