import { optionToken } from "./option-token.js";

/**
 * The rate command's options as the command line gives them (yargs's parse, or quickRateArgs below), before
 * run.ts checks and defaults them into RateArgs.
 */
export interface RateOptionsRaw {
  readonly files: readonly string[];
  /** Absent: from the -o file's extension, else text (run.ts decides, through outputFormat). */
  readonly format?: "text" | "json" | undefined;
  readonly output?: string | undefined;
  /** Replace an existing -o file. */
  readonly force?: boolean | undefined;
  // Numbers as given: yargs leaves text it cannot read as a number as text, and run.ts says what is wrong.
  readonly timeout?: unknown;
  readonly "max-canvas"?: unknown;
  readonly "max-input-bytes"?: unknown;
  readonly jobs?: unknown;
  readonly shard?: unknown;
  /** --with's names as given (yargs only: the quick path leaves --with to it). */
  readonly with?: unknown;
}

/** Options taking a number, by every name they go by. */
const NUMBERS: Readonly<Record<string, "timeout" | "max-canvas" | "max-input-bytes" | "jobs">> = {
  timeout: "timeout",
  "max-canvas": "max-canvas",
  "max-input-bytes": "max-input-bytes",
  jobs: "jobs",
  j: "jobs",
};

/** A plain decimal number: read the same by Number and by yargs (hex, exponents and the like go to yargs). */
const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/**
 * The common form `rate FILE|LINE... [options]`, read without yargs, as quickSolveArgs reads `solve`:
 * loading yargs costs about a tenth of a second of CPU, a tenth of what rating a hard 9x9 puzzle may cost.
 * Only plainly valid forms are read here: files (or typed lines, or - for stdin), and --format, --jobs,
 * --timeout, --max-canvas, --max-input-bytes each given once as `--name value`, `--name=value` or a short
 * alias, with a plain value. Anything else (help, a typo, a doubtful value, -o or --force, whose checks
 * live on the yargs path) returns undefined and goes to yargs, so the two never disagree on what a command
 * line means; test/cli/quick-rate.test.ts checks that they agree.
 */
export function quickRateArgs(argv: readonly string[]): RateOptionsRaw | undefined {
  if (argv[0] !== "rate") return undefined;
  const files: string[] = [];
  const seen = new Set<string>();
  const numbers: Partial<Record<(typeof NUMBERS)[string], number>> = {};
  let format: RateOptionsRaw["format"];
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i] ?? ""; // i < argv.length: always there
    if (arg === "-" || !arg.startsWith("-")) {
      files.push(arg);
      continue;
    }
    const token = optionToken(arg, seen);
    if (token === undefined) return undefined;
    const { name, inline } = token;
    const value = inline ?? argv[++i];
    if (value === undefined) return undefined;
    if (name === "format" || name === "f") {
      if (value !== "text" && value !== "json") return undefined;
      format = value;
      continue;
    }
    const numeric = NUMBERS[name];
    if (numeric === undefined || !PLAIN_NUMBER.test(value)) return undefined;
    numbers[numeric] = Number(value);
  }
  // An option given under both its names is given twice.
  const twice = (seen.has("format") && seen.has("f")) || (seen.has("jobs") && seen.has("j"));
  if (files.length === 0 || twice) return undefined;
  return { files, ...(format === undefined ? {} : { format }), force: false, ...numbers };
}
