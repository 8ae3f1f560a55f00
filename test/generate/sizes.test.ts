/**
 * The generator at grid sizes other than 9: random layouts of 1-2 grids of size 4 to 12
 * and a 4x4 samurai; each puzzle is proved unique by an independent count (search to a limit of 2), its
 * solution checked by test/support/check-solution.ts, its givens kept by that solution; without symmetry
 * (up to 12x12) it is minimal.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { layoutArb } from "../../src/arbitraries/layouts.js";
import { seedArb, symmetryArb } from "../../src/arbitraries/generate.js";
import { generatePuzzle } from "../../src/generate/generate-puzzle.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Layout } from "../../src/model/schemas.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import { NODE_BUDGET, withinBudget } from "../support/budget.js";
import { solutionProblems } from "../support/check-solution.js";
import { samuraiLayout } from "../support/samurai-layout.js";

function checkGenerated(layout: Layout, seed: number, symmetry: "none" | "central" | "mirror" = "none"): void {
  const geometry = buildGeometry(layout);
  const made = generatePuzzle(geometry, { seed, symmetry });
  expect(solutionProblems(layout, geometry, made.solution, made.givens)).toEqual([]);
  const count = withinBudget(solveSearch({ geometry, givens: made.givens }, { limit: 2, keep: 1, nodeBudget: NODE_BUDGET }));
  expect(count.count).toBe(1);
  expect(Array.from(count.solutions[0])).toEqual(Array.from(made.solution));
  if (symmetry !== "none" || geometry.size > 12) return;
  // Minimal: without any one of its givens the puzzle has a second solution (with a symmetry, givens go
  // in orbits, so a single one may be removable).
  made.givens.forEach((d, cell) => {
    if (d === 0) return;
    const fewer = made.givens.slice();
    fewer[cell] = 0;
    expect(withinBudget(solveSearch({ geometry, givens: fewer }, { limit: 2, keep: 0, nodeBudget: NODE_BUDGET })).count).toBe(2);
  });
}

describe("generate at other sizes", () => {
  it("random layouts of 1-2 grids of size 4, 6, 8 or 12: unique puzzles whose solution is valid", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(4, 6, 8, 12).chain((size) => layoutArb(2, 1, size)),
        seedArb,
        symmetryArb,
        (layout, seed, symmetry) => checkGenerated(layout, seed, symmetry),
      ),
      { numRuns: 12 },
    );
  });

  it("a samurai of 4x4 grids, a 16x16 single: unique", () => {
    const samurai = samuraiLayout(4);
    checkGenerated(samurai, 5);
    checkGenerated({ name: "single-16", size: 16, grids: [{ id: "main", row: 0, col: 0 }] }, 3);
  });
});
