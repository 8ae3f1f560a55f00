import { ruleWarnings } from "../rules/registry.js";
import type { Issue } from "../model/errors.js";
import { InvalidInputError, UsageError } from "../model/errors.js";
import { solve as solveModel } from "../strategies/solve.js";
import type { Answers } from "./answers.js";
import type { PuzzleList } from "./each.js";
import { oneOrMany } from "./each.js";
import type { PuzzleInput, ReadOptions, ReadPuzzle } from "./puzzle-input.js";

export interface ValidateOptions extends ReadOptions {
  /** Also solve: "solvable" (at least one solution) or "unique" (exactly one), as `--solvable`, `--unique`. */
  readonly require?: "solvable" | "unique";
  /** Polled while solving, with `require`; true ends it: the report's status is then "unknown". */
  readonly shouldStop?: () => boolean;
}

/**
 * What `validate` finds: every problem at once (`ok` false), or the puzzle's summary, the warnings it
 * lists (allowed but likely a slip: a killer cage in pieces, overlapping cages), and with `require` the
 * solutions' verdict (`status`; `ok` false when the requirement is not met).
 */
export type ValidateReport =
  | {
      readonly ok: true;
      readonly layout: string;
      readonly grids: number;
      readonly cells: number;
      readonly givens: number;
      readonly warnings: readonly Issue[];
      readonly status?: "unique" | "multiple" | "unknown";
    }
  | { readonly ok: false; readonly issues: readonly Issue[]; readonly status?: "none" | "multiple" };

/**
 * Checks a puzzle in one call (as `validate`): schema, layout, givens and the rules' own checks, every
 * problem at once as issues with a JSON pointer or a canvas place, never a throw for a bad puzzle; with
 * `require`, its solutions too. The puzzle in any form the CLI reads (PuzzleInput); a text holding a batch
 * (JSON Lines, several 81-character lines) gives the batch's Answers, a bad line an `ok: false` result.
 *
 * @example
 *   const report = validate(`{"layout": "single", "givens": {"main": "11${".".repeat(79)}"}}`);
 *   if (!isAnswers(report) && !report.ok) console.log(report.issues[0]?.message); // "given 1 appears twice in row 1 ..."
 */
export function validate(text: string, options?: ValidateOptions): ValidateReport | Answers<ValidateReport>;
/** A batch (a list, or an iterable or async iterable, of puzzles in any form): each checked, as an async iterable in order. */
export function validate(puzzles: PuzzleList, options?: ValidateOptions): Answers<ValidateReport>;
/** One puzzle given as an object (parsed JSON, ours or f-puzzles, or a loaded puzzle). */
export function validate(puzzle: object, options?: ValidateOptions): ValidateReport;
/** Any of the forms above, when its type does not say which. */
export function validate(input: PuzzleInput | PuzzleList, options?: ValidateOptions): ValidateReport | Answers<ValidateReport>;
export function validate(input: PuzzleInput | PuzzleList, options: ValidateOptions = {}): ValidateReport | Answers<ValidateReport> {
  const { require } = options;
  if (require !== undefined && require !== "solvable" && require !== "unique") throw new UsageError('require must be "solvable" or "unique"');
  try {
    return oneOrMany(input, options, "validate", validateOne, invalid);
  } catch (e: unknown) {
    const report = invalid(e);
    if (report === undefined) throw e;
    return report;
  }
}

/** A puzzle that does not read is a report listing its problems, not an error. */
function invalid(e: unknown): ValidateReport | undefined {
  return e instanceof InvalidInputError ? { ok: false, issues: e.issues } : undefined;
}

function validateOne({ puzzle: loaded }: ReadPuzzle, { require, shouldStop }: ValidateOptions): ValidateReport {
  const { model, layout, layoutName } = loaded;
  const summary = {
    layout: layoutName ?? layout.name,
    grids: model.geometry.grids.length,
    cells: model.geometry.cellCount,
    givens: model.givens.reduce((n, d) => n + (d === 0 ? 0 : 1), 0),
    warnings: ruleWarnings(layout, layoutName === undefined ? "/layout" : "", { geometry: model.geometry, givens: model.givens }),
  };
  if (require === undefined) return { ok: true, ...summary };
  const result = solveModel(model, { limit: require === "unique" ? 2 : 1, keep: 0, ...(shouldStop === undefined ? {} : { shouldStop }) });
  if (result.count === 0 && result.complete) return { ok: false, issues: [{ message: "no solution" }], status: "none" };
  if (require === "unique" && result.status === "multiple") return { ok: false, issues: [{ message: "more than one solution" }], status: "multiple" };
  return { ok: true, ...summary, status: result.complete || result.status === "multiple" ? (result.count > 1 ? "multiple" : "unique") : "unknown" };
}
