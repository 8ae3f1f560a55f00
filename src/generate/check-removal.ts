import type { Geometry } from "../layout/geometry.js";
import { solveSearch } from "../solver/search.js";
import { solve } from "../solver/solve.js";
import { forcedByGivens } from "./forced-by-givens.js";

/** What emptying an orbit of givens does to a puzzle that had one solution. */
export type RemovalCheck = "unique" | "multiple" | "stopped";

/**
 * Whether the puzzle stays unique once the cells of `orbit` are emptied, given that with them filled it has
 * exactly one solution, `solution`. Any other solution of the emptied puzzle differs from `solution` in some
 * cell of the orbit (agreeing on all of them, it would solve the filled puzzle). So instead of counting to
 * two, each orbit cell in turn is searched with its own digit forbidden and the orbit cells before it put
 * back (the cases are disjoint and cover every other solution): limit 1, `solution`'s digits tried first,
 * so that a second solution, which usually differs from the first in few cells, turns up after few nodes.
 *
 * A cell whose digit the remaining givens force (forced-by-givens.ts) needs no search.
 *
 * `givens` is the puzzle with the orbit already emptied; it is changed during the check and restored.
 * `shouldStop` is polled by the search (every 1024 nodes) across all of the orbit's searches; true ends the
 * check with "stopped".
 *
 * Measured against counting to two: see dig-holes.ts.
 */
export function checkRemoval(
  geometry: Geometry,
  givens: Uint8Array,
  solution: Uint8Array,
  orbit: readonly number[],
  shouldStop?: () => boolean,
): RemovalCheck {
  const model = { geometry, givens };
  let verdict: RemovalCheck = "unique";
  for (const cell of orbit) {
    if (forcedByGivens(geometry, givens, cell, solution[cell])) {
      givens[cell] = solution[cell];
      continue;
    }
    if (isPlainNine(geometry)) {
      // One classic grid: counting to two with the 9x9 fast path (nine.ts, which has no forbidden digit)
      // settles this cell and the rest of the orbit at once, faster than forbidding digits in the
      // whole-layout search (minimal 9x9: about 1.4 ms a puzzle that way, 0.55 ms this way, as before).
      const result = solve(model, { limit: 2, keep: 0, shouldStop });
      verdict = result.count >= 2 ? "multiple" : result.complete ? "unique" : "stopped";
      break;
    }
    const result = solveSearch(model, { limit: 1, keep: 0, forbid: { cell, digit: solution[cell] }, prefer: solution, shouldStop });
    if (result.count > 0) verdict = "multiple";
    else if (!result.complete) verdict = "stopped";
    if (verdict !== "unique") break;
    givens[cell] = solution[cell];
  }
  for (const cell of orbit) givens[cell] = 0;
  return verdict;
}

/** The layouts solve() hands to the 9x9 fast path: one grid, no extra rules. */
function isPlainNine(geometry: Geometry): boolean {
  return geometry.grids.length === 1 && (geometry.layout.rules ?? []).length === 0;
}
