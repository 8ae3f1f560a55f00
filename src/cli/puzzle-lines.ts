import { formatIssue, InvalidInputError } from "../model/errors.js";
import { csvHeader, csvRow } from "../format/csv/batch-csv.js";
import type { PuzzleLineAnswer } from "../format/puzzle-lines/puzzle-lines.js";
import { puzzleLineJson, puzzleLineText, solutionField } from "../format/puzzle-lines/puzzle-lines.js";
import type { LoadedInput } from "../format/load-input.js";
import { loadInput } from "../format/load-input.js";
import type { LoadedPuzzle } from "../format/puzzle-json/load-puzzle.js";
import type { Strategy } from "../strategies/solve.js";
import { ratingJson, ratingText } from "../format/logic-json.js";
import type { Rating } from "../logic/rating.js";
import { rateSolve } from "../logic/rating.js";
import { batchStatsText, emptyTally, endStopped } from "./batch-end.js";
import { OVERLONG_REASON } from "../format/batch-lines/solve-line.js";
import type { CliIo } from "./io.js";
import { puzzleLoadOptions } from "./layout-arg.js";
import { countAndRate, progressLine, tickProgress } from "./progress.js";
import type { BatchLine } from "../format/batch-lines/line-kind.js";
import { solveLogicallyStoppable } from "./logic-stoppable.js";
import { solveStoppable } from "./solve-stoppable.js";
import type { Stopper } from "./stop.js";
import { nextUnlessStopped, yieldToEventLoop } from "./stop.js";

export interface PuzzleLinesArgs {
  readonly file: string;
  readonly format: "pretty" | "text" | "json" | "csv";
  readonly output?: string | undefined;
  readonly strategy: Strategy;
  readonly plannerBudget?: number | undefined;
  readonly stats: boolean;
  readonly maxCanvas?: number | undefined;
  /** Solve each line (default), or rate it (`rate`: "line N: 7.2 expert (...)", or JSON Lines as rate writes them). */
  readonly job?: "solve" | "rate";
  /** Techniques outside the default list to add, by name (`--with`; logic/opt-in.ts). */
  readonly with?: readonly string[] | undefined;
}

/**
 * A batch of puzzle documents, one JSON puzzle a line (what `generate --count K` writes), of any layout:
 * each line solved as `solve` solves one puzzle (limit 2: unique or multiple), its answer written in input
 * order (format/puzzle-lines.ts; csv as for 9x9 batches). A line that is not a valid puzzle is reported on
 * stderr with its line number and does not stop the batch. Lines are solved one at a time on this thread,
 * a long one moving to a worker (solve-stoppable.ts), so signals and --timeout are seen. Exit code: the
 * worst that happened (2 an invalid line, 1 a line without solution, 0), or 3 when stopped, the lines done
 * kept as for 9x9 batches (batch-end.ts).
 */
export async function runPuzzleLines(
  lines: AsyncIterable<BatchLine>,
  closeInput: () => void,
  args: PuzzleLinesArgs,
  io: CliIo,
  stopper: Stopper,
): Promise<number> {
  const sink = io.openOutput(args.output);
  const started = performance.now();
  const progress = progressLine(io, started);
  let written = 0;
  const stopTicker = tickProgress(progress, () => `batch: ${countAndRate(written, "lines done", started)}`);
  const tally = emptyTally();
  let worst = 0;
  let lastLine: number | undefined;
  let stoppedAt: number | undefined;
  let ended = false;
  try {
    if (args.format === "csv") await sink.write(csvHeader());
    const iterator = lines[Symbol.asyncIterator]();
    for (;;) {
      if (stopper.shouldStop() || sink.closed()) break;
      // Raced against a stop: an input that stays open (a pipe) must not hold a stop back.
      const next = await nextUnlessStopped(iterator, stopper);
      if (next === "stopped") break;
      if (next.done === true) {
        ended = true;
        break;
      }
      const answer = args.job === "rate" ? await ratePuzzleLine(next.value, args, io, stopper) : await solvePuzzleLine(next.value, args, io, stopper);
      if (answer === "stopped") {
        stoppedAt = next.value.line;
        break;
      }
      for (const problem of answer.problems) {
        progress.clear();
        io.stderr(`${problem}\n`);
      }
      worst = Math.max(worst, answer.status === "invalid" ? 2 : answer.status === "none" ? 1 : 0);
      if (answer.status !== "unknown") tally[answer.status]++;
      tally.nodes += answer.nodes ?? 0;
      const shown = args.stats || args.format === "csv" ? answer : { ...answer, nodes: undefined, ms: undefined };
      await sink.write(
        args.job === "rate"
          ? ratedLine(answer, args.format)
          : args.format === "json"
            ? puzzleLineJson(shown)
            : args.format === "csv"
              ? csvRow({ ...shown, solution: solutionField(shown) })
              : puzzleLineText(shown),
      );
      written++;
      stopper.ready("batch");
      lastLine = answer.line;
      await yieldToEventLoop(); // signals and the progress timer get their turn between lines
    }
  } catch (e: unknown) {
    await sink.abort();
    throw e;
  } finally {
    stopTicker();
    if (!ended) closeInput();
  }
  const cause = stopper.cause;
  if (cause !== undefined && !ended) return endStopped(io, sink, { file: args.file, output: args.output, cause, stoppedAt, lastLine, written });
  await sink.commit();
  if (args.stats) io.stderr(`${batchStatsText(tally, written, performance.now() - started)}\n`);
  return worst;
}

type Answer = PuzzleLineAnswer & { readonly problems: readonly string[]; readonly rating?: Rating };

/** A line read as a puzzle document, or, when it is not a valid one, its invalid answer. */
export function loadPuzzleLine({ line, text, overlong }: BatchLine, file: string, maxCanvas: number | undefined, io: CliIo): LoadedPuzzle | Answer {
  const invalid = (reasons: string[], problems: string[]): Answer => ({ line, status: "invalid", reason: reasons.join("; "), problems });
  if (overlong === true) return invalid([OVERLONG_REASON], [formatIssue({ file, line, message: OVERLONG_REASON })]);
  let loaded: LoadedInput;
  try {
    loaded = loadInput(text, puzzleLoadOptions(file, io, maxCanvas));
  } catch (e: unknown) {
    if (!(e instanceof InvalidInputError)) throw e;
    // The document's own line is 1; the batch's line number takes its place (a column stays useful).
    const issues = e.issues.map((i) => ({ ...i, line }));
    return invalid(
      issues.map((i) => formatIssue({ ...i, file: undefined, line: undefined, column: undefined })),
      issues.map((i) => formatIssue({ ...i, file })),
    );
  }
  if (loaded.kind === "puzzle") return loaded.puzzle;
  const reason = "not a JSON puzzle (a file of JSON Lines holds one puzzle document a line)";
  return invalid([reason], [formatIssue({ file, line, message: reason })]);
}

/** One line's answer, with its problems as stderr lines ("FILE: line N: ..."), or "stopped". */
export async function solvePuzzleLine(batchLine: BatchLine, args: PuzzleLinesArgs, io: CliIo, stopper: Stopper): Promise<Answer | "stopped"> {
  const puzzle = loadPuzzleLine(batchLine, args.file, args.maxCanvas, io);
  return "status" in puzzle ? puzzle : await solveLoadedLine(puzzle, batchLine.line, args, stopper);
}

/** A line's puzzle, read, solved as solvePuzzleLine solves it. */
async function solveLoadedLine(puzzle: LoadedPuzzle, line: number, args: PuzzleLinesArgs, stopper: Stopper): Promise<Answer | "stopped"> {
  const result = await solveStoppable(puzzle, { limit: 2, keep: 1, strategy: args.strategy, plannerBudget: args.plannerBudget }, stopper);
  // Stopped before telling: this line is not done (one solution and a stop leaves uniqueness unknown).
  if (result.stopReason === "stopped" && result.status !== "multiple") return "stopped";
  const first = result.solutions[0];
  const effort = { nodes: result.stats.nodes, ms: result.stats.ms };
  if (first === undefined)
    return { line, status: "none", reason: "no solution", problems: [formatIssue({ file: args.file, line, message: "no solution" })], ...effort };
  const solution = { geometry: puzzle.model.geometry, digits: first };
  if (result.status === "multiple") {
    const reason = "more than one solution; the first found is given";
    return { line, status: "multiple", solution, reason, problems: [formatIssue({ file: args.file, line, message: reason })], ...effort };
  }
  return { line, status: result.status, solution, problems: [], ...effort };
}

/**
 * One line rated as `rate` rates one puzzle: checked by search first (no solution: none; several: multiple,
 * rated as far as logic goes), then solved by the techniques.
 */
async function ratePuzzleLine(batchLine: BatchLine, args: PuzzleLinesArgs, io: CliIo, stopper: Stopper): Promise<Answer | "stopped"> {
  const puzzle = loadPuzzleLine(batchLine, args.file, args.maxCanvas, io);
  if ("status" in puzzle) return puzzle;
  const checked = await solveLoadedLine(puzzle, batchLine.line, args, stopper);
  if (checked === "stopped" || (checked.status !== "unique" && checked.status !== "multiple")) return checked;
  // As `rate` rates one puzzle: on this thread for a short stretch, then on a worker, where a signal stops it
  // at once (a line's logic on this thread held SIGINT back until the line was rated: 25 s on 24 grids).
  const logic = await solveLogicallyStoppable(
    puzzle,
    { knownUnique: checked.status === "unique", multiple: checked.status === "multiple", with: args.with ?? [] },
    stopper,
  );
  if (logic.outcome === "stopped") return "stopped";
  const problems =
    checked.status === "multiple"
      ? [formatIssue({ file: args.file, line: batchLine.line, message: "more than one solution: rated as far as logic goes" })]
      : [];
  return { line: checked.line, status: checked.status, problems, rating: rateSolve(logic) };
}

/** A rated line as rate writes it: "line N: 7.2 expert (...)" (or "line N: none"), or {line, status, difficulty, level, ...}. */
function ratedLine(answer: Answer, format: PuzzleLinesArgs["format"]): string {
  const { line, status, rating, reason } = answer;
  if (format === "json") {
    return `${JSON.stringify({ line, status, ...(rating === undefined ? {} : ratingJson(rating)), ...(reason === undefined ? {} : { reason }) })}\n`;
  }
  return `line ${line}: ${rating === undefined ? status : ratingText(rating)}\n`;
}
