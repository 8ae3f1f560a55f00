import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CliIo } from "../../src/cli/io.js";
import { runCli } from "../../src/cli/run.js";
import { projectRoot } from "../support/fixtures.js";

/** An in-process io: reads project files, captures output, never writes files. */
function capturingIo(): { io: CliIo; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    readText: (path) => readFileSync(`${projectRoot}${path}`, "utf8"),
    writeFileAtomic: () => {
      throw new Error("not in these tests");
    },
    stdoutIsTty: false,
    env: {},
  };
  return { io, out, err };
}

interface Reply {
  status: string;
  count?: number;
  stats?: { strategy: string; reason: string; planner?: { outer: Record<string, { solutions: number }>; budgetHit: boolean } };
}

describe("combo-sudoku solve --strategy planner", () => {
  it("solves seed A, unique, with the planner's stats in JSON", async () => {
    const { io, out } = capturingIo();
    const code = await runCli(["solve", "puzzles/samurai-seed-a.json", "--strategy", "planner", "--format", "json", "--stats"], io);
    expect(code).toBe(0);
    const reply = JSON.parse(out.join("")) as Reply;
    expect(reply.status).toBe("unique");
    expect(reply.stats?.strategy).toBe("planner");
    expect(reply.stats?.planner?.outer.nw.solutions).toBe(511);
  });

  it("exits 2 with one line on a layout it does not apply to", async () => {
    const { io, err } = capturingIo();
    expect(await runCli(["solve", "puzzles/classic-seed.json", "--strategy", "planner"], io)).toBe(2);
    expect(err.join("")).toMatch(/^combo-sudoku: the planner does not apply: .*single grid.*\n$/);
  });

  it("exits 3 when an outer grid exceeds --planner-budget", async () => {
    const { io, err } = capturingIo();
    expect(await runCli(["solve", "puzzles/samurai-seed-a.json", "--strategy", "planner", "--planner-budget", "10"], io)).toBe(3);
    expect(err.join("")).toMatch(/budget is 10 .* grid nw alone has more/);
  });

  it("auto counts with the planner, and falls back to search over budget, saying so", async () => {
    const counted = capturingIo();
    expect(await runCli(["solve", "puzzles/samurai-seed-b.json", "--count", "--format", "json", "--stats"], counted.io)).toBe(0);
    const reply = JSON.parse(counted.out.join("")) as Reply;
    expect({ count: reply.count, strategy: reply.stats?.strategy }).toEqual({ count: 1, strategy: "planner" });

    const fallback = capturingIo();
    const argv = ["solve", "puzzles/samurai-seed-b.json", "--count", "--planner-budget", "5", "--format", "json", "--stats"];
    expect(await runCli(argv, fallback.io)).toBe(0);
    const after = JSON.parse(fallback.out.join("")) as Reply;
    expect(after.stats?.strategy).toBe("search");
    expect(after.stats?.reason).toMatch(/fell back to search/);
    expect(after.stats?.planner?.budgetHit).toBe(true);
  });

  it("auto solves with search when asked only to solve, and says why", async () => {
    const { io, out } = capturingIo();
    expect(await runCli(["solve", "puzzles/samurai-seed-a.json", "--format", "json", "--stats"], io)).toBe(0);
    const reply = JSON.parse(out.join("")) as Reply;
    expect(reply.stats?.strategy).toBe("search");
    expect(reply.stats?.reason).toMatch(/search is faster/);
  });
});
