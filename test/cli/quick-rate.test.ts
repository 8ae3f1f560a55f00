import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RateOptionsRaw } from "../../src/cli/quick-rate.js";
import { quickRateArgs } from "../../src/cli/quick-rate.js";
import { parseWithYargs } from "../../src/cli/run.js";
import { Stopper } from "../../src/cli/stop.js";
import { captureIo } from "../support/memory-io.js";

const KEYS = ["files", "format", "output", "force", "timeout", "max-canvas", "max-input-bytes", "jobs"] as const;

/**
 * What yargs hands to the rate command for argv (its own keys, camelCase copies, "_" and "$0" left out), or
 * undefined when it runs no rate command (a usage error, help).
 */
async function viaYargs(argv: string[]): Promise<Partial<RateOptionsRaw> | undefined> {
  let seen: Partial<RateOptionsRaw> | undefined;
  const io = captureIo();
  const stopper = new Stopper(new AbortController().signal);
  try {
    await parseWithYargs(argv, io, stopper, {
      solveCommand: () => Promise.resolve(0),
      rateCommand: (a) => {
        seen = Object.fromEntries(KEYS.filter((k) => a[k] !== undefined).map((k) => [k, a[k]])) as Partial<RateOptionsRaw>;
        return Promise.resolve(0);
      },
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

const LINE = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
const file = fc.constantFrom("puzzles/samurai-seed-a.json", "-", "other.txt", LINE);
/** Arguments of rate command lines: valid and doubtful forms alike. */
const option = fc.constantFrom(
  ["second.txt"],
  [LINE],
  ["-"],
  ["--format", "text"],
  ["-f", "json"],
  ["--format=json"],
  ["--format", "pretty"],
  ["--jobs", "2"],
  ["-j", "1"],
  ["--jobs=3"],
  ["--jobs", "x"],
  ["--jobs", "0"],
  ["--jobs", "1.5"],
  ["--jobs", "0x10"],
  ["--timeout", "0.5"],
  ["--timeout", "-1"],
  ["--timeout=2"],
  ["--max-canvas", "2000"],
  ["--max-input-bytes", "1e6"],
  ["--max-input-bytes", "5000"],
  ["-o", "out.txt"],
  ["--output", "o.json"],
  ["--force"],
  ["--help"],
  ["--version"],
  ["--bogus"],
  ["-x"],
  ["--"],
  ["-fj", "text"],
  ["--limit", "2"],
);

describe("the quick rate path reads a command line as yargs does, or leaves it to yargs", () => {
  // Random cases use the run's fast-check seed (test/support/seed-setup.ts): printed once, replayed by COMBO_SEED.
  it("agrees with yargs on every command line it reads (fast-check, seeded)", async () => {
    let read = 0;
    await fc.assert(
      fc.asyncProperty(file, fc.array(option, { maxLength: 4 }), fc.boolean(), async (name, options, fileLast) => {
        const argv = fileLast ? ["rate", ...options.flat(), name] : ["rate", name, ...options.flat()];
        const quick = quickRateArgs(argv);
        if (quick === undefined) return;
        read++;
        expect({ ...quick }).toEqual(await viaYargs(argv));
      }),
      { numRuns: 300 },
    );
    expect(read).toBeGreaterThan(50); // the property said something: many lines took the quick path
  });

  it("reads the common forms, and leaves help, other commands, doubtful values and -o to yargs", () => {
    expect(quickRateArgs(["rate", LINE])).toEqual({ files: [LINE], force: false });
    expect(quickRateArgs(["rate", "a.txt", "b.json", "-j", "1", "--format", "json", "--timeout=5"])).toEqual({
      files: ["a.txt", "b.json"],
      format: "json",
      force: false,
      jobs: 1,
      timeout: 5,
    });
    expect(quickRateArgs(["rate", "-"])).toEqual({ files: ["-"], force: false });
    for (const argv of [
      ["rate"],
      ["solve", "a"],
      ["rate", "a", "--help"],
      ["rate", "a", "--jobs", "1", "-j", "2"],
      ["rate", "a", "--jobs"],
      ["rate", "a", "--format", "pretty"],
      ["rate", "a", "--timeout", "1e3"],
      // Writing a file: the output checks (extension, folder, --force) are yargs's path's alone.
      ["rate", "a", "-o", "x"],
      ["rate", "a", "--force"],
    ]) {
      expect(quickRateArgs(argv)).toBeUndefined();
    }
  });
});
