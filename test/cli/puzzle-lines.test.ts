/**
 * Round trips: `generate -n 3 > g.jsonl; solve g.jsonl` once failed ("line 2, column 1: invalid
 * JSON"). JSON Lines of puzzle documents, any layout, are read as a batch: one answer per line, in order.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCapture, tempDir } from "../support/capture-io.js";

const CLASSIC_GIVENS = "009008040600000017010040000000000004480603021300000000000090080240000006050700100";
const CLASSIC_SOLUTION = "729168543634925817815347269562819374487653921391472658173296485248531796956784132";
const UNSOLVABLE = (() => {
  const g = `.23456789${"........."}${".".repeat(63)}`.split("");
  g[10] = "1";
  return g.join("");
})();
const single = (givens: string): string => JSON.stringify({ layout: "single", givens: { main: givens } });

interface LineReply {
  line: number;
  status: string;
  solution: { grids: Record<string, string>; canvas: string[] } | null;
  reason?: string;
}

/** Every given of a canvas puzzle is kept in the solution's canvas. */
function keepsGivens(givens: string[], canvas: string[]): boolean {
  return givens.every((row, r) => [...row].every((ch, c) => !/[1-9]/.test(ch) || canvas[r][c] === ch));
}

describe("JSON Lines of puzzles", () => {
  it("generate -n 3, then solve the output: three unique samurai, each keeping its givens", async () => {
    const made = await runCapture(["generate", "-l", "samurai", "-n", "3", "--seed", "11"]);
    expect(made.code).toBe(0);
    const puzzles = made.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as { givens: string[] });
    expect(puzzles).toHaveLength(3);
    const solved = await runCapture(["solve", "-", "-f", "json"], { stdin: made.stdout });
    expect(solved.code).toBe(0);
    expect(solved.stderr).toBe("");
    const replies = solved.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as LineReply);
    expect(replies.map((r) => [r.line, r.status])).toEqual([
      [1, "unique"],
      [2, "unique"],
      [3, "unique"],
    ]);
    replies.forEach((r, i) => expect(keepsGivens(puzzles[i].givens, r.solution?.canvas ?? [])).toBe(true));
    expect(Object.keys(replies[0].solution?.grids ?? {})).toEqual(["nw", "ne", "center", "sw", "se"]);
  });

  it("bad lines, no solution, several solutions: each answered in order, reasons by line number, exit the worst", async () => {
    const stdin = [single(CLASSIC_GIVENS), '{"layout": "single", "givens": }', "", single(UNSOLVABLE), single(".".repeat(81)), '{"layout": "nope"}'].join("\n");
    const run = await runCapture(["solve", "-", "-f", "json"], { stdin });
    expect(run.code).toBe(2);
    const replies = run.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as LineReply);
    expect(replies.map((r) => [r.line, r.status])).toEqual([
      [1, "unique"],
      [2, "invalid"],
      [4, "none"],
      [5, "multiple"],
      [6, "invalid"],
    ]);
    expect(replies[0].solution?.grids.main).toBe(CLASSIC_SOLUTION);
    expect(replies[2].solution).toBeNull();
    const err = run.stderr.trimEnd().split("\n");
    expect(err[0]).toMatch(/^-: line 2, column \d+: invalid JSON/);
    expect(err).toContain("-: line 4: no solution");
    expect(err).toContain("-: line 5: more than one solution; the first found is given");
    expect(err.some((l) => /^-: line 6, \(top level\): missing required property "givens"$/.test(l))).toBe(true);
  });

  it("text: a '# line N: status' heading and the solution's canvas rows per line; csv: the rows joined by '/'", async () => {
    const stdin = `${single(CLASSIC_GIVENS)}\n${single(UNSOLVABLE)}\n`;
    const text = await runCapture(["solve", "-", "-f", "text"], { stdin });
    expect(text.code).toBe(1);
    const rows = CLASSIC_SOLUTION.match(/.{9}/g) ?? [];
    expect(text.stdout).toBe(`# line 1: unique\n${rows.join("\n")}\n\n# line 2: none\n\n`);
    const csv = await runCapture(["solve", "-", "-f", "csv"], { stdin });
    const lines = csv.stdout.split("\r\n");
    expect(lines[0]).toBe("line,status,solution,nodes,ms,reason");
    expect(lines[1]).toMatch(new RegExp(`^1,unique,${rows.join("/")},\\d+,\\d+\\.\\d{3},$`));
    expect(lines[2]).toMatch(/^2,none,,\d+,\d+\.\d{3},no solution$/);
  });

  it("a JSON document on one line with nothing after it is one puzzle, as before", async () => {
    const run = await runCapture(["solve", "-", "-f", "json"], { stdin: `${single(CLASSIC_GIVENS)}\n` });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: "unique", solutions: [{ grids: { main: CLASSIC_SOLUTION } }] });
  });

  it("options that do not apply to a batch are refused here too", async () => {
    const run = await runCapture(["solve", "-", "--count"], { stdin: `${single(CLASSIC_GIVENS)}\n${single(CLASSIC_GIVENS)}\n` });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--count does not apply to a batch/);
  });

  it("validate reads JSON Lines too, and with --unique names the lines that fail", async () => {
    const stdin = `${single(CLASSIC_GIVENS)}\n${single(".".repeat(81))}\n`;
    const plain = await runCapture(["validate", "-"], { stdin });
    expect(plain.code).toBe(0);
    expect(plain.stdout).toBe("-: ok (2 puzzles, one JSON puzzle a line)\n");
    const unique = await runCapture(["validate", "--unique", "-"], { stdin });
    expect(unique.code).toBe(2);
    expect(unique.stderr).toBe("-: line 2: not unique: more than one solution (solve --diff shows where two differ)\n");
  });

  it("stopped by --timeout with -o: the lines done, in order, in OUTPUT.partial; the stop line named", async () => {
    const dir = tempDir();
    const input = join(dir, "many.jsonl");
    writeFileSync(input, `${Array.from({ length: 50_000 }, () => single(CLASSIC_GIVENS)).join("\n")}\n`);
    const out = join(dir, "out.jsonl");
    const run = await runCapture(["solve", input, "-f", "json", "-o", out, "--timeout", "0.5"]);
    expect(run.code).toBe(3);
    const done = readFileSync(`${out}.partial`, "utf8")
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as LineReply);
    expect(done.length).toBeGreaterThan(0);
    expect(done.length).toBeLessThan(50_000);
    done.forEach((r, i) => expect([r.line, r.status]).toEqual([i + 1, "unique"]));
    const n = done.length;
    expect(run.stderr).toMatch(
      new RegExp(
        `: stopped by --timeout (at line ${n + 1}|after line ${n}) \\(the ${n} lines before it are in .*out\\.jsonl\\.partial; .*out\\.jsonl not written\\)\\n$`,
      ),
    );
  });
});
