import type { ExplainJson } from "../format/logic-json.js";
import { stepJson } from "../format/logic-json.js";
import { nextStep, techniquesFor } from "../logic/engine.js";
import { initialState, openCells } from "../logic/state.js";
import { optInTechniques } from "../logic/opt-in.js";
import { LimitError } from "../model/errors.js";
import { solve } from "../strategies/solve.js";
import type { Answers } from "./answers.js";
import type { PuzzleList } from "./each.js";
import { oneOrMany } from "./each.js";
import type { ExplainOptions } from "./explain.js";
import type { PuzzleInput, ReadPuzzle } from "./puzzle-input.js";

/** What `hint --format json` prints (at most one step, no rating), and the puzzle's status. */
export type HintReport = ExplainJson & { readonly status: "unique" | "multiple" | "none" };

/**
 * Only the next step, the easiest one available, in one call (as `hint`): `steps` holds it, or is empty
 * when the puzzle is solved, has no solution, or needs more than the techniques. The puzzle in any form the
 * CLI reads (PuzzleInput); a text holding a batch gives the batch's Answers instead (isAnswers tells).
 *
 * @example
 *   const next = hint("..9..8.4.6......17.1..4............448.6.3.213............9..8.24......6.5.7..1..");
 *   if (!isAnswers(next)) next.steps[0]?.text; // "hidden single: ..."
 */
export function hint(text: string, options?: ExplainOptions): HintReport | Answers<HintReport>;
/** A batch (a list, or an iterable or async iterable, of puzzles in any form): a hint for each, as an async iterable in order. */
export function hint(puzzles: PuzzleList, options?: ExplainOptions): Answers<HintReport>;
/** One puzzle given as an object (parsed JSON, ours or f-puzzles, or a loaded puzzle). */
export function hint(puzzle: object, options?: ExplainOptions): HintReport;
/** Any of the forms above, when its type does not say which. */
export function hint(input: PuzzleInput | PuzzleList, options?: ExplainOptions): HintReport | Answers<HintReport>;
export function hint(input: PuzzleInput | PuzzleList, options: ExplainOptions = {}): HintReport | Answers<HintReport> {
  return oneOrMany(input, options, "hint", hintOne);
}

function hintOne({ puzzle: { model } }: ReadPuzzle, options: ExplainOptions): HintReport {
  const check = solve(model, { limit: 2, keep: 0, ...(options.shouldStop === undefined ? {} : { shouldStop: options.shouldStop }) });
  if (check.stopReason === "stopped") throw new LimitError("stopped before the puzzle was checked");
  if (check.count === 0) return { status: "none", solved: false, steps: [] };
  const state = initialState(model);
  const solved = openCells(state) === 0;
  const step = solved ? undefined : nextStep(state, techniquesFor(model.geometry, check.status === "unique", optInTechniques(options.with ?? [])));
  return { status: check.status === "unique" ? "unique" : "multiple", solved, steps: step === undefined ? [] : [stepJson(model.geometry, step)] };
}
