import type { PlannerStats } from "../model/contract.js";
import { LimitError } from "../model/errors.js";

/**
 * An outer grid alone has more solutions than the planner's budget. A LimitError (exit 3) when the planner
 * was asked for; the auto strategy catches it and falls back to search, reporting the planner's figures.
 */
export class PlannerBudgetError extends LimitError {
  constructor(
    message: string,
    readonly plannerStats: PlannerStats,
  ) {
    super(message);
    this.name = "PlannerBudgetError";
  }
}
