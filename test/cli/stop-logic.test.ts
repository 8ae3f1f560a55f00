/**
 * explain, hint and rate on one long puzzle stop on the first SIGINT, SIGTERM or SIGHUP, and on --timeout,
 * with what they had: before, the step engine ran on the main thread and no handler could run until it had
 * finished (115 s after two SIGINTs on this very layout). The puzzle: a legal chain of 64 grids,
 * each sharing a box with the next, generated with seed 3 (the CLI, as a user would make it).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Exit } from "../support/run-node.js";
import { runNode } from "../support/run-node.js";

let dir = "";
let puzzle = "";
/**
 * When to signal: past the uniqueness search that explain and rate run first (about 1.7 s on a quiet
 * machine), measured here by solving the puzzle once, so that a loaded machine does not signal too early.
 */
let wait = 4000;
/**
 * When to signal a rate batch: past the start of rating, measured by rating one line, and 3 s at least (the
 * batch takes far longer; once, beside the heavy logic tests, 1.5 s came before its first line was rated).
 */
let batchWait = 3000;
const LINE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
/**
 * A classic 9x9 whose rating takes about 2 s of CPU cold (forum.enjoysudoku.com, "The hardest sudokus",
 * HardestDatabase110626.txt): its logic stays on the main thread, a step at a time.
 */
const HARD_NINE = ".2...67..4...8..3....2.............53...4..1...5..76...34..8.9..81.9.4..9........";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "combo-sudoku-test-"));
  const grids = Array.from({ length: 64 }, (_, i) => ({ id: `g${i}`, row: 6 * i, col: 6 * i }));
  writeFileSync(join(dir, "chain.layout.json"), JSON.stringify({ name: "chain-64", grids }));
  puzzle = join(dir, "chain.json");
  const made = await runNode(["generate", "-l", join(dir, "chain.layout.json"), "--seed", "3", "-o", puzzle]);
  expect(made).toMatchObject({ code: 0, stderr: "" });
  let start = performance.now();
  expect(await runNode(["solve", puzzle])).toMatchObject({ code: 0 });
  wait = Math.max(wait, Math.ceil(2.5 * (performance.now() - start)));
  const one = join(dir, "one.txt");
  writeFileSync(one, `${LINE}\n`);
  start = performance.now();
  expect(await runNode(["rate", one])).toMatchObject({ code: 0 });
  batchWait = Math.max(batchWait, Math.ceil(3 * (performance.now() - start)));
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI, signals it once past the uniqueness search (`wait`), and says how long it took to end after the signal. */
async function stopped(args: string[], signal: NodeJS.Signals): Promise<Exit & { afterSignal: number }> {
  let sent = 0;
  const exit = await runNode(args, { signal, after: wait, onSignal: () => (sent = performance.now()) });
  return { ...exit, afterSignal: performance.now() - sent };
}

describe("the step engine stops on a signal or --timeout", () => {
  it("explain, on SIGINT: the steps found so far, where they stopped, exit 3", async () => {
    const run = await stopped(["explain", puzzle], "SIGINT");
    expect(run.code).toBe(3);
    expect(run.stderr).toBe(`${puzzle}: interrupted\n`);
    expect(run.stdout).toMatch(/^ +1\. /);
    expect(run.stdout).toMatch(/\ninterrupted after \d+ steps: \d+ cells open, \d+ candidates\n/);
    // the bound is loose for a loaded machine; before, it went on for minutes
    expect(run.afterSignal).toBeLessThan(5000);
  });

  it("rate, on SIGTERM, and explain on SIGHUP: exit 3 at once, nothing rated", async () => {
    const rate = await stopped(["rate", puzzle], "SIGTERM");
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
    let sent = 0;
    const rate = await runNode(["rate", HARD_NINE], { signal: "SIGINT", after: 300, onSignal: () => (sent = performance.now()) });
    expect(rate).toMatchObject({ code: 3, stdout: "", stderr: `${HARD_NINE}: interrupted\n` });
    // a step of this puzzle takes at most about half a second cold; loose for a loaded machine
    expect(performance.now() - sent).toBeLessThan(3000);
    const explain = await runNode(["explain", HARD_NINE], { signal: "SIGTERM", after: 300 });
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

  it("a stopped rate batch keeps the lines it rated, in order, in FILE.partial (exit 3)", async () => {
    const batch = join(dir, "batch.txt");
    writeFileSync(batch, `${LINE}\n`.repeat(200_000));
    const out = join(dir, "rated.txt");
    const run = await runNode(["rate", batch, "-o", out], { signal: "SIGINT", after: batchWait });
    expect(run.code).toBe(3);
    expect(existsSync(out)).toBe(false);
    const rated = readFileSync(`${out}.partial`, "utf8")
      .split("\n")
      .filter((l) => l !== "");
    expect(rated.length).toBeGreaterThan(0);
    expect(rated.length).toBeLessThan(200_000);
    for (const l of rated) expect(l).toMatch(/^[.1-9]{81} \d+\.\d (easy|medium|hard|expert|extreme|needs-search)$/);
    // Stopped inside a piece: "at" the line left undone; between two pieces: "after" the last line written.
    const where = [`at line ${rated.length + 1}`, `after line ${rated.length}`];
    const said = where.map((w) => `${batch}: interrupted ${w} (the ${rated.length} lines before it are in ${out}.partial; ${out} not written)\n`);
    expect(said).toContain(run.stderr);
  });
});
