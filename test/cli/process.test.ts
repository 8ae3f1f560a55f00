/**
 * The real process: signals, a reader that closes the pipe early, worker threads. These run the compiled
 * CLI (dist/), which `npm test` builds before the run (the pretest script). The run itself never rebuilds
 * dist/: a rebuild here raced with other test files and processes reading it. Instead a dist/ older than
 * src/ fails here with what to do, so the tests never run stale code.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../support/capture-io.js";
import { projectRoot } from "../support/fixtures.js";
import { MAIN, runNode } from "../support/run-node.js";

const CLASSIC_GIVENS = "009008040600000017010040000000000004480603021300000000000090080240000006050700100";
const HARDER = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/** Newest modification time (ms) of the TypeScript files under a folder. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith(".ts")) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

beforeAll(() => {
  let built = 0;
  try {
    built = statSync(MAIN).mtimeMs;
  } catch (e: unknown) {
    throw new Error(`dist/cli/main.js is missing: run \`npm run build\` (npm test does it first) (${String(e)})`);
  }
  if (built < newestSource(join(projectRoot, "src"))) throw new Error("dist/ is older than src/: run `npm run build` (npm test does it first)");
});

describe("signals", () => {
  it("SIGINT while counting: what was found so far, as a lower bound, exit 3", async () => {
    const dir = tempDir();
    const puzzle = join(dir, "empty.json");
    writeFileSync(puzzle, JSON.stringify({ layout: "single", givens: {} }));
    const run = await runNode(["solve", puzzle, "--count"], { signal: "SIGINT", ready: "search" });
    expect(run.code).toBe(3);
    expect(run.stdout).toMatch(/at least \d+ solutions \(interrupted; the count is a lower bound\)/);
    expect(run.stderr).toBe("");
  });

  it("SIGTERM with -o: exit 3, the count on stdout, no output file and no temporary file", async () => {
    const dir = tempDir();
    const puzzle = join(dir, "empty.json");
    writeFileSync(puzzle, JSON.stringify({ layout: "single", givens: {} }));
    const run = await runNode(["solve", puzzle, "--count", "--format", "json", "-o", join(dir, "out.json")], { signal: "SIGTERM", ready: "search" });
    expect(run.code).toBe(3);
    expect(JSON.parse(run.stdout)).toMatchObject({ count: expect.any(Number), lowerBound: true });
    expect(run.stderr).toMatch(/interrupted: .*out\.json not written/);
    expect(readdirSync(dir)).toEqual(["empty.json"]);
  });

  it("SIGINT during a batch on worker threads with -o: exit 3, no output file, the lines done in OUTPUT.partial", async () => {
    const dir = tempDir();
    const input = `${Array.from({ length: 60_000 }, (_, i) => (i % 2 === 0 ? CLASSIC_GIVENS : HARDER)).join("\n")}\n`;
    const run = await runNode(["solve", "-", "--jobs", "2", "-o", join(dir, "out.txt")], {
      stdin: input,
      keepStdinOpen: true,
      signal: "SIGINT",
      ready: "batch",
    });
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/^-: interrupted .*out\.txt not written\)\n$/);
    expect(readdirSync(dir).filter((f) => f !== "out.txt.partial")).toEqual([]);
    // The lines done before the stop, every one in order. On a loaded machine the stop may come before the
    // first line is done: then there is no partial file, and stderr says only that out.txt is not written
    // (batch.test.ts checks a partial file's contents deterministically, in-process).
    if (!existsSync(join(dir, "out.txt.partial"))) {
      expect(run.stderr).not.toMatch(/before it are in/);
      return;
    }
    const partial = readFileSync(join(dir, "out.txt.partial"), "utf8").split("\n");
    expect(partial.pop()).toBe("");
    expect(partial.length).toBeGreaterThan(0);
    const n = partial.length;
    expect(run.stderr).toMatch(new RegExp(`(at line ${n + 1}|after line ${n}) \\(the ${n} lines? before it are in `));
    const solutions = new Map<string, string>();
    for (const [i, line] of partial.entries()) {
      const input = i % 2 === 0 ? CLASSIC_GIVENS : HARDER;
      expect(line).toMatch(/^[1-9]{81}$/);
      expect([...input].every((ch, k) => ch === "." || ch === "0" || ch === line[k])).toBe(true);
      expect(solutions.get(input) ?? line).toBe(line);
      solutions.set(input, line);
    }
  });
});

describe("pipes and worker threads", () => {
  it("a reader that closes the pipe early ends the run quietly", async () => {
    const dir = tempDir();
    const file = join(dir, "batch.txt");
    writeFileSync(file, `${Array.from({ length: 20_000 }, () => CLASSIC_GIVENS).join("\n")}\n`);
    const result = await new Promise<{ code: number | null; stderr: string; first: string }>((resolve) => {
      const child = spawn(process.execPath, [MAIN, "solve", file, "--format", "text", "--jobs", "2"], { stdio: ["ignore", "pipe", "pipe"] });
      let stderr = "";
      let first = "";
      child.stderr.setEncoding("utf8").on("data", (t: string) => (stderr += t));
      child.stdout.setEncoding("utf8").once("data", (t: string) => {
        first = t.split("\n")[0];
        child.stdout.destroy(); // like `| head -1`
      });
      child.on("close", (code) => resolve({ code, stderr, first }));
    });
    expect(result.first).toMatch(/^[1-9]{81}$/);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("");
  });

  it("a reader that closes the pipe ends an endless run too: solve --all of an empty 9x9, quietly, exit 0", async () => {
    // Before, the search went on for output nobody read; --timeout only bounds this test if that comes back
    // (it would end with exit 3 and "stopped by --timeout").
    const dir = tempDir();
    const file = join(dir, "empty.json");
    writeFileSync(file, JSON.stringify({ layout: "single", givens: {} }));
    const result = await new Promise<{ code: number | null; stderr: string; first: string }>((resolve) => {
      const child = spawn(process.execPath, [MAIN, "solve", file, "--all", "--timeout", "120"], { stdio: ["ignore", "pipe", "pipe"] });
      let stderr = "";
      let first = "";
      child.stderr.setEncoding("utf8").on("data", (t: string) => (stderr += t));
      child.stdout.setEncoding("utf8").once("data", (t: string) => {
        first = t;
        child.stdout.destroy(); // like `| head -1`
      });
      child.on("close", (code) => resolve({ code, stderr, first }));
    });
    expect(result.first).not.toBe("");
    expect(result).toMatchObject({ code: 0, stderr: "" });
  });

  it("a reader of stderr that closes early does not end the run: the exit code and -o file stand", async () => {
    const dir = tempDir();
    const file = join(dir, "bad.txt");
    const out = join(dir, "out.txt");
    // Lines refused at the first character: a line of 81 equal digits costs about 1 ms in the clash check
    // (every pair of its peers clashes), and 50,000 of them held this test past its time limit under load.
    writeFileSync(file, `${Array.from({ length: 50_000 }, () => "x".repeat(81)).join("\n")}\n`);
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, [MAIN, "solve", file, "--format", "text", "-o", out], { stdio: ["ignore", "ignore", "pipe"] });
      child.stderr.once("data", () => child.stderr.destroy()); // like `2>&1 >/dev/null | head -1`
      child.on("close", resolve);
    });
    expect(code).toBe(2); // every line invalid
    expect(readFileSync(out, "utf8").split("\n")).toHaveLength(50_001);
    expect(readdirSync(dir).sort()).toEqual(["bad.txt", "out.txt"]);
  });

  it("--jobs 2 gives the same lines in the same order as --jobs 1", async () => {
    const dir = tempDir();
    const file = join(dir, "batch.txt");
    const lines = Array.from({ length: 5000 }, (_, i) => (i % 97 === 5 ? "bad" : i % 3 === 0 ? HARDER : CLASSIC_GIVENS));
    writeFileSync(file, `${lines.join("\n")}\n`);
    const one = await runNode(["solve", file, "--format", "text", "--jobs", "1"]);
    const two = await runNode(["solve", file, "--format", "text", "--jobs", "2"]);
    expect(two.code).toBe(2);
    expect(one.code).toBe(2);
    expect(two.stdout).toBe(one.stdout);
    expect(two.stderr).toBe(one.stderr);
    expect(two.stdout.split("\n")).toHaveLength(5001);
  });
});

describe("the block path on the real process", () => {
  it("--jobs 2 on a pipe that stays open: the first lines are answered as they come, not when more input or the end arrives", async () => {
    const child = spawn(process.execPath, [MAIN, "solve", "-", "--jobs", "2", "--format", "text"], { stdio: ["pipe", "pipe", "pipe"] });
    child.stdin.write(`${CLASSIC_GIVENS}\n${CLASSIC_GIVENS}\n`);
    let out = "";
    const twoLines = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 15_000); // the answer takes well under a second; without the fix it never came while the pipe stayed open
      child.stdout.setEncoding("utf8").on("data", (t: string) => {
        out += t;
        if (out.split("\n").length > 2) {
          clearTimeout(timer);
          resolve(true);
        }
      });
    });
    child.stdin.end();
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(twoLines).toBe(true);
    expect(code).toBe(0);
    expect(out).toMatch(/^([1-9]{81}\n){2}$/);
  });

  it("a batch of one block of hard lines: --jobs 2 shares it with a worker started midway (--stats says so), and writes what --jobs 1 writes", async () => {
    const dir = tempDir();
    const file = join(dir, "batch.txt");
    const hardest = readFileSync(join(projectRoot, "test/fixtures/third-party/nine/forum_hardest_1106.sample.txt"), "utf8")
      .split("\n")
      .filter((l) => /^[.1-9]{81}$/.test(l));
    // 900 lines (one block), about 0.2 s of solving: worth a worker, though no second block comes.
    const lines = Array.from({ length: 900 }, (_, i) => (i === 450 ? "bad" : i % 100 === 9 ? "" : hardest[i % hardest.length]));
    writeFileSync(file, `${lines.join("\n")}\n`);
    const one = await runNode(["solve", file, "--format", "text", "--jobs", "1", "--stats"]);
    const two = await runNode(["solve", file, "--format", "text", "--jobs", "2", "--stats"]);
    expect([one.code, two.code]).toEqual([2, 2]);
    expect(two.stdout).toBe(one.stdout);
    const reasons = (stderr: string): string[] => stderr.split("\n").filter((l) => l.includes("batch.txt: line"));
    expect(reasons(two.stderr)).toEqual(reasons(one.stderr));
    expect(reasons(one.stderr)).toEqual([expect.stringMatching(/batch\.txt: line 451: /)]);
    expect(one.stderr).not.toMatch(/^threads:/m);
    const shared = /^threads: 2 \(lines answered here (\d+), on workers (\d+)\)$/m.exec(two.stderr);
    expect(shared).not.toBeNull();
    expect(Number(shared?.[1]) + Number(shared?.[2])).toBe(891);
    expect(Number(shared?.[2])).toBeGreaterThan(0);
  });

  it("an input mixing good, bad, blank, comment, CRLF and overlong lines: --jobs 1 and --jobs 2 agree byte for byte in every format", async () => {
    const kinds = [CLASSIC_GIVENS, `${HARDER}\r`, "", "# comment", ` ${CLASSIC_GIVENS}\t`, "bad", `11${".".repeat(79)}`, ".".repeat(81), "\r"];
    // More than two blocks (1000 lines each), so that the worker threads answer most of them; standard input,
    // read in pieces smaller than the cap, so that one line can be longer than the cap (--max-input-bytes).
    const lines = Array.from({ length: 2600 }, (_, i) =>
      i === 1500 ? "5".repeat(150_000) : i % 7 === 0 ? kinds[(i / 7) % kinds.length] : i % 2 === 0 ? HARDER : CLASSIC_GIVENS,
    );
    const stdin = `${lines.join("\n")}\n`;
    for (const format of ["text", "json", "csv", "pretty"]) {
      const one = await runNode(["solve", "-", "--format", format, "--jobs", "1", "--max-input-bytes", "100000"], { stdin });
      const two = await runNode(["solve", "-", "--format", format, "--jobs", "2", "--max-input-bytes", "100000"], { stdin });
      expect([one.code, two.code]).toEqual([2, 2]);
      // csv rows carry each line's search time, which differs run to run.
      const noMs = (text: string): string => (format === "csv" ? text.replace(/^(\d+,[a-z]+,\d*,\d*,)[0-9.e+-]*/gm, "$1") : text);
      expect(noMs(two.stdout)).toBe(noMs(one.stdout));
      expect(two.stderr).toBe(one.stderr);
      expect(one.stderr).toMatch(/^-: line 1501: line too long/m);
      expect(one.stderr).toMatch(/^-: line 36: expected 81 characters, got 3$/m);
    }
  });
});

describe("batch output and options on the real process", () => {
  it("-f csv on worker threads: each line's nodes and time come back from the workers; rows as with --jobs 1", async () => {
    const dir = tempDir();
    const file = join(dir, "batch.txt");
    const lines = Array.from({ length: 3000 }, (_, i) => (i % 101 === 7 ? "bad" : i % 3 === 0 ? HARDER : CLASSIC_GIVENS));
    writeFileSync(file, `${lines.join("\n")}\n`);
    const one = await runNode(["solve", file, "-f", "csv", "--jobs", "1"]);
    const two = await runNode(["solve", file, "-f", "csv", "--jobs", "2"]);
    expect(two.code).toBe(2);
    const rows = (text: string): string[][] =>
      text
        .split("\r\n")
        .slice(1, -1)
        .map((r) => r.split(","));
    const withoutTime = (text: string): string[] => rows(text).map((r) => [...r.slice(0, 4), r.slice(5).join(",")].join(","));
    expect(rows(two.stdout)).toHaveLength(3000);
    expect(withoutTime(two.stdout)).toEqual(withoutTime(one.stdout));
    for (const r of rows(two.stdout)) {
      if (r[1] === "invalid") expect(r[3]).toBe("");
      else expect([r[1], /^\d+$/.test(r[3]), /^\d+\.\d{3}$/.test(r[4])]).toEqual(["unique", true, true]);
    }
  });

  it("SIGINT during JSON Lines of puzzles: exit 3, the lines done on stdout in order, the stop line named", async () => {
    const line = JSON.stringify({ layout: "single", givens: { main: HARDER } });
    const input = `${Array.from({ length: 200_000 }, () => line).join("\n")}\n`;
    const run = await runNode(["solve", "-", "-f", "json"], { stdin: input, signal: "SIGINT", ready: "batch" });
    expect(run.code).toBe(3);
    const done = run.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as { line: number; status: string });
    expect(done.length).toBeGreaterThan(0);
    done.forEach((r, i) => expect([r.line, r.status]).toEqual([i + 1, "unique"]));
    expect(run.stderr).toMatch(
      new RegExp(`^-: interrupted (at line ${done.length + 1}|after line ${done.length}) \\(output ends after ${done.length} lines?\\)\\n$`),
    );
  });

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    it(`generate stops on the first ${signal}, mid-puzzle: exit 3 within seconds, nothing written`, async () => {
      // The command: a sumo at 150 givens with 200 attempts runs for minutes.
      const dir = tempDir();
      const out = join(dir, "sumo150.json");
      const started = performance.now();
      const run = await runNode(["generate", "-l", "sumo", "--givens", "150", "--attempts", "200", "--seed", "4", "-o", out], { signal, ready: "generate" });
      const seconds = (performance.now() - started) / 1000;
      expect(run.code).toBe(3);
      expect(run.stderr).toBe("interrupted before the puzzle was finished; nothing written\n");
      expect(readdirSync(dir)).toEqual([]);
      expect(seconds).toBeLessThan(30); // the signal came as it began; without the fix it ran to its 200 attempts
    });
  }
});

describe("rate on worker threads", () => {
  it("rate --jobs 2 gives the same lines in the same order as --jobs 1", async () => {
    const dir = tempDir();
    const file = join(dir, "batch.txt");
    // More than one chunk (1000 lines), so that the batch goes to the worker threads; sets that need no nets
    // (an expert puzzle may take seconds of forcing chains), so that the test times the threads, not the nets.
    const sets = ["simple", "easy", "intermediate"].map((q) =>
      readFileSync(join(projectRoot, `test/fixtures/qqwing/qqwing-${q}.txt`), "utf8")
        .split("\n")
        .filter((l) => /^[.1-9]{81}$/.test(l)),
    );
    const lines = Array.from({ length: 1200 }, (_, i) => (i % 101 === 7 ? "bad" : sets[i % 3][i % 50]));
    writeFileSync(file, `${lines.join("\n")}\n`);
    const one = await runNode(["rate", file, "--jobs", "1"]);
    const two = await runNode(["rate", file, "--jobs", "2"]);
    expect(one.code).toBe(2);
    expect(two.code).toBe(2);
    expect(two.stdout).toBe(one.stdout);
    const out = two.stdout.split("\n");
    expect(out).toHaveLength(1201);
    expect(out[0]).toMatch(/^[.1-9]{81} \d\.\d easy$/);
    expect(out[7]).toBe("bad");
  });
});

describe("convert in the compiled CLI", () => {
  it("a line to a SudokuPad link and back through stdin (lz-string loads under plain Node)", async () => {
    const link = await runNode(["convert", "-", "--to", "sudokupad"], { stdin: `${CLASSIC_GIVENS}\n` });
    expect(link.code).toBe(0);
    expect(link.stdout).toMatch(/^https:\/\/sudokupad\.app\/fpuzzles[A-Za-z0-9+/=]+\n$/);
    const back = await runNode(["convert", "-", "--to", "txt"], { stdin: link.stdout });
    expect(back.code).toBe(0);
    expect(back.stdout).toBe(`${CLASSIC_GIVENS.replace(/0/g, ".")}\n`);
    const refused = await runNode(["convert", "puzzles/samurai-seed-a.json", "--to", "fpuzzles"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe("f-puzzles holds a single grid; this puzzle's layout samurai has 5 grids\n");
  });
});
