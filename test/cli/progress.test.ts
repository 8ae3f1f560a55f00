/**
 * Long jobs show progress: on a terminal (stderr a TTY) counting, batches and the generator
 * draw one progress line, redrawn in place and erased at the end; nothing at all when stderr is not a TTY.
 * The CLI runs in-process with a fake terminal flag.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { progressLine } from "../../src/cli/progress.js";
import { runCapture, tempDir } from "../support/capture-io.js";
import { captureIo as memoryIo } from "../support/memory-io.js";

const CLASSIC_GIVENS = "009008040600000017010040000000000004480603021300000000000090080240000006050700100";
const ERASE = "\r\x1b[K";

/** The progress lines drawn (each "\r...\x1b[K"), without the erasing ones. */
function drawn(stderr: string): string[] {
  return [...stderr.matchAll(/\r([^\r\x1b]+)\x1b\[K/g)].map((m) => m[1]);
}

describe("progressLine", () => {
  it("draws only on a terminal, only after the first second, at most every 100 ms; clear erases what was drawn", () => {
    const tty = { ...memoryIo(), stderrIsTty: true };
    const err: string[] = [];
    const io = { ...tty, stderr: (t: string) => err.push(t) };
    const fresh = progressLine(io);
    fresh.update(() => "too soon");
    fresh.clear();
    expect(err).toEqual([]); // under a second in, and nothing drawn means nothing to erase

    const long = progressLine(io, performance.now() - 2000);
    long.update(() => "one");
    long.update(() => "two"); // within 100 ms of the last draw
    long.clear();
    expect(err).toEqual(["\rone\x1b[K", ERASE]);

    const quiet: string[] = [];
    const pipe = progressLine({ ...memoryIo(), stderr: (t: string) => quiet.push(t) }, performance.now() - 2000);
    pipe.update(() => "never");
    pipe.clear();
    expect(quiet).toEqual([]);
  });
});

describe("progress through the CLI", () => {
  it("solve --count on a terminal: a live count with rate and elapsed time, erased before the result", async () => {
    const file = join(tempDir(), "empty.json");
    writeFileSync(file, JSON.stringify({ layout: "single", givens: {} }));
    const run = await runCapture(["solve", file, "--count", "--timeout", "1.6", "-f", "json"], { stderrTty: true });
    expect(run.code).toBe(3);
    const lines = drawn(run.stderr);
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l).toMatch(/^counting: [\d,]+ solutions \([\d,]+\/s\), \d+\.\d s$/);
    const counts = lines.map((l) => Number(/^counting: ([\d,]+)/.exec(l)?.[1].replace(/,/g, "")));
    expect(counts.at(-1)).toBeGreaterThan(0);
    expect(run.stderr.endsWith(ERASE)).toBe(true);
    const final = JSON.parse(run.stdout) as { count: number };
    expect(final.count).toBeGreaterThanOrEqual(counts.at(-1) ?? 0);

    const piped = await runCapture(["solve", file, "--count", "--timeout", "1.2", "-f", "json"]);
    expect(piped.stderr).toBe("");
  });

  it("a batch on a terminal: lines done and rate; reasons start on a line of their own", async () => {
    // A bad line every 200: their reasons come while the progress line is up (drawn from the first second on).
    const stdin = `${Array.from({ length: 400_000 }, (_, i) => (i % 200 === 5 ? "11" : CLASSIC_GIVENS)).join("\n")}\n`;
    const run = await runCapture(["solve", "-", "-f", "text", "--jobs", "1", "--timeout", "2.5"], { stdin, stderrTty: true });
    expect(run.code).toBe(3);
    const lines = drawn(run.stderr);
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l).toMatch(/^batch: [\d,]+ lines done \([\d,]+\/s\), \d+\.\d s$/);
    expect(run.stderr).toMatch(/^-: line 6: /m);
    const reasons = [...run.stderr.matchAll(/-: line \d+: /g)].map((m) => m.index);
    expect(reasons.length).toBeGreaterThan(1);
    // Each reason starts the line: after a newline, or after the progress line was erased ("\r\x1b[K").
    for (const at of reasons) expect(at === 0 || run.stderr[at - 1] === "\n" || run.stderr.slice(at - 4, at) === ERASE).toBe(true);
    expect(reasons.some((at) => run.stderr.slice(at - 4, at) === ERASE)).toBe(true);
    // After the progress is erased, the stop is said on its own line.
    expect(run.stderr).toMatch(/(\n|\r\x1b\[K)-: stopped by --timeout .*\n$/);
    const piped = await runCapture(["solve", "-", "-f", "text", "--jobs", "1", "--timeout", "1.2"], { stdin });
    expect(piped.stderr).not.toMatch(/\r/);
  });

  it("generate on a terminal: the attempt, the attempts allowed and the target", async () => {
    const run = await runCapture(["generate", "-l", "sumo", "--givens", "150", "--attempts", "200", "--seed", "4", "--timeout", "1.5"], { stderrTty: true });
    expect(run.code).toBe(3);
    const lines = drawn(run.stderr);
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l).toMatch(/^generating: attempt \d+ of 200, \d+ givens left \(target 150 givens\)$/);
  });
});
