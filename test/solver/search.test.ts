import { describe, expect, it } from "vitest";
import { canvasRows } from "../../src/format/canvas-rows.js";
import { gridStrings } from "../../src/format/grid-strings.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import { loadPuzzleFile, seedSolution } from "../support/fixtures.js";
import { solutionProblems } from "../support/check-solution.js";

const single = buildGeometry(BUILTIN_LAYOUTS.single);

function gridAlone(givens81: string): Uint8Array {
  return Uint8Array.from(givens81, (ch) => (ch === "." ? 0 : Number(ch)));
}

describe("solveSearch on the seed fixtures", () => {
  for (const name of ["a", "b"] as const) {
    it(`samurai seed ${name.toUpperCase()} has exactly one solution, the fixture's`, () => {
      const puzzle = loadPuzzleFile(`puzzles/samurai-seed-${name}.json`);
      const result = solveSearch(puzzle.model, { limit: 10 });
      expect(result.status).toBe("unique");
      expect(result.count).toBe(1);
      expect(result.complete).toBe(true);
      const geometry = puzzle.model.geometry;
      expect(gridStrings(geometry, result.solutions[0])).toEqual(seedSolution(name).grids);
      expect(canvasRows(geometry, result.solutions[0])).toEqual(seedSolution(name).canvas);
      expect(solutionProblems(puzzle.layout, geometry, result.solutions[0], puzzle.model.givens)).toEqual([]);
    });
  }

  // The article's counts of each outer grid's solutions when solved alone.
  const outerCounts = { a: { nw: 511, ne: 143, sw: 250, se: 444 }, b: { nw: 72, ne: 44, sw: 7, se: 211 } };
  for (const name of ["a", "b"] as const) {
    it(`each outer grid of seed ${name.toUpperCase()} alone has the published number of solutions`, () => {
      const puzzle = loadPuzzleFile(`puzzles/samurai-seed-${name}.json`);
      const givens = gridStrings(puzzle.model.geometry, puzzle.model.givens);
      for (const [id, expected] of Object.entries(outerCounts[name])) {
        const result = solveSearch({ geometry: single, givens: gridAlone(givens[id]) }, { limit: Infinity, keep: 0 });
        expect({ id, count: result.count, complete: result.complete }).toEqual({ id, count: expected, complete: true });
      }
    });
  }

  it("the classic 9x9 seed, in both file forms, has one solution", () => {
    for (const path of ["puzzles/classic-seed.txt", "puzzles/classic-seed.json"]) {
      const puzzle = loadPuzzleFile(path);
      const result = solveSearch(puzzle.model);
      expect(result.status).toBe("unique");
      expect(Array.from(result.solutions[0]).join("")).toBe("729168543634925817815347269562819374487653921391472658173296485248531796956784132");
    }
  });
});

describe("solveSearch limits", () => {
  const empty = { geometry: single, givens: new Uint8Array(81) };

  it("stops at the solution limit and says the count is a lower bound", () => {
    const result = solveSearch(empty, { limit: 1000, keep: 3 });
    expect(result).toMatchObject({ count: 1000, complete: false, stopReason: "limit", status: "multiple" });
    expect(result.solutions).toHaveLength(3);
    for (const s of result.solutions) expect(solutionProblems(BUILTIN_LAYOUTS.single, single, s)).toEqual([]);
    expect(new Set(result.solutions.map((s) => s.join(""))).size).toBe(3);
  });

  it("a limit of 1 cannot tell unique from multiple", () => {
    expect(solveSearch(empty, { limit: 1 })).toMatchObject({ count: 1, status: "unknown", complete: false });
  });

  it("shouldStop ends the search with what was found", () => {
    let polls = 0;
    const result = solveSearch(empty, { limit: Infinity, keep: 0, shouldStop: () => ++polls > 3 });
    expect(result.stopReason).toBe("stopped");
    expect(result.complete).toBe(false);
    expect(result.count).toBeGreaterThan(0);
  });

  it("clashing givens give none", () => {
    const givens = new Uint8Array(81);
    givens[0] = 5;
    givens[8] = 5;
    expect(solveSearch({ geometry: single, givens })).toMatchObject({ status: "none", count: 0, complete: true });
  });
});
