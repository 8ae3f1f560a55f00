import type { SolveResult } from "../model/contract.js";
import type { Model } from "../model/model.js";
import type { SearchOptions } from "../solver/search.js";
import { SEARCH } from "./registry.js";
import { runStrategy } from "./run-strategy.js";

/** Whole-layout search on any model, through the one wrapper (the library's direct entry to it). */
export function solveSearch(model: Model, options: SearchOptions = {}): SolveResult {
  return runStrategy(SEARCH, model, options, "asked for");
}
