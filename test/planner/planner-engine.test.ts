import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gridStrings } from "../../src/format/grid-strings.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Layout, Rule } from "../../src/model/schemas.js";
import { PlannerBudgetError } from "../../src/planner/budget-error.js";
import { solvePlanner } from "../../src/strategies/solve-planner.js";
import type { SolveResult } from "../../src/model/contract.js";
import type { Model } from "../../src/model/model.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import type { HubPuzzle } from "../../src/arbitraries/hub-layouts.js";
import { hubPuzzleArb } from "../../src/arbitraries/hub-layouts.js";
import { solutionProblems } from "../support/check-solution.js";
import { loadPuzzleFile, seedSolution } from "../support/fixtures.js";
import { NODE_BUDGET, withinBudget } from "../support/budget.js";

const RUNS = 40;
const LIMIT = 200;
const BUDGET = 20_000;

interface OuterFigures {
  solutions: number;
  projections: number;
}

function plannerOuter(result: SolveResult): Record<string, OuterFigures> {
  const planner = result.stats.planner as { outer: Record<string, OuterFigures> };
  return planner.outer;
}

const sorted = (solutions: readonly Uint8Array[]): string[] => solutions.map((s) => s.join("")).sort();

/**
 * Both strategies on one model: same count, completeness, status and stop reason; same set when complete.
 * A random outer grid with too few givens to stay within a small budget is skipped (fc.pre), not failed;
 * so is a case where either strategy runs out of its node budget.
 */
function expectSameAsSearch(model: Model, limit: number): { planner: SolveResult; search: SolveResult } {
  const keep = limit;
  let planner: SolveResult;
  try {
    planner = solvePlanner(model, { limit, keep, plannerBudget: BUDGET, nodeBudget: NODE_BUDGET });
  } catch (e: unknown) {
    fc.pre(!(e instanceof PlannerBudgetError));
    throw e;
  }
  withinBudget(planner);
  const search = withinBudget(solveSearch(model, { limit, keep, nodeBudget: NODE_BUDGET }));
  expect({ count: planner.count, complete: planner.complete, status: planner.status, stopReason: planner.stopReason }).toEqual({
    count: search.count,
    complete: search.complete,
    status: search.status,
    stopReason: search.stopReason,
  });
  if (search.complete) expect(sorted(planner.solutions)).toEqual(sorted(search.solutions));
  else expect(planner.solutions).toHaveLength(Math.min(keep, planner.count));
  return { planner, search };
}

function expectValid(p: HubPuzzle, solutions: readonly Uint8Array[]): void {
  for (const s of solutions) expect(solutionProblems(p.layout, p.model.geometry, s, p.model.givens)).toEqual([]);
}

describe("solvePlanner on the seed fixtures", () => {
  const outerCounts = { a: { nw: 511, ne: 143, sw: 250, se: 444 }, b: { nw: 72, ne: 44, sw: 7, se: 211 } };
  for (const name of ["a", "b"] as const) {
    it(`seed ${name.toUpperCase()}: the published outer-grid counts, and exactly one solution, the fixture's`, () => {
      const puzzle = loadPuzzleFile(`puzzles/samurai-seed-${name}.json`);
      const result = solvePlanner(puzzle.model, { limit: Infinity, keep: 5, nodeBudget: NODE_BUDGET });
      const outer = plannerOuter(result);
      for (const [id, count] of Object.entries(outerCounts[name])) expect({ id, solutions: outer[id].solutions }).toEqual({ id, solutions: count });
      expect(result).toMatchObject({ status: "unique", count: 1, complete: true });
      expect(result.solutions).toHaveLength(1);
      expect(gridStrings(puzzle.model.geometry, result.solutions[0])).toEqual(seedSolution(name).grids);
    });
  }

  it("keeps no more solutions than it counts, even when asked to keep more than the limit", () => {
    // Seed A without its hub-only givens: one hub solution stands for many full solutions.
    const puzzle = loadPuzzleFile("puzzles/samurai-seed-a.json");
    const hub = puzzle.model.geometry.grids.find((g) => g.id === "center");
    const others = puzzle.model.geometry.grids.filter((g) => g.id !== "center");
    const givens = Uint8Array.from(puzzle.model.givens);
    hub?.cells.forEach((cell) => {
      if (!others.some((g) => g.cells.includes(cell))) givens[cell] = 0;
    });
    const model = { geometry: puzzle.model.geometry, givens };
    for (const limit of [1, 2, 5]) {
      const result = solvePlanner(model, { limit, keep: limit + 3, nodeBudget: NODE_BUDGET });
      expect(result.count).toBe(limit);
      expect(result.solutions).toHaveLength(limit);
      expect(new Set(result.solutions.map((s) => s.join(""))).size).toBe(limit);
    }
  });

  it("an outer grid over the budget throws a PlannerBudgetError (exit 3) naming the grid", () => {
    const puzzle = loadPuzzleFile("puzzles/samurai-seed-a.json");
    expect(() => solvePlanner(puzzle.model, { plannerBudget: 100 })).toThrow(PlannerBudgetError);
    expect(() => solvePlanner(puzzle.model, { plannerBudget: 100 })).toThrow(/grid nw alone has more/);
  });

  it("ends early with none when the hub givens clash or an outer grid has no solution", () => {
    const puzzle = loadPuzzleFile("puzzles/samurai-seed-a.json");
    const g = puzzle.model.geometry;
    const [nw, , center] = g.grids;
    const clashing = (cell: number, digit: number): Model => {
      const givens = Uint8Array.from(puzzle.model.givens);
      givens[cell] = digit;
      return { geometry: g, givens };
    };
    // An empty cell of the center's row 5 gets a digit given elsewhere in that row: two givens clash in the hub.
    const row5 = [...center.cells.slice(36, 45)];
    const givenInRow = row5.find((c) => puzzle.model.givens[c] !== 0);
    const emptyInRow = row5.find((c) => puzzle.model.givens[c] === 0);
    if (givenInRow === undefined || emptyInRow === undefined) throw new Error("seed A's center row 5 changed");
    const hubClash = solvePlanner(clashing(emptyInRow, puzzle.model.givens[givenInRow]), { limit: Infinity, nodeBudget: NODE_BUDGET });
    expect(hubClash).toMatchObject({ status: "none", count: 0, complete: true });
    expect(hubClash.stats.planner).toMatchObject({ combinations: 0, hubSolves: 0 });

    // nw row 1 gets a second copy of its first given: nw alone has no solution, the other grids are skipped.
    const firstRow = [...nw.cells.slice(0, 9)];
    const given = firstRow.find((c) => puzzle.model.givens[c] !== 0);
    const empty = firstRow.find((c) => puzzle.model.givens[c] === 0);
    if (given === undefined || empty === undefined) throw new Error("seed A's nw row 1 changed");
    const outerNone = solvePlanner(clashing(empty, puzzle.model.givens[given]), { limit: Infinity, nodeBudget: NODE_BUDGET });
    expect(outerNone).toMatchObject({ status: "none", count: 0, complete: true });
    expect(Object.keys(plannerOuter(outerNone))).toEqual(["nw"]);
  });

  it("shouldStop ends the planner with stopReason stopped", () => {
    const puzzle = loadPuzzleFile("puzzles/samurai-seed-a.json");
    const result = solvePlanner(puzzle.model, { limit: Infinity, shouldStop: () => true });
    expect(result).toMatchObject({ complete: false, stopReason: "stopped", status: "unknown" });
  });
});

describe("solvePlanner with rules inside single grids", () => {
  const seedA = loadPuzzleFile("puzzles/samurai-seed-a.json");
  const canvas = seedSolution("a").canvas;
  const withRules = (rules: Rule[]): Model => {
    const layout: Layout = { ...BUILTIN_LAYOUTS.samurai, rules };
    const geometry = buildGeometry(layout);
    return { geometry, givens: seedA.model.givens };
  };
  /** Nine cells of grid at (row, col), one per digit of the fixture's solution: a region it satisfies. */
  const satisfied = (row: number, col: number): number[][] =>
    [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => {
      for (let i = 0; i < 81; i++) {
        const r = row + Math.floor(i / 9);
        const c = col + (i % 9);
        if (canvas[r][c] === String(d)) return [r, c];
      }
      throw new Error(`no ${d}`);
    });

  it("a region the solution satisfies, in the hub and in an outer grid: the same unique solution as search", () => {
    const model = withRules([
      { type: "region", cells: satisfied(6, 6) },
      { type: "region", cells: satisfied(12, 12) },
    ]);
    const { planner } = expectSameAsSearch(model, 10);
    expect(planner.status).toBe("unique");
  });

  it("diagonal rules (which the fixture's solution breaks): the same answer as search", () => {
    for (const grid of ["center", "nw"]) expectSameAsSearch(withRules([{ type: "diagonal", grid }]), 10);
  });
});

describe("solvePlanner agrees with search on random hub puzzles", () => {
  it("puzzles with many hub givens: same solutions and count, all valid, the cut solution among them", () => {
    fc.assert(
      fc.property(hubPuzzleArb({ outer: [45, 65], hub: [35, 60] }), (p) => {
        const { planner } = expectSameAsSearch(p.model, LIMIT);
        expect(planner.count).toBeGreaterThanOrEqual(1); // cut from a solved canvas
        expectValid(p, planner.solutions);
        if (planner.complete) expect(sorted(planner.solutions)).toContain(p.solution.join(""));
      }),
      { numRuns: RUNS },
    );
  });

  it("puzzles with several solutions (few hub givens): same count, status and, when complete, solution set", () => {
    fc.assert(
      fc.property(hubPuzzleArb({ outer: [45, 65], hub: [10, 30] }), (p) => {
        const { planner } = expectSameAsSearch(p.model, LIMIT);
        expectValid(p, planner.solutions);
      }),
      { numRuns: RUNS },
    );
  });

  it("puzzles without a solution (one wrong hub given that clashes with no given): both say none", () => {
    const arb = hubPuzzleArb({ outer: [45, 65], hub: [35, 60] }).chain((p) =>
      fc.record({ p: fc.constant(p), pick: fc.nat(80), shift: fc.integer({ min: 1, max: 8 }) }),
    );
    fc.assert(
      fc.property(arb, ({ p, pick, shift }) => {
        const g = p.model.geometry;
        const givens = Uint8Array.from(p.model.givens);
        const cell = g.grids[0].cells[pick];
        fc.pre(givens[cell] === 0);
        const wrong = ((p.solution[cell] - 1 + shift) % 9) + 1;
        for (let i = g.peerStart[cell]; i < g.peerStart[cell + 1]; i++) fc.pre(givens[g.peerList[i]] !== wrong);
        givens[cell] = wrong;
        const model = { geometry: g, givens };
        fc.pre(withinBudget(solveSearch(model, { limit: 1, keep: 0, nodeBudget: NODE_BUDGET })).count === 0);
        const { planner } = expectSameAsSearch(model, LIMIT);
        expect(planner).toMatchObject({ status: "none", count: 0, complete: true });
      }),
      { numRuns: RUNS },
    );
  });

  it("small limits: the count stops at the limit with stopReason limit, as in search, even when a combination stands for many", () => {
    const arb = fc.record({ p: hubPuzzleArb({ outer: [45, 55], hub: [10, 30] }), limit: fc.integer({ min: 1, max: 5 }) });
    fc.assert(
      fc.property(arb, ({ p, limit }) => {
        const { planner } = expectSameAsSearch(p.model, limit);
        expectValid(p, planner.solutions);
        expect(new Set(sorted(planner.solutions)).size).toBe(planner.solutions.length);
      }),
      { numRuns: RUNS },
    );
  });
});
