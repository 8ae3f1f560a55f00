import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readText, runCapture, tempDir } from "../support/capture-io.js";

const CLASSIC_GIVENS = "009008040600000017010040000000000004480603021300000000000090080240000006050700100";
const CLASSIC_SOLUTION = "729168543634925817815347269562819374487653921391472658173296485248531796956784132";
/** The solution with a few cells emptied: solved by propagation at once. */
const EASY = `${CLASSIC_SOLUTION.slice(0, 70)}${".".repeat(11)}`;
/** No clash among the givens, yet no solution: row 1 has no place left for a 1. */
const UNSOLVABLE = (() => {
  const g = `.23456789${"........."}${".".repeat(63)}`.split("");
  g[10] = "1";
  return g.join("");
})();
const CLASH = `11${".".repeat(79)}`;
const BAD_CHAR = `x${".".repeat(80)}`;
const SHORT = "1234";
const LONG = `${CLASSIC_GIVENS}5`;

describe("batches: nothing lost", () => {
  it("100,000 lines with bad lines mixed in: one output line per input line, in order, reasons by line number", async () => {
    const kinds = [EASY, CLASSIC_GIVENS, EASY, CLASH, EASY, BAD_CHAR, SHORT, UNSOLVABLE, LONG, EASY];
    const expected: string[] = [];
    const input: string[] = [];
    const badLines: number[] = [];
    for (let i = 0; i < 100_000; i++) {
      const line = kinds[i % kinds.length];
      input.push(line);
      const good = line === EASY || line === CLASSIC_GIVENS;
      expected.push(good ? CLASSIC_SOLUTION : line);
      if (!good) badLines.push(i + 1);
    }
    const dir = tempDir();
    const file = join(dir, "big.txt");
    writeFileSync(file, `${input.join("\r\n")}\r\n`);
    const run = await runCapture(["solve", file, "--format", "text", "--jobs", "1"]);
    expect(run.code).toBe(2);
    const out = run.stdout.split("\n");
    expect(out.pop()).toBe("");
    expect(out).toHaveLength(100_000);
    expect(out).toEqual(expected);
    const reasons = run.stderr.trimEnd().split("\n");
    expect(reasons).toHaveLength(badLines.length);
    expect(reasons.map((r) => Number(/: line (\d+): /.exec(r)?.[1]))).toEqual(badLines);
    expect(reasons[0]).toMatch(/big\.txt: line 4: given 1 appears twice in row 1/);
    expect(reasons[2]).toMatch(/line 7: expected 81 characters, got 4/);
    expect(reasons[3]).toMatch(/line 8: no solution/);
  });

  it("a file whose first puzzle line has 81 characters is a batch, even when later lines do not", async () => {
    const run = await runCapture(["solve", "-", "--format", "text"], { stdin: `# comment\n\n${CLASSIC_GIVENS}\n${SHORT}\n${LONG}\n` });
    expect(run.stdout).toBe(`${CLASSIC_SOLUTION}\n${SHORT}\n${LONG}\n`);
    expect(run.stderr).toMatch(/^-: line 4: expected 81 characters, got 4\n-: line 5: expected 81 characters, got 82\n$/);
    expect(run.code).toBe(2);
  });

  it("a one-line JSON document of 81 characters is a puzzle, not a batch line", async () => {
    const doc = JSON.stringify({ layout: "single", title: "t", givens: {} });
    const padded = doc.replace('"t"', `"${"t".repeat(1 + 81 - doc.length)}"`);
    expect(padded).toHaveLength(81);
    expect((await runCapture(["solve", "-"], { stdin: padded })).stdout).toContain("multiple solutions");
  });

  it("the exit code is the worst that happened: 1 when a puzzle has no solution, 0 when all are solved", async () => {
    expect((await runCapture(["solve", "-"], { stdin: `${EASY}\n${UNSOLVABLE}\n` })).code).toBe(1);
    expect((await runCapture(["solve", "-"], { stdin: `${EASY}\n${CLASSIC_GIVENS}\n` })).code).toBe(0);
  });

  it("json format is JSON Lines: one object per input line", async () => {
    const run = await runCapture(["solve", "-", "--format", "json"], { stdin: `${EASY}\n${CLASH}\n${UNSOLVABLE}\n${".".repeat(81)}\n` });
    const rows = run.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows).toEqual([
      { line: 1, status: "unique", solution: CLASSIC_SOLUTION },
      { line: 2, status: "invalid", solution: null, reason: expect.stringMatching(/appears twice/) },
      { line: 3, status: "none", solution: null, reason: "no solution" },
      { line: 4, status: "multiple", solution: expect.stringMatching(/^[1-9]{81}$/), reason: expect.stringMatching(/more than one/) },
    ]);
  });

  it("validate reports bad batch lines per line", async () => {
    const run = await runCapture(["validate", "-"], { stdin: `${EASY}\n${SHORT}\n${CLASH}\n` });
    expect(run.code).toBe(2);
    expect(run.stderr.trimEnd().split("\n")).toHaveLength(2);
  });

  it("validate stops at an interrupt through the run's one stopper: exit 3, the line named", async () => {
    const interrupt = new AbortController();
    interrupt.abort();
    const run = await runCapture(["validate", "-"], { stdin: `${EASY}\n${EASY}\n`, interrupt: interrupt.signal });
    expect(run.code).toBe(3);
    expect(run.stderr).toBe("-: interrupted at line 1\n");
  });
});

describe("batches: output files", () => {
  it("-o is written atomically on success; a stopped batch leaves it untouched and keeps its lines in OUTPUT.partial", async () => {
    const dir = tempDir();
    const out = join(dir, "out.txt");
    const partial = `${out}.partial`;
    const input = `${Array.from({ length: 5000 }, () => CLASSIC_GIVENS).join("\n")}\n`;
    expect((await runCapture(["solve", "-", "-o", out, "--format", "text"], { stdin: input })).code).toBe(0);
    expect(readText(out).split("\n")).toHaveLength(5001);

    // Bad lines mixed in, so that "in order" is checked against what each input line must give.
    const mixed = Array.from({ length: 200_000 }, (_, i) => (i % 7 === 3 ? CLASH : CLASSIC_GIVENS));
    const expected = mixed.map((l) => (l === CLASH ? CLASH : CLASSIC_SOLUTION));
    const stdin = `${mixed.join("\n")}\n`;
    const checkPartial = (stderr: string, why: string): void => {
      const lines = readText(partial).split("\n");
      expect(lines.pop()).toBe("");
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.length).toBeLessThan(mixed.length);
      expect(lines).toEqual(expected.slice(0, lines.length));
      const n = lines.length;
      const atOrAfter = `(at line ${n + 1}|after line ${n})`;
      expect(stderr.split("\n").at(-2)).toMatch(
        new RegExp(`^-: ${why} ${atOrAfter} \\(the ${n} lines? before it are in .*out\\.txt\\.partial; .*out\\.txt not written\\)$`),
      );
    };

    writeFileSync(out, "keep me");
    const timedOut = await runCapture(["solve", "-", "-o", out, "--force", "--timeout", "0.3", "--jobs", "1"], { stdin });
    expect(timedOut.code).toBe(3);
    checkPartial(timedOut.stderr, "stopped by --timeout");
    expect(readText(out)).toBe("keep me");

    // interrupted once a first line is written (a readiness line), never after a fixed time
    const controller = new AbortController();
    const interrupted = await runCapture(["solve", "-", "-o", out, "--force", "--jobs", "1"], { stdin, interruptWhenReady: { stage: "batch", controller } });
    expect(interrupted.code).toBe(3);
    checkPartial(interrupted.stderr, "interrupted");
    expect(readText(out)).toBe("keep me");
    expect(readdirSync(dir).sort()).toEqual(["out.txt", "out.txt.partial"]);
  });

  it("an interrupted batch on stdout ends at the first line not solved, every line before it in order", async () => {
    const controller = new AbortController();
    const input = `${Array.from({ length: 100_000 }, () => CLASSIC_GIVENS).join("\n")}\n`;
    const run = await runCapture(["solve", "-", "--format", "text", "--jobs", "1"], { stdin: input, interruptWhenReady: { stage: "batch", controller } });
    expect(run.code).toBe(3);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines.length).toBeLessThan(100_000);
    expect(lines.every((l) => l === CLASSIC_SOLUTION)).toBe(true);
    expect(run.stderr).toMatch(
      new RegExp(`^-: interrupted (at line ${lines.length + 1}|after line ${lines.length}) \\(output ends after ${lines.length} lines?\\)\\n$`),
    );
  });
});
