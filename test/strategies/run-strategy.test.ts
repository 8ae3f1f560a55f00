import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS, type BuiltinLayoutName } from "../../src/layout/builtin-layouts.js";
import { STOP_POLL_NODES } from "../../src/model/contract.js";
import type { SolveOptions } from "../../src/model/contract.js";
import { UsageError } from "../../src/model/errors.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Model } from "../../src/model/model.js";
import { NINE, PLANNER, SEARCH } from "../../src/strategies/registry.js";
import type { StrategyEntry } from "../../src/strategies/registry.js";
import { runStrategy } from "../../src/strategies/run-strategy.js";
import { loadPuzzleFile } from "../support/fixtures.js";

const empty = (name: BuiltinLayoutName): Model => {
  const geometry = buildGeometry(BUILTIN_LAYOUTS[name]);
  return { geometry, givens: new Uint8Array(geometry.cellCount) };
};

// Each engine behind the wrapper, on a model with far more than a few thousand search nodes to visit:
// the empty grid for the 9x9 engine and search, the seed samurai for the planner (its outer grids alone
// have hundreds of solutions each, so stage 1 alone visits thousands of nodes).
const engines: [string, StrategyEntry, () => Model][] = [
  ["nine", NINE, () => empty("single")],
  ["search", SEARCH, () => empty("samurai")],
  ["planner", PLANNER, () => loadPuzzleFile("puzzles/samurai-seed-a.json").model],
];

describe("runStrategy: the one wrapper, alike for every engine", () => {
  for (const [name, strategy, model] of engines) {
    it(`${name}: a node budget stops the search with stopReason budget, after at most that many nodes`, () => {
      const result = runStrategy(strategy, model(), { limit: Infinity, keep: 0, nodeBudget: 300 }, "test");
      expect(result.stopReason).toBe("budget");
      expect(result.complete).toBe(false);
      expect(result.stats.nodes).toBeLessThanOrEqual(300);
      expect(result.stats.nodes).toBeGreaterThan(0);
      expect(result.stats.strategy).toBe(strategy.name);
      expect(result.stats.reason).toBe("test");
      for (const figure of [result.stats.nodes, result.stats.placements, result.stats.contradictions]) {
        expect(Number.isInteger(figure) && figure >= 0).toBe(true);
      }
      expect(result.stats.placements).toBeGreaterThan(0);
    });

    it(`${name}: a throwing shouldStop ends the run and its error reaches the caller`, () => {
      let calls = 0;
      const shouldStop = (): boolean => {
        calls++;
        throw new Error("stop callback failed");
      };
      expect(() => runStrategy(strategy, model(), { limit: Infinity, keep: 0, shouldStop }, "test")).toThrow("stop callback failed");
      expect(calls).toBe(1);
    });

    it(`${name}: shouldStop returning true ends the run with stopReason stopped`, () => {
      const result = runStrategy(strategy, model(), { limit: Infinity, keep: 0, shouldStop: () => true }, "test");
      expect(result.stopReason).toBe("stopped");
    });
  }

  for (const [name, strategy, model] of engines.slice(0, 2)) {
    it(`${name}: shouldStop is polled once every STOP_POLL_NODES nodes`, () => {
      let polls = 0;
      const result = runStrategy(strategy, model(), { limit: Infinity, keep: 0, nodeBudget: 5 * STOP_POLL_NODES + 7, shouldStop: () => (polls++, false) }, "t");
      expect(result.stopReason).toBe("budget");
      expect(polls).toBe(Math.floor(result.stats.nodes / STOP_POLL_NODES));
      expect(polls).toBe(5);
    });
  }

  it("a node budget of 0 still solves what propagation alone solves", () => {
    const classic = loadPuzzleFile("puzzles/classic-seed.json").model;
    const nodesNeeded = runStrategy(NINE, classic, {}, "t").stats.nodes;
    const result = runStrategy(NINE, classic, { nodeBudget: nodesNeeded }, "t");
    expect(result.status).toBe("unique");
    expect(result.complete).toBe(true);
  });

  it("defaults: limit 2, keep min(limit, 2)", () => {
    const result = runStrategy(SEARCH, empty("single"), {}, "t");
    expect(result).toMatchObject({ count: 2, status: "multiple", stopReason: "limit" });
    expect(result.solutions).toHaveLength(2);
    expect(runStrategy(SEARCH, empty("single"), { limit: 1 }, "t").solutions).toHaveLength(1);
  });

  // The seed samurai has one solution: the planner's keep is covered in test/planner/planner-engine.test.ts.
  for (const [name, strategy, model] of engines.slice(0, 2)) {
    it(`${name}: keep is clamped to the limit`, () => {
      expect(runStrategy(strategy, model(), { limit: 3, keep: 10 }, "t").solutions).toHaveLength(3);
      expect(runStrategy(strategy, model(), { limit: 3, keep: 1 }, "t").solutions).toHaveLength(1);
      expect(runStrategy(strategy, model(), { limit: 0 }, "t")).toMatchObject({ count: 0, complete: false, stopReason: "limit", status: "unknown" });
    });
  }

  const bad: [string, SolveOptions][] = [
    ["limit NaN", { limit: Number.NaN }],
    ["limit negative", { limit: -1 }],
    ["keep NaN", { keep: Number.NaN }],
    ["keep negative", { keep: -2 }],
    // a fraction: keep 0.5 answered "unique" with no solution kept; limit 2.5 counted as 3
    ["keep a fraction", { keep: 0.5 }],
    ["keep a fraction above the limit", { limit: 3, keep: 1.7 }],
    ["limit a fraction", { limit: 2.5 }],
    ["limit a fraction below 1", { limit: 0.5 }],
    ["nodeBudget NaN", { nodeBudget: Number.NaN }],
    ["nodeBudget negative", { nodeBudget: -5 }],
  ];
  for (const [what, options] of bad) {
    for (const [name, strategy, model] of engines) {
      it(`${name}: ${what} is a usage error (exit 2)`, () => {
        let caught: unknown;
        try {
          runStrategy(strategy, model(), options, "t");
        } catch (e: unknown) {
          caught = e;
        }
        expect(caught).toBeInstanceOf(UsageError);
        expect((caught as UsageError).exitCode).toBe(2);
      });
    }
  }
});
