/**
 * Variant rules (diagonal: X-sudoku; region: windoku/hyper) are honoured by the solver through the
 * geometry's extra units. Solutions are checked by independent checkers that read the layout, not the
 * solver's geometry (test/support/check-solution.ts and check-rules.ts).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Layout } from "../../src/model/schemas.js";
import { solve } from "../../src/strategies/solve.js";
import { variantLayoutArb, variantPuzzleArb } from "../../src/arbitraries/variant-puzzles.js";
import { solveReference } from "../reference/reference-solver.js";
import { ruleProblems } from "../support/check-rules.js";
import { solutionProblems } from "../support/check-solution.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { NODE_BUDGET, withinBudget } from "../support/budget.js";

describe("variant rules", () => {
  it("the empty variant layout has a solution that keeps every extra rule", () => {
    fc.assert(
      fc.property(variantLayoutArb, (layout) => {
        const geometry = buildGeometry(layout);
        const result = withinBudget(solve({ geometry, givens: new Uint8Array(geometry.cellCount) }, { limit: 1, nodeBudget: NODE_BUDGET }));
        expect(result.count).toBe(1);
        expect(solutionProblems(layout, geometry, result.solutions[0])).toEqual([]);
        expect(ruleProblems(layout, geometry, result.solutions[0])).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it("every solution of a masked variant puzzle keeps the givens, the classic units and the extra rules", () => {
    fc.assert(
      fc.property(variantPuzzleArb, (p) => {
        const geometry = buildGeometry(p.layout);
        const result = withinBudget(solve({ geometry, givens: p.givens }, { limit: 5, keep: 5, nodeBudget: NODE_BUDGET }));
        expect(result.count).toBeGreaterThan(0);
        for (const s of result.solutions) {
          expect(solutionProblems(p.layout, geometry, s, p.givens)).toEqual([]);
          expect(ruleProblems(p.layout, geometry, s)).toEqual([]);
        }
        if (result.complete) expect(result.solutions.map((s) => s.join(""))).toContain(p.solved.join(""));
      }),
      { numRuns: 40 },
    );
  });

  it("counts agree with the naive reference solver, which knows the rules only through the geometry", () => {
    fc.assert(
      fc.property(
        variantPuzzleArb.filter((p) => p.layout.grids.length === 1),
        (p) => {
          const model = { geometry: buildGeometry(p.layout), givens: p.givens };
          const reference = withinBudget(solveReference(model, { limit: 10, keep: 10 }));
          const ours = withinBudget(solve(model, { limit: 10, keep: 10, nodeBudget: NODE_BUDGET }));
          expect(ours.count).toBe(reference.count);
        },
      ),
      { numRuns: 20 },
    );
  });

  it("a rule changes the answer: a classic grid that breaks a diagonal is no X-sudoku solution", () => {
    const layout: Layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }], rules: [{ type: "diagonal", grid: "a" }] };
    const geometry = buildGeometry(layout);
    // A valid classic sudoku whose main diagonal repeats digits (the canvas pattern of test/arbitraries).
    const classic = Uint8Array.from({ length: 81 }, (_, i) => ((3 * (Math.floor(i / 9) % 3) + Math.floor(i / 27) + (i % 9)) % 9) + 1);
    expect(solutionProblems(layout, geometry, classic)).toEqual([]);
    expect(ruleProblems(layout, geometry, classic)).not.toEqual([]);
    expect(solve({ geometry, givens: classic }, { limit: 2, nodeBudget: NODE_BUDGET }).status).toBe("none");
  });

  it("the X-sudoku in puzzles/ has exactly the solution stated in its source, checked independently", () => {
    const puzzle = loadPuzzleFile("puzzles/x-sudoku.json");
    const stated = /grid (\d{81})/.exec(puzzle.source ?? "")?.[1];
    expect(stated).toBeDefined();
    const solution = Uint8Array.from(stated ?? "", (ch) => Number(ch));
    const { geometry, givens } = puzzle.model;
    expect(solutionProblems(puzzle.layout, geometry, solution, givens)).toEqual([]);
    expect(ruleProblems(puzzle.layout, geometry, solution)).toEqual([]);
    const result = solve(puzzle.model, { limit: Infinity, keep: 2, nodeBudget: NODE_BUDGET });
    expect(result).toMatchObject({ status: "unique", count: 1, complete: true });
    expect(result.solutions[0].join("")).toBe(stated);
  });
});
