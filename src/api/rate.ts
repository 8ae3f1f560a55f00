import { withoutNetsIf } from "../logic/techniques.js";
import { ratingJson } from "../format/logic-json.js";
import { solveLogically, techniquesFor } from "../logic/engine.js";
import { optInTechniques } from "../logic/opt-in.js";
import type { Rating } from "../logic/rating.js";
import { rateSolve } from "../logic/rating.js";
import { LimitError } from "../model/errors.js";
import { solve } from "../strategies/solve.js";
import type { Answers } from "./answers.js";
import type { PuzzleList } from "./each.js";
import { oneOrMany } from "./each.js";
import type { ExplainOptions } from "./explain.js";
import type { PuzzleInput, ReadPuzzle } from "./puzzle-input.js";

/**
 * What `rate --format json` prints ({difficulty, level, hardest?, solvedByLogic, techniques}) and the puzzle's
 * status; a puzzle without solution has no rating.
 */
export type RateReport = ({ readonly status: "unique" | "multiple" } & Rating) | { readonly status: "none" };

/**
 * A puzzle's difficulty on Sudoku Explainer's scale, its level and the techniques it takes, in one call
 * (as `rate`): checked by search first, then solved by the step engine. The puzzle in any form the CLI
 * reads (PuzzleInput). A text holding a batch (JSON Lines as `generate --count` writes them, lines of 81
 * characters) gives the batch's Answers, each line rated or its error, as `rate FILE` answers it.
 *
 * @example
 *   const rated = rate("..9..8.4.6......17.1..4............448.6.3.213............9..8.24......6.5.7..1..");
 *   if (!isAnswers(rated) && rated.status !== "none") console.log(rated.difficulty, rated.level); // 7.2 "expert"
 *   for await (const answer of rate(bankJsonl)) console.log(answer.line, "result" in answer ? answer.result.status : answer.error.message);
 */
export function rate(text: string, options?: ExplainOptions): RateReport | Answers<RateReport>;
/** A batch (a list, or an iterable or async iterable, of puzzles in any form): each rated, as an async iterable in order. */
export function rate(puzzles: PuzzleList, options?: ExplainOptions): Answers<RateReport>;
/** One puzzle given as an object (parsed JSON, ours or f-puzzles, or a loaded puzzle). */
export function rate(puzzle: object, options?: ExplainOptions): RateReport;
/** Any of the forms above, when its type does not say which. */
export function rate(input: PuzzleInput | PuzzleList, options?: ExplainOptions): RateReport | Answers<RateReport>;
export function rate(input: PuzzleInput | PuzzleList, options: ExplainOptions = {}): RateReport | Answers<RateReport> {
  return oneOrMany(input, options, "rate", rateOne);
}

function rateOne({ puzzle: { model } }: ReadPuzzle, options: ExplainOptions): RateReport {
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
