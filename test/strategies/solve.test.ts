import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { UsageError } from "../../src/model/errors.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { NINE, PLANNER, SEARCH } from "../../src/strategies/registry.js";
import { solve } from "../../src/strategies/solve.js";
import { loadPuzzleFile } from "../support/fixtures.js";

describe("the registry: each strategy says whether it applies and why", () => {
  const single = { geometry: buildGeometry(BUILTIN_LAYOUTS.single), givens: new Uint8Array(81) };
  const samurai = loadPuzzleFile("puzzles/samurai-seed-a.json").model;
  const x = loadPuzzleFile("puzzles/x-sudoku.json").model;

  it("the 9x9 engine takes one grid without rules only", () => {
    expect(NINE.applies(single, {}).ok).toBe(true);
    expect(NINE.applies(samurai, {}).ok).toBe(false);
    expect(NINE.applies(x, {}).ok).toBe(false);
  });

  it("the planner takes hub layouts only, and says why not", () => {
    expect(PLANNER.applies(samurai, {}).ok).toBe(true);
    const no = PLANNER.applies(single, {});
    expect(no.ok).toBe(false);
    expect(no.why).not.toBe("");
  });

  it("search takes every layout", () => {
    for (const m of [single, samurai, x]) expect(SEARCH.applies(m, {}).ok).toBe(true);
  });
});

describe("solve: the dispatcher", () => {
  it("reports the strategy used and why in typed stats", () => {
    const classic = loadPuzzleFile("puzzles/classic-seed.json").model;
    expect(solve(classic).stats).toMatchObject({ strategy: "nine", reason: "one 9x9 grid: the 9x9 fast path" });
    const samurai = loadPuzzleFile("puzzles/samurai-seed-a.json").model;
    const searched = solve(samurai);
    expect(searched.stats.strategy).toBe("search");
    expect(searched.stats.planner).toBeUndefined();
    const planned = solve(samurai, { strategy: "planner" });
    expect(planned.stats.strategy).toBe("planner");
    expect(planned.stats.planner?.hub).toBe("center");
    expect(planned.count).toBe(searched.count);
  });

  it("the planner asked for on a layout without a hub is a usage error saying why", () => {
    const classic = loadPuzzleFile("puzzles/classic-seed.json").model;
    expect(() => solve(classic, { strategy: "planner" })).toThrow(UsageError);
    expect(() => solve(classic, { strategy: "planner" })).toThrow(/the planner does not apply/);
  });

  it("options from plain JavaScript are checked: an unknown strategy or a non-numeric limit is a usage error", () => {
    const classic = loadPuzzleFile("puzzles/classic-seed.json").model;
    const fromJs = (options: unknown): Parameters<typeof solve>[1] => options as Parameters<typeof solve>[1];
    expect(() => solve(classic, fromJs({ strategy: "serach" }))).toThrow(UsageError);
    expect(() => solve(classic, fromJs({ strategy: "serach" }))).toThrow(/unknown strategy "serach": use "auto", "planner", "search"/);
    expect(() => solve(classic, fromJs({ limit: "2" }))).toThrow(/limit must be a whole number from 0 up/);
    expect(() => solve(classic, { limit: -1 })).toThrow(UsageError);
    expect(solve(classic, fromJs({ strategy: "search" })).status).toBe("unique");
  });

  it("auto falls back to search when the planner's budget is hit, keeping the planner's figures", () => {
    const samurai = loadPuzzleFile("puzzles/samurai-seed-a.json").model;
    const result = solve(samurai, { limit: 5000, plannerBudget: 10 });
    expect(result.stats.strategy).toBe("search");
    expect(result.stats.reason).toMatch(/fell back to search/);
    expect(result.stats.planner?.budgetHit).toBe(true);
    expect(result.count).toBe(1);
  });
});
