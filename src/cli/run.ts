import { availableParallelism } from "node:os";
import type { Argv } from "yargs";
import { ComboSudokuError, UsageError } from "../model/errors.js";
import type { CliIo } from "./io.js";
import { outputFormat, TEXT_OR_JSON_OUTPUT } from "./output-target.js";
import type { SolveOptionsRaw } from "./quick-solve.js";
import { quickSolveArgs } from "./quick-solve.js";
import type { RateOptionsRaw } from "./quick-rate.js";
import { quickRateArgs } from "./quick-rate.js";
import { Stopper } from "./stop.js";
import { MAX_CANVAS_CELLS_LIMIT } from "../layout/check-layout.js";
import { usageHint } from "./usage-hint.js";
import { givenOnce } from "./given-once.js";
import { printableStderr } from "./printable-stderr.js";
import { parseShard } from "./shard.js";

/** Options several commands share, declared once (each command's own wording stays beside it). */
const MAX_CANVAS_OPTION = { requiresArg: true, describe: "largest canvas (rows x columns) a layout may span" } as const;
const FORCE_OPTION = { type: "boolean", default: false, describe: "replace an existing -o file" } as const;
const OUTPUT_OPTION = { alias: "o", type: "string", describe: "write to FILE (atomically) instead of stdout" } as const;
/** --shard: one part of a batch run, for running the parts on several machines (shard.ts). */
const SHARD_OPTION = {
  type: "string",
  requiresArg: true,
  describe: "only part i of n (1 <= i <= n) of the run, the parts together the whole and in order: one machine each (see the README)",
} as const;
/** --with: opt-in techniques (logic/opt-in.ts OPT_IN_NAMES; a test checks this text lists each of them). */
const WITH_OPTION = {
  type: "string",
  requiresArg: true,
  describe: "add techniques outside the default list, comma-separated: als-xy-wing, als-xy-chain (HoDoKu's ALS-Chain; als-chain works too)",
} as const;

/** What a command line may give more than once: the file lists and --with's comma lists. */
const REPEATABLE: ReadonlySet<string> = new Set(["files", "with", "$0"]);

/** --with's names: comma-separated, the option given once or more. */
function withNames(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  return [value]
    .flat()
    .map(String)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter((v) => v !== "");
}

/**
 * A lone "-" means standard input, but yargs drops it from positionals (it takes it for an empty option),
 * so it is swapped for this token before parsing and back after.
 */
const STDIN_TOKEN = "\u0000stdin";

function stdinDash(file: string): string {
  return file === STDIN_TOKEN ? "-" : file;
}

/** An `-o` value: a file, or undefined for standard output (no -o, or `-o -`). */
function outputArg(output: string | undefined): string | undefined {
  return output === undefined || output === STDIN_TOKEN || output === "-" ? undefined : output;
}

/** The most threads --jobs may name (the help's "at most 64"). */
const MAX_JOBS = 64;

/** Exit code for a bug: never expected, reported as one line like every other failure. */
export const EXIT_INTERNAL = 4;

/**
 * Parses the command line and runs one command, returning its exit code. Every failure becomes one or
 * more lines on stderr (never a stack trace); only the entry (main.ts) turns the code into an exit.
 */
export async function runCli(given: readonly string[], rawIo: CliIo): Promise<number> {
  const io = printableStderr(rawIo);
  // `count FILE ...` is `solve FILE --count ...`: what the word asks for (usage-hint.ts names the others).
  const argv = given[0] === "count" ? ["solve", "--count", ...given.slice(1)] : given;
  // The one stopper of the run: every command receives it (an interrupt from io.interrupt; the command
  // starts its own --timeout on it).
  const stopper = new Stopper(io.interrupt, io.env.COMBO_SUDOKU_READY === "1" ? (stage) => io.stderr(`combo-sudoku: ready: ${stage}\n`) : undefined);
  const colorWanted = (flag: unknown): boolean =>
    flag === false ? false : io.env.NO_COLOR === undefined || io.env.NO_COLOR === "" ? io.stdoutIsTty || flag === true : false;
  // zero: 0 is allowed too (--givens 0: a puzzle the rules carry alone).
  const positiveNumber = (name: string, value: unknown, integer: boolean, max = Infinity, zero = false): number | undefined => {
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0 || (n === 0 && !zero) || (integer && !Number.isInteger(n))) {
      const what = zero ? "whole number, 0 or more" : `positive ${integer ? "whole number" : "number"}`;
      throw new UsageError(`--${name} must be a ${what}, not ${typeof value === "string" ? JSON.stringify(value) : String(value)}`);
    }
    if (n > max) throw new UsageError(`--${name} must be at most ${max.toLocaleString("en-US")}, not ${String(value)}`);
    return n;
  };
  /**
   * --jobs: threads for a batch, at most the machine's cores (each thread holds its own engine and input:
   * --jobs 64 on 2 cores took 1.25 GB and ran no faster); more is capped there, with a note on stderr.
   */
  const jobsOption = (value: unknown): number => {
    const cores = availableParallelism();
    const asked = positiveNumber("jobs", value, true, MAX_JOBS) ?? cores;
    if (asked <= cores) return asked;
    io.stderr(`combo-sudoku: --jobs ${asked}: this machine has ${cores} core${cores === 1 ? "" : "s"}; using ${cores}\n`);
    return cores;
  };

  /** Checks and defaults the solve command's options, then runs it (modules loaded on demand, as for every command). */
  const solveCommand = async (a: SolveOptionsRaw): Promise<number> => {
    const { runSolve, SOLVE_OUTPUT } = await import("./solve.js");
    return await runSolve(
      {
        file: a.file,
        format: outputFormat(outputArg(a.output), a.format, SOLVE_OUTPUT, "pretty"),
        count: a.count,
        all: a.all,
        limit: positiveNumber("limit", a.limit, true),
        output: outputArg(a.output),
        force: a.force ?? false,
        stats: a.stats,
        diff: a.diff,
        layout: a.layout,
        color: colorWanted(a.color),
        strategy: a.strategy,
        plannerBudget: positiveNumber("planner-budget", a["planner-budget"], true),
        timeout: positiveNumber("timeout", a.timeout, false),
        maxCanvas: positiveNumber("max-canvas", a["max-canvas"], true, MAX_CANVAS_CELLS_LIMIT),
        maxInputBytes: positiveNumber("max-input-bytes", a["max-input-bytes"], true),
        jobs: jobsOption(a.jobs),
        shard: parseShard(a.shard),
      },
      io,
      stopper,
    );
  };

  /** Checks and defaults the rate command's options, then runs it. */
  const rateCommand = async (a: RateOptionsRaw): Promise<number> => {
    const { runRate } = await import("./rate.js");
    return await runRate(
      {
        files: a.files,
        format: outputFormat(outputArg(a.output), a.format, TEXT_OR_JSON_OUTPUT, "text"),
        output: outputArg(a.output),
        force: a.force ?? false,
        timeout: positiveNumber("timeout", a.timeout, false),
        maxCanvas: positiveNumber("max-canvas", a["max-canvas"], true, MAX_CANVAS_CELLS_LIMIT),
        maxInputBytes: positiveNumber("max-input-bytes", a["max-input-bytes"], true),
        jobs: jobsOption(a.jobs),
        with: withNames(a.with),
        shard: parseShard(a.shard),
      },
      io,
      stopper,
    );
  };

  try {
    const quick = quickSolveArgs(argv);
    if (quick !== undefined) return await solveCommand(quick);
    const quickRate = quickRateArgs(argv);
    if (quickRate !== undefined) return await rateCommand(quickRate);
    return await parseWithYargs(argv, io, stopper, { solveCommand, rateCommand, positiveNumber, colorWanted });
  } catch (e: unknown) {
    if (e instanceof ComboSudokuError) {
      const prefix = e instanceof UsageError ? "combo-sudoku: " : "";
      io.stderr(`${prefix}${e.message}\n`);
      return e.exitCode;
    }
    io.stderr(`combo-sudoku: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT_INTERNAL;
  } finally {
    stopper.dispose();
  }
}

/** What the yargs path shares with runCli: the solve and rate commands and the option checks. */
export interface Shared {
  readonly solveCommand: (a: SolveOptionsRaw) => Promise<number>;
  readonly rateCommand: (a: RateOptionsRaw) => Promise<number>;
  readonly positiveNumber: (name: string, value: unknown, integer: boolean, max?: number, zero?: boolean) => number | undefined;
  readonly colorWanted: (flag: unknown) => boolean;
}

/** Every command line but the common solve and rate forms: yargs parses it (help, errors included), loaded only then. */
export async function parseWithYargs(argv: readonly string[], io: CliIo, stopper: Stopper, shared: Shared): Promise<number> {
  const { solveCommand, rateCommand, positiveNumber, colorWanted } = shared;
  const [{ default: yargs }, { DEFAULT_PLANNER_BUDGET }] = await Promise.all([import("yargs"), import("../strategies/registry.js")]);
  let exitCode = 0;
  // The long options of the command yargs recognised, recorded by its builder, for "did you mean" hints.
  let commandOptions: string[] = [];
  // getOptions() is public yargs API that its type definitions leave out.
  // Also gives each command's --help its examples (COMMAND_EXAMPLES).
  const remember = <T extends Argv>(y: T, command: keyof typeof COMMAND_EXAMPLES): T => {
    commandOptions = Object.keys((y as unknown as { getOptions(): { key: Record<string, unknown> } }).getOptions().key);
    for (const [line, what] of COMMAND_EXAMPLES[command]) y.example(line, what);
    return y;
  };
  const commands = {
    solve: "solve FILE",
    validate: "validate FILE...",
    explain: "explain FILE",
    hint: "hint FILE",
    rate: "rate FILE...",
    generate: "generate --layout NAME|FILE",
    layouts: "layouts [NAME|FILE]",
    init: "init NAME|FILE",
    render: "render FILE...",
    convert: "convert FILE",
    web: "web [FILE]",
  };
  const parser = yargs(argv.map((a) => (a === "-" ? STDIN_TOKEN : a)))
    .scriptName("combo-sudoku")
    .usage("$0 <command> [options]\n\nSolve, count and check combination sudoku (samurai, twins, windmill, ...) and plain 9x9.")
    .command(
      "solve <file>",
      "Solve a puzzle file ('-' reads stdin): JSON puzzle, nine lines of nine, or a batch of 81-character lines",
      (y) =>
        remember(
          y
            .positional("file", { type: "string", demandOption: true, describe: "puzzle file, or - for stdin" })
            .option("format", {
              alias: "f",
              choices: ["pretty", "text", "json", "csv"] as const,
              describe: "output format (default: from the -o file's extension, .json, .txt or .csv, else pretty; csv: batches only, a row per line)",
            })
            .option("count", { type: "boolean", default: false, describe: "count all solutions" })
            .option("all", { type: "boolean", default: false, describe: "print every solution found" })
            .option("limit", { requiresArg: true, describe: "stop counting or listing after N solutions (the count is then a lower bound)" })
            .option("output", { alias: "o", type: "string", describe: "write the result to FILE (atomically) instead of stdout" })
            .option("force", FORCE_OPTION)
            .option("stats", { type: "boolean", default: false, describe: "report time, search nodes and propagation counts" })
            .option("layout", {
              alias: "l",
              type: "string",
              describe: "the layout of a canvas-text puzzle (a name or a layout file); default: recognised from its shape",
            })
            .option("diff", { type: "boolean", default: false, describe: "for a puzzle with several solutions, show the cells where two of them differ" })
            .option("strategy", {
              choices: ["auto", "planner", "search"] as const,
              default: "auto" as const,
              describe: "solving strategy (planner: hub layouts such as samurai)",
            })
            .option("planner-budget", {
              requiresArg: true,
              describe: `most solutions the planner enumerates per outer grid (default ${DEFAULT_PLANNER_BUDGET})`,
            })
            .option("timeout", { requiresArg: true, describe: "stop after SECONDS, reporting what was found so far (exit 3)" })
            .option("color", { type: "boolean", describe: "colour givens and filled digits (default: when stdout is a terminal and NO_COLOR is unset)" })
            .option("max-canvas", { requiresArg: true, describe: "largest canvas (rows x columns) a layout may span", default: undefined })
            .option("max-input-bytes", { requiresArg: true, describe: "largest puzzle file read (default 10,000,000; a batch is streamed, no cap)" })
            .option("jobs", { alias: "j", requiresArg: true, describe: "threads solving a batch (default: the number of cores)" })
            .option("shard", SHARD_OPTION),
          "solve",
        ),
      async (a) => {
        exitCode = await solveCommand({ ...a, file: stdinDash(a.file) });
      },
    )
    .command(
      "validate <files..>",
      "Check puzzle files: schema, layout, givens; with --solvable or --unique, also their solutions",
      (y) =>
        remember(
          y
            .positional("files", { type: "string", array: true, demandOption: true, describe: "puzzle files" })
            .option("layout", {
              alias: "l",
              type: "string",
              describe: "the layout of canvas-text puzzles (a name or a layout file); default: recognised from the shape",
            })
            .option("solvable", { type: "boolean", default: false, describe: "also solve: at least one solution (exit 1 if none)" })
            .option("unique", { type: "boolean", default: false, describe: "also solve: exactly one solution (exit 1 if none, 2 if several)" })
            .option("timeout", { requiresArg: true, describe: "with --solvable or --unique, stop after SECONDS (exit 3)" })
            .option("max-canvas", MAX_CANVAS_OPTION)
            .option("max-input-bytes", { requiresArg: true, describe: "largest puzzle file read (default 10,000,000)" }),
          "validate",
        ),
      async (a) => {
        const maxInputBytes = positiveNumber("max-input-bytes", a["max-input-bytes"], true);
        const { runValidate } = await import("./validate.js");
        const require = a.unique ? ("unique" as const) : a.solvable ? ("solvable" as const) : undefined;
        const timeout = positiveNumber("timeout", a.timeout, false);
        if (timeout !== undefined && require === undefined)
          throw new UsageError("--timeout applies to validate only with --solvable or --unique (checking alone does not search)");
        exitCode = await runValidate(
          {
            files: a.files.map(stdinDash),
            maxCanvas: positiveNumber("max-canvas", a["max-canvas"], true, MAX_CANVAS_CELLS_LIMIT),
            maxInputBytes,
            ...(require === undefined ? {} : { require }),
            timeout,
            layout: a.layout,
          },
          io,
          stopper,
        );
      },
    )
    .command(
      "layouts [layout]",
      "List the built-in layouts, or draw one (a name or a layout file) with its grid ids",
      (y) =>
        remember(
          y.positional("layout", { type: "string", describe: "built-in layout name or layout file" }).option("max-canvas", MAX_CANVAS_OPTION),
          "layouts",
        ),
      async (a) => {
        const { runLayouts } = await import("./layouts.js");
        exitCode = runLayouts(
          {
            layout: a.layout === undefined ? undefined : stdinDash(a.layout),
            maxCanvas: positiveNumber("max-canvas", a["max-canvas"], true, MAX_CANVAS_CELLS_LIMIT),
          },
          io,
        );
      },
    )
    .command(
      "init <layout>",
      "Write an empty puzzle file for a layout (a name or a layout file), givens drawn as a canvas",
      (y) =>
        remember(
          y
            .positional("layout", { type: "string", demandOption: true, describe: "built-in layout name or layout file" })
            .option("output", OUTPUT_OPTION)
            .option("force", FORCE_OPTION)
            .option("max-canvas", MAX_CANVAS_OPTION),
          "init",
        ),
      async (a) => {
        const { runInit } = await import("./init.js");
        exitCode = runInit(
          {
            layout: stdinDash(a.layout),
            output: outputArg(a.output),
            force: a.force,
            maxCanvas: positiveNumber("max-canvas", a["max-canvas"], true, MAX_CANVAS_CELLS_LIMIT),
          },
          io,
        );
      },
    )
    .command(
      "render <files..>",
      "Draw a puzzle as an SVG picture with its title and legend (with --solve, its solution); with --sheet, several on a page for print",
      (y) =>
        remember(
          y
            .positional("files", {
              type: "string",
              array: true,
              demandOption: true,
              describe: "puzzle file(s), - for stdin, or a puzzle as one 81-character line",
            })
            .option("solve", { type: "boolean", default: false, describe: "draw the solution, filled digits in another colour" })
            .option("sheet", {
              type: "boolean",
              default: false,
              describe: "the puzzles on one printable page (-o FILE.svg) and their solutions on FILE-answers.svg",
            })
            .option("size", { requiresArg: true, describe: "printed width in millimetres (a sheet: the page width, A-series proportions; default 210)" })
            .option("step", { requiresArg: true, describe: "draw the position before step N of explain, with pencil marks and that step highlighted" })
            .option("with", WITH_OPTION)
            .option("output", { alias: "o", type: "string", describe: "write the SVG to FILE (atomically) instead of stdout" })
            .option("force", FORCE_OPTION)
            .option("max-canvas", MAX_CANVAS_OPTION),
          "render",
        ),
      async (a) => {
        // Loaded on demand: other commands never load the SVG builder.
        const { runRender } = await import("./render.js");
        exitCode = await runRender(
          {
            files: a.files.map(stdinDash),
            solve: a.solve,
            sheet: a.sheet,
            size: positiveNumber("size", typeof a.size === "string" ? a.size.replace(/^([\d.]+)\s*mm$/i, "$1") : a.size, false), // "180mm" too
            output: outputArg(a.output),
            force: a.force,
            maxCanvas: positiveNumber("max-canvas", a["max-canvas"], true, MAX_CANVAS_CELLS_LIMIT),
            step: positiveNumber("step", a.step, true),
            with: withNames(a.with),
          },
          io,
          stopper,
        );
      },
    )
    .command(
      ["explain <file>", "hint <file>"],
      "Explain how a person solves the puzzle, step by step, never guessing (hint: only the next step)",
      (y) =>
        remember(
          // One command with two names: each name's --help says its own usage and examples.
          y
            .usage(
              commandWord(argv) === "hint"
                ? "$0 hint <file>\n\nThe next step a person takes, the easiest one available, never guessing"
                : "$0 explain <file>\n\nHow a person solves the puzzle, step by step, never guessing, and where logic stops",
            )
            .positional("file", { type: "string", demandOption: true, describe: "puzzle file, - for stdin, or a puzzle as one 81-character line" })
            .option("format", {
              alias: "f",
              choices: ["text", "json"] as const,
              describe: "output format (default: from the -o file's extension, .json json, else text)",
            })
            .option("output", OUTPUT_OPTION)
            .option("force", FORCE_OPTION)
            .option("color", { type: "boolean", describe: "colour givens and placed digits in the final canvas (default: on a terminal, unless NO_COLOR)" })
            .option("timeout", { requiresArg: true, describe: "stop after SECONDS (exit 3)" })
            .option("max-canvas", MAX_CANVAS_OPTION)
            .option("with", WITH_OPTION)
            .option("level", {
              requiresArg: true,
              describe: "hint only: how much the hint tells: 1 where to look, 2 the technique and its cells, 3 the whole step (default: the whole step)",
            }),
          commandWord(argv) === "hint" ? "hint" : "explain",
        ),
      async (a) => {
        const { runExplain } = await import("./explain.js");
        exitCode = await runExplain(
          {
            file: stdinDash(a.file),
            format: outputFormat(outputArg(a.output), a.format, TEXT_OR_JSON_OUTPUT, "text"),
            hint: String(a._[0]) === "hint",
            level: hintLevel(a.level, String(a._[0]) === "hint"),
            output: outputArg(a.output),
            force: a.force,
            color: colorWanted(a.color),
            timeout: positiveNumber("timeout", a.timeout, false),
            maxCanvas: positiveNumber("max-canvas", a["max-canvas"], true, MAX_CANVAS_CELLS_LIMIT),
            with: withNames(a.with),
          },
          io,
          stopper,
        );
      },
    )
    .command(
      "rate <files..>",
      "Rate puzzles: level (easy, medium, hard, expert, extreme, or needs search), score, techniques used",
      (y) =>
        remember(
          y
            .positional("files", {
              type: "string",
              array: true,
              demandOption: true,
              describe: "puzzle files, batches of 81-character lines, or typed 81-character lines",
            })
            .option("format", {
              alias: "f",
              choices: ["text", "json"] as const,
              describe: "output format (default: from the -o file's extension, .json json, else text)",
            })
            .option("output", { alias: "o", type: "string", describe: "write to FILE (atomically) instead of stdout (one input file)" })
            .option("force", FORCE_OPTION)
            .option("timeout", { requiresArg: true, describe: "stop after SECONDS (exit 3)" })
            .option("max-canvas", MAX_CANVAS_OPTION)
            .option("max-input-bytes", { requiresArg: true, describe: "largest puzzle file read (default 10,000,000; a batch is streamed, no cap)" })
            .option("jobs", { alias: "j", requiresArg: true, describe: "threads solving a batch (default: the number of cores)" })
            .option("with", WITH_OPTION)
            .option("shard", SHARD_OPTION),
          "rate",
        ),
      async (a) => {
        exitCode = await rateCommand({ ...a, files: a.files.map(stdinDash) });
      },
    )
    .command(
      "convert <file>",
      "Convert a puzzle between formats: our JSON, 81-character line, f-puzzles JSON, f-puzzles and SudokuPad links",
      (y) =>
        remember(
          y
            .positional("file", { type: "string", demandOption: true, describe: "puzzle file (any format, or a file holding a link), or - for stdin" })
            .option("to", {
              alias: "t",
              choices: ["json", "txt", "fpuzzles", "fpuzzles-link", "sudokupad"] as const,
              describe: "output format (default: from the -o extension, .json or .txt)",
            })
            .option("output", OUTPUT_OPTION)
            .option("force", FORCE_OPTION)
            .option("lossy", {
              type: "boolean",
              default: false,
              describe: "leave out what the target cannot express, with a warning each, instead of refusing (exit 2)",
            })
            .option("max-canvas", MAX_CANVAS_OPTION)
            .option("max-input-bytes", { requiresArg: true, describe: "largest puzzle file read (default 10,000,000)" }),
          "convert",
        ),
      async (a) => {
        const { runConvert } = await import("./convert.js");
        exitCode = await runConvert(
          {
            input: stdinDash(a.file),
            output: outputArg(a.output),
            force: a.force,
            to: a.to,
            lossy: a.lossy,
            maxCanvas: positiveNumber("max-canvas", a["max-canvas"], true, MAX_CANVAS_CELLS_LIMIT),
            maxInputBytes: positiveNumber("max-input-bytes", a["max-input-bytes"], true),
          },
          io,
          stopper,
        );
      },
    )
    .command(
      "generate",
      "Make puzzles with exactly one solution on a layout (built-in name or layout file)",
      (y) =>
        remember(
          y
            .option("layout", { alias: "l", type: "string", demandOption: true, describe: "built-in layout name, or a JSON layout file" })
            .option("seed", {
              type: "string",
              describe: "seed 0..4294967295: the same seed and options give the same puzzles (default: random, recorded in the output)",
            })
            .option("givens", { requiresArg: true, describe: "stop at N givens or fewer (exit 3 if no attempt gets there)" })
            .option("minimal", { type: "boolean", default: false, describe: "remove givens until none can go (the default unless --givens)" })
            .option("difficulty", {
              choices: ["easy", "medium", "hard", "expert", "extreme"] as const,
              describe: "a puzzle the step engine solves at exactly this level (see rate)",
            })
            .option("symmetry", {
              choices: ["none", "central", "mirror"] as const,
              default: "none" as const,
              describe: "place givens symmetrically on the canvas",
            })
            .option("rules", {
              type: "string",
              requiresArg: true,
              describe:
                "draw rules on the layout, comma-separated: killer (cages, no givens unless --givens), thermometer, arrow, kropki, kropki-all-dots, xv, xv-all-marks, inequality, odd, even, jigsaw, german-whispers, candidates, pill-arrow, clone, entropic-line, modular-line, zipper, region-sum-line, x-sum, skyscraper, hidden-skyscraper, numbered-room, counting-circles, lunchbox, rellik, anti-taxicab (with givens), parity-line, lockout-line, sum-line, value-indexing, indexing (159: the solution drawn under it)",
            })
            .option("whispers-difference", {
              requiresArg: true,
              describe: "the least difference on the german-whispers lines drawn (default half the size, rounded up; 4 on 9x9: Dutch whispers)",
            })
            .option("count", { alias: "n", requiresArg: true, default: 1, describe: "make K puzzles: JSON Lines, or files in the directory -o names" })
            .option("format", {
              alias: "f",
              choices: ["json", "text"] as const,
              describe:
                "default: from the -o file's extension (.json, .jsonl or .txt), else json. json: puzzle files (JSON Lines for several); text: 81-character lines (one grid) or canvas text (multi-grid)",
            })
            .option("attempts", { requiresArg: true, describe: "fresh solutions to try for --givens (default 20) or --difficulty (default 100)" })
            .option("output", { alias: "o", type: "string", describe: "write to FILE (atomically), or into an existing directory" })
            .option("force", FORCE_OPTION)
            .option("stats", { type: "boolean", default: false, describe: "report givens, attempts, search nodes and time on stderr" })
            .option("timeout", { requiresArg: true, describe: "stop after SECONDS (exit 3; the puzzles finished are written)" })
            .option("max-canvas", MAX_CANVAS_OPTION)
            .option("shard", SHARD_OPTION),
          "generate",
        ),
      async (a) => {
        const { runGenerate } = await import("./generate.js"); // loaded only here: solve's startup does not pay for it
        exitCode = await runGenerate(
          {
            layout: a.layout,
            seed: a.seed,
            givens: positiveNumber("givens", a.givens, true, Infinity, true),
            minimal: a.minimal,
            difficulty: a.difficulty,
            symmetry: a.symmetry,
            count: positiveNumber("count", a.count, true) ?? 1,
            attempts: positiveNumber("attempts", a.attempts, true),
            output: outputArg(a.output),
            force: a.force,
            stats: a.stats,
            timeout: positiveNumber("timeout", a.timeout, false),
            maxCanvas: positiveNumber("max-canvas", a["max-canvas"], true, MAX_CANVAS_CELLS_LIMIT),
            format: a.format,
            rules: a.rules,
            whispersDifference: positiveNumber("whispers-difference", a["whispers-difference"], true),
            shard: parseShard(a.shard),
          },
          io,
          stopper,
        );
      },
    )
    .command(
      "web [file]",
      "Serve the browser workbench (draw, set, solve, play) on 127.0.0.1 and print its address",
      (y) =>
        remember(
          y
            .positional("file", { type: "string", describe: "a puzzle file to load into the page ('-' reads stdin)" })
            .option("port", { requiresArg: true, describe: "port on 127.0.0.1 (default: a free one)" })
            .option("open", { type: "boolean", default: false, describe: "open the page in the system's browser" })
            .option("max-canvas", MAX_CANVAS_OPTION)
            .option("max-input-bytes", { requiresArg: true, describe: "largest puzzle file read (default 10,000,000)" }),
          "web",
        ),
      async (a) => {
        const { runWeb } = await import("./web.js"); // loaded only here: other commands never load the server
        const port = a.port === undefined ? undefined : Number(a.port);
        if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65535)) {
          throw new UsageError(`--port must be a whole number from 0 to 65535, not ${String(a.port)}`);
        }
        exitCode = await runWeb(
          {
            file: a.file === undefined ? undefined : stdinDash(a.file),
            port,
            open: a.open,
            maxCanvas: positiveNumber("max-canvas", a["max-canvas"], true, MAX_CANVAS_CELLS_LIMIT),
            maxInputBytes: positiveNumber("max-input-bytes", a["max-input-bytes"], true),
          },
          io,
        );
      },
    )
    .middleware((a) => givenOnce(a, REPEATABLE), true)
    .demandCommand(1, "name a command: solve, validate, explain, hint, rate, generate, layouts, init, render, convert or web (see --help)")
    .strict()
    .help()
    .version()
    .wrap(Math.min(100, process.stdout.columns ?? 100))
    .exitProcess(false)
    .fail((message: string | null | undefined, error: Error | undefined) => {
      if (error instanceof ComboSudokuError) throw error;
      throw new UsageError(usageHint(message ?? error?.message ?? "bad command line", { argv, commands, options: commandOptions }));
    });

  // With a callback, yargs hands over --help and --version text instead of printing it to the console,
  // so that it goes where all output goes (and in-process runs capture it).
  await parser.parseAsync(
    argv.map((a) => (a === "-" ? STDIN_TOKEN : a)),
    {},
    (_error: Error | undefined, _argv: unknown, output: string) => {
      if (output !== "") io.stdout(`${output}\n`);
    },
  );
  return exitCode;
}

/** The command named on a command line: its first word that is not an option. */
function commandWord(argv: readonly string[]): string | undefined {
  return argv.find((a) => !a.startsWith("-"));
}

/** One or two examples for each command's --help (each runs as written from the project folder). */
const COMMAND_EXAMPLES = {
  solve: [
    ["$0 solve puzzles/samurai-seed-a.json", "the solved canvas, and whether the solution is unique"],
    ["$0 solve batch.txt -f json -o answers.jsonl", "a batch of 81-character lines, one JSON answer a line"],
  ],
  validate: [
    ["$0 validate --unique my.json", "every problem at once, or ok with exactly one solution"],
    ["$0 validate puzzles/*.json", "several files, each checked"],
  ],
  explain: [
    ["$0 explain puzzles/samurai-seed-b.json", "the steps one a line, then the solved canvas (or where logic stops)"],
    ["$0 explain puzzle.txt -f json", "the same as JSON: steps, rating, and the candidates where logic stops"],
  ],
  hint: [
    ["$0 hint puzzles/samurai-seed-b.json", "the next step only"],
    ["$0 hint LINE", "the next step of a puzzle typed as one 81-character line (1-9, '.' empty; or a file of it, or - for stdin)"],
  ],
  rate: [
    ["$0 rate puzzles/samurai-seed-b.json", "difficulty, level and the techniques used"],
    ["$0 generate -l twin -n 5 | $0 rate -", "rate each puzzle of a JSON Lines batch"],
  ],
  generate: [
    ["$0 generate -l samurai --seed 7 -o mine.json", "a minimal samurai with one solution, made again by the same seed"],
    ["$0 generate -l single --difficulty hard -n 10 -o hard.jsonl", "ten 9x9 puzzles the step engine rates hard"],
  ],
  layouts: [
    ["$0 layouts", "the built-in layouts"],
    ["$0 layouts samurai", "its shape and grid ids"],
  ],
  init: [["$0 init samurai -o my.json", "an empty samurai puzzle to fill in"]],
  render: [
    ["$0 render puzzles/killer.json -o killer.svg", "a printable picture, the rules stated under it"],
    ["$0 render a.json b.json --sheet -o sheet.svg", "several puzzles on one page, answers on sheet-answers.svg"],
  ],
  convert: [
    ["$0 convert puzzles/samurai-seed-a.json --to sudokupad", "a SudokuPad link (several grids: SudokuPad's own format)"],
    ["$0 convert link.txt -o mine.json", "a link or f-puzzles file as our JSON"],
  ],
  web: [["$0 web puzzles/samurai-seed-a.json --open", "the workbench on 127.0.0.1 with this puzzle, opened in the browser"]],
} as const satisfies Record<string, readonly (readonly [string, string])[]>;

/** --level of `hint`: 1, 2 or 3 (absent: the whole step, as before levels); `explain` has none. */
function hintLevel(value: unknown, hint: boolean): 1 | 2 | 3 | undefined {
  if (value === undefined) return undefined;
  if (!hint) throw new UsageError("--level is hint's option (how much a hint tells): explain shows every step whole");
  const n = Number(value);
  if (n !== 1 && n !== 2 && n !== 3) throw new UsageError(`--level must be 1, 2 or 3, not ${JSON.stringify(String(value))}`);
  return n;
}
