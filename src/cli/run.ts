import { availableParallelism } from "node:os";
import yargs from "yargs";
import { ComboSudokuError, UsageError } from "../errors.js";
import type { CliIo } from "./io.js";
import type { OutputFormat } from "./solve.js";
import { runSolve } from "./solve.js";
import { runValidate } from "./validate.js";

/**
 * A lone "-" means standard input, but yargs drops it from positionals (it takes it for an empty option),
 * so it is swapped for this token before parsing and back after.
 */
const STDIN_TOKEN = "\u0000stdin";

function stdinDash(file: string): string {
  return file === STDIN_TOKEN ? "-" : file;
}

/** Exit code for a bug: never expected, reported as one line like every other failure. */
export const EXIT_INTERNAL = 4;

/**
 * Parses the command line and runs one command, returning its exit code. Every failure becomes one or
 * more lines on stderr (never a stack trace); only the entry (main.ts) turns the code into an exit.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let exitCode = 0;
  const colorWanted = (flag: unknown): boolean =>
    flag === false ? false : io.env.NO_COLOR === undefined || io.env.NO_COLOR === "" ? io.stdoutIsTty || flag === true : false;
  const positiveNumber = (name: string, value: unknown, integer: boolean): number | undefined => {
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
      throw new UsageError(`--${name} must be a positive ${integer ? "whole number" : "number"}, not ${JSON.stringify(value)}`);
    }
    return n;
  };

  const parser = yargs(argv.map((a) => (a === "-" ? STDIN_TOKEN : a)))
    .scriptName("combo-sudoku")
    .usage("$0 <command> [options]\n\nSolve, count and check combination sudoku (samurai, twins, windmill, ...) and plain 9x9.")
    .command(
      "solve <file>",
      "Solve a puzzle file ('-' reads stdin): JSON puzzle, nine lines of nine, or a batch of 81-character lines",
      (y) =>
        y
          .positional("file", { type: "string", demandOption: true, describe: "puzzle file, or - for stdin" })
          .option("format", { alias: "f", choices: ["pretty", "text", "json"] as const, default: "pretty" as const, describe: "output format" })
          .option("count", { type: "boolean", default: false, describe: "count all solutions" })
          .option("all", { type: "boolean", default: false, describe: "print every solution found" })
          .option("limit", { type: "number", describe: "stop counting or listing after N solutions (the count is then a lower bound)" })
          .option("output", { alias: "o", type: "string", describe: "write the result to FILE (atomically) instead of stdout" })
          .option("stats", { type: "boolean", default: false, describe: "report time, search nodes and propagation counts" })
          .option("strategy", { choices: ["auto", "search"] as const, default: "auto" as const, describe: "solving strategy" })
          .option("timeout", { type: "number", describe: "stop after SECONDS, reporting what was found so far (exit 3)" })
          .option("color", { type: "boolean", describe: "colour givens and filled digits (default: when stdout is a terminal and NO_COLOR is unset)" })
          .option("max-canvas", { type: "number", describe: "largest canvas (rows x columns) a layout may span", default: undefined })
          .option("max-input-bytes", { type: "number", describe: "largest puzzle file read (default 10,000,000; a batch is streamed, no cap)" })
          .option("jobs", { alias: "j", type: "number", describe: "worker threads for a batch (default: the number of cores)" }),
      async (a) => {
        exitCode = await runSolve(
          {
            file: stdinDash(a.file),
            format: a.format as OutputFormat,
            count: a.count,
            all: a.all,
            limit: positiveNumber("limit", a.limit, true),
            output: a.output,
            stats: a.stats,
            color: colorWanted(a.color),
            strategy: a.strategy,
            timeout: positiveNumber("timeout", a.timeout, false),
            maxCanvas: positiveNumber("max-canvas", a["max-canvas"], true),
            maxInputBytes: positiveNumber("max-input-bytes", a["max-input-bytes"], true),
            jobs: positiveNumber("jobs", a.jobs, true) ?? availableParallelism(),
          },
          io,
        );
      },
    )
    .command(
      "validate <files..>",
      "Check puzzle files without solving: schema, layout, givens",
      (y) =>
        y
          .positional("files", { type: "string", array: true, demandOption: true, describe: "puzzle files" })
          .option("max-canvas", { type: "number", describe: "largest canvas (rows x columns) a layout may span" })
          .option("max-input-bytes", { type: "number", describe: "largest puzzle file read (default 10,000,000)" }),
      async (a) => {
        const maxInputBytes = positiveNumber("max-input-bytes", a["max-input-bytes"], true);
        exitCode = await runValidate({ files: a.files.map(stdinDash), maxCanvas: positiveNumber("max-canvas", a["max-canvas"], true), maxInputBytes }, io);
      },
    )
    .demandCommand(1, "name a command: solve or validate (see --help)")
    .strict()
    .recommendCommands()
    .help()
    .version()
    .wrap(Math.min(100, process.stdout.columns ?? 100))
    .exitProcess(false)
    .fail((message: string | null | undefined, error: Error | undefined) => {
      if (error instanceof ComboSudokuError) throw error;
      throw new UsageError((message ?? error?.message ?? "bad command line").replace(/\s*\n\s*/g, " "));
    });

  try {
    await parser.parseAsync();
    return exitCode;
  } catch (e: unknown) {
    if (e instanceof ComboSudokuError) {
      const prefix = e instanceof UsageError ? "combo-sudoku: " : "";
      io.stderr(`${prefix}${e.message}\n`);
      return e.exitCode;
    }
    io.stderr(`combo-sudoku: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT_INTERNAL;
  }
}
