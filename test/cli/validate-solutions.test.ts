/**
 * `validate` once said "ok" for a puzzle with no solution. With --solvable or --unique it also
 * solves, so that an author checks a puzzle in one step.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCapture, tempDir } from "../support/capture-io.js";

const CLASSIC_GIVENS = "009008040600000017010040000000000004480603021300000000000090080240000006050700100";
/** No two givens clash, yet there is no solution: row 1 has no place left for a 1. */
const UNSOLVABLE = (() => {
  const g = `.23456789${"........."}${".".repeat(63)}`.split("");
  g[10] = "1";
  return g.join("");
})();
const CLASH = `11${".".repeat(79)}`;
const EMPTY = ".".repeat(81);

function puzzleFile(dir: string, name: string, givens: string): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify({ layout: "single", givens: { main: givens } }));
  return path;
}

describe("validate --solvable / --unique", () => {
  const dir = tempDir();
  const unsolvable = puzzleFile(dir, "none.json", UNSOLVABLE);
  const several = puzzleFile(dir, "several.json", EMPTY);

  it("without them, a puzzle with no solution is still 'ok' (checking alone does not search)", async () => {
    const run = await runCapture(["validate", unsolvable]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/none\.json: ok/);
  });

  it("--solvable: no solution is exit 1 with the reason; several solutions pass", async () => {
    const none = await runCapture(["validate", "--solvable", unsolvable]);
    expect(none.code).toBe(1);
    expect(none.stdout).toBe("");
    expect(none.stderr).toBe(`${unsolvable}: no solution\n`);
    const many = await runCapture(["validate", "--solvable", several]);
    expect(many.code).toBe(0);
    expect(many.stdout).toMatch(/several\.json: ok \(.*, solvable\)\n$/);
  });

  it("--unique: one solution passes; several is exit 2 (not a proper puzzle), none exit 1; the worst over the files", async () => {
    const one = await runCapture(["validate", "--unique", "puzzles/samurai-seed-a.json"]);
    expect(one.code).toBe(0);
    expect(one.stdout).toBe("puzzles/samurai-seed-a.json: ok (layout samurai, 5 grids, 369 cells, 120 givens, one solution)\n");
    const many = await runCapture(["validate", "--unique", several]);
    expect(many.code).toBe(2);
    expect(many.stderr).toBe(`${several}: not unique: more than one solution (solve --diff shows where two differ)\n`);
    const both = await runCapture(["validate", "--unique", unsolvable, "puzzles/classic-seed.json"]);
    expect(both.code).toBe(1);
    expect(both.stdout).toMatch(/classic-seed\.json: ok/);
  });

  it("a batch: each line solved, the lines that fail named with their line number", async () => {
    const stdin = `${[CLASSIC_GIVENS, EMPTY, UNSOLVABLE, CLASH].join("\n")}\n`;
    const unique = await runCapture(["validate", "--unique", "-"], { stdin });
    expect(unique.code).toBe(2);
    expect(unique.stderr.trimEnd().split("\n")).toEqual([
      "-: line 2: not unique: more than one solution (solve --diff shows where two differ)",
      "-: line 3: no solution",
      expect.stringMatching(/^-: line 4: /),
    ]);
    const solvable = await runCapture(["validate", "--solvable", "-"], { stdin: `${CLASSIC_GIVENS}\n${EMPTY}\n` });
    expect(solvable.code).toBe(0);
    expect(solvable.stdout).toBe("-: ok (2 9x9 puzzles, one a line, each solvable)\n");
  });

  it("an interrupt before a file is checked: exit 3, said on stderr", async () => {
    const interrupt = new AbortController();
    interrupt.abort();
    const run = await runCapture(["validate", "--unique", "puzzles/samurai-seed-a.json"], { interrupt: interrupt.signal });
    expect(run.code).toBe(3);
    expect(run.stderr).toBe("puzzles/samurai-seed-a.json: interrupted before it was checked\n");
  });

  it("--timeout without --solvable or --unique is a usage error", async () => {
    const run = await runCapture(["validate", "--timeout", "1", "puzzles/samurai-seed-a.json"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--timeout applies to validate only with --solvable or --unique/);
  });
});
