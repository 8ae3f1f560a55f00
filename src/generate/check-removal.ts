import type { Geometry } from "../model/geometry.js";
import { NINE } from "../strategies/registry.js";
import { solve } from "../strategies/solve.js";
import { solveSearch } from "../strategies/solve-search.js";
import { forcedByGivens } from "./forced-by-givens.js";

/**
 * What emptying an orbit of givens does to a puzzle that had one solution: still unique, another solution
 * appears, or the check ran past its node budget ("budget") or was stopped by shouldStop ("stopped").
 */
export type RemovalCheck = "unique" | "multiple" | "budget" | "stopped";

export interface RemovalCheckOptions {
  /** Search nodes all of the check's searches together may take. Default: no limit. */
  readonly nodeBudget?: number;
  /** Polled by the searches (a timeout, an interrupt); true ends the check with "stopped". */
  readonly shouldStop?: (() => boolean) | undefined;
  /** Told the search nodes each of the check's searches took (a caller's account of its work). */
  readonly onNodes?: ((nodes: number) => void) | undefined;
}

/**
 * Whether the puzzle stays unique once the cells of `orbit` are emptied, given that with them filled it has
 * exactly one solution, `solution`. Any other solution of the emptied puzzle differs from `solution` in some
 * cell of the orbit (agreeing on all of them, it would solve the filled puzzle). So instead of counting to
 * two, each orbit cell in turn is searched with its own digit forbidden and the orbit cells before it put
 * back (the cases are disjoint and cover every other solution): limit 1, `solution`'s digits tried first,
 * so that a second solution, which usually differs from the first in few cells, turns up after few nodes.
 * A cell whose digit the remaining givens force (forced-by-givens.ts) needs no search.
 *
 * `givens` is the puzzle with the orbit already emptied; it is changed during the check and restored.
 * Measured against counting to two: see dig-holes.ts.
 */
export function checkRemoval(
  geometry: Geometry,
  givens: Uint8Array,
  solution: Uint8Array,
  orbit: readonly number[],
  options: RemovalCheckOptions = {},
): RemovalCheck {
  const model = { geometry, givens };
  let nodesLeft = options.nodeBudget ?? Infinity;
  const stop = options.shouldStop === undefined ? {} : { shouldStop: options.shouldStop };
  let verdict: RemovalCheck = "unique";
  for (const cell of orbit) {
    const digit = solution[cell]!; // an orbit's cells are cells of the layout, and the solution has each
    if (forcedByGivens(geometry, givens, cell, digit)) {
      givens[cell] = digit;
      continue;
    }
    if (NINE.applies(model, {}).ok) {
      // One classic grid: counting to two with the 9x9 fast path (nine.ts, which has no forbidden digit)
      // settles this cell and the rest of the orbit at once, faster than forbidding digits in the
      // whole-layout search (minimal 9x9: about 1.4 ms a puzzle that way, 0.55 ms this way, as before).
      const result = solve(model, { limit: 2, keep: 0, nodeBudget: nodesLeft, ...stop });
      options.onNodes?.(result.stats.nodes);
      verdict = result.count >= 2 ? "multiple" : result.complete ? "unique" : stopVerdict(result.stopReason);
      break;
    }
    const result = solveSearch(model, {
      limit: 1,
      keep: 0,
      nodeBudget: nodesLeft,
      ...stop,
      forbid: { cell, digit },
      prefer: solution,
    });
    nodesLeft -= result.stats.nodes;
    options.onNodes?.(result.stats.nodes);
    if (result.count > 0) verdict = "multiple";
    else if (!result.complete) verdict = stopVerdict(result.stopReason);
    if (verdict !== "unique") break;
    givens[cell] = digit;
  }
  for (const cell of orbit) givens[cell] = 0;
  return verdict;
}

/** The verdict of a search that ended early without a second solution. */
function stopVerdict(reason: string | undefined): RemovalCheck {
  return reason === "budget" ? "budget" : "stopped";
}
