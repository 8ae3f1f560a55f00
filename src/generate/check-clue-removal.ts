import type { Geometry } from "../model/geometry.js";
import type { Propagator } from "../rules/rule-kind.js";
import { solveSearch } from "../strategies/solve-search.js";
import type { RemovalCheck, RemovalCheckOptions } from "./check-removal.js";

/**
 * Whether a puzzle that had one solution, `solution`, stays unique once one clue is dropped, given the
 * clue broken as propagators (RuleKind.negation): any other solution of the puzzle without the clue breaks
 * it (keeping it, it would solve the puzzle with the clue). So one search, limit 1, under the clue broken,
 * with `solution`'s digits tried first, finds such a solution or proves there is none. Cheaper than
 * check-removal.ts's search a cell, each with the cell's digit forbidden: there every subtree where the clue
 * holds must be refuted without the clue's help, here the broken clue cuts it at once.
 *
 * `geometry` is the puzzle's layout without the clue, `givens` its givens, `broken` over its cells.
 */
export function checkClueRemoval(
  geometry: Geometry,
  givens: Uint8Array,
  solution: Uint8Array,
  broken: readonly Propagator[],
  options: RemovalCheckOptions = {},
): RemovalCheck {
  const result = solveSearch(
    { geometry, givens },
    {
      limit: 1,
      keep: 0,
      ...(options.nodeBudget === undefined ? {} : { nodeBudget: options.nodeBudget }),
      ...(options.shouldStop === undefined ? {} : { shouldStop: options.shouldStop }),
      prefer: solution,
      require: broken,
    },
  );
  options.onNodes?.(result.stats.nodes);
  if (result.count > 0) return "multiple";
  if (result.complete) return "unique";
  return result.stopReason === "budget" ? "budget" : "stopped";
}
