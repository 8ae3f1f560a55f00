import type { SolveResult } from "../model/contract.js";
import type { Model } from "../model/model.js";
import type { PlannerOptions } from "../planner/planner-engine.js";
import { PLANNER } from "./registry.js";
import { runStrategy } from "./run-strategy.js";

/**
 * The planner on a hub layout, through the one wrapper. Throws a UsageError when the layout has no hub and
 * a PlannerBudgetError (exit 3) when an outer grid alone has more solutions than the planner's budget.
 */
export function solvePlanner(model: Model, options: PlannerOptions = {}): SolveResult {
  return runStrategy(PLANNER, model, options, "asked for");
}
