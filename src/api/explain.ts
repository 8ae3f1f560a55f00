import { withoutNetsIf } from "../logic/techniques.js";
import type { ExplainJson } from "../format/logic-json.js";
import { explainJson } from "../format/logic-json.js";
import { solveLogically, techniquesFor } from "../logic/engine.js";
import { optInTechniques } from "../logic/opt-in.js";
import { LimitError } from "../model/errors.js";
import { solve } from "../strategies/solve.js";
import type { PuzzleInput, ReadOptions } from "./puzzle-input.js";
import { loadPuzzleInput } from "./puzzle-input.js";

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
 * it did (`stuck`: a summary and every open cell's candidates), as the CLI's JSON.
 *
 * @example
 *   const report = explain("..9..8.4.6......17.1..4............448.6.3.213............9..8.24......6.5.7..1..");
 *   report.rating?.level; // "expert"
 */
export function explain(puzzle: PuzzleInput, options: ExplainOptions = {}): ExplainReport {
  const { model } = loadPuzzleInput(puzzle, options, "explain");
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
