import type { EngineCounts, EngineOptions } from "../model/contract.js";
import type { Model } from "../model/model.js";
import { solveGrid } from "./solve-grid.js";
import type { OuterPlan } from "./plan-hub.js";

/** What an outer grid shows the hub: the digits of its shared cells, and the outer solutions showing them. */
export interface Projection {
  /** Digits at the shared cells, in the order of OuterPlan.outerIndex / hubIndex. */
  readonly digits: Uint8Array;
  /** The outer grid's solutions (81 digits, row-major) with these digits at the shared cells. */
  readonly solutions: Uint8Array[];
}

export interface OuterProjections {
  /** Solutions of the outer grid alone (at most budget + 1: one more says the budget was exceeded). */
  readonly solutions: number;
  /** Distinct projections, in the order first met. */
  readonly projections: Projection[];
  readonly overBudget: boolean;
  /** shouldStop or the node budget ended the enumeration. */
  readonly stopReason?: "stopped" | "budget";
  readonly stats: EngineCounts;
}

/**
 * Stage 1 of the planner for one outer grid: every solution of the grid alone (its model from
 * grid-model.ts), grouped by projection. Solutions are kept (81 bytes each, at most budget + 1 of them)
 * because full solutions are rebuilt from them; the multiplicity of a projection is solutions.length.
 */
export function projectOuter(grid: Model, outer: OuterPlan, budget: number, stop: Pick<EngineOptions, "nodeBudget" | "shouldStop">): OuterProjections {
  const result = solveGrid(grid, { limit: budget + 1, keep: budget + 1, ...stop });
  const byKey = new Map<string, Projection>();
  const shared = outer.outerIndex;
  for (const solution of result.solutions) {
    const digits = new Uint8Array(shared.length);
    for (const [i, cell] of shared.entries()) digits[i] = solution[cell]!; // shared cells are cells of this grid
    const key = digits.join("");
    const seen = byKey.get(key);
    if (seen === undefined) byKey.set(key, { digits, solutions: [solution] });
    else seen.solutions.push(solution);
  }
  return {
    solutions: result.count,
    projections: [...byKey.values()],
    overBudget: result.count > budget,
    ...(result.stopReason === "stopped" || result.stopReason === "budget" ? { stopReason: result.stopReason } : {}),
    stats: result,
  };
}
