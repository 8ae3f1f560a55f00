import { BUILTIN_LAYOUTS } from "../../layout/builtin-layouts.js";
import type { Geometry } from "../../model/geometry.js";
import { buildGeometry } from "../../model/geometry.js";
import type { Rating } from "../../logic/rating.js";
import { readLine81 } from "./read-line.js";
import type { Strategy } from "../../strategies/solve.js";
import { solve } from "../../strategies/solve.js";

/** What became of one batch line; shared by the in-process path and the worker threads. */
export interface LineOutcome {
  /** The one status vocabulary of the whole CLI (single puzzles say the same words): unique: one solution;
   * multiple: the first found is given; none: no solution; invalid: not a puzzle; stopped: a timeout or an
   * interrupt came first (never printed: the output ends before that line). */
  readonly status: "unique" | "multiple" | "none" | "invalid" | "stopped";
  /** The 81-digit solution, for unique and multiple. */
  readonly solution?: string;
  /** Why the line has no solution printed (or why the printed one is not the only one). */
  readonly reason?: string;
  /** Search nodes and milliseconds the line took, when asked for (--stats, -f csv) and the line was searched. */
  readonly nodes?: number;
  readonly ms?: number;
  /** The rating, for `rate` (solved and multiple; see rate-line.ts). */
  readonly rating?: Rating;
}

/** Why a batch line longer than the input cap is a bad line. */
export const OVERLONG_REASON = "line too long (more than --max-input-bytes)";

let single: Geometry | undefined;

/** '0': a digit d is the character code DIGIT_ZERO + d. */
const DIGIT_ZERO = 48;

/**
 * A solution as 81 characters. The solution array is the caller's to keep, so the codes go into a scratch
 * array that is reused; one apply call over it is several times cheaper than spreading a mapped copy (the
 * former cost about as much as solving an easy puzzle).
 */
const codes = new Uint8Array(81);
/** The givens of the line being solved: the solver keeps no reference to them, so one array serves every line. */
const scratchGivens = new Uint8Array(81);
export function digitString(solution: Uint8Array): string {
  for (let i = 0; i < 81; i++) codes[i] = solution[i]! + DIGIT_ZERO; // a 9x9 solution: 81 digits (the batch's per-line path)
  return String.fromCharCode.apply(null, codes as unknown as number[]);
}

/**
 * Solves one 81-character line (limit 2, keep 1: enough to tell unique from multiple); with `stats`, the
 * outcome carries the search nodes and time.
 */
export function solveLine(text: string, strategy: Strategy, shouldStop: () => boolean, overlong = false, stats = false): LineOutcome {
  if (overlong) return { status: "invalid", reason: OVERLONG_REASON };
  single ??= buildGeometry(BUILTIN_LAYOUTS.single);
  const givens = readLine81(single, text, "later", scratchGivens);
  if (!(givens instanceof Uint8Array)) return { status: "invalid", reason: givens.reason };
  return solveGivens(givens, () => text, strategy, shouldStop, stats);
}

/**
 * solveLine once the line has been read: `givens` hold its 81 cells (characters already checked), and
 * `text()` gives the line's text, asked for only when the line has no solution (to tell a clash).
 */
export function solveGivens(givens: Uint8Array, text: () => string, strategy: Strategy, shouldStop: () => boolean, stats = false): LineOutcome {
  const { outcome, digits } = solveGivensRaw(givens, text, strategy, shouldStop, stats);
  return digits === undefined ? outcome : { ...outcome, solution: digitString(digits) };
}

/**
 * solveGivens with the solution (unique and multiple) left as the solver's digits, one per cell, beside an
 * outcome without it: for a writer that puts the digits straight into its output (solve-block.ts).
 */
export function solveGivensRaw(
  givens: Uint8Array,
  text: () => string,
  strategy: Strategy,
  shouldStop: () => boolean,
  stats = false,
): { outcome: LineOutcome; digits?: Uint8Array } {
  single ??= buildGeometry(BUILTIN_LAYOUTS.single);
  const result = solve({ geometry: single, givens }, { limit: 2, keep: 1, strategy, shouldStop });
  const effort = stats ? { nodes: result.stats.nodes, ms: result.stats.ms } : {};
  if (result.count === 0) {
    if (!result.complete) return { outcome: { status: "stopped" } };
    const clash = readLine81(single, text(), "now");
    return { outcome: clash instanceof Uint8Array ? { status: "none", reason: "no solution", ...effort } : { status: "invalid", reason: clash.reason } };
  }
  // One solution and then a timeout or an interrupt: whether it is the only one is not known.
  if (result.count === 1 && !result.complete) return { outcome: { status: "stopped" } };
  const digits = result.solutions[0];
  if (digits === undefined) return { outcome: { status: "stopped" } }; // a count of 1 or more keeps a solution: never here
  return result.status === "multiple"
    ? { outcome: { status: "multiple", reason: "more than one solution; the first found is printed", ...effort }, digits }
    : { outcome: { status: "unique", ...effort }, digits };
}
