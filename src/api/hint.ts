import type { ExplainJson } from "../format/logic-json.js";
import { stepJson } from "../format/logic-json.js";
import { nextStep, techniquesFor } from "../logic/engine.js";
import { initialState, openCells } from "../logic/state.js";
import { optInTechniques } from "../logic/opt-in.js";
import { LimitError } from "../model/errors.js";
import { solve } from "../strategies/solve.js";
import type { ExplainOptions } from "./explain.js";
import type { PuzzleInput } from "./puzzle-input.js";
import { loadPuzzleInput } from "./puzzle-input.js";

/** What `hint --format json` prints (at most one step, no rating), and the puzzle's status. */
export type HintReport = ExplainJson & { readonly status: "unique" | "multiple" | "none" };

/**
 * Only the next step, the easiest one available, in one call (as `hint`): `steps` holds it, or is empty
 * when the puzzle is solved, has no solution, or needs more than the techniques.
 *
 * @example
 *   hint(puzzleText).steps[0]?.text; // "hidden single: the only place for 4 in the unit; places 4 at ..."
 */
export function hint(puzzle: PuzzleInput, options: ExplainOptions = {}): HintReport {
  const { model } = loadPuzzleInput(puzzle, options, "hint");
  const check = solve(model, { limit: 2, keep: 0, ...(options.shouldStop === undefined ? {} : { shouldStop: options.shouldStop }) });
  if (check.stopReason === "stopped") throw new LimitError("stopped before the puzzle was checked");
  if (check.count === 0) return { status: "none", solved: false, steps: [] };
  const state = initialState(model);
  const solved = openCells(state) === 0;
  const step = solved ? undefined : nextStep(state, techniquesFor(model.geometry, check.status === "unique", optInTechniques(options.with ?? [])));
  return { status: check.status === "unique" ? "unique" : "multiple", solved, steps: step === undefined ? [] : [stepJson(model.geometry, step)] };
}
