import type { Geometry } from "../model/geometry.js";
import { checkRemoval } from "./check-removal.js";
import type { Random } from "./random.js";

const DEFAULT_CHECK_BUDGET = 16;

export interface DigOptions {
  /** Cells removed together (see symmetry-orbits.ts); every cell in exactly one orbit. */
  readonly orbits: readonly (readonly number[])[];
  /** Stop as soon as the puzzle has this many givens or fewer. Absent: go on to a minimal puzzle. */
  readonly target?: number | undefined;
  /** Polled by the solver; true ends the work (the result then has stopped: true). */
  readonly shouldStop?: (() => boolean) | undefined;
  /**
   * Search nodes one uniqueness check may take, in thousands (the solver's nodeBudget, which every engine
   * counts alike). A check past it keeps its orbit: the puzzle stays provably unique, but that orbit might have
   * been removable. Counted in nodes, not time, so the result does not depend on the machine. Default 16.
   */
  readonly checkBudget?: number;
  /** Called after each uniqueness check with the number of givens left. */
  readonly onCheck?: ((givens: number) => void) | undefined;
  /**
   * A further test of each removal the uniqueness check passed (the puzzle then has exactly one solution, so
   * the test may assume it: the uniqueness techniques hold): "keep" empties the orbit for good, "refill"
   * puts it back, "finish" keeps it and ends the digging there (the puzzle is what was wanted). Absent: keep.
   */
  readonly accept?: (givens: Uint8Array, orbit: readonly number[]) => DigVerdict;
  /**
   * True when accept keeps only puzzles with exactly one solution by itself (a solve with sound techniques
   * that finishes: every step holds in every solution): the search is then skipped, and accept is asked
   * about every removal. Cheaper where the techniques are (singles on a sumo). Default false.
   */
  readonly acceptProvesUnique?: boolean;
}

/** What DigOptions.accept makes of a unique removal. */
export type DigVerdict = "keep" | "refill" | "finish";

export interface DigResult {
  /** One digit per cell, 0 where the cell was emptied. */
  readonly givens: Uint8Array;
  readonly count: number;
  /** True when shouldStop ended the work: the givens are unique but not dug as far as asked. */
  readonly stopped: boolean;
  /** Orbits kept because their check ran past the budget: 0 means a minimal puzzle when no target was set. */
  readonly unproven: number;
  /** True when accept ended the digging ("finish"). */
  readonly finished: boolean;
}

/**
 * Empties cells of a full solution while the puzzle keeps exactly one solution: the orbits are tried once
 * each, in an order drawn from `random`; an orbit is emptied for good when check-removal.ts shows that no
 * other solution appears (the removed digits forbidden in turn, the known solution tried first), and
 * refilled otherwise.
 *
 * One pass is enough for a minimal puzzle (no orbit can be emptied without losing uniqueness): an orbit
 * refilled at some point had more givens around it than at the end, and fewer givens never remove
 * solutions, so emptying it from the final puzzle would not be unique either. That holds for orbits refilled
 * because another solution was found, not for those whose check ran out of budget (counted in unproven).
 *
 * Measured (CPU ms per minimal puzzle, median / worst over 20 seeds, test/bench/generate.ts), before and
 * after the changes below: sumo 1550 / 39221 to 164 / 464, shogun 732 / 11036 to 95 / 169, gattai-8
 * 158 / 3556 to 37 / 61, samurai 42 / 94 to 14 / 34; removals left unproven on those 80 puzzles from 56 to 0.
 * Each step: checking with a forbidden digit instead of counting to two cut the dig of sumo and shogun 3-5x
 * (a second solution near the known one is found after a few nodes); the search's branch tie-break by
 * conflicts (search.ts) removed the heavy tail; the forced-digit shortcut (forced-by-givens.ts) made the
 * first half of digging, where most cells are still given, almost free.
 * Where the time goes now: late in digging each check propagates the whole layout from its givens (about
 * 1,000 placements on a sumo) and then needs few nodes (on 4 sumo seeds: 10-25 nodes a check that finds a
 * second solution, 1-20 one that does not).
 * Rejected: counting to two with a check budget and no forbidden digit (the previous way, above); starting
 * each check from the propagated state of the givens kept for good, which only grow (5 sumo seeds, the same
 * checks both ways in one process: quarters of the dig 247/383/3079 ms before, 173/564/2988 after, shogun
 * alike: the kept givens alone propagate little); ending a search for a second solution as soon as every
 * open cell still allows the known solution's digit (9.7 to 8.2 nodes a check: the cost is propagation).
 */
export function digHoles(geometry: Geometry, solution: Uint8Array, random: Random, options: DigOptions): DigResult {
  const givens = Uint8Array.from(solution);
  let count = givens.length;
  const order = random.shuffle([...options.orbits]);
  const budget = options.checkBudget ?? DEFAULT_CHECK_BUDGET;
  let unproven = 0;
  for (const orbit of order) {
    if (options.target !== undefined && count <= options.target) break;
    // Checked between removals too: a 9x9 check is shorter than the solver's polling interval.
    if (options.shouldStop?.() === true) return { givens, count, stopped: true, unproven, finished: false };
    for (const c of orbit) givens[c] = 0;
    const verdict =
      options.acceptProvesUnique === true && options.accept !== undefined
        ? "unique"
        : checkRemoval(geometry, givens, solution, orbit, { nodeBudget: budget * 1000, shouldStop: options.shouldStop });
    const accepted = verdict === "unique" ? (options.accept?.(givens, orbit) ?? "keep") : "refill";
    if (accepted !== "refill") count -= orbit.length;
    else {
      for (const c of orbit) givens[c] = solution[c]!; // an orbit's cells are cells of the layout
      if (verdict === "stopped") return { givens, count, stopped: true, unproven, finished: false };
      if (verdict === "budget") unproven++;
    }
    options.onCheck?.(count);
    if (accepted === "finish") return { givens, count, stopped: false, unproven, finished: true };
  }
  return { givens, count, stopped: false, unproven, finished: false };
}
