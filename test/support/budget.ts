/**
 * Bounds for every search on generated input: a random case must not be able to hang the suite (the naive
 * reference solvers' cost has a heavy tail, and so, more rarely, has the real search's). A generated case
 * whose search runs out of its budget is discarded (fc.pre), not failed and not waited on: fast-check draws
 * another, and fails the property only if it must discard too many.
 */
import fc from "fast-check";
import type { StopReason } from "../../src/model/contract.js";

/**
 * Search nodes allowed to the real strategies on a generated case: far above what the properties' puzzles
 * need (a few hundred nodes at most, usually), far below what a second of search visits.
 */
export const NODE_BUDGET = 200_000;

/** The result, after discarding the current fast-check case if its search stopped at its node budget. */
export function withinBudget<T extends { readonly stopReason?: StopReason }>(result: T): T {
  fc.pre(result.stopReason !== "budget");
  return result;
}
