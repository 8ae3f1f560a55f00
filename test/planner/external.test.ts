/**
 * The planner on published puzzles: every external fixture whose layout has a hub (samurai, windmill,
 * tripledoku, twin-4, twin3col) is solved by the planner and by whole-layout search, which must agree on the
 * count and the solutions. Tripledoku exercises outer grids that meet each other inside the hub.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PlannerBudgetError } from "../../src/planner/budget-error.js";
import { planHub } from "../../src/planner/plan-hub.js";
import { solvePlanner } from "../../src/strategies/solve-planner.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import { readExternal } from "../external/read-external.js";
import { projectRoot } from "../support/fixtures.js";

const dir = `${projectRoot}test/fixtures/third-party/external/`;

describe("planner on published hub-layout puzzles", () => {
  const hubCases = readdirSync(dir)
    .filter((f) => f.endsWith(".txt"))
    .sort()
    .map((name) => ({ name, ...readExternal(readFileSync(dir + name, "utf8"), name) }))
    .filter(({ puzzle }) => "plan" in planHub(puzzle.model));

  it("covers the hub shapes among the fixtures", () => {
    expect(hubCases.map((c) => c.shape).sort()).toEqual(["flower", "samurai", "tripledoku", "twin12", "twin3col", "windmill"]);
  });

  for (const { name, puzzle, shape } of hubCases) {
    if (shape === "flower") {
      // A petal alone (it shares six boxes with the center, so few givens are its own) has more solutions
      // than the default budget: the planner says so instead of running long, and auto falls back to search.
      it(`${name}: over the planner's budget`, () => {
        expect(() => solvePlanner(puzzle.model, { limit: 3, keep: 3 })).toThrow(PlannerBudgetError);
      });
      continue;
    }
    it(`${name}: planner and search agree`, () => {
      const planner = solvePlanner(puzzle.model, { limit: 3, keep: 3 });
      const search = solveSearch(puzzle.model, { limit: 3, keep: 3 });
      expect({ count: planner.count, status: planner.status }).toEqual({ count: search.count, status: search.status });
      expect(planner.solutions.map((s) => s.join("")).sort()).toEqual(search.solutions.map((s) => s.join("")).sort());
    });
  }
});
