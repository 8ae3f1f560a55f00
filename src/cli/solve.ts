import { LimitError, formatIssue } from "../errors.js";
import { canvasRows } from "../format/canvas-rows.js";
import { prettyCanvas } from "../format/pretty.js";
import { resultJson } from "../format/result-json.js";
import { statsText } from "../format/stats-text.js";
import { BUILTIN_LAYOUTS } from "../layout/builtin-layouts.js";
import { buildGeometry } from "../layout/geometry.js";
import type { Batch, LoadedPuzzle } from "../layout/load-puzzle.js";
import { loadInput } from "../layout/load-puzzle.js";
import { readLine81 } from "../layout/read-line.js";
import type { SolveResult } from "../solver/contract.js";
import type { Strategy } from "../solver/solve.js";
import { solve } from "../solver/solve.js";
import type { CliIo } from "./io.js";

export type OutputFormat = "pretty" | "text" | "json";

export interface SolveArgs {
  readonly file: string;
  readonly format: OutputFormat;
  readonly count: boolean;
  readonly all: boolean;
  readonly limit?: number;
  readonly output?: string;
  readonly stats: boolean;
  readonly color: boolean;
  readonly strategy: Strategy;
  readonly plannerBudget?: number;
  readonly timeout?: number;
  readonly maxCanvas?: number;
}

/** `combo-sudoku solve FILE`: solve one puzzle (or a batch of 9x9 lines) and report; returns the exit code. */
export function runSolve(args: SolveArgs, io: CliIo): number {
  const text = io.readText(args.file);
  const input = loadInput(text, { file: args.file, maxCanvasCells: args.maxCanvas });
  const deadline = args.timeout === undefined ? undefined : performance.now() + args.timeout * 1000;
  const shouldStop = deadline === undefined ? undefined : () => performance.now() > deadline;
  const out =
    input.kind === "batch"
      ? solveBatch(input.batch, args, io, shouldStop)
      : solveOne(input.puzzle, args, io, shouldStop);
  if (args.output !== undefined) io.writeFileAtomic(args.output, out.text);
  else io.stdout(out.text);
  return out.exitCode;
}

interface Outcome {
  text: string;
  exitCode: number;
}

function solveOne(puzzle: LoadedPuzzle, args: SolveArgs, io: CliIo, shouldStop?: () => boolean): Outcome {
  const listing = args.count || args.all;
  const limit = args.limit ?? (listing ? Infinity : 2);
  const keep = args.all ? limit : 1;
  const result = solve(puzzle.model, { limit, keep, strategy: args.strategy, plannerBudget: args.plannerBudget, shouldStop });
  const geometry = puzzle.model.geometry;
  const stoppedByUser = result.stopReason === "stopped" || (result.stopReason === "limit" && args.limit !== undefined && listing);
  if (args.stats && args.format !== "json") io.stderr(`${statsText(result.stats)}\n`);
  if (result.stopReason === "stopped" && result.count === 0) {
    throw new LimitError(`${args.file}: stopped by --timeout ${args.timeout ?? ""} before finding a solution`.replace("  ", " "));
  }

  let text: string;
  if (args.format === "json") {
    text = `${JSON.stringify(resultJson(geometry, result, { count: args.count, stats: args.stats }))}\n`;
  } else if (args.format === "text") {
    const shown = args.count && !args.all ? [] : result.solutions;
    const blocks = shown.map((s) => canvasRows(geometry, s).join("\n"));
    if (args.count) blocks.push(String(result.count));
    text = blocks.length > 0 ? `${blocks.join("\n\n")}\n` : "";
    if (result.count === 0) io.stderr(`${args.file}: no solution\n`);
  } else {
    const color = args.color && args.output === undefined;
    const shown = result.solutions.map((s, i) => {
      const picture = prettyCanvas(geometry, s, { color, givens: puzzle.model.givens });
      return args.all ? `solution ${i + 1}\n${picture}` : picture;
    });
    const header = puzzle.title === undefined ? [] : [puzzle.title];
    text = `${[...header, ...shown, summary(result, args)].join("\n")}\n`;
  }
  const exitCode = result.count === 0 && result.complete ? 1 : stoppedByUser ? 3 : 0;
  return { text, exitCode };
}

function summary(result: SolveResult, args: SolveArgs): string {
  const n = result.count;
  const plural = (k: number): string => `${k} solution${k === 1 ? "" : "s"}`;
  if (result.stopReason === "stopped") return `at least ${plural(n)} (stopped by --timeout; the count is a lower bound)`;
  if (result.stopReason === "limit" && (args.count || args.all) && args.limit !== undefined) {
    return `at least ${plural(n)} (stopped at --limit ${args.limit}; the count is a lower bound)`;
  }
  if (args.count || args.all) return n === 1 ? "1 solution: unique" : plural(n);
  if (result.status === "none") return "no solution";
  return result.status === "unique" ? "unique solution" : "multiple solutions (the first found is shown)";
}

/**
 * A batch of 9x9 puzzles, one per line: every line gets exactly one output line, in order: the 81-digit
 * solution, or the input line unchanged when it has no solution or is not a valid puzzle. Reasons go to
 * stderr with the line number; the exit code is the worst that happened (2 invalid, 1 unsolvable, 0).
 */
function solveBatch(batch: Batch, args: SolveArgs, io: CliIo, shouldStop?: () => boolean): Outcome {
  const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
  let worst = 0;
  const lines: string[] = [];
  for (const { line, text } of batch.lines) {
    const problem = (message: string, code: number): void => {
      io.stderr(`${formatIssue({ file: args.file, line, message })}\n`);
      worst = Math.max(worst, code);
      lines.push(text);
    };
    const givens = readLine81(geometry, text);
    if (!(givens instanceof Uint8Array)) {
      problem(givens.reason, 2);
      continue;
    }
    const result = solve({ geometry, givens }, { limit: 2, keep: 1, strategy: args.strategy, shouldStop });
    if (result.count === 0) {
      if (result.complete) problem("no solution", 1);
      else problem("stopped by --timeout", 3);
      continue;
    }
    if (result.status === "multiple") io.stderr(`${formatIssue({ file: args.file, line, message: "more than one solution; the first found is printed" })}\n`);
    lines.push(Array.from(result.solutions[0]).join(""));
  }
  const text = args.format === "json" ? `${JSON.stringify({ solutions: lines })}\n` : lines.length > 0 ? `${lines.join("\n")}\n` : "";
  return { text, exitCode: worst === 3 ? 3 : worst };
}
