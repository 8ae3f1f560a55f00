/**
 * Properties of the whole-layout search on random box-aligned layouts (1 to 6 grids) and random puzzles cut
 * from random solved layouts. One property per invariant. Every solution is checked against the layout
 * itself by test/support/check-solution.ts, not against the solver's own geometry.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gridStrings } from "../../src/format/grid-strings.js";
import { canvasRows } from "../../src/format/canvas-rows.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import { cutPuzzleArb } from "../../src/arbitraries/puzzles.js";
import { solveReference } from "../reference/reference-solver.js";
import { solutionProblems } from "../support/check-solution.js";

const RUNS = { numRuns: 60 };

describe("whole-layout search properties", () => {
  it("every emitted solution is complete, each unit holds 1-9 once, and every given is kept", () => {
    fc.assert(
      fc.property(cutPuzzleArb({ keep: [0.1, 0.6] }), (p) => {
        const result = solveSearch({ geometry: p.geometry, givens: p.givens }, { limit: 5, keep: 5 });
        for (const s of result.solutions) expect(solutionProblems(p.layout, p.geometry, s, p.givens)).toEqual([]);
      }),
      RUNS,
    );
  });

  it("shared cells read the same digit in every grid that contains them", () => {
    fc.assert(
      fc.property(cutPuzzleArb({ minGrids: 2, keep: [0.3, 0.6] }), (p) => {
        const result = solveSearch({ geometry: p.geometry, givens: p.givens }, { limit: 1 });
        const s = result.solutions[0];
        const grids = gridStrings(p.geometry, s);
        const canvas = canvasRows(p.geometry, s);
        for (const g of p.layout.grids) {
          for (let i = 0; i < 81; i++) {
            expect(grids[g.id][i]).toBe(canvas[g.row + Math.floor(i / 9)][g.col + (i % 9)]);
          }
        }
      }),
      RUNS,
    );
  });

  it("a puzzle cut from a solved layout is solvable, and that solution is among the ones found", () => {
    fc.assert(
      fc.property(cutPuzzleArb({ keep: [0.45, 0.8] }), (p) => {
        const result = solveSearch({ geometry: p.geometry, givens: p.givens }, { limit: 200, keep: 200 });
        expect(result.count).toBeGreaterThan(0);
        if (result.complete) expect(result.solutions.map((s) => s.join(""))).toContain(p.solved.join(""));
      }),
      RUNS,
    );
  });

  it("a clashing given gives no solution", () => {
    fc.assert(
      fc.property(cutPuzzleArb({ keep: [0.2, 0.5] }), fc.nat(), (p, pick) => {
        // Change one given to a different digit that already stands in one of its units.
        const givens = Uint8Array.from(p.givens);
        const cell = pick % p.geometry.cellCount;
        const unit = p.geometry.cellUnitList[p.geometry.cellUnitStart[cell]];
        const other = Array.from(p.geometry.unitCells.subarray(unit * 9, unit * 9 + 9)).find((c) => c !== cell) ?? cell;
        givens[other] = p.solved[other];
        givens[cell] = p.solved[other];
        const result = solveSearch({ geometry: p.geometry, givens }, { limit: 2 });
        expect(result).toMatchObject({ status: "none", count: 0, complete: true });
      }),
      RUNS,
    );
  });

  it("counts agree with the naive reference solver on small cases", () => {
    fc.assert(
      fc.property(cutPuzzleArb({ maxGrids: 2, keep: [0.55, 0.8] }), (p) => {
        const model = { geometry: p.geometry, givens: p.givens };
        const ours = solveSearch(model, { limit: 30, keep: 30 });
        const reference = solveReference(model, { limit: 30, keep: 30 });
        expect(ours.count).toBe(reference.count);
        expect(ours.status).toBe(reference.status);
        expect(ours.solutions.map((s) => s.join("")).sort()).toEqual(reference.solutions.map((s) => s.join("")).sort());
      }),
      { numRuns: 40 },
    );
  });
});
