import type { SolveResult } from "../model/contract.js";
import { UsageError } from "../model/errors.js";
import { optionsObject } from "../model/option-checks.js";
import type { Model } from "../model/model.js";
import { PlannerBudgetError } from "../planner/budget-error.js";
import { choosePlanner } from "../planner/choose-planner.js";
import type { PlannerOptions } from "../planner/planner-engine.js";
import { NINE, PLANNER, plannerBudgetOf, SEARCH } from "./registry.js";
import { runStrategy } from "./run-strategy.js";

/** What a caller may ask for: a strategy by name, or auto (the registry's choice, with its reason). */
export type Strategy = "auto" | "planner" | "search";

const STRATEGIES: readonly string[] = ["auto", "planner", "search"] satisfies readonly Strategy[];

export interface StrategyOptions extends PlannerOptions {
  readonly strategy?: Strategy;
}

/**
 * The library's entry point: picks a strategy of the registry (registry.ts) for the model and solves it
 * through the one wrapper (run-strategy.ts). The strategy used, and why, is reported in stats.strategy and
 * stats.reason.
 *
 *   planner  asked for: the planner, or a UsageError saying why it does not apply.
 *   search   asked for: the 9x9 engine when it applies (the same search, faster), else whole-layout search.
 *   auto     the 9x9 engine when it applies; else the planner when choosePlanner says it pays (counting
 *            many solutions of a hub layout), falling back to search when its budget is hit; else search.
 */
export function solve(model: Model, options: StrategyOptions = {}): SolveResult {
  optionsObject("solve", options);
  plannerBudgetOf(options); // checked before any engine runs, whichever is chosen
  const asked = options.strategy ?? "auto";
  // Plain JavaScript callers can pass anything: a misspelt name is a usage error, never a silent default.
  if (!STRATEGIES.includes(asked)) throw new UsageError(`unknown strategy ${JSON.stringify(asked)}: use ${STRATEGIES.map((s) => `"${s}"`).join(", ")}`);
  if (asked === "planner") {
    const applies = PLANNER.applies(model, options);
    if (!applies.ok) throw new UsageError(`the planner does not apply: ${applies.why}`);
    return runStrategy(PLANNER, model, options, "asked for");
  }
  const nine = NINE.applies(model, options);
  if (nine.ok) return runStrategy(NINE, model, options, asked === "search" ? `asked for search; ${nine.why}` : nine.why);
  if (asked === "search") return runStrategy(SEARCH, model, options, "asked for");
  if (options.onSolution !== undefined) return runStrategy(SEARCH, model, options, "solutions listed as found: the whole-layout search");
  const choice = choosePlanner(model, options.limit ?? 2, plannerBudgetOf(options));
  // At other sizes the reason says first why the 9x9 engine was not used.
  if (!choice.planner) return runStrategy(SEARCH, model, options, model.geometry.size === 9 ? choice.reason : `${nine.why}; ${choice.reason}`);
  try {
    return runStrategy(PLANNER, model, options, choice.reason);
  } catch (e: unknown) {
    if (!(e instanceof PlannerBudgetError)) throw e;
    const result = runStrategy(SEARCH, model, options, `${e.message}; fell back to search`);
    result.stats.planner = e.plannerStats;
    return result;
  }
}
