import { withoutNetsIf } from "../logic/techniques.js";
import { ratingJson } from "../format/logic-json.js";
import { solveLogically, techniquesFor } from "../logic/engine.js";
import { optInTechniques } from "../logic/opt-in.js";
import type { Rating } from "../logic/rating.js";
import { rateSolve } from "../logic/rating.js";
import { LimitError } from "../model/errors.js";
import { solve } from "../strategies/solve.js";
import type { ExplainOptions } from "./explain.js";
import type { PuzzleInput } from "./puzzle-input.js";
import { loadPuzzleInput } from "./puzzle-input.js";

/**
 * What `rate --format json` prints ({difficulty, level, solvedByLogic, techniques}) and the puzzle's
 * status; a puzzle without solution has no rating.
 */
export type RateReport = ({ readonly status: "unique" | "multiple" } & Rating) | { readonly status: "none" };

/**
 * A puzzle's difficulty on Sudoku Explainer's scale, its level and the techniques it takes, in one call
 * (as `rate`): checked by search first, then solved by the step engine.
 *
 * @example
 *   const r = rate(puzzleText);
 *   if (r.status !== "none") console.log(r.difficulty, r.level); // 7.2 "expert"
 */
export function rate(puzzle: PuzzleInput, options: ExplainOptions = {}): RateReport {
  const { model } = loadPuzzleInput(puzzle, options, "rate");
  const check = solve(model, { limit: 2, keep: 0, ...(options.shouldStop === undefined ? {} : { shouldStop: options.shouldStop }) });
  if (check.stopReason === "stopped") throw new LimitError("stopped before the puzzle was checked");
  if (check.count === 0) return { status: "none" };
  const result = solveLogically(model, {
    techniques: techniquesFor(model.geometry, check.status === "unique", optInTechniques(options.with ?? [])),
    ...withoutNetsIf(check.status === "multiple"),
    ...(options.shouldStop === undefined ? {} : { shouldStop: options.shouldStop }),
  });
  if (result.outcome === "stopped") throw new LimitError("stopped before the rating was done");
  return { status: check.status === "unique" ? "unique" : "multiple", ...ratingJson(rateSolve(result)) };
}
