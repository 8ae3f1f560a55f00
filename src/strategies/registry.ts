import type { EngineOptions, EngineOutcome, SolveOptions, StrategyName } from "../model/contract.js";
import { isClassicNine } from "../model/classic-nine.js";
import type { Model } from "../model/model.js";
import { numberOption } from "../model/option-checks.js";
import type { PlannerOptions } from "../planner/planner-engine.js";
import { plannerEngine } from "../planner/planner-engine.js";
import { planHub } from "../planner/plan-hub.js";
import { nineEngine } from "../solver/nine.js";
import type { SearchOptions } from "../solver/search.js";
import { searchEngine, searchExtras } from "../solver/search.js";

/** Whether a strategy can solve a model, and why (shown in stats.reason and in error messages). */
export interface Applies {
  readonly ok: boolean;
  readonly why: string;
}

/**
 * One strategy of the registry: an engine behind the one wrapper (run-strategy.ts). `applies` is cheap
 * enough to call before every solve; `run` receives the options already checked and defaulted, plus the
 * caller's options for what only this strategy reads (the search's random source, the planner's budget).
 */
export interface StrategyEntry<O extends SolveOptions = SolveOptions> {
  readonly name: StrategyName;
  readonly applies: (model: Model, options: O) => Applies;
  readonly run: (model: Model, engine: EngineOptions, options: O) => EngineOutcome;
}

/** Default of PlannerOptions.plannerBudget: most solutions an outer grid alone may have (CLI --planner-budget). */
export const DEFAULT_PLANNER_BUDGET = 100_000;

/** The planner's budget of the options: a whole number from 1 up (or Infinity), else a UsageError; the default when absent. */
export function plannerBudgetOf(options: PlannerOptions): number {
  return numberOption("plannerBudget", options.plannerBudget, { integer: true, min: 1, infinity: true }) ?? DEFAULT_PLANNER_BUDGET;
}

/** Whole-layout search (solver/search.ts): every layout. */
export const SEARCH: StrategyEntry<SearchOptions> = {
  name: "search",
  applies: () => ({ ok: true, why: "whole-layout search works for every layout" }),
  run: (model, engine, options) => searchEngine(model, engine, searchExtras(model, options)),
};

/**
 * The 9x9 engine (solver/nine.ts): one classic grid without extra rules. Its cells are numbered r*9+c, as
 * the geometry numbers a one-grid layout, so givens and solutions pass through unchanged.
 */
export const NINE: StrategyEntry = {
  name: "nine",
  applies: (model, options) => {
    if (options.onSolution !== undefined)
      return { ok: false, why: "the 9x9 fast path keeps its solutions; listing them as found is the whole-layout search's" };
    const g = model.geometry;
    const classic = g.boxes && g.boxRows === 3;
    const ok = isClassicNine(g);
    const why = ok
      ? "one 9x9 grid: the 9x9 fast path"
      : g.size !== 9
        ? `the 9x9 fast path takes 9x9 grids only (this layout's are ${g.size}x${g.size})`
        : !classic
          ? "the 9x9 fast path takes 3x3 boxes (this layout's grids have other boxes or none)"
          : "the 9x9 fast path takes one grid without extra rules";
    return { ok, why };
  },
  run: (model, engine) => nineEngine(model.givens, engine),
};

/** The planner (planner/planner-engine.ts): hub layouts such as samurai and twin. */
export const PLANNER: StrategyEntry<PlannerOptions> = {
  name: "planner",
  applies: (model, options) => {
    if (options.onSolution !== undefined)
      return { ok: false, why: "the planner counts solutions by multiplicity; listing them as found is the whole-layout search's" };
    const found = planHub(model);
    return "reason" in found ? { ok: false, why: found.reason } : { ok: true, why: "a hub layout" };
  },
  run: (model, engine, options) => plannerEngine(model, engine, plannerBudgetOf(options)),
};

/** The registry, in the order auto considers them (see solve.ts). */
export const STRATEGIES = { nine: NINE, planner: PLANNER, search: SEARCH } as const;
