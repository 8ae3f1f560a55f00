import type { SolveStatus, StopReason } from "../model/contract.js";
import type { Model } from "../model/model.js";
import { solve as solveModel } from "../strategies/solve.js";
import type { Answers } from "./answers.js";
import type { PuzzleList } from "./each.js";
import { oneOrMany } from "./each.js";
import type { PuzzleInput, ReadPuzzle } from "./puzzle-input.js";
import type { SolveCallOptions } from "./solve.js";
import { isModel, solverOptions } from "./solve.js";

/** What `solve --count` says: how many solutions, whether that is all of them, and why it stopped if not. */
export interface CountReport {
  readonly status: SolveStatus;
  /** Exact when complete, else a lower bound. */
  readonly count: number;
  readonly complete: boolean;
  readonly stopReason?: StopReason;
}

/**
 * Counts a puzzle's solutions in one call (as `solve --count`): every solution unless `limit` or
 * `nodeBudget` stops it sooner (then `complete` is false and `count` a lower bound); none is kept. The
 * puzzle in any form solve takes; a text holding a batch gives the batch's Answers instead (isAnswers tells).
 *
 * @example
 *   count(".".repeat(81), { limit: 1000 }); // { status: "multiple", count: 1000, complete: false, stopReason: "limit" }
 */
export function count(text: string, options?: SolveCallOptions): CountReport | Answers<CountReport>;
/** A batch (a list, or an iterable or async iterable, of puzzles in any form): each counted, as an async iterable in order. */
export function count(puzzles: PuzzleList, options?: SolveCallOptions): Answers<CountReport>;
/** One puzzle given as an object (parsed JSON, ours or f-puzzles, a loaded puzzle, or a model). */
export function count(puzzle: Model | object, options?: SolveCallOptions): CountReport;
/** Any of the forms above, when its type does not say which. */
export function count(input: PuzzleInput | Model | PuzzleList, options?: SolveCallOptions): CountReport | Answers<CountReport>;
export function count(input: PuzzleInput | Model | PuzzleList, options: SolveCallOptions = {}): CountReport | Answers<CountReport> {
  if (isModel(input)) return countModel(input, options);
  return oneOrMany(input, options, "count", ({ puzzle }: ReadPuzzle, o: SolveCallOptions) => countModel(puzzle.model, o));
}

function countModel(model: Model, options: SolveCallOptions): CountReport {
  const result = solveModel(model, { limit: Infinity, ...solverOptions(options), keep: 0 });
  return {
    status: result.status,
    count: result.count,
    complete: result.complete,
    ...(result.stopReason === undefined ? {} : { stopReason: result.stopReason }),
  };
}
