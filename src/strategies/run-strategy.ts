import type { EngineOptions, EngineOutcome, SolveOptions, SolveResult, SolveStats } from "../model/contract.js";
import { statusOf } from "../model/contract.js";
import { functionOption, numberOption, optionsObject } from "../model/option-checks.js";
import type { Model } from "../model/model.js";
import type { StrategyEntry } from "./registry.js";

/**
 * THE wrapper around every engine: checks and defaults the options, times the run and builds the
 * SolveResult, so that every strategy reports alike.
 *
 *   limit       default 2; Infinity counts all; NaN, negative or a fraction: UsageError (exit 2). 0: nothing is
 *               searched (count 0, stopReason "limit").
 *   keep        default min(limit, 2); clamped to 0..limit; NaN, negative or a fraction: UsageError (keep 0.5
 *               once answered "unique" with no solution kept).
 *   nodeBudget  default Infinity; NaN or negative: UsageError.
 *   shouldStop  a throwing shouldStop stops the engine at once, like one returning true, and its error is
 *               rethrown once the engine has unwound (the caller's error is the caller's to see).
 *
 * `reason` is why this strategy runs (stats.reason).
 */
export function runStrategy<O extends SolveOptions>(strategy: StrategyEntry<O>, model: Model, options: O, reason: string): SolveResult {
  const started = performance.now();
  optionsObject("solve", options);
  const limit = checked("limit", options.limit, 2, true);
  const keep = Math.min(limit, checked("keep", options.keep, Math.min(limit, 2), true));
  const nodeBudget = checked("nodeBudget", options.nodeBudget, Infinity);
  let thrown: { readonly error: unknown } | undefined;
  const asked = functionOption<(found: number) => boolean>("shouldStop", options.shouldStop);
  const onSolution = functionOption<(solution: Uint8Array) => void>("onSolution", options.onSolution);
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
  const engine: EngineOptions = { limit, keep, nodeBudget, shouldStop, ...(onSolution === undefined ? {} : { onSolution }) };
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

/** The option's value, its default when absent; NaN, a negative number, a non-number or (`integer`) a fraction is a usage error. */
function checked(name: string, value: unknown, fallback: number, integer = false): number {
  return numberOption(name, value, { infinity: true, integer }) ?? fallback;
}
