/**
 * Grid sizes 4, 6, 8, 9, 12 and 16: the whole-layout search on random layouts of random
 * sizes, every solution checked against the layout itself (test/support/check-solution.ts); the search at
 * size 9 agreeing with the 9x9 engine; the samurai of 16x16 grids and of 4x4 grids.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cutPuzzleArb } from "../../src/arbitraries/puzzles.js";
import { sizeArb } from "../../src/arbitraries/layouts.js";
import { maskedNine } from "../../src/arbitraries/solved-nine.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Layout } from "../../src/model/schemas.js";
import { solve } from "../../src/strategies/solve.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import { NODE_BUDGET, withinBudget } from "../support/budget.js";
import { solutionProblems } from "../support/check-solution.js";
import { solveReference } from "../reference/reference-solver.js";
import { loadPuzzleFile } from "../support/fixtures.js";

describe("search at every size", () => {
  it("every emitted solution of a puzzle cut from a solved layout of random size holds 1..size once in every unit", () => {
    fc.assert(
      fc.property(
        sizeArb().chain((size) => cutPuzzleArb({ size, maxGrids: 4, keep: [0.3, 0.7] })),
        (p) => {
          const result = withinBudget(solveSearch({ geometry: p.geometry, givens: p.givens }, { limit: 3, keep: 3, nodeBudget: NODE_BUDGET }));
          expect(result.count).toBeGreaterThan(0);
          for (const s of result.solutions) expect(solutionProblems(p.layout, p.geometry, s, p.givens)).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("an empty layout of random size is filled by a limit-1 search (random digit order), a valid solution", () => {
    fc.assert(
      fc.property(
        sizeArb().chain((size) => cutPuzzleArb({ size, maxGrids: 3, keep: [0, 0] })),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        (p, seed) => {
          let state = seed;
          const random = (): number => {
            state = (Math.imul(state, 1103515245) + 12345) >>> 0;
            return state;
          };
          const result = withinBudget(solveSearch({ geometry: p.geometry, givens: p.givens }, { limit: 1, nodeBudget: NODE_BUDGET, random }));
          expect(result.count).toBe(1);
          expect(solutionProblems(p.layout, p.geometry, result.solutions[0])).toEqual([]);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("the cut puzzle's own solution is among the solutions found (the search misses none at any size)", () => {
    fc.assert(
      fc.property(
        sizeArb().chain((size) => cutPuzzleArb({ size, maxGrids: 2, keep: [0.6, 0.9] })),
        (p) => {
          const result = withinBudget(solveSearch({ geometry: p.geometry, givens: p.givens }, { limit: 50, keep: 50, nodeBudget: NODE_BUDGET }));
          fc.pre(result.complete);
          expect(result.solutions.some((s) => s.every((d, c) => d === p.solved[c]))).toBe(true);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("at sizes 4, 6 and 8 the search counts what the naive reference solver counts, with the same solutions", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(4, 6, 8).chain((size) => cutPuzzleArb({ size, maxGrids: 2, keep: [0.25, 0.6] })),
        (p) => {
          const model = { geometry: p.geometry, givens: p.givens };
          const reference = withinBudget(solveReference(model, { limit: 30, keep: 30 }));
          const search = withinBudget(solveSearch(model, { limit: 30, keep: 30, nodeBudget: NODE_BUDGET }));
          expect(search.count).toBe(reference.count);
          fc.pre(reference.complete);
          const key = (ss: Uint8Array[]): string[] => ss.map((s) => s.join(",")).sort();
          expect(key(search.solutions)).toEqual(key(reference.solutions));
        },
      ),
      { numRuns: 40 },
    );
  });

  it("at size 9 the general search agrees with the 9x9 engine (count and solutions)", () => {
    fc.assert(
      fc.property(maskedNine(26, 40), (givens) => {
        const model = { geometry: buildGeometry({ name: "single", grids: [{ id: "main", row: 0, col: 0 }] }), givens };
        const nine = withinBudget(solve(model, { limit: 20, keep: 20, nodeBudget: NODE_BUDGET }));
        const search = withinBudget(solveSearch(model, { limit: 20, keep: 20, nodeBudget: NODE_BUDGET }));
        expect(nine.stats.strategy).toBe("nine");
        // Past the limit each engine keeps the first solutions of its own search order: compare whole sets.
        fc.pre(nine.complete && search.complete);
        expect(search.count).toBe(nine.count);
        const key = (ss: Uint8Array[]): string[] => ss.map((s) => s.join("")).sort();
        expect(key(search.solutions)).toEqual(key(nine.solutions));
      }),
      { numRuns: 40 },
    );
  });
});

describe("samurai of other sizes", () => {
  const samurai = (size: 4 | 16, step: number, center: number): Layout => ({
    name: `samurai-${size}`,
    size,
    grids: [
      { id: "nw", row: 0, col: 0 },
      { id: "ne", row: 0, col: step },
      { id: "center", row: center, col: center },
      { id: "sw", row: step, col: 0 },
      { id: "se", row: step, col: step },
    ],
  });

  it.each([
    [16, 24, 12],
    [4, 4, 2],
  ] as const)("an empty samurai of %ix%i grids is filled, each outer grid sharing one corner box with the center", (size, step, center) => {
    const layout = samurai(size, step, center);
    const geometry = buildGeometry(layout);
    const box = size === 16 ? 16 : 4;
    expect(geometry.cellCount).toBe(5 * size * size - 4 * box);
    const result = solveSearch({ geometry, givens: new Uint8Array(geometry.cellCount) }, { limit: 1, nodeBudget: NODE_BUDGET });
    expect(result.count).toBe(1);
    expect(solutionProblems(layout, geometry, result.solutions[0])).toEqual([]);
  });

  it("the strategies say why the 9x9 engine and the planner do not take a 16x16 samurai", () => {
    const geometry = buildGeometry(samurai(16, 24, 12));
    const result = solve({ geometry, givens: new Uint8Array(geometry.cellCount) }, { limit: 1, nodeBudget: NODE_BUDGET });
    expect(result.stats.strategy).toBe("search");
    expect(result.stats.reason).toMatch(/^the 9x9 fast path takes 9x9 grids only \(this layout's are 16x16\); /);
    expect(() => solve({ geometry, givens: new Uint8Array(geometry.cellCount) }, { strategy: "planner", limit: 1 })).toThrow(/9x9 grids for now/);
  });
});

describe("the puzzles of other sizes in puzzles/", () => {
  it.each([
    ["4x4-sudoku", 4],
    ["6x6-sudoku", 6],
    ["12x12-sudoku", 12],
    ["16x16-sudoku", 16],
    ["samurai-4x4", 4],
    ["samurai-16x16", 16],
  ])("%s: unique, its solution valid and keeping the givens", (name, size) => {
    const puzzle = loadPuzzleFile(`puzzles/${name}.json`);
    expect(puzzle.model.geometry.size).toBe(size);
    const result = solve(puzzle.model, { limit: 2, nodeBudget: NODE_BUDGET });
    expect(result.status).toBe("unique");
    expect(solutionProblems(puzzle.layout, puzzle.model.geometry, result.solutions[0], puzzle.model.givens)).toEqual([]);
  });
});

describe("box shapes other than the default", () => {
  it.each([
    [6, 3, 2],
    [8, 4, 2],
    [12, 4, 3],
    [16, 2, 8],
  ] as const)("size %i with %ix%i boxes: a twin of two grids overlapping on one box is filled validly", (size, rows, cols) => {
    const layout: Layout = {
      name: "tall boxes",
      size,
      box: { rows, cols },
      grids: [
        { id: "a", row: 0, col: 0 },
        { id: "b", row: size - rows, col: size - cols },
      ],
    };
    const geometry = buildGeometry(layout);
    expect(geometry.cellCount).toBe(2 * size * size - size);
    const result = solveSearch({ geometry, givens: new Uint8Array(geometry.cellCount) }, { limit: 1, nodeBudget: NODE_BUDGET });
    expect(result.count).toBe(1);
    expect(solutionProblems(layout, geometry, result.solutions[0])).toEqual([]);
  });
});
