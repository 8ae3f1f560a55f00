/**
 * The test reference: a deliberately naive solver under the same contract as every strategy. It fills the
 * cells in order, trying each digit that no peer holds, with no propagation and no heuristics, so that it
 * is easy to believe. Only for small cases: it is exponentially slower than the real strategies, and its
 * cost has a heavy tail, so it honours `nodeBudget` (default REFERENCE_NODE_BUDGET): a test discards a case
 * that runs out (stopReason "budget") rather than wait on it.
 * Its stats are the engine counts alone: it is no strategy of the registry.
 */
import type { EngineCounts, SolveOptions, SolveResult } from "../../src/model/contract.js";
import { statusOf } from "../../src/model/contract.js";
import type { Model } from "../../src/model/model.js";
import { REFERENCE_NODE_BUDGET } from "./nine-reference.js";

export type ReferenceResult = Omit<SolveResult, "stats"> & { stats: EngineCounts };

export function solveReference(model: Model, options: SolveOptions = {}): ReferenceResult {
  const limit = options.limit ?? 2;
  const keep = options.keep ?? Math.min(limit, 2);
  const g = model.geometry;
  const values = Uint8Array.from(model.givens);
  const solutions: Uint8Array[] = [];
  const budget = options.nodeBudget ?? REFERENCE_NODE_BUDGET;
  let count = 0;
  let nodes = 0;
  let overBudget = false;
  const allowed = (cell: number, d: number): boolean => {
    for (let i = g.peerStart[cell]; i < g.peerStart[cell + 1]; i++) if (values[g.peerList[i]] === d) return false;
    return true;
  };
  // Givens must not clash either.
  for (let cell = 0; cell < g.cellCount; cell++) {
    if (values[cell] !== 0 && !allowed(cell, values[cell])) {
      return { status: "none", count: 0, complete: true, solutions, stats: { nodes, placements: 0, contradictions: 1 } };
    }
  }
  const fill = (cell: number): void => {
    if (count >= limit || overBudget) return;
    if (cell === g.cellCount) {
      count++;
      if (solutions.length < keep) solutions.push(Uint8Array.from(values));
      return;
    }
    if (model.givens[cell] !== 0) return fill(cell + 1);
    for (let d = 1; d <= g.size && count < limit && !overBudget; d++) {
      if (!allowed(cell, d)) continue;
      if (++nodes > budget) {
        overBudget = true;
        return;
      }
      values[cell] = d;
      fill(cell + 1);
      values[cell] = 0;
    }
  };
  fill(0);
  const complete = count < limit && !overBudget;
  return {
    status: statusOf(count, complete),
    count,
    complete,
    ...(complete ? {} : { stopReason: overBudget ? ("budget" as const) : ("limit" as const) }),
    solutions,
    stats: { nodes, placements: 0, contradictions: 0 },
  };
}
