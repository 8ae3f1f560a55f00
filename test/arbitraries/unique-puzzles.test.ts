import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { uniquePuzzleArb } from "../../src/arbitraries/unique-puzzles.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { solve } from "../../src/strategies/solve.js";
import { NODE_BUDGET, withinBudget } from "../support/budget.js";

describe("uniquePuzzleArb", () => {
  it("gives puzzles whose one solution is the one it names, and replays from its seed", () => {
    fc.assert(
      fc.property(uniquePuzzleArb({ layouts: [BUILTIN_LAYOUTS.single, BUILTIN_LAYOUTS.twin] }), (p) => {
        const result = withinBudget(solve(p.model, { nodeBudget: NODE_BUDGET }));
        expect(result.status).toBe("unique");
        expect(Array.from(result.solutions[0])).toEqual(Array.from(p.solution));
        for (let c = 0; c < p.solution.length; c++) if (p.model.givens[c] !== 0) expect(p.model.givens[c]).toBe(p.solution[c]);
      }),
      { numRuns: 6 },
    );
  });
});
