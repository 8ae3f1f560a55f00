import { withoutNetsIf } from "../logic/techniques.js";
import type { ExplainJson } from "../format/logic-json.js";
import { explainJson } from "../format/logic-json.js";
import { solveLogically, techniquesFor } from "../logic/engine.js";
import { optInTechniques } from "../logic/opt-in.js";
import { LimitError } from "../model/errors.js";
import { solve } from "../strategies/solve.js";
import type { Answers } from "./answers.js";
import type { PuzzleList } from "./each.js";
import { oneOrMany } from "./each.js";
import type { PuzzleInput, ReadOptions, ReadPuzzle } from "./puzzle-input.js";

export interface ExplainOptions extends ReadOptions {
  /** Polled during the work (a timeout, a Stop button); true ends it with a LimitError (exit code 3). */
  readonly shouldStop?: () => boolean;
  /**
   * Techniques outside the default list to add, by name, as the CLI's `--with` takes them
   * ("als-xy-wing", "als-xy-chain": OPT_IN_NAMES); an unknown name is a UsageError (exit code 2).
   */
  readonly with?: readonly string[];
}

/**
 * What `explain --format json` prints, and the puzzle's status: `none` (no solution: no steps), `unique`,
 * or `multiple` (logic goes as far as the solutions agree).
 */
export type ExplainReport = ExplainJson & { readonly status: "unique" | "multiple" | "none" };

/**
 * The steps a person takes, never guessing, in one call: the puzzle read (any form, see PuzzleInput),
 * checked by search (one solution: the uniqueness techniques may be used), solved by the step engine
 * taking the easiest step each time; the steps with their texts, the rating, and where logic stopped when
 * it did (`stuck`: a summary and every open cell's candidates), as the CLI's JSON. A text holding a batch
 * (JSON Lines, several 81-character lines) gives the batch's Answers instead (isAnswers tells); a puzzle
 * without solution is `status: "none"`; a bad puzzle is an InvalidInputError listing every problem (in a
 * batch, that line's `error` answer).
 *
 * @example
 *   const report = explain("..9..8.4.6......17.1..4............448.6.3.213............9..8.24......6.5.7..1..");
 *   if (!isAnswers(report)) report.rating?.level; // "expert"
 */
export function explain(text: string, options?: ExplainOptions): ExplainReport | Answers<ExplainReport>;
/** A batch (a list, or an iterable or async iterable, of puzzles in any form): each explained, as an async iterable in order. */
export function explain(puzzles: PuzzleList, options?: ExplainOptions): Answers<ExplainReport>;
/** One puzzle given as an object (parsed JSON, ours or f-puzzles, or a loaded puzzle). */
export function explain(puzzle: object, options?: ExplainOptions): ExplainReport;
/** Any of the forms above, when its type does not say which. */
export function explain(input: PuzzleInput | PuzzleList, options?: ExplainOptions): ExplainReport | Answers<ExplainReport>;
export function explain(input: PuzzleInput | PuzzleList, options: ExplainOptions = {}): ExplainReport | Answers<ExplainReport> {
  return oneOrMany(input, options, "explain", explainOne);
}

function explainOne({ puzzle: { model } }: ReadPuzzle, options: ExplainOptions): ExplainReport {
  const check = solve(model, { limit: 2, keep: 0, ...(options.shouldStop === undefined ? {} : { shouldStop: options.shouldStop }) });
  if (check.stopReason === "stopped") throw new LimitError("stopped before the puzzle was checked");
  if (check.count === 0) return { status: "none", solved: false, steps: [] };
  const result = solveLogically(model, {
    techniques: techniquesFor(model.geometry, check.status === "unique", optInTechniques(options.with ?? [])),
    ...withoutNetsIf(check.status === "multiple"),
    ...(options.shouldStop === undefined ? {} : { shouldStop: options.shouldStop }),
  });
  if (result.outcome === "stopped") throw new LimitError(`stopped after ${result.steps.length} steps`);
  return { status: check.status === "unique" ? "unique" : "multiple", ...explainJson(result).json };
}
