import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readText, runCapture, tempDir } from "../support/capture-io.js";
import { seedSolution } from "../support/fixtures.js";

const CLASSIC_GIVENS = "009008040600000017010040000000000004480603021300000000000090080240000006050700100";
const CLASSIC_SOLUTION = "729168543634925817815347269562819374487653921391472658173296485248531796956784132";

describe("combo-sudoku solve", () => {
  it("prints the solved samurai and says it is unique", async () => {
    const run = await runCapture(["solve", "puzzles/samurai-seed-a.json"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("unique solution");
    expect(run.stdout).toContain("│ 9 3 8 │ 1 5 2 │ 6 4 7 │");
    expect(run.stdout).not.toContain("\x1b[");
    expect(run.stderr).toBe("");
  });

  it("colours givens and filled digits on a terminal, unless NO_COLOR or --no-color", async () => {
    expect((await runCapture(["solve", "puzzles/classic-seed.txt"], { tty: true })).stdout).toContain("\x1b[36m");
    expect((await runCapture(["solve", "puzzles/classic-seed.txt"], { tty: true, env: { NO_COLOR: "1" } })).stdout).not.toContain("\x1b[");
    expect((await runCapture(["solve", "puzzles/classic-seed.txt", "--no-color"], { tty: true })).stdout).not.toContain("\x1b[");
  });

  it("text format prints the canvas rows only", async () => {
    const run = await runCapture(["solve", "puzzles/samurai-seed-b.json", "--format", "text"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${seedSolution("b").canvas.join("\n")}\n`);
  });

  it("json format has status, solutions per grid and canvas, count and stats when asked", async () => {
    const run = await runCapture(["solve", "puzzles/samurai-seed-a.json", "--format", "json", "--count", "--stats"]);
    const out = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(out.status).toBe("unique");
    expect(out.count).toBe(1);
    expect(out.solutions).toEqual([{ grids: seedSolution("a").grids, canvas: seedSolution("a").canvas }]);
    expect(out.stats).toMatchObject({ nodes: expect.any(Number), placements: expect.any(Number) });
    expect(out.lowerBound).toBeUndefined();
  });

  it("reads standard input for -", async () => {
    const run = await runCapture(["solve", "-", "--format", "text"], { stdin: readText("puzzles/classic-seed.txt".replace(/^/, `${process.cwd()}/`)) });
    expect(run.stdout.replace(/\n/g, "")).toBe(CLASSIC_SOLUTION);
  });

  it("counts, and marks a count stopped by --limit as a lower bound with exit 3", async () => {
    const empty = JSON.stringify({ layout: "single", givens: {} });
    const counted = await runCapture(["solve", "-", "--count", "--limit", "50", "--format", "json"], { stdin: empty });
    expect(counted.code).toBe(3);
    expect(JSON.parse(counted.stdout)).toMatchObject({ status: "multiple", count: 50, lowerBound: true });
    const pretty = await runCapture(["solve", "-", "--count", "--limit", "7"], { stdin: empty });
    expect(pretty.stdout).toContain("at least 7 solutions");
  });

  it("a count stopped by --timeout or an interrupt is a lower bound with exit 3", async () => {
    const empty = JSON.stringify({ layout: "samurai", givens: {} });
    const timedOut = await runCapture(["solve", "-", "--count", "--timeout", "0.3", "--format", "json"], { stdin: empty });
    expect(timedOut.code).toBe(3);
    expect(JSON.parse(timedOut.stdout)).toMatchObject({ count: expect.any(Number), lowerBound: true });
    const interrupt = new AbortController();
    interrupt.abort();
    const interrupted = await runCapture(["solve", "-", "--count"], { stdin: empty, interrupt: interrupt.signal });
    expect(interrupted.code).toBe(3);
    expect(interrupted.stdout).toMatch(/at least \d+ solutions? \(interrupted; the count is a lower bound\)\n$/);
  });

  it("--all lists every solution", async () => {
    // An empty 9x9 has billions of solutions: --limit 3 caps the listing at three, all distinct.
    const run = await runCapture(["solve", "-", "--all", "--limit", "3", "--format", "json"], { stdin: JSON.stringify({ layout: "single", givens: {} }) });
    const out = JSON.parse(run.stdout) as { solutions: { canvas: string[] }[] };
    expect(out.solutions).toHaveLength(3);
    expect(new Set(out.solutions.map((s) => s.canvas.join(""))).size).toBe(3);
  });

  it("exits 1 with no solution", async () => {
    // Consistent givens (no unit clash) that still admit no solution: row 1 needs a 1 that every cell refuses.
    const givens = `.23456789${"1........"}${".".repeat(63)}`.split("");
    givens[9] = ".";
    givens[10] = "1"; // row 2, column 2: same box as (1,1), so (1,1) cannot be 1 and row 1 has no place for it
    const run = await runCapture(["solve", "-", "--format", "json"], { stdin: JSON.stringify({ layout: "single", givens: { main: givens.join("") } }) });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: "none", solutions: [] });
  });

  it("writes -o atomically, and leaves an existing file untouched when the run fails", async () => {
    const dir = tempDir();
    const out = join(dir, "result.txt");
    expect((await runCapture(["solve", "puzzles/classic-seed.txt", "--format", "text", "-o", out])).code).toBe(0);
    expect(readText(out).replace(/\n/g, "")).toBe(CLASSIC_SOLUTION);
    writeFileSync(out, "keep me");
    const failed = await runCapture(["solve", "-", "-o", out, "--force"], { stdin: "{ not json" });
    expect(failed.code).toBe(2);
    expect(readText(out)).toBe("keep me");
    expect(readdirSync(dir)).toEqual(["result.txt"]);
  });

  it("solves a batch of 81-character lines, one output line each, in order", async () => {
    const dir = tempDir();
    const batch = join(dir, "batch.txt");
    const bad = `${"1".repeat(2)}${".".repeat(79)}`;
    writeFileSync(batch, `# two puzzles and a bad line\n${CLASSIC_SOLUTION.slice(0, 40)}${".".repeat(41)}\n${bad}\n${CLASSIC_GIVENS}\n`);
    const run = await runCapture(["solve", batch, "--format", "text"]);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(bad);
    expect(lines[2]).toBe(CLASSIC_SOLUTION);
    expect(run.stderr).toMatch(/batch\.txt: line 3: given 1 appears twice in row 1/);
    expect(run.code).toBe(2);
  });

  it("errors are one line each, name the file and place, and never show a stack trace", async () => {
    const cases: [string, RegExp][] = [
      ["{ not json", /^-: line 1, column 3: invalid JSON/],
      [JSON.stringify({ layout: "samurai", givens: { nw: "12" } }), /^-: \/givens\/nw: must be exactly 81 characters/],
      [JSON.stringify({ layout: "nope", givens: {} }), /^-: \/layout: no built-in layout "nope"/],
      [JSON.stringify({ layout: { name: "x", grids: [{ id: "a", row: 1, col: 0 }] }, givens: {} }), /^-: \/layout\/grids\/0\/row: must be a multiple of 3/],
      [
        JSON.stringify({ layout: "samurai", givens: { center: "1".repeat(2) + ".".repeat(79) } }),
        /canvas row 7, column 8 \(grid nw, row 7, column 8\): given 1 appears twice/,
      ],
      [
        JSON.stringify({ layout: "samurai", givens: { nw: `${".".repeat(80)}4`, center: `${".".repeat(20)}5${".".repeat(60)}` } }),
        /grid center gives 5 but grid nw gives 4/,
      ],
    ];
    for (const [stdin, pattern] of cases) {
      const run = await runCapture(["solve", "-"], { stdin });
      expect(run.code, stdin).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr, stdin).toMatch(pattern);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it("usage errors exit 2 with one line", async () => {
    for (const argv of [["solve"], ["solve", "x.json", "--limit", "0"], ["frobnicate"], ["solve", "x.json", "--format", "xml"]]) {
      const run = await runCapture(argv);
      expect(run.code, argv.join(" ")).toBe(2);
      expect(run.stderr.trim().split("\n"), argv.join(" ")).toHaveLength(1);
    }
  });

  it("a missing file exits 2 naming it", async () => {
    const run = await runCapture(["solve", "/nonexistent/p.json"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("/nonexistent/p.json: cannot read: no such file or directory\n");
    expect(existsSync("/nonexistent")).toBe(false);
  });
});

describe("combo-sudoku validate", () => {
  it("says ok for every puzzle shipped", async () => {
    const files = readdirSync("puzzles")
      .filter((f) => /\.(json|txt)$/.test(f))
      .map((f) => `puzzles/${f}`);
    const run = await runCapture(["validate", ...files]);
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split("\n")).toHaveLength(files.length);
  });

  it("reports every problem of a file at once, sorted by position", async () => {
    const run = await runCapture(["validate", "-"], { stdin: JSON.stringify({ layout: "samurai", givens: ["1..1", " 2"] }) });
    expect(run.code).toBe(2);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/canvas row 1, column 4 .*given 1 appears twice in row 1 of grid nw/);
    expect(lines[1]).toMatch(/\/givens\/1, canvas row 2, column 1 .*marks a position outside the grids/);
  });
});
