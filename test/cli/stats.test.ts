import { describe, expect, it } from "vitest";
import { runCapture } from "../support/capture-io.js";

describe("solve --stats", () => {
  it("rounds milliseconds with their unit and groups counts by thousands", async () => {
    const run = await runCapture(["solve", "puzzles/samurai-seed-a.json", "--stats", "--strategy", "planner", "--format", "text"]);
    expect(run.code).toBe(0);
    const lines = run.stderr.trimEnd().split("\n");
    const value = (key: string): string => (lines.find((l) => l.startsWith(`${key}: `)) ?? "").slice(key.length + 2);
    const ms = /^(\d{1,3}(,\d{3})*|\d+\.\d{1,3}) ms$/; // 0.06 ms, 12.3 ms, 1,234 ms: never 12.345678
    expect(value("ms")).toMatch(ms);
    for (const stage of ["outer", "combine", "hub", "total"]) expect(value(`planner.ms.${stage}`)).toMatch(ms);
    // The planner's counts on seed A are fixed by the puzzle (docs/BENCHMARKS.md: 7,228 partial combinations tried).
    expect(value("planner.outer.se.tried")).toBe("5,476");
    expect(value("planner.budget")).toBe("100,000");
    expect(value("placements")).toMatch(/^\d{1,3}(,\d{3})+$/);
    expect(value("strategy")).toBe("planner");
    expect(lines.filter((l) => /\d{4}/.test(l.replace(/^[^:]*: /, "")))).toEqual([]); // no ungrouped number anywhere
  });
});
