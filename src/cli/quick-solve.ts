import { optionToken } from "./option-token.js";

/**
 * The solve command's options as the command line gives them (yargs's parse, or quickSolveArgs below),
 * before run.ts checks and defaults them into SolveArgs.
 */
export interface SolveOptionsRaw {
  readonly file: string;
  /** Absent: from the -o file's extension, else pretty (run.ts decides, through outputFormat). */
  readonly format?: "pretty" | "text" | "json" | "csv" | undefined;
  readonly count: boolean;
  readonly all: boolean;
  readonly stats: boolean;
  readonly diff: boolean;
  readonly strategy: "auto" | "planner" | "search";
  // Numbers as given: yargs leaves text it cannot read as a number as text, and run.ts says what is wrong.
  readonly limit?: unknown;
  readonly output?: string | undefined;
  /** Replace an existing -o file. */
  readonly force?: boolean | undefined;
  readonly layout?: string | undefined;
  readonly color?: boolean | undefined;
  readonly "planner-budget"?: unknown;
  readonly timeout?: unknown;
  readonly "max-canvas"?: unknown;
  readonly "max-input-bytes"?: unknown;
  readonly jobs?: unknown;
  readonly shard?: unknown;
}

const FORMATS = ["pretty", "text", "json", "csv"] as const;
const STRATEGIES = ["auto", "planner", "search"] as const;
/** Options taking a number, by every name they go by. */
const NUMBERS: Readonly<Record<string, "limit" | "planner-budget" | "timeout" | "max-canvas" | "max-input-bytes" | "jobs">> = {
  limit: "limit",
  "planner-budget": "planner-budget",
  timeout: "timeout",
  "max-canvas": "max-canvas",
  "max-input-bytes": "max-input-bytes",
  jobs: "jobs",
  j: "jobs",
};
const FLAGS: Readonly<Record<string, "count" | "all" | "stats" | "diff">> = { count: "count", all: "all", stats: "stats", diff: "diff" };

/**
 * The common form `solve FILE [options]`, read without yargs: loading yargs (and the help machinery it
 * builds) costs more than solving a puzzle, so the usual command skips it. Only plainly valid forms are
 * read here: one file, known options each given once as `--name value`, `--name=value` or a short
 * alias, values in range of their type. Anything else (help, --version, a typo, a doubtful value, another
 * command) returns undefined and goes to yargs, which reads it or says what is wrong, so the two never
 * disagree on what a command line means; test/cli/quick-solve.test.ts checks that they agree. A line that
 * writes a file (-o, --output, --force) goes to yargs too: the output checks (output-target.ts: extension,
 * folder, --force) then live in one place, and writing a file is not the start-up this path saves.
 */
export function quickSolveArgs(argv: readonly string[]): SolveOptionsRaw | undefined {
  if (argv[0] !== "solve") return undefined;
  const seen = new Set<string>();
  const numbers: Partial<Record<(typeof NUMBERS)[string], number>> = {};
  const flags = { count: false, all: false, stats: false, diff: false };
  let file: string | undefined;
  let format: SolveOptionsRaw["format"];
  let strategy: SolveOptionsRaw["strategy"] = "auto";
  let layout: string | undefined;
  let color: boolean | undefined;
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i] ?? ""; // i < argv.length: always there
    if (arg === "-" || !arg.startsWith("-")) {
      if (file !== undefined) return undefined;
      file = arg;
      continue;
    }
    const token = optionToken(arg, seen);
    if (token === undefined) return undefined;
    const { name, inline } = token;
    const flag = FLAGS[name];
    if (flag !== undefined || name === "color" || name === "no-color") {
      if (inline !== undefined) return undefined;
      if (flag !== undefined) flags[flag] = true;
      else color = name === "color";
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || value === "" || value.startsWith("-")) return undefined;
    const numeric = NUMBERS[name];
    if (numeric !== undefined) {
      const n = Number(value);
      if (Number.isNaN(n) || value.trim() !== value) return undefined;
      numbers[numeric] = n;
    } else if (name === "format" || name === "f") {
      const f = FORMATS.find((x) => x === value);
      if (f === undefined) return undefined;
      format = f;
    } else if (name === "strategy") {
      const s = STRATEGIES.find((x) => x === value);
      if (s === undefined) return undefined;
      strategy = s;
    } else if (name === "layout" || name === "l") layout = value;
    else return undefined;
  }
  // An option given under both its names is given twice.
  const twice = (seen.has("format") && seen.has("f")) || (seen.has("jobs") && seen.has("j")) || (seen.has("layout") && seen.has("l"));
  if (file === undefined || twice) return undefined;
  return {
    file,
    ...(format === undefined ? {} : { format }),
    strategy,
    ...flags,
    ...numbers,
    ...(layout === undefined ? {} : { layout }),
    ...(color === undefined ? {} : { color }),
  };
}
