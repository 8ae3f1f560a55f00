import { PlannerBudgetError } from "../planner/budget-error.js";
import { choosePlanner } from "../planner/choose-planner.js";
import type { PlannerOptions } from "../planner/solve-planner.js";
import { solvePlanner } from "../planner/solve-planner.js";
import type { SolveResult } from "./contract.js";
import type { Model } from "./model.js";
import { solveSearch } from "./search.js";

export type Strategy = "auto" | "planner" | "search";

export interface StrategyOptions extends PlannerOptions {
  readonly strategy?: Strategy;
}

/**
 * The library's entry point: picks a strategy for the model and solves it under the one contract.
 * The strategy used, and why, is reported in stats.strategy and stats.reason.
 */
export function solve(model: Model, options: StrategyOptions = {}): SolveResult {
  const strategy = options.strategy ?? "auto";
  if (strategy === "planner") return labelled(solvePlanner(model, options), "planner", "asked for");
  let reason = "asked for";
  let plannerStats: unknown;
  if (strategy === "auto") {
    const choice = choosePlanner(model, options.limit ?? 2);
    reason = choice.reason;
    if (choice.planner) {
      try {
        return labelled(solvePlanner(model, options), "planner", reason);
      } catch (e: unknown) {
        if (!(e instanceof PlannerBudgetError)) throw e;
        reason = `${e.message}; fell back to search`;
        plannerStats = e.plannerStats;
      }
    }
  }
  const result = labelled(solveSearch(model, options), "search", reason);
  if (plannerStats !== undefined) result.stats.planner = plannerStats;
  return result;
}

function labelled(result: SolveResult, strategy: string, reason: string): SolveResult {
  result.stats.strategy = strategy;
  result.stats.reason = reason;
  return result;
}
