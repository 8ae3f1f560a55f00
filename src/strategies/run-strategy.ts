import type { EngineOptions, EngineOutcome, SolveOptions, SolveResult, SolveStats } from "../model/contract.js";
import { statusOf } from "../model/contract.js";
import { UsageError } from "../model/errors.js";
import type { Model } from "../model/model.js";
import type { StrategyEntry } from "./registry.js";

/**
 * THE wrapper around every engine: checks and defaults the options, times the run and builds the
 * SolveResult, so that every strategy reports alike.
 *
 *   limit       default 2; Infinity counts all; NaN or negative: UsageError (exit 2). Below 1 nothing is
 *               searched (count 0, stopReason "limit").
 *   keep        default min(limit, 2); clamped to 0..limit and floored; NaN or negative: UsageError.
 *   nodeBudget  default Infinity; NaN or negative: UsageError.
 *   shouldStop  a throwing shouldStop stops the engine at once, like one returning true, and its error is
 *               rethrown once the engine has unwound (the caller's error is the caller's to see).
 *
 * `reason` is why this strategy runs (stats.reason).
 */
export function runStrategy<O extends SolveOptions>(strategy: StrategyEntry<O>, model: Model, options: O, reason: string): SolveResult {
  const started = performance.now();
  const limit = checked("limit", options.limit, 2);
  const keep = Math.min(limit, floorFinite(checked("keep", options.keep, Math.min(limit, 2))));
  const nodeBudget = checked("nodeBudget", options.nodeBudget, Infinity);
  let thrown: { readonly error: unknown } | undefined;
  const asked = options.shouldStop;
  const shouldStop =
    asked === undefined
      ? neverStop
      : (found: number): boolean => {
          if (thrown !== undefined) return true;
          try {
            return asked(found);
          } catch (e: unknown) {
            thrown = { error: e };
            return true;
          }
        };
  if (options.onSolution !== undefined && typeof options.onSolution !== "function") throw new UsageError("onSolution must be a function");
  const engine: EngineOptions = { limit, keep, nodeBudget, shouldStop, ...(options.onSolution === undefined ? {} : { onSolution: options.onSolution }) };
  const outcome: EngineOutcome =
    limit < 1 ? { count: 0, solutions: [], stopReason: "limit", nodes: 0, placements: 0, contradictions: 0 } : strategy.run(model, engine, options);
  if (thrown !== undefined) throw thrown.error;
  const complete = outcome.stopReason === undefined;
  const stats: SolveStats = {
    nodes: outcome.nodes,
    placements: outcome.placements,
    contradictions: outcome.contradictions,
    ms: performance.now() - started,
    strategy: strategy.name,
    reason,
    ...(outcome.planner === undefined ? {} : { planner: outcome.planner }),
  };
  return {
    status: statusOf(outcome.count, complete),
    count: outcome.count,
    complete,
    ...(complete ? {} : { stopReason: outcome.stopReason }),
    solutions: outcome.solutions,
    stats,
  };
}

const neverStop = (): boolean => false;

/** The option's value, its default when absent; NaN, a negative number or a non-number is a usage error. */
function checked(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  // typeof first: plain JavaScript callers may pass a string or an object where a number belongs.
  if (typeof value !== "number" || Number.isNaN(value) || value < 0) {
    throw new UsageError(`${name} must be a number from 0 up (Infinity allowed), got ${typeof value === "number" ? value : JSON.stringify(value)}`);
  }
  return value;
}

function floorFinite(x: number): number {
  return Number.isFinite(x) ? Math.floor(x) : x;
}
