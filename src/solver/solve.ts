import { PlannerBudgetError } from "../planner/budget-error.js";
import { choosePlanner } from "../planner/choose-planner.js";
import type { PlannerOptions } from "../planner/solve-planner.js";
import { solvePlanner } from "../planner/solve-planner.js";
import type { SolveResult } from "./contract.js";
import type { Model } from "./model.js";
import { solveNine } from "./nine.js";
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
  const g = model.geometry;
  if (g.grids.length === 1 && (g.layout.rules ?? []).length === 0) {
    // One classic grid: the band-oriented 9x9 search (nine.ts). Its cells are numbered r*9+c, as the
    // geometry numbers a one-grid layout, so givens and solutions pass through unchanged.
    const why = strategy === "search" ? "asked for; one 9x9 grid, so the 9x9 fast path" : "one 9x9 grid: the 9x9 fast path";
    return labelled(solveNine(model.givens, options), "search", why);
  }
  let reason = "asked for";
  let plannerStats: unknown;
  if (strategy === "auto") {
    const choice = choosePlanner(model, options.limit ?? 2, options.plannerBudget);
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
