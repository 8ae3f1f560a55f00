import type { Model } from "../model/model.js";
import { planHub } from "./plan-hub.js";

/** Below this limit auto prefers search (see choosePlanner). */
const AUTO_PLANNER_MIN_LIMIT = 1000;

/**
 * The auto strategy's choice between the planner and whole-layout search, with the reason shown in stats.
 *
 * Measured on the seed samurai (test/bench/planner.ts): search solves and proves them unique in about 0.1 ms,
 * while the planner first enumerates every outer grid alone (seed A: 4-10 ms warm, about 100 ms cold). So
 * search is the choice for solving and for telling unique from multiple (limit 2). When counting many
 * solutions the planner wins by multiplying instead of enumerating (one run each): seed A with four hub givens removed has
 * 124,204 solutions, counted in 0.46 s by the planner and 3.9 s by search; with six removed, 12 million in
 * 1.9 s, where search had not finished two million after 40 s.
 */
export function choosePlanner(model: Model, limit: number): { readonly planner: boolean; readonly reason: string } {
  // The limit first: it is the cheap test, and solving many puzzles in a row (batches, the generator's
  // uniqueness checks) should not pay for hub detection each time.
  if (limit < AUTO_PLANNER_MIN_LIMIT) {
    return { planner: false, reason: "search is faster at finding a solution and telling unique from multiple" };
  }
  const found = planHub(model);
  if ("reason" in found) return { planner: false, reason: `whole-layout search works for every layout; planner: ${found.reason}` };
  return { planner: true, reason: "hub layout and counting many solutions: the planner multiplies outer-grid solutions instead of enumerating them" };
}
