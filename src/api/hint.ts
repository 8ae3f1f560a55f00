import type { ExplainJson } from "../format/logic-json.js";
import { stepJson } from "../format/logic-json.js";
import { nextStep, techniquesFor } from "../logic/engine.js";
import { initialState, openCells } from "../logic/state.js";
import { optInTechniques } from "../logic/opt-in.js";
import { LimitError, UsageError } from "../model/errors.js";
import { solve } from "../strategies/solve.js";
import type { Answers } from "./answers.js";
import type { PuzzleList } from "./each.js";
import { oneOrMany } from "./each.js";
import type { ExplainOptions } from "./explain.js";
import type { GradedHint, HintLevel } from "./step-hint.js";
import { HINT_LEVELS } from "./step-hint.js";
import type { PlayerPosition } from "./graded-hint.js";
import { gradedHint } from "./graded-hint.js";
import type { PuzzleInput, ReadPuzzle } from "./puzzle-input.js";

/**
 * What `hint --format json` prints (at most one step, no rating), and the puzzle's status; asked for a
 * level, the graded hint too (`hint --level`), and then `steps` holds the step only at level 3 (the lower
 * levels keep it back).
 */
export type HintReport = ExplainJson & { readonly status: "unique" | "multiple" | "none"; readonly hint?: GradedHint };

export interface HintOptions extends ExplainOptions {
  /** A graded hint at this level (1 where to look, 2 the technique and its cells, 3 the whole step). */
  readonly level?: HintLevel;
  /** The player's digits and pencil marks, from which the graded hint is worked out (default: the givens alone). */
  readonly position?: PlayerPosition;
}

/**
 * Only the next step, the easiest one available, in one call (as `hint`): `steps` holds it, or is empty
 * when the puzzle is solved, has no solution, or needs more than the techniques. The puzzle in any form the
 * CLI reads (PuzzleInput); a text holding a batch gives the batch's Answers instead (isAnswers tells).
 *
 * @example
 *   const next = hint("..9..8.4.6......17.1..4............448.6.3.213............9..8.24......6.5.7..1..");
 *   if (!isAnswers(next)) next.steps[0]?.text; // "hidden single: ..."
 *   hint(puzzle, { level: 1, position: { digits: [{ row: 1, col: 3, digit: 4 }] } }).hint?.text; // "Look at box 1."
 */
export function hint(text: string, options?: HintOptions): HintReport | Answers<HintReport>;
/** A batch (a list, or an iterable or async iterable, of puzzles in any form): a hint for each, as an async iterable in order. */
export function hint(puzzles: PuzzleList, options?: HintOptions): Answers<HintReport>;
/** One puzzle given as an object (parsed JSON, ours or f-puzzles, or a loaded puzzle). */
export function hint(puzzle: object, options?: HintOptions): HintReport;
/** Any of the forms above, when its type does not say which. */
export function hint(input: PuzzleInput | PuzzleList, options?: HintOptions): HintReport | Answers<HintReport>;
export function hint(input: PuzzleInput | PuzzleList, options: HintOptions = {}): HintReport | Answers<HintReport> {
  if (options.level !== undefined && !HINT_LEVELS.includes(options.level)) throw new UsageError(`level ${String(options.level)}: a hint's level is 1, 2 or 3`);
  return oneOrMany(input, options, "hint", hintOne);
}

function hintOne({ puzzle: { model } }: ReadPuzzle, options: HintOptions): HintReport {
  const check = solve(model, { limit: 2, keep: 0, ...(options.shouldStop === undefined ? {} : { shouldStop: options.shouldStop }) });
  if (check.stopReason === "stopped") throw new LimitError("stopped before the puzzle was checked");
  if (check.count === 0) return { status: "none", solved: false, steps: [] };
  const status = check.status === "unique" ? "unique" : "multiple";
  if (options.level !== undefined) {
    const graded = gradedHint(model, options.position ?? {}, options.level, {
      ...(options.shouldStop === undefined ? {} : { shouldStop: options.shouldStop }),
      extra: optInTechniques(options.with ?? []),
    });
    return { status, solved: graded.kind === "solved", steps: graded.step === undefined ? [] : [graded.step], hint: graded };
  }
  const state = initialState(model);
  const solved = openCells(state) === 0;
  const step = solved ? undefined : nextStep(state, techniquesFor(model.geometry, check.status === "unique", optInTechniques(options.with ?? [])));
  return { status: check.status === "unique" ? "unique" : "multiple", solved, steps: step === undefined ? [] : [stepJson(model.geometry, step)] };
}
