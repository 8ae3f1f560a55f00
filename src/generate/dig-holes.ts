import type { Geometry } from "../model/geometry.js";
import { solve } from "../strategies/solve.js";
import type { Random } from "./random.js";

const DEFAULT_CHECK_BUDGET = 16;

export interface DigOptions {
  /** Cells removed together (see symmetry-orbits.ts); every cell in exactly one orbit. */
  readonly orbits: readonly (readonly number[])[];
  /** Stop as soon as the puzzle has this many givens or fewer. Absent: go on to a minimal puzzle. */
  readonly target?: number;
  /** Polled by the solver; true ends the work (the result then has stopped: true). */
  readonly shouldStop?: () => boolean;
  /**
   * Search nodes one uniqueness check may take, in thousands (the solver's nodeBudget, which every engine
   * counts alike). A check past it keeps its orbit: the puzzle stays provably unique, but that orbit might have
   * been removable. Counted in nodes, not time, so the result does not depend on the machine. Default 16.
   */
  readonly checkBudget?: number;
  /** Called after each uniqueness check with the number of givens left. */
  readonly onCheck?: (givens: number) => void;
  /**
   * Replaces the uniqueness check by search: true keeps the cells emptied. It must accept only puzzles
   * with exactly one solution (generate-level.ts passes "solved by the techniques up to a level", which
   * implies it: every step holds in every solution).
   */
  readonly accept?: (givens: Uint8Array) => boolean;
}

export interface DigResult {
  /** One digit per cell, 0 where the cell was emptied. */
  readonly givens: Uint8Array;
  readonly count: number;
  /** True when shouldStop ended the work: the givens are unique but not dug as far as asked. */
  readonly stopped: boolean;
  /** Orbits kept because their check ran past the budget: 0 means a minimal puzzle when no target was set. */
  readonly unproven: number;
}

/**
 * Empties cells of a full solution while the puzzle keeps exactly one solution: the orbits are tried once
 * each, in an order drawn from `random`; an orbit is emptied for good when the solver (limit 2, through
 * solve() so that each layout gets its fastest strategy) still finds one solution, and refilled otherwise.
 *
 * One pass is enough for a minimal puzzle (no orbit can be emptied without losing uniqueness): an orbit
 * refilled at some point had more givens around it than at the end, and fewer givens never remove
 * solutions, so emptying it from the final puzzle would not be unique either. That holds for orbits refilled
 * because the solver found two solutions, not for those whose check ran out of budget (counted in unproven):
 * on large layouts the whole-layout search can wander between grids for a long time (heavy tail).
 */
export function digHoles(geometry: Geometry, solution: Uint8Array, random: Random, options: DigOptions): DigResult {
  const givens = Uint8Array.from(solution);
  let count = givens.length;
  const order = random.shuffle([...options.orbits]);
  const model = { geometry, givens };
  const budget = options.checkBudget ?? DEFAULT_CHECK_BUDGET;
  let unproven = 0;
  for (const orbit of order) {
    if (options.target !== undefined && count <= options.target) break;
    // Checked between removals too: a 9x9 check is shorter than the solver's polling interval.
    if (options.shouldStop?.() === true) return { givens, count, stopped: true, unproven };
    for (const c of orbit) givens[c] = 0;
    if (options.accept !== undefined) {
      if (options.accept(givens)) count -= orbit.length;
      else for (const c of orbit) givens[c] = solution[c];
      options.onCheck?.(count);
      continue;
    }
    const stop = options.shouldStop === undefined ? {} : { shouldStop: options.shouldStop };
    const result = solve(model, { limit: 2, keep: 0, nodeBudget: budget * 1000, ...stop });
    if (result.count === 1 && result.complete) count -= orbit.length;
    else {
      for (const c of orbit) givens[c] = solution[c];
      if (result.stopReason === "stopped") return { givens, count, stopped: true, unproven };
      if (result.stopReason === "budget") unproven++;
    }
    options.onCheck?.(count);
  }
  return { givens, count, stopped: false, unproven };
}
