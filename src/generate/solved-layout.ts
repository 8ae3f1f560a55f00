import { InvalidInputError } from "../model/errors.js";
import type { Geometry } from "../model/geometry.js";
import { solveSearch } from "../strategies/solve-search.js";
import type { Random } from "./random.js";

/** Restart a search after this many search nodes without a solution (its node budget). */
const NODES_PER_TRY = 20_000;

/**
 * A random full solution of the layout: the whole-layout search on the empty layout, limit 1, trying the
 * digits of each branch cell in an order drawn from `random`. Random value order can, rarely, wander into a
 * large dead subtree (heavy tail), so a search that passes a node budget is abandoned for a fresh one; the
 * budget counts nodes, not time, so the result stays a function of the generator's state.
 * Returns undefined only when `shouldStop` (the caller's timeout) ended the work. A layout whose extra rules
 * leave no solution at all is invalid input.
 */
export function solvedLayout(geometry: Geometry, random: Random, shouldStop?: () => boolean): Uint8Array | undefined {
  const givens = new Uint8Array(geometry.cellCount);
  for (;;) {
    const result = solveSearch(
      { geometry, givens },
      { limit: 1, keep: 1, random: random.nextUint32, nodeBudget: NODES_PER_TRY, ...(shouldStop === undefined ? {} : { shouldStop }) },
    );
    if (result.solutions.length > 0) return result.solutions[0];
    if (result.stopReason === "stopped") return undefined;
    if (result.complete) {
      throw new InvalidInputError([{ message: `layout "${geometry.name}" has no solution at all: its rules contradict each other` }]);
    }
  }
}
