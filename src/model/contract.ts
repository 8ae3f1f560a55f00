/**
 * The solver contract: one shape shared by every strategy (whole-layout search, the planner, the 9x9
 * engine) and by the naive reference solver in the tests, so that any two can be compared directly.
 *
 *   solve(model, { limit, keep, nodeBudget, shouldStop }) -> { status, count, complete, stopReason?, solutions, stats }
 *
 * Engines receive EngineOptions (checked and defaulted by strategies/run-strategy.ts, the one wrapper) and
 * return an EngineOutcome; the wrapper builds the SolveResult. The words (cell, digit, unit, peer, givens,
 * solution, node, ...) are defined in ARCHITECTURE.md's glossary.
 */

/** What a strategy reports about the puzzle as a whole. */
export type SolveStatus = "unique" | "multiple" | "none" | "unknown";

/**
 * Why a search ended before exhausting the search space; absent when it did exhaust it.
 *   limit    `limit` solutions were found.
 *   stopped  shouldStop returned true (a timeout, an interrupt) or threw.
 *   budget   the engine visited `nodeBudget` search nodes.
 */
export type StopReason = "limit" | "stopped" | "budget";

export interface SolveOptions {
  /**
   * Stop after finding this many solutions. Default 2: enough to tell unique from multiple.
   * Infinity counts every solution. NaN, a negative number or a fraction is an error (exit 2).
   */
  readonly limit?: number;
  /**
   * Keep at most this many solutions in the result (counting goes on). Default: min(limit, 2); never more than
   * limit. NaN, a negative number or a fraction is an error (exit 2).
   */
  readonly keep?: number;
  /**
   * Stop after this many search nodes (each engine counts its own branch points); the result then has
   * stopReason "budget". Default: no budget. NaN or a negative number is an error (exit 2).
   */
  readonly nodeBudget?: number;
  /**
   * Polled every STOP_POLL_NODES search nodes; returning true stops the search (timeout, interrupt). The result
   * then has stopReason "stopped" and whatever was found so far. A shouldStop that throws stops the search
   * the same way, and the wrapper (strategies/run-strategy.ts) then rethrows what it threw. `found` is the
   * count so far, for a progress display (a callback that does not need it ignores it).
   */
  readonly shouldStop?: (found: number) => boolean;
  /**
   * Called with each solution as it is found, in order (streaming: `solve --all` lists solutions without
   * keeping them; pass keep 0). The array is the engine's own and is overwritten after the call returns:
   * copy what you keep. A throwing onSolution ends the solve with its error. Only the whole-layout search
   * streams: with onSolution the 9x9 engine and the planner do not apply (auto takes search).
   */
  readonly onSolution?: (solution: Uint8Array) => void;
}

/**
 * How often every engine polls shouldStop: once per this many search nodes (a power of two, so the test
 * is a mask). One constant, so that a node budget and a stop behave alike whatever the engine.
 */
export const STOP_POLL_NODES = 1024;

/** SolveOptions after the wrapper's checks and defaults: what every engine receives. */
export interface EngineOptions {
  /** 1 or more (a limit of 0 never reaches an engine), or Infinity. */
  readonly limit: number;
  /** 0..limit, an integer or Infinity. */
  readonly keep: number;
  /** Search nodes allowed; Infinity when there is no budget. */
  readonly nodeBudget: number;
  /** Always a function (never throws: the wrapper catches for it); given the count so far. */
  readonly shouldStop: (found: number) => boolean;
  /** SolveOptions.onSolution, for the engines that stream (the whole-layout search). */
  readonly onSolution?: (solution: Uint8Array) => void;
}

/** The figures every engine counts. */
export interface EngineCounts {
  /** Search nodes: branch points visited (a puzzle solved by propagation alone has 0 or 1). */
  nodes: number;
  /** Digits placed by propagation (naked and hidden singles), over the whole search. */
  placements: number;
  /** Dead ends met (a cell or a unit left without a candidate). */
  contradictions: number;
}

/** What an engine returns; the wrapper makes a SolveResult of it (status, time, strategy and reason). */
export interface EngineOutcome extends EngineCounts {
  /** Solutions found, at most the limit. */
  count: number;
  /** Up to `keep` solutions, in the order found. */
  solutions: Uint8Array[];
  /** Absent when the search space was exhausted. */
  stopReason?: StopReason;
  /** The planner's own figures. */
  planner?: PlannerStats;
}

/** The strategies of the registry (strategies/registry.ts), by the name stats report. */
export type StrategyName = "search" | "nine" | "planner";

/** Per outer grid, keyed by grid id in stats.planner.outer. */
export interface OuterStats {
  /** Solutions of the grid alone (budget + 1 when over the budget). */
  solutions: number;
  /** Distinct projections onto the hub. */
  projections: number;
  /** Projections dropped because they contradict the hub givens. */
  prunedByHubGivens: number;
  /** 1-based position in the combination order (0: never reached). */
  step: number;
  /** Partial combinations tried, and rejected, at this grid's step. */
  tried: number;
  pruned: number;
}

/** The planner's figures (planner/planner-engine.ts explains the stages). */
export interface PlannerStats {
  /** Id of the hub grid. */
  hub: string;
  /** Most solutions an outer grid alone may have. */
  budget: number;
  /** An outer grid had more than the budget: the planner gave up. */
  budgetHit: boolean;
  outer: Record<string, OuterStats>;
  /** The outer grids' ids in combination order, space-separated. */
  order: string;
  combinations: number;
  hubSolves: number;
  hubSolutions: number;
  /** Wall time of each stage and in all, in milliseconds. */
  ms: { outer: number; combine: number; hub: number; total: number };
}

export interface SolveStats extends EngineCounts {
  /** Wall time in milliseconds, measured by the wrapper around the engine. */
  ms: number;
  /** The strategy that ran. */
  strategy: StrategyName;
  /** Why it ran: asked for, or the auto choice's reason. */
  reason: string;
  /** The planner's figures, when it ran (or was tried first and fell back to search). */
  planner?: PlannerStats;
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
