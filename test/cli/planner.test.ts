import { describe, expect, it } from "vitest";
import { runCapture } from "../support/capture-io.js";

interface Reply {
  status: string;
  count?: number;
  stats?: { strategy: string; reason: string; planner?: { outer: Record<string, { solutions: number }>; budgetHit: boolean } };
}

describe("combo-sudoku solve --strategy planner", () => {
  it("solves seed A, unique, with the planner's stats in JSON", async () => {
    const run = await runCapture(["solve", "puzzles/samurai-seed-a.json", "--strategy", "planner", "--format", "json", "--stats"]);
    expect(run.code).toBe(0);
    const reply = JSON.parse(run.stdout) as Reply;
    expect(reply.status).toBe("unique");
    expect(reply.stats?.strategy).toBe("planner");
    expect(reply.stats?.planner?.outer.nw.solutions).toBe(511);
  });

  it("exits 2 with one line on a layout it does not apply to", async () => {
    const run = await runCapture(["solve", "puzzles/classic-seed.json", "--strategy", "planner"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^combo-sudoku: the planner does not apply: .*single grid.*\n$/);
  });

  it("refuses a batch, whose puzzles have one grid; a batch of one line is that puzzle, refused as one", async () => {
    const run = await runCapture(["solve", "-", "--strategy", "planner"], { stdin: `${".".repeat(81)}\n`.repeat(2) });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--strategy planner applies to hub layouts/);
    const one = await runCapture(["solve", "-", "--strategy", "planner"], { stdin: `${".".repeat(81)}\n` });
    expect(one.code).toBe(2);
    expect(one.stderr).toMatch(/^combo-sudoku: the planner does not apply: .*single grid.*\n$/);
  });

  it("exits 3 when an outer grid exceeds --planner-budget", async () => {
    const run = await runCapture(["solve", "puzzles/samurai-seed-a.json", "--strategy", "planner", "--planner-budget", "10"]);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/budget is 10 .* grid nw alone has more/);
  });

  it("auto counts with the planner, and falls back to search over budget, saying so", async () => {
    const counted = await runCapture(["solve", "puzzles/samurai-seed-b.json", "--count", "--format", "json", "--stats"]);
    expect(counted.code).toBe(0);
    const reply = JSON.parse(counted.stdout) as Reply;
    expect({ count: reply.count, strategy: reply.stats?.strategy }).toEqual({ count: 1, strategy: "planner" });

    const fallback = await runCapture(["solve", "puzzles/samurai-seed-b.json", "--count", "--planner-budget", "5", "--format", "json", "--stats"]);
    expect(fallback.code).toBe(0);
    const after = JSON.parse(fallback.stdout) as Reply;
    expect(after.stats?.strategy).toBe("search");
    expect(after.stats?.reason).toMatch(/fell back to search/);
    expect(after.stats?.planner?.budgetHit).toBe(true);
  });

  it("auto solves with search when asked only to solve, and says why", async () => {
    const run = await runCapture(["solve", "puzzles/samurai-seed-a.json", "--format", "json", "--stats"]);
    expect(run.code).toBe(0);
    const reply = JSON.parse(run.stdout) as Reply;
    expect(reply.stats?.strategy).toBe("search");
    expect(reply.stats?.reason).toMatch(/search is faster/);
  });
});
