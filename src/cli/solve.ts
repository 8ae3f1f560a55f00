import { printable } from "../format/printable.js";
import { UsageError } from "../model/errors.js";
import { canvasRows } from "../format/canvas-rows.js";
import { prettyCanvas } from "../format/pretty.js";
import { resultJson } from "../format/puzzle-json/result-json.js";
import { solutionDiff, solutionDiffText } from "../format/solution-diff.js";
import { statsText } from "../format/stats-text.js";
import type { LoadedPuzzle } from "../format/puzzle-json/load-puzzle.js";
import { readAnyPuzzle } from "../format/interchange/read-any.js";
import type { SolveResult } from "../model/contract.js";
import type { Strategy } from "../strategies/solve.js";
import { runBatch } from "./batch.js";
import { puzzleArgSource } from "./puzzle-arg.js";
import type { Shard } from "./shard.js";
import { SHARD_CSV, shardSource, wholeShard } from "./shard.js";
import { puzzleLoadOptions, readLayoutArg } from "./layout-arg.js";
import { runPuzzleLines } from "./puzzle-lines.js";
import type { CliIo } from "./io.js";
import type { OutputRule } from "./output-target.js";
import { checkOutputTarget } from "./output-target.js";
import type { SniffedInput } from "../format/sniff-input.js";
import { DEFAULT_MAX_INPUT_BYTES, sniffInput } from "../format/sniff-input.js";
import type { StopCause } from "./stop.js";
import type { Stopper } from "./stop.js";
import { countAndRate, progressLine, tickProgress } from "./progress.js";
import { solveStoppable } from "./solve-stoppable.js";
import { gridStrings } from "../format/grid-strings.js";
import { warnCosmetics } from "./cosmetics-warning.js";
import { solve } from "../strategies/solve.js";

export type OutputFormat = "pretty" | "text" | "json" | "csv";

/** `solve -o FILE`: .json (and .jsonl, for batches) gets json, .txt text, .csv csv, any other name pretty; never SVG. */
export const SOLVE_OUTPUT: OutputRule<OutputFormat> = {
  byExtension: { ".json": "json", ".jsonl": "json", ".txt": "text", ".csv": "csv" },
  otherwise: "pretty",
  refused: [".svg"],
  advice: "solve writes text, JSON or CSV (name the file .txt, .json or .csv); to draw a puzzle, use render",
};

export interface SolveArgs {
  readonly file: string;
  readonly format: OutputFormat;
  readonly count: boolean;
  readonly all: boolean;
  readonly limit?: number | undefined;
  readonly output?: string | undefined;
  /** Replace an existing output file. */
  readonly force: boolean;
  readonly stats: boolean;
  /** Keep two solutions of a puzzle with several and show the cells where they differ. */
  readonly diff?: boolean | undefined;
  readonly color: boolean;
  readonly strategy: Strategy;
  readonly plannerBudget?: number | undefined;
  readonly timeout?: number | undefined;
  readonly maxCanvas?: number | undefined;
  /** The layout of a canvas-text puzzle (a built-in name or a layout file), when not recognised from its shape. */
  readonly layout?: string | undefined;
  readonly maxInputBytes?: number | undefined;
  /** Worker threads for a batch (1: solve on the main thread). */
  readonly jobs: number;
  /** Only this part of a batch file (`--shard i/n`, shard.ts). */
  readonly shard?: Shard | undefined;
}

/** `combo-sudoku solve FILE`: solve one puzzle (or a batch of 9x9 lines) and report; returns the exit code. */
export async function runSolve(args: SolveArgs, io: CliIo, stopper: Stopper): Promise<number> {
  if (args.output !== undefined) checkOutputTarget(args.output, args.force, io);
  if (args.shard !== undefined && args.format === "csv") throw new UsageError(SHARD_CSV);
  const opened = puzzleArgSource(args.file, io);
  const source = args.shard === undefined ? opened : shardSource(opened, args.shard, args.file);
  const sniffed = await sniffInput(source, args.file, args.maxInputBytes ?? DEFAULT_MAX_INPUT_BYTES);
  if (args.shard !== undefined && sniffed.kind === "whole") return wholeShard(sniffed.text, args.file);
  // A batch of one line is one puzzle when an option asks for one puzzle's answer (--count, --diff, ...).
  const input = sniffed.kind === "batch" && args.shard === undefined && batchRefusal(args, "batch") !== undefined ? await oneLineOf(sniffed) : sniffed;
  stopper.startTimeout(args.timeout);
  const batch = { file: args.file, format: args.format, output: args.output, strategy: args.strategy, jobs: args.jobs, stats: args.stats };
  if (input.kind === "batch" || input.kind === "puzzles") {
    const refusal = batchRefusal(args, input.kind);
    if (refusal !== undefined) {
      source.close();
      throw new UsageError(refusal);
    }
    if (input.kind === "batch") return await runBatch(input.blocks, source.close, batch, io, stopper);
    const { plannerBudget, maxCanvas } = args;
    return await runPuzzleLines(input.lines, source.close, { ...batch, plannerBudget, maxCanvas }, io, stopper);
  }
  if (args.format === "csv") throw new UsageError(`-f csv is for batches (a row per line); ${args.file} is one puzzle: use -f json or text`);
  const canvasLayout = args.layout === undefined ? undefined : readLayoutArg(args.layout, io, args.maxCanvas);
  // sniffInput streamed the batches; what is left is one puzzle (or something solve cannot take, named).
  const { puzzle } = readAnyPuzzle(input.text, { ...puzzleLoadOptions(args.file, io, args.maxCanvas, canvasLayout), command: "solve" });
  warnCosmetics(args.file, puzzle, io);
  if (args.layout !== undefined && puzzle.format !== "canvas-text") {
    throw new UsageError(`--layout names the layout of a canvas-text puzzle; ${args.file} names its own`);
  }
  if (args.all) return await listAll(puzzle, args, io, stopper);
  const out = await solveOne(puzzle, args, io, stopper);
  // A run cut short by a timeout or an interrupt is not a success: an existing -o file stays untouched and
  // what was found goes to stdout instead. A --limit the user asked for is a result like any other.
  if (args.output !== undefined && out.cause === undefined) io.writeFileAtomic(args.output, out.text);
  else {
    io.stdout(out.text);
    if (args.output !== undefined) io.stderr(`${args.file}: ${stoppedBy(out.cause)}: ${args.output} not written\n`);
  }
  return out.exitCode;
}

/**
 * A batch that holds one puzzle line (blank and comment lines aside), as a whole input of that line, so
 * that `solve line.txt --count` counts it; a batch of more lines stays a batch (and is refused), its first
 * two lines read.
 */
async function oneLineOf(input: Extract<SniffedInput, { kind: "batch" }>): Promise<SniffedInput> {
  const lines: string[] = [];
  for await (const { text } of input.lines) {
    lines.push(text);
    if (lines.length > 1) return input;
  }
  return lines.length === 1 ? { kind: "whole", text: `${lines[0]}\n` } : input;
}

/**
 * Options that mean something for one puzzle but not for a batch line are refused with the reason, rather
 * than silently ignored: a batch line's answer is its status (unique, multiple, none) and the first
 * solution; -f json or -f csv with --stats give each line's effort.
 */
function batchRefusal(args: SolveArgs, kind: "batch" | "puzzles"): string | undefined {
  const why =
    "a batch gives each line's status (unique, multiple, none, invalid) and first solution; for one puzzle's count, listing, differences or canvas layout, solve that line alone (as the argument, or a file of that one line)";
  const refused = [
    args.count && "--count",
    args.all && "--all",
    args.limit !== undefined && "--limit",
    args.diff === true && "--diff",
    args.layout !== undefined && "--layout",
  ].filter((o) => o !== false);
  if (refused.length > 0) return `${refused.join(", ")} ${refused.length === 1 ? "does" : "do"} not apply to a batch: ${why}`;
  if (args.strategy === "planner" && kind === "batch") return "--strategy planner applies to hub layouts; a batch file holds one-grid 9x9 puzzles";
  return undefined;
}

function stoppedBy(cause: StopCause | undefined): string {
  return cause === "interrupt" ? "interrupted" : "stopped by --timeout";
}

interface Outcome {
  text: string;
  exitCode: number;
  /** Set when a timeout or an interrupt stopped the search. */
  cause?: StopCause;
}

/** One puzzle's solve, without --all (listAll): the first solution (two with --diff), or the count. */
async function solveOne(puzzle: LoadedPuzzle, args: SolveArgs, io: CliIo, stopper: Stopper): Promise<Outcome> {
  const listing = args.count;
  const limit = args.limit ?? (listing ? Infinity : 2);
  const keep = args.diff === true ? Math.min(limit, 2) : 1;
  // A long count shows, on a terminal, how many so far, how fast, for how long. The solver reports its count
  // when it polls (Stopper.progress); the worker restarts the count, so the line shows the most seen.
  const started = performance.now();
  const progress = progressLine(io, started);
  let most = 0;
  const line = (): string => {
    most = Math.max(most, stopper.progress[0] ?? 0);
    return `counting: ${countAndRate(most, "solutions", started)}`;
  };
  const stopTicker = listing ? tickProgress(progress, line) : undefined;
  if (listing) stopper.onPoll = () => progress.update(line);
  let result: SolveResult;
  try {
    result = await solveStoppable(puzzle, { limit, keep, strategy: args.strategy, plannerBudget: args.plannerBudget }, stopper);
  } finally {
    stopper.onPoll = undefined;
    stopTicker?.();
  }
  const cause = result.stopReason === "stopped" ? stopper.cause : undefined;
  const geometry = puzzle.model.geometry;
  const stoppedByUser = cause !== undefined || (result.stopReason === "limit" && args.limit !== undefined && listing);
  if (args.stats && args.format !== "json") io.stderr(`${statsText(result.stats)}\n`);

  let text: string;
  if (args.format === "json") {
    text = `${JSON.stringify(resultJson(geometry, result, { count: args.count, stats: args.stats, diff: args.diff }))}\n`;
  } else if (args.format === "text") {
    const shown = args.count ? [] : result.solutions.slice(0, 1);
    const blocks = shown.map((s) => canvasRows(geometry, s).join("\n"));
    if (args.count) blocks.push(String(result.count));
    const differences = args.count ? [] : diffLines(geometry, result, args);
    if (differences.length > 0) blocks.push(differences.join("\n"));
    text = blocks.length > 0 ? `${blocks.join("\n\n")}\n` : "";
    // The grid alone does not say whether it is the only one: the status goes to stderr.
    if (!args.count && result.count > 0 && cause === undefined && result.status !== "unique") {
      io.stderr(`${args.file}: ${oneSolutionWords(result, args)}\n`);
    }
    if (result.count === 0) io.stderr(`${args.file}: ${result.complete ? "no solution" : `${stoppedBy(cause)} before finding a solution`}\n`);
    else if (args.count && !result.complete) {
      const by = cause !== undefined ? stoppedBy(cause) : `stopped at --limit ${args.limit ?? ""}`.trimEnd();
      io.stderr(`${args.file}: ${by}: the count is a lower bound\n`);
    }
  } else {
    const color = args.color && args.output === undefined;
    const shown = result.solutions.slice(0, 1).map((s) => prettyCanvas(geometry, s, { color, givens: puzzle.model.givens }));
    const header = puzzle.title === undefined ? [] : [printable(puzzle.title)];
    const differences = args.count ? [] : diffLines(geometry, result, args);
    text = `${[...header, ...shown, summary(result, args, cause), ...differences].join("\n")}\n`;
  }
  const exitCode = result.count === 0 && result.complete ? 1 : stoppedByUser ? 3 : 0;
  return { text, exitCode, ...(cause === undefined ? {} : { cause }) };
}

/**
 * `solve --all`: every solution written as the search finds it (the whole-layout search on a worker thread
 * posting each one; a credit scheme keeps at most a few dozen in flight), so memory stays flat however many
 * there are and --timeout or a signal stops it on time. Nothing found is lost on a stop: the solutions
 * listed so far stay on stdout, or go to FILE.partial with -o (FILE itself is written only by a complete run).
 * JSON is the usual document with "solutions" first (it cannot know the status before the end).
 */
async function listAll(puzzle: LoadedPuzzle, args: SolveArgs, io: CliIo, stopper: Stopper): Promise<number> {
  const geometry = puzzle.model.geometry;
  const limit = args.limit ?? Infinity;
  const sink = io.openOutput(args.output);
  const color = args.color && args.output === undefined;
  let listed = 0;
  const solutionText = (digits: Uint8Array): string => {
    const i = listed++;
    if (args.format === "json") return `${i === 0 ? "" : ","}${JSON.stringify({ grids: gridStrings(geometry, digits), canvas: canvasRows(geometry, digits) })}`;
    if (args.format === "text") return `${i === 0 ? "" : "\n"}${canvasRows(geometry, digits).join("\n")}\n`;
    return `solution ${i + 1}\n${prettyCanvas(geometry, digits, { color, givens: puzzle.model.givens })}\n`;
  };
  const started = performance.now();
  const progress = progressLine(io, started);
  const stopTicker = tickProgress(progress, () => `listing: ${countAndRate(listed, "solutions", started)}`);
  let result: SolveResult;
  try {
    if (args.format === "json") await sink.write(`{"solutions":[`);
    else if (args.format === "pretty" && puzzle.title !== undefined) await sink.write(`${printable(puzzle.title)}\n`);
    result = await solveStreaming(puzzle, { limit, strategy: args.strategy, plannerBudget: args.plannerBudget }, stopper, async (digits) => {
      await sink.write(solutionText(digits));
      stopper.ready("listed"); // a stop from now on has solutions to keep
    });
  } catch (e: unknown) {
    await sink.abort();
    throw e;
  } finally {
    stopTicker();
  }
  const cause = result.stopReason === "stopped" ? stopper.cause : undefined;
  const partial = cause !== undefined && args.output !== undefined;
  if (args.stats && args.format !== "json") io.stderr(`${statsText(result.stats)}\n`);
  if (args.format === "json") {
    const rest = resultJson(geometry, { ...result, solutions: [] }, { count: args.count, stats: args.stats });
    const { solutions: _none, ...tail } = rest;
    const fields = JSON.stringify(tail).slice(1);
    await sink.write(`]${fields === "}" ? "}" : `,${fields}`}\n`);
  } else if (args.format === "text") {
    if (args.count) await sink.write(`${listed === 0 ? "" : "\n"}${result.count}\n`);
    if (result.count === 0) io.stderr(`${args.file}: ${result.complete ? "no solution" : `${stoppedBy(cause)} before finding a solution`}\n`);
    else if (!result.complete && !partial) {
      const by = cause !== undefined ? stoppedBy(cause) : `stopped at --limit ${args.limit ?? ""}`.trimEnd();
      io.stderr(`${args.file}: ${by}: the count is a lower bound\n`);
    }
  } else {
    await sink.write(`${summary(result, args, cause)}\n`);
  }
  if (partial) {
    await sink.commit(`${args.output}.partial`);
    io.stderr(`${args.file}: ${stoppedBy(cause)}: the ${listed} solutions found so far are in ${args.output}.partial; ${args.output} not written\n`);
  } else await sink.commit();
  const stoppedByUser = cause !== undefined || (result.stopReason === "limit" && args.limit !== undefined);
  return result.count === 0 && result.complete ? 1 : stoppedByUser ? 3 : 0;
}

/**
 * The solve of `--all`: on a worker thread, each solution handed to `write` as found (awaited, in order);
 * from the TypeScript sources (the in-process tests), where no worker can start, on this thread.
 */
async function solveStreaming(
  puzzle: LoadedPuzzle,
  options: { readonly limit: number; readonly strategy: Strategy; readonly plannerBudget?: number | undefined },
  stopper: Stopper,
  write: (digits: Uint8Array) => Promise<void>,
): Promise<SolveResult> {
  const { streamInWorker, workerScript } = await import("./workers.js");
  const script = workerScript();
  if (script === undefined) {
    let written = Promise.resolve();
    const result = solve(puzzle.model, {
      ...options,
      keep: 0,
      shouldStop: stopper.shouldStop,
      onSolution: (digits) => {
        const copy = digits.slice();
        written = written.then(() => write(copy));
      },
    });
    await written;
    return result;
  }
  const request = {
    kind: "solve" as const,
    layout: puzzle.layout,
    givens: puzzle.model.givens,
    limit: options.limit,
    keep: 0,
    plannerBudget: options.plannerBudget,
  };
  return await streamInWorker(script, { flag: stopper.flag, progress: stopper.progress, strategy: options.strategy }, request, write);
}

function summary(result: SolveResult, args: SolveArgs, cause: StopCause | undefined): string {
  const n = result.count;
  const plural = (k: number): string => `${k} solution${k === 1 ? "" : "s"}`;
  if (cause !== undefined) {
    return n === 0 && !(args.count || args.all)
      ? `${stoppedBy(cause)} before finding a solution`
      : `at least ${plural(n)} (${stoppedBy(cause)}; the count is a lower bound)`;
  }
  if (result.stopReason === "limit" && (args.count || args.all) && args.limit !== undefined) {
    return `at least ${plural(n)} (stopped at --limit ${args.limit}; the count is a lower bound)`;
  }
  if (args.count || args.all) return n === 1 ? "1 solution: unique" : plural(n);
  if (result.status === "none") return "no solution";
  return result.status === "unique" ? "unique solution" : oneSolutionWords(result, args);
}

/** What is known about a puzzle shown with one solution that may not be its only one. */
function oneSolutionWords(result: SolveResult, args: SolveArgs): string {
  if (result.status === "multiple") return `multiple solutions (the first found is shown${args.diff === true ? "" : "; --diff shows where two differ"})`;
  return `a solution found; uniqueness not checked (--limit ${args.limit ?? 1})`;
}

/** With --diff, the cells where the first two solutions found differ. */
function diffLines(geometry: LoadedPuzzle["model"]["geometry"], result: SolveResult, args: SolveArgs): string[] {
  const [first, second] = result.solutions;
  return args.diff === true && first !== undefined && second !== undefined ? solutionDiffText(solutionDiff(geometry, first, second)) : [];
}
