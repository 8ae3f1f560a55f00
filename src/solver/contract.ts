/**
 * The solver contract: one shape shared by every strategy (whole-layout search, the planner, the fast
 * 9x9 path) and by the naive reference solver in the tests, so that any two can be compared directly.
 *
 *   solve(model, { limit }) -> { status, count, complete, solutions, stats }
 *
 * Glossary (used throughout src/):
 *   cell      one variable of the model: a canvas position covered by at least one grid. A cell shared by
 *             several grids is one cell.
 *   digit     1..9. A cell's value is a digit, 0 while unknown.
 *   unit      nine cells that must hold 1..9 once each: a row, column or box of a grid, or an extra region.
 *   peers     the other cells of all units a cell belongs to.
 *   givens    the digits fixed by the puzzle, one entry per cell (0 = empty).
 *   solution  a digit for every cell (Uint8Array, index = cell).
 */

/** What a strategy reports about the puzzle as a whole. */
export type SolveStatus = "unique" | "multiple" | "none" | "unknown";

/** Why a search ended before exhausting the search space; absent when it did exhaust it. */
export type StopReason = "limit" | "stopped";

export interface SolveOptions {
  /**
   * Stop after finding this many solutions. Default 2: enough to tell unique from multiple.
   * Infinity counts every solution.
   */
  readonly limit?: number;
  /** Keep at most this many solutions in the result (counting goes on). Default: min(limit, 2). */
  readonly keep?: number;
  /**
   * Polled now and then during search; returning true stops it (timeout, interrupt). The result then has
   * stopReason "stopped" and whatever was found so far. `found` is the count so far, for a progress display
   * (a callback that does not need it ignores it).
   */
  readonly shouldStop?: (found: number) => boolean;
}

export interface SolveStats {
  /** Search nodes: branch points visited (a puzzle solved by propagation alone has 0 or 1). */
  nodes: number;
  /** Digits placed by propagation (naked and hidden singles), over the whole search. */
  placements: number;
  /** Dead ends met (a cell or a unit left without a candidate). */
  contradictions: number;
  /** Wall time in milliseconds, measured by the strategy. */
  ms: number;
  /** Strategy-specific extra figures (the planner's stages, for instance). */
  [extra: string]: unknown;
}

export interface SolveResult {
  status: SolveStatus;
  /** Solutions found. Exact when `complete`, a lower bound otherwise. */
  count: number;
  /** True when the search space was exhausted: count is exact. */
  complete: boolean;
  stopReason?: StopReason;
  /** Up to `keep` solutions, in the order found; each has one digit per model cell. */
  solutions: Uint8Array[];
  stats: SolveStats;
}

/** Status from what a search found, in one place so that every strategy reports alike. */
export function statusOf(count: number, complete: boolean): SolveStatus {
  if (count >= 2) return "multiple";
  if (!complete) return "unknown";
  return count === 1 ? "unique" : "none";
}
