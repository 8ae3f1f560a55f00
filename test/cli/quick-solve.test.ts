import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SolveOptionsRaw } from "../../src/cli/quick-solve.js";
import { quickSolveArgs } from "../../src/cli/quick-solve.js";
import { parseWithYargs } from "../../src/cli/run.js";
import { Stopper } from "../../src/cli/stop.js";
import { captureIo } from "../support/memory-io.js";

const KEYS = [
  "file",
  "format",
  "count",
  "all",
  "stats",
  "diff",
  "layout",
  "strategy",
  "limit",
  "output",
  "color",
  "planner-budget",
  "timeout",
  "max-canvas",
  "max-input-bytes",
  "jobs",
] as const;

/**
 * What yargs hands to the solve command for argv (its own keys, camelCase copies, "_" and "$0" left out), or
 * undefined. "force" is left out: a line with --force (or -o) never takes the quick path, and without it
 * both mean false.
 */
async function viaYargs(argv: string[]): Promise<Partial<SolveOptionsRaw> | undefined> {
  let seen: Partial<SolveOptionsRaw> | undefined;
  const io = captureIo();
  const stopper = new Stopper(new AbortController().signal);
  try {
    await parseWithYargs(argv, io, stopper, {
      solveCommand: (a) => {
        seen = Object.fromEntries(KEYS.filter((k) => a[k] !== undefined).map((k) => [k, a[k]])) as Partial<SolveOptionsRaw>;
        return Promise.resolve(0);
      },
      rateCommand: () => Promise.resolve(0),
      positiveNumber: () => undefined,
      colorWanted: () => false,
    });
  } catch {
    // a usage error: yargs does not run the command
  } finally {
    stopper.dispose();
  }
  return seen;
}

const file = fc.constantFrom("puzzles/samurai-seed-a.json", "-", "other.txt");
/** Options of solve command lines: valid and doubtful forms alike (a second file among them). */
const option = fc.constantFrom(
  ["second.txt"],
  ["--format", "text"],
  ["-f", "json"],
  ["--format=pretty"],
  ["--format", "csv"],
  ["--jobs", "2"],
  ["-j", "1"],
  ["--jobs=3"],
  ["--jobs", "x"],
  ["--jobs", "0"],
  ["--jobs", "1.5"],
  ["--timeout", "0.5"],
  ["--timeout", "-1"],
  ["--limit", "10"],
  ["--planner-budget", "500"],
  ["--max-canvas", "2000"],
  ["--max-input-bytes", "1e6"],
  ["-o", "out.txt"],
  ["--output", "o.json"],
  ["--force"],
  ["--strategy", "search"],
  ["--strategy", "fast"],
  ["--stats"],
  ["--diff"],
  ["--diff=true"],
  ["--layout", "samurai"],
  ["-l", "twins"],
  ["--layout=layouts/x.json"],
  ["--layout"],
  ["--count"],
  ["--all"],
  ["--color"],
  ["--no-color"],
  ["--stats=true"],
  ["--help"],
  ["--version"],
  ["--bogus"],
  ["-x"],
  ["--"],
  ["-fj", "text"],
);

describe("the quick solve path reads a command line as yargs does, or leaves it to yargs", () => {
  // Random cases use the run's fast-check seed (test/support/seed-setup.ts): printed once, replayed by COMBO_SEED.
  it("agrees with yargs on every command line it reads (fast-check, seeded)", async () => {
    let read = 0;
    await fc.assert(
      fc.asyncProperty(file, fc.array(option, { maxLength: 4 }), fc.boolean(), async (name, options, fileLast) => {
        const argv = fileLast ? ["solve", ...options.flat(), name] : ["solve", name, ...options.flat()];
        const quick = quickSolveArgs(argv);
        if (quick === undefined) return;
        read++;
        expect({ ...quick }).toEqual(await viaYargs(argv));
      }),
      { numRuns: 300 },
    );
    expect(read).toBeGreaterThan(50); // the property said something: many lines took the quick path
  });

  it("reads the common forms, and leaves help, other commands, doubtful values and -o to yargs", () => {
    expect(quickSolveArgs(["solve", "a.txt", "--jobs", "1", "--format", "text"])).toEqual({
      file: "a.txt",
      format: "text",
      strategy: "auto",
      count: false,
      all: false,
      stats: false,
      diff: false,
      jobs: 1,
    });
    expect(quickSolveArgs(["solve", "a.txt", "-f", "csv", "--diff", "-l", "samurai"])).toMatchObject({ format: "csv", diff: true, layout: "samurai" });
    expect(quickSolveArgs(["solve", "-", "--no-color"])).toMatchObject({ file: "-", color: false });
    expect(quickSolveArgs(["solve", "a.txt"])).not.toHaveProperty("format"); // from -o's extension or pretty: run.ts decides
    for (const argv of [
      ["solve"],
      ["solve", "a", "b"],
      ["solve", "a", "--help"],
      ["validate", "a"],
      ["solve", "a", "--jobs", "1", "-j", "2"],
      ["solve", "a", "--jobs"],
      ["solve", "a", "--layout", "x", "-l", "y"],
      // Writing a file: the output checks (extension, folder, --force) are yargs's path's alone.
      ["solve", "-", "-o", "x"],
      ["solve", "a", "--output=x.json"],
      ["solve", "a", "--force"],
    ]) {
      expect(quickSolveArgs(argv)).toBeUndefined();
    }
  });
});
