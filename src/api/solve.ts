import type { SolveResult } from "../model/contract.js";
import type { Model } from "../model/model.js";
import type { StrategyOptions } from "../strategies/solve.js";
import { solve as solveModel } from "../strategies/solve.js";
import type { Answers } from "./answers.js";
import type { PuzzleList } from "./each.js";
import { oneOrMany } from "./each.js";
import type { PuzzleInput, ReadOptions, ReadPuzzle } from "./puzzle-input.js";

/** solve's options: the solver's (limit, keep, nodeBudget, shouldStop, strategy, ...) and the reader's. */
export type SolveCallOptions = StrategyOptions & ReadOptions;

/** The reader's option names: taken out before the rest goes to the solver, which checks its own. */
const READ_KEYS: readonly string[] = ["file", "lossy", "maxCanvasCells", "canvasLayout", "readLayoutFile"] satisfies readonly (keyof ReadOptions)[];

/**
 * Solves a puzzle in one call, under the one solver contract: `{ status, count, complete, solutions,
 * stats }`, by default up to two solutions (enough to tell unique from multiple), the first kept. The
 * puzzle in any form the CLI reads (PuzzleInput: an 81-character line, our JSON or f-puzzles JSON as text
 * or object, a link, canvas text, a loaded puzzle), or a model (`{ geometry, givens }`) as the engines take
 * it. A text holding a batch (JSON Lines, several 81-character lines) gives the batch's Answers instead
 * (isAnswers tells). A bad puzzle is an InvalidInputError listing every problem.
 *
 * @example
 *   const result = solve("..9..8.4.6......17.1..4............448.6.3.213............9..8.24......6.5.7..1..");
 *   if (!isAnswers(result)) result.status; // "unique"
 */
export function solve(text: string, options?: SolveCallOptions): SolveResult | Answers<SolveResult>;
/** A batch (a list, or an iterable or async iterable, of puzzles in any form): each solved, as an async iterable in order. */
export function solve(puzzles: PuzzleList, options?: SolveCallOptions): Answers<SolveResult>;
/** One puzzle given as an object (parsed JSON, ours or f-puzzles, a loaded puzzle, or a model). */
export function solve(puzzle: Model | object, options?: SolveCallOptions): SolveResult;
/** Any of the forms above, when its type does not say which. */
export function solve(input: PuzzleInput | Model | PuzzleList, options?: SolveCallOptions): SolveResult | Answers<SolveResult>;
export function solve(input: PuzzleInput | Model | PuzzleList, options: SolveCallOptions = {}): SolveResult | Answers<SolveResult> {
  if (isModel(input)) return solveModel(input, solverOptions(options));
  return oneOrMany(input, options, "solve", solveOne);
}

function solveOne({ puzzle: { model } }: ReadPuzzle, options: SolveCallOptions): SolveResult {
  return solveModel(model, solverOptions(options));
}

/** A model as the engines take it: a geometry and a Uint8Array of givens (not a puzzle document's givens). */
export function isModel(value: unknown): value is Model {
  const v = value as { geometry?: unknown; givens?: unknown } | null;
  return typeof v === "object" && v !== null && v.givens instanceof Uint8Array && typeof v.geometry === "object" && v.geometry !== null;
}

/** The solver's options: the reader's taken out (the solver refuses names it does not know). */
export function solverOptions(options: SolveCallOptions): StrategyOptions {
  if (options === null || typeof options !== "object") return options;
  return Object.fromEntries(Object.entries(options).filter(([k]) => !READ_KEYS.includes(k))) as StrategyOptions;
}
