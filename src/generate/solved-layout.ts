import { InvalidInputError } from "../model/errors.js";
import type { Geometry } from "../model/geometry.js";
import { solveSearch } from "../strategies/solve-search.js";
import type { Random } from "./random.js";

/** Restart a search after this many search nodes without a solution (the first tries' node budget). */
const NODES_PER_TRY = 20_000;
/** Tries at one budget before it doubles. */
const TRIES_PER_BUDGET = 8;

/**
 * A random full solution of the layout: the whole-layout search on the empty layout, limit 1, trying the
 * digits of each branch cell in an order drawn from `random`. Random value order can, rarely, wander into a
 * large dead subtree (heavy tail), so a search that passes a node budget is abandoned for a fresh one; the
 * budget counts nodes, not time, so the result stays a function of the generator's state. The budget
 * doubles every TRIES_PER_BUDGET tries, so that a layout whose rules need a larger search (to find its one
 * solution, or to prove it has none) still gets an answer rather than restarts without end. `firstBudget`
 * is the first tries' node budget (tests set it small). Returns undefined only when `shouldStop` (the
 * caller's timeout) ended the work. A layout whose extra rules leave no solution at all is invalid input.
 */
export function solvedLayout(geometry: Geometry, random: Random, shouldStop?: () => boolean, firstBudget = NODES_PER_TRY): Uint8Array | undefined {
  const givens = new Uint8Array(geometry.cellCount);
  for (let tries = 0; ; tries++) {
    const nodeBudget = firstBudget * 2 ** Math.floor(tries / TRIES_PER_BUDGET);
    const result = solveSearch(
      { geometry, givens },
      { limit: 1, keep: 1, random: random.nextUint32, nodeBudget, ...(shouldStop === undefined ? {} : { shouldStop }) },
    );
    if (result.solutions.length > 0) return result.solutions[0];
    if (result.stopReason === "stopped") return undefined;
    if (result.complete) {
      throw new InvalidInputError([{ message: `layout "${geometry.name}" has no solution at all: its rules contradict each other` }]);
    }
  }
}
