import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { statusOf } from "../../src/model/contract.js";
import { solveNine } from "../../src/strategies/solve-nine.js";
import { clashingNine, maskedNine, solvedNine } from "../../src/arbitraries/solved-nine.js";
import { isValidSolution, referenceSolve } from "../reference/nine-reference.js";
import { NODE_BUDGET, withinBudget } from "../support/budget.js";

function parseGrid(line: string): Uint8Array {
  const grid = new Uint8Array(81);
  for (let i = 0; i < 81; i++) {
    const ch = line.charCodeAt(i);
    grid[i] = ch >= 49 && ch <= 57 ? ch - 48 : 0;
  }
  return grid;
}

function fixture(name: string): Uint8Array[] {
  const path = fileURLToPath(new URL(`../fixtures/third-party/nine/${name}.sample.txt`, import.meta.url));
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.length >= 81 && !line.startsWith("#"))
    .map(parseGrid);
}

describe("solveNine on known puzzles", () => {
  it("solves the worked example uniquely", () => {
    const givens = parseGrid("009008040600000017010040000000000004480603021300000000000090080240000006050700100");
    const result = solveNine(givens);
    expect(result.status).toBe("unique");
    expect(result.count).toBe(1);
    expect(result.complete).toBe(true);
    expect(result.stopReason).toBeUndefined();
    expect(result.solutions).toHaveLength(1);
    expect(Array.from(result.solutions[0]).join("")).toBe("729168543634925817815347269562819374487653921391472658173296485248531796956784132");
  });

  for (const name of ["17_clue", "magictour_top1465", "forum_hardest_1106"]) {
    it(`finds the one solution of each puzzle in the ${name} sample`, () => {
      const puzzles = fixture(name);
      expect(puzzles.length).toBe(30);
      for (const givens of puzzles) {
        const result = solveNine(givens);
        expect(result.status).toBe("unique");
        expect(result.complete).toBe(true);
        expect(isValidSolution(result.solutions[0], givens)).toBe(true);
      }
    });
  }

  it("finds two or more solutions for each puzzle in the serg_benchmark sample", () => {
    const puzzles = fixture("serg_benchmark");
    expect(puzzles.length).toBe(30);
    for (const givens of puzzles) {
      const result = solveNine(givens);
      expect(result.status).toBe("multiple");
      expect(result.stopReason).toBe("limit");
      for (const solution of result.solutions) expect(isValidSolution(solution, givens)).toBe(true);
    }
  });

  it("stops at the limit on the empty grid", () => {
    const result = solveNine(new Uint8Array(81), { limit: 1000 });
    expect(result.count).toBe(1000);
    expect(result.stopReason).toBe("limit");
    expect(result.complete).toBe(false);
    expect(result.status).toBe("multiple");
    expect(result.solutions).toHaveLength(2);
    for (const solution of result.solutions) expect(isValidSolution(solution, new Uint8Array(81))).toBe(true);
  });

  it("keeps no solution with keep 0 but still counts", () => {
    const result = solveNine(new Uint8Array(81), { limit: 50, keep: 0 });
    expect(result.count).toBe(50);
    expect(result.solutions).toHaveLength(0);
  });

  it("keeps distinct solutions up to keep", () => {
    const result = solveNine(new Uint8Array(81), { limit: 20, keep: 20 });
    const seen = new Set(result.solutions.map((s) => Array.from(s).join("")));
    expect(seen.size).toBe(20);
  });

  it("reports a stop asked by shouldStop", () => {
    let polls = 0;
    const result = solveNine(new Uint8Array(81), {
      limit: Number.POSITIVE_INFINITY,
      keep: 0,
      shouldStop: () => ++polls >= 3,
    });
    expect(result.stopReason).toBe("stopped");
    expect(result.complete).toBe(false);
    expect(result.count).toBeGreaterThan(0);
  });

  it("gives none for clashing givens", () => {
    const givens = new Uint8Array(81);
    givens[0] = 5;
    givens[8] = 5;
    const result = solveNine(givens);
    expect(result).toMatchObject({ count: 0, status: "none", complete: true });
    expect(result.stopReason).toBeUndefined();
  });

  it("leaves every earlier result's solutions intact (they share buffers from call to call)", () => {
    const kept: Array<{ givens: Uint8Array; solutions: Uint8Array[]; copies: string[] }> = [];
    fc.assert(
      fc.property(maskedNine(20, 60), fc.integer({ min: 1, max: 5 }), (givens, limit) => {
        const result = withinBudget(solveNine(givens, { limit, keep: limit, nodeBudget: NODE_BUDGET }));
        kept.push({ givens, solutions: result.solutions, copies: result.solutions.map((s) => Array.from(s).join("")) });
      }),
      { numRuns: 60 },
    );
    for (const { givens, solutions, copies } of kept) {
      expect(solutions.map((s) => Array.from(s).join(""))).toEqual(copies);
      for (const s of solutions) {
        expect(s.length).toBe(81);
        expect(isValidSolution(s, givens)).toBe(true);
      }
    }
  });
});

describe("solveNine against the reference backtracker", () => {
  const LIMIT = 50;
  const runs = { numRuns: 150 };

  it("counts like the reference on puzzles with 20-40 givens", () => {
    fc.assert(
      fc.property(maskedNine(20, 40), (givens) => {
        const reference = referenceSolve(givens, LIMIT);
        fc.pre(reference.stopReason !== "budget");
        expect(withinBudget(solveNine(givens, { limit: LIMIT, nodeBudget: NODE_BUDGET })).count).toBe(reference.count);
      }),
      runs,
    );
  });

  it("counts like the reference on puzzles with few givens (many solutions)", () => {
    fc.assert(
      fc.property(maskedNine(0, 19), (givens) => {
        const reference = referenceSolve(givens, LIMIT);
        fc.pre(reference.stopReason !== "budget");
        expect(withinBudget(solveNine(givens, { limit: LIMIT, nodeBudget: NODE_BUDGET })).count).toBe(reference.count);
      }),
      runs,
    );
  });

  it("counts like the reference (none) on puzzles with a clashing given", () => {
    fc.assert(
      fc.property(clashingNine, (givens) => {
        expect(referenceSolve(givens, LIMIT).count).toBe(0);
        const result = withinBudget(solveNine(givens, { limit: LIMIT, nodeBudget: NODE_BUDGET }));
        expect(result.count).toBe(0);
        expect(result.status).toBe("none");
        expect(result.complete).toBe(true);
      }),
      runs,
    );
  });

  it("returns only valid solutions that keep the givens, all distinct", () => {
    fc.assert(
      fc.property(maskedNine(0, 40), (givens) => {
        const result = withinBudget(solveNine(givens, { limit: LIMIT, keep: LIMIT, nodeBudget: NODE_BUDGET }));
        expect(result.solutions.length).toBe(Math.min(result.count, LIMIT));
        for (const solution of result.solutions) expect(isValidSolution(solution, givens)).toBe(true);
        expect(new Set(result.solutions.map((s) => Array.from(s).join(""))).size).toBe(result.solutions.length);
      }),
      runs,
    );
  });

  it("reports complete, stopReason and status consistently", () => {
    fc.assert(
      fc.property(fc.oneof(maskedNine(0, 40), clashingNine), fc.integer({ min: 1, max: 5 }), (givens, limit) => {
        const result = withinBudget(solveNine(givens, { limit, nodeBudget: NODE_BUDGET }));
        const reference = referenceSolve(givens, limit);
        fc.pre(reference.stopReason !== "budget");
        expect(result.complete).toBe(reference.complete);
        expect(result.complete).toBe(result.count < limit);
        expect(result.stopReason).toBe(result.complete ? undefined : "limit");
        expect(result.status).toBe(statusOf(result.count, result.complete));
      }),
      runs,
    );
  });

  it("finds the planted solution of a fully given grid", () => {
    fc.assert(
      fc.property(solvedNine, (grid) => {
        const result = withinBudget(solveNine(grid, { nodeBudget: NODE_BUDGET }));
        expect(result.status).toBe("unique");
        expect(Array.from(result.solutions[0])).toEqual(Array.from(grid));
      }),
      runs,
    );
  });

  it("never throws on arbitrary digits 0..9", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 81, maxLength: 81, min: 0, max: 9 }), (givens) => {
        const result = withinBudget(solveNine(givens, { limit: 3, nodeBudget: NODE_BUDGET }));
        expect(result.status).toBe(statusOf(result.count, result.complete));
        for (const solution of result.solutions) expect(isValidSolution(solution, givens)).toBe(true);
      }),
      runs,
    );
  });
});

describe("the reference backtracker's node budget", () => {
  // Kept from a probe of maskedNine(20, 40): 22 givens, about 45,000 reference nodes to reach 50 solutions
  // (seconds on a loaded machine), one of the heavy-tail cases that once held the suite for minutes.
  const heavy = parseGrid("120600070000098000980000504000500090270000000000900000000070000750009000300060005");

  it("stops a heavy-tail walk at the budget, saying so", () => {
    const reference = referenceSolve(heavy, 50, 0, 5_000);
    expect(reference).toMatchObject({ complete: false, stopReason: "budget", nodes: 5_001 });
    expect(reference.count).toBeLessThan(50);
  });

  it("counts like solveNine on that case when given the budget it needs", () => {
    const reference = referenceSolve(heavy, 50, 0, 100_000);
    expect(reference).toMatchObject({ count: 50, stopReason: "limit" });
    expect(solveNine(heavy, { limit: 50 }).count).toBe(50);
  });
});

describe("solveNine called again from shouldStop", () => {
  it("counts exactly as without the nested calls, on a puzzle whose search backtracks", () => {
    // The classic seed without its first two givens: 7,491 solutions over about 7,600 nodes, so the stop
    // poll (every 4,096 nodes) runs the inner search while outer branch points wait on the stack.
    const sparse = parseGrid("000000040600000017010040000000000004480603021300000000000090080240000006050700100");
    const hard = parseGrid("........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3".replace(/\./g, "0"));
    const plain = solveNine(sparse, { limit: Infinity, keep: 0 });
    let polls = 0;
    const nested = solveNine(sparse, {
      limit: Infinity,
      keep: 0,
      shouldStop: () => {
        polls++;
        solveNine(hard);
        return false;
      },
    });
    expect(plain.count).toBe(7491);
    expect(polls).toBeGreaterThan(0);
    expect(nested.count).toBe(plain.count);
  });

  it("answers as usual after a search stopped midway by a throwing shouldStop (the reused state starts clean)", () => {
    const givens = parseGrid("009008040600000017010040000000000004480603021300000000000090080240000006050700100");
    const before = solveNine(givens);
    expect(() =>
      solveNine(new Uint8Array(81), {
        limit: Infinity,
        keep: 0,
        shouldStop: () => {
          throw new Error("poll failed");
        },
      }),
    ).toThrow("poll failed");
    const after = solveNine(givens);
    expect(after.status).toBe("unique");
    expect(Array.from(after.solutions[0])).toEqual(Array.from(before.solutions[0]));
    expect(after.stats.nodes).toBe(before.stats.nodes);
    expect(after.stats.placements).toBe(before.stats.placements);
  });

  it("nests two deep, each call with its own count", () => {
    const sparse = parseGrid("000000040600000017010040000000000004480603021300000000000090080240000006050700100");
    const inner = parseGrid("009008040600000017010040000000000004480603021300000000000090080240000006050700100");
    let innermostOk = true;
    let innermostCalls = 0;
    const middleCounts: number[] = [];
    const outer = solveNine(sparse, {
      limit: Infinity,
      keep: 0,
      shouldStop: () => {
        const middle = solveNine(new Uint8Array(81), {
          limit: 5000,
          keep: 0,
          shouldStop: () => {
            innermostCalls++;
            innermostOk &&= solveNine(inner).status === "unique";
            return false;
          },
        });
        middleCounts.push(middle.count);
        return false;
      },
    });
    expect(outer.count).toBe(7491);
    expect(middleCounts.length).toBeGreaterThan(0);
    expect(middleCounts.every((n) => n === 5000)).toBe(true);
    expect(innermostCalls).toBeGreaterThan(0);
    expect(innermostOk).toBe(true);
  });

  it("leaves the outer search intact", () => {
    const inner = parseGrid("009008040600000017010040000000000004480603021300000000000090080240000006050700100");
    let innerOk = true;
    let polls = 0;
    const outer = solveNine(new Uint8Array(81), {
      limit: 20_000,
      keep: 3,
      shouldStop: () => {
        polls++;
        const r = solveNine(inner);
        innerOk &&= r.status === "unique" && isValidSolution(r.solutions[0], inner);
        return false;
      },
    });
    expect(polls).toBeGreaterThan(0);
    expect(innerOk).toBe(true);
    expect(outer.count).toBe(20_000);
    expect(outer.solutions).toHaveLength(3);
    for (const solution of outer.solutions) expect(isValidSolution(solution, new Uint8Array(81))).toBe(true);
  });
});
