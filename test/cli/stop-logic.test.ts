/**
 * explain, hint and rate on one long puzzle stop on the first SIGINT, SIGTERM or SIGHUP, and on --timeout,
 * with what they had: before, the step engine ran on the main thread and no handler could run until it had
 * finished (115 s after two SIGINTs on a chain of 64 grids). The puzzle: a legal chain of 24 grids,
 * each sharing a box with the next, generated with seed 3 (the CLI, as a user would make it). Each signal
 * goes once the CLI says it has reached the stage the test is about (a readiness line: src/cli/stop.ts
 * Stopper.ready), never a fixed time after the start, which a loaded machine made too early (an explain
 * signalled during its uniqueness search had no step to show).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Exit } from "../support/run-node.js";
import { runNode } from "../support/run-node.js";

let dir = "";
let puzzle = "";
/** A --timeout that ends explain past its uniqueness search: three times that search, measured here. */
let wait = 4000;
const LINE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
/** An easy classic line (test/cli/process.test.ts's): rated at once. */
const EASY = "009008040600000017010040000000000004480603021300000000000090080240000006050700100";
/**
 * A classic 9x9 whose rating takes about 2 s of CPU cold (forum.enjoysudoku.com, "The hardest sudokus",
 * HardestDatabase110626.txt): its logic stays on the main thread, a step at a time.
 */
const HARD_NINE = ".2...67..4...8..3....2.............53...4..1...5..76...34..8.9..81.9.4..9........";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "combo-sudoku-test-"));
  const grids = Array.from({ length: 24 }, (_, i) => ({ id: `g${i}`, row: 6 * i, col: 6 * i }));
  writeFileSync(join(dir, "chain.layout.json"), JSON.stringify({ name: "chain-24", grids }));
  puzzle = join(dir, "chain.json");
  const made = await runNode(["generate", "-l", join(dir, "chain.layout.json"), "--seed", "3", "-o", puzzle]);
  expect(made).toMatchObject({ code: 0, stderr: "" });
  const start = performance.now();
  expect(await runNode(["solve", puzzle])).toMatchObject({ code: 0 });
  wait = Math.max(wait, Math.ceil(3 * (performance.now() - start)));
}, 300_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI, signals it once it says it has reached `stage`, and says how long it took to end after the signal. */
async function stopped(args: string[], signal: NodeJS.Signals, stage = "step"): Promise<Exit & { afterSignal: number }> {
  let sent = 0;
  const exit = await runNode(args, { signal, ready: stage, onSignal: () => (sent = performance.now()) });
  return { ...exit, afterSignal: performance.now() - sent };
}

describe("the step engine stops on a signal or --timeout", () => {
  it("explain, on SIGINT: the steps found so far, where they stopped, exit 3", async () => {
    const run = await stopped(["explain", puzzle], "SIGINT");
    expect(run.code).toBe(3);
    expect(run.stderr).toBe(`${puzzle}: interrupted\n`);
    expect(run.stdout).toMatch(/^ *1\. /);
    expect(run.stdout).toMatch(/\ninterrupted after \d+ steps: \d+ cells open, \d+ candidates\n/);
    // the bound is loose for a loaded machine; before, it went on for minutes
    expect(run.afterSignal).toBeLessThan(5000);
  });

  it("rate, on SIGTERM, and explain on SIGHUP: exit 3 at once, nothing rated", async () => {
    const rate = await stopped(["rate", puzzle], "SIGTERM", "logic");
    expect(rate).toMatchObject({ code: 3, stdout: "", stderr: `${puzzle}: interrupted\n` });
    expect(rate.afterSignal).toBeLessThan(5000);
    const hup = await stopped(["explain", puzzle, "-f", "json"], "SIGHUP");
    expect(hup.code).toBe(3);
    const json = JSON.parse(hup.stdout) as { solved: boolean; steps: unknown[]; stopped: { summary: string; open: number } };
    expect(json.solved).toBe(false);
    expect(json.steps.length).toBeGreaterThan(0);
    expect(json.stopped.summary).toMatch(/^interrupted after \d+ steps/);
    expect(json.stopped.open).toBeGreaterThan(0);
  });

  it("a classic 9x9, rated on the main thread a step at a time, stops on SIGINT after the step under way: exit 3", async () => {
    const rate = await stopped(["rate", HARD_NINE], "SIGINT", "logic");
    expect(rate).toMatchObject({ code: 3, stdout: "", stderr: `${HARD_NINE}: interrupted\n` });
    // a step of this puzzle takes at most about half a second cold; loose for a loaded machine
    expect(rate.afterSignal).toBeLessThan(5000);
    const explain = await runNode(["explain", HARD_NINE], { signal: "SIGTERM", ready: "step" });
    expect(explain.code).toBe(3);
    expect(explain.stdout).toMatch(/\ninterrupted after \d+ steps: \d+ cells open, \d+ candidates\n/);
  });

  it("explain --timeout prints the steps found so far and says it stopped (exit 3); -o is not written", async () => {
    const out = join(dir, "explained.txt");
    const run = await runNode(["explain", puzzle, "--timeout", String(Math.ceil(wait / 1000)), "-o", out]);
    expect(run.code).toBe(3);
    expect(run.stderr).toBe(`${puzzle}: stopped by --timeout: ${out} not written\n`);
    expect(run.stdout).toMatch(/\nstopped by --timeout after \d+ steps: /);
    expect(existsSync(out)).toBe(false);
  });

  it("a JSON Lines rate batch (--jobs 1) stops at once inside its 24-grid line: its logic moves to a worker as rate's does", async () => {
    // Before, a JSON Lines line was rated on the main thread, where no signal is handled until the line is
    // done: this line's logic takes about 20 s, and the stop came after it, the line written.
    const batch = join(dir, "lines.jsonl");
    const easy = JSON.stringify({ layout: "single", givens: { main: EASY } });
    writeFileSync(batch, `${JSON.stringify(JSON.parse(readFileSync(puzzle, "utf8")))}\n${easy}\n`);
    const out = join(dir, "lines.out.jsonl");
    const run = await stopped(["rate", batch, "--jobs", "1", "-f", "json", "-o", out], "SIGINT", "step");
    expect(run.code).toBe(3);
    expect(run.stderr).toBe(`${batch}: interrupted at line 1 (${out} not written)\n`);
    expect(existsSync(`${out}.partial`)).toBe(false);
    expect(run.afterSignal).toBeLessThan(10_000); // loose for a loaded machine; before, the whole line
  });

  for (const jobs of ["1", "2"]) {
    it(`a rate batch (--jobs ${jobs}) stopped by SIGINT keeps the lines it rated, in order, in FILE.partial (exit 3)`, async () => {
      // Easy lines first, so that some are written (the readiness line) while the hard ones are rated: on
      // the main thread, before, a hard line held the signal back until it was done (19-36 s).
      const batch = join(dir, `batch-${jobs}.txt`);
      writeFileSync(batch, `${EASY}\n`.repeat(16) + `${HARD_NINE}\n${LINE}\n`.repeat(400));
      const out = join(dir, `rated-${jobs}.txt`);
      const run = await stopped(["rate", batch, "--jobs", jobs, "-o", out], "SIGINT", "batch");
      expect(run.code).toBe(3);
      expect(existsSync(out)).toBe(false);
      const rated = readFileSync(`${out}.partial`, "utf8")
        .split("\n")
        .filter((l) => l !== "");
      expect(rated.length).toBeGreaterThan(0);
      expect(rated.length).toBeLessThan(816);
      for (const l of rated) expect(l).toMatch(/^[.0-9]{81} \d+\.\d (easy|medium|hard|expert|extreme|needs-search)$/);
      // Stopped inside a piece: "at" the line left undone; between two pieces: "after" the last line written.
      const where = [`at line ${rated.length + 1}`, `after line ${rated.length}`];
      const said = where.map(
        (w) => `${batch}: interrupted ${w} (the ${rated.length} line${rated.length === 1 ? "" : "s"} before it are in ${out}.partial; ${out} not written)\n`,
      );
      expect(said).toContain(run.stderr);
      // loose for a loaded machine (the bench times it); before, 19-36 s
      expect(run.afterSignal).toBeLessThan(10_000);
    });
  }
});
