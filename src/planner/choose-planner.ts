import type { Model } from "../model/model.js";
import { counted } from "../model/counted.js";
import { planHub } from "./plan-hub.js";

/** Below this limit auto prefers search (see choosePlanner). */
const AUTO_PLANNER_MIN_LIMIT = 1000;

/**
 * An outer grid with fewer givens than this is taken to be over the default budget without enumerating
 * it. Measured (9x9 engine, givens drawn at random from a solution, six draws each): every grid with 10,
 * 14, 17 and 20 givens had more than 100,000 solutions; at 22, most had fewer. So 17 leaves a margin; a
 * grid judged wrongly sends the count to search, which is right, only slower at multiplying. Rejected:
 * enumerating a probe (as costly as stage 1 itself on a sparse grid) and a random-walk size estimate
 * (a second search engine for one decision).
 */
const SPARSE_OUTER_GIVENS = 17;

/** The budget the threshold above was measured at (DEFAULT_PLANNER_BUDGET in strategies/registry.ts). */
const SPARSE_MEASURED_BUDGET = 100_000;

/**
 * The auto strategy's choice between the planner and whole-layout search, with the reason shown in stats.
 *
 * Measured on the seed samurai (test/bench/planner.ts): search solves and proves them unique in about 0.1 ms,
 * while the planner first enumerates every outer grid alone (seed A: 4-10 ms warm, about 100 ms cold). So
 * search is the choice for solving and for telling unique from multiple (limit 2). When counting many
 * solutions the planner wins by multiplying instead of enumerating (one run each): seed A with four hub givens removed has
 * 124,204 solutions, counted in 0.46 s by the planner and 3.9 s by search; with six removed, 12 million in
 * 1.9 s, where search had not finished two million after 40 s.
 *
 * A sparse outer grid (fewer than 17 givens, with the default budget) would only fill the budget before the
 * planner gives up: on an empty samurai that took the whole of a --timeout, and the count came back 0.
 * Such a layout goes to search at once.
 */
export function choosePlanner(model: Model, limit: number, budget: number): { readonly planner: boolean; readonly reason: string } {
  // The limit first: it is the cheap test, and solving many puzzles in a row (batches, the generator's
  // uniqueness checks) should not pay for hub detection each time.
  if (limit < AUTO_PLANNER_MIN_LIMIT) {
    return { planner: false, reason: "search is faster at finding a solution and telling unique from multiple" };
  }
  const found = planHub(model);
  if ("reason" in found) return { planner: false, reason: `whole-layout search works for every layout; planner: ${found.reason}` };
  if (budget <= SPARSE_MEASURED_BUDGET) {
    const grids = model.geometry.grids;
    for (const outer of found.plan.outers) {
      const grid = grids[outer.grid];
      if (grid === undefined) continue; // the plan names grids of this layout
      let givens = 0;
      for (const cell of grid.cells) if (model.givens[cell] !== 0) givens++;
      if (givens < SPARSE_OUTER_GIVENS) {
        return {
          planner: false,
          reason: `outer grid ${grid.id} has ${counted(givens, "given")}: a grid that sparse alone has more solutions than the planner's budget, so search counts`,
        };
      }
    }
  }
  return { planner: true, reason: "hub layout and counting many solutions: the planner multiplies outer-grid solutions instead of enumerating them" };
}
