import type { SolveOptions, SolveResult } from "./contract.js";
import type { Model } from "./model.js";
import { solveSearch } from "./search.js";

export type Strategy = "auto" | "search";

export interface StrategyOptions extends SolveOptions {
  readonly strategy?: Strategy;
}

/**
 * The library's entry point: picks a strategy for the model and solves it under the one contract.
 * The strategy used, and why, is reported in stats.strategy and stats.reason.
 */
export function solve(model: Model, options: StrategyOptions = {}): SolveResult {
  const result = solveSearch(model, options);
  result.stats.strategy = "search";
  result.stats.reason = options.strategy === "search" ? "asked for" : "whole-layout search works for every layout";
  return result;
}
