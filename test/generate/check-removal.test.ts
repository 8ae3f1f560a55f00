/**
 * The generator's uniqueness check (check-removal.ts) against plain counting: on random solved layouts
 * emptied orbit by orbit (random orbits of one to three cells, as symmetric removal makes), each verdict
 * must match whether a limit-2 search of the emptied puzzle finds one solution.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkRemoval } from "../../src/generate/check-removal.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import { cutPuzzleArb } from "../../src/arbitraries/puzzles.js";
import { NODE_BUDGET, withinBudget } from "../support/budget.js";

describe("checkRemoval", () => {
  it("says unique exactly when counting to two finds one solution, and leaves the givens as they were", () => {
    fc.assert(
      fc.property(cutPuzzleArb({ maxGrids: 2, keep: [1, 1] }), fc.array(fc.nat(), { minLength: 200, maxLength: 200 }), (p, rolls) => {
        const n = p.geometry.cellCount;
        // A random order of the cells, cut into orbits of 1 to 3 cells.
        const order = [...Array(n).keys()];
        for (let i = n - 1; i > 0; i--) {
          const j = rolls[i % rolls.length] % (i + 1);
          [order[i], order[j]] = [order[j], order[i]];
        }
        const orbits: number[][] = [];
        for (let i = 0, k = 0; i < n; k++) {
          const size = 1 + (rolls[k % rolls.length] % 3);
          orbits.push(order.slice(i, i + size));
          i += size;
        }
        const givens = Uint8Array.from(p.solved);
        const verdicts = { unique: 0, multiple: 0 };
        for (const orbit of orbits) {
          for (const c of orbit) givens[c] = 0;
          const before = givens.join("");
          const counted = withinBudget(solveSearch({ geometry: p.geometry, givens }, { limit: 2, keep: 0, nodeBudget: NODE_BUDGET }));
          const verdict = checkRemoval(p.geometry, givens, p.solved, orbit);
          expect(givens.join("")).toBe(before);
          expect(verdict).toBe(counted.count === 1 ? "unique" : "multiple");
          if (verdict === "unique") verdicts.unique++;
          else {
            verdicts.multiple++;
            for (const c of orbit) givens[c] = p.solved[c];
          }
        }
        expect(verdicts.multiple).toBeGreaterThan(0);
      }),
      { numRuns: 12 },
    );
  });

  it("says budget when the search needs more nodes than allowed", () => {
    fc.assert(
      fc.property(cutPuzzleArb({ minGrids: 2, maxGrids: 3, keep: [1, 1] }), (p) => {
        // Nothing given: a second solution needs branching, which a budget of no nodes does not allow.
        const givens = new Uint8Array(p.geometry.cellCount);
        expect(checkRemoval(p.geometry, givens, p.solved, [0], { nodeBudget: 0 })).toBe("budget");
        expect(checkRemoval(p.geometry, givens, p.solved, [0])).toBe("multiple");
        expect(givens.every((d) => d === 0)).toBe(true);
      }),
      { numRuns: 5 },
    );
  });
});
