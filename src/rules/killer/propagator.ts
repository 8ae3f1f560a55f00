import type { Geometry } from "../../model/geometry.js";
import type { KillerRule } from "../../model/schemas.js";
import type { Propagator } from "../rule-kind.js";
import { DIGIT_BITS } from "../rule-kind.js";
import { cageCells } from "./cages.js";
import { cageCombinations } from "./combinations.js";

/**
 * A cage's sum propagated by combinations, as a setter reasons: a set of the cage's size and sum
 * (cageCombinations) is still possible when every cell of the cage can take one of its digits and the
 * cage's cells together can take all of them; each cell keeps the digits of the possible sets. When every
 * cell is down to one digit, the one possible set is the cage's digits, so the same pass checks the
 * finished cage. None for a cage without a sum.
 * Rejected: full matching (Hall's theorem) per set, which prunes a little more on long cages and costs a
 * search over cells per set, in the hot loop.
 */
export function cagePropagators(rule: KillerRule, geometry: Geometry): Propagator[] {
  if (rule.sum === undefined) return [];
  const cells = Int32Array.from(cageCells(rule, geometry));
  const combos = cageCombinations(cells.length, rule.sum, geometry.size);
  const propagator: Propagator = {
    cells,
    // Every cells[i] (i < length) is a cell of the layout: in range of cand.
    propagate: (cand) => {
      // A set with a digit no cell of the cage can take is out at once: one test instead of a pass over
      // the cells (at 16x16 a cage of five has up to 100+ sets for its sum).
      let avail = 0;
      for (let i = 0; i < cells.length; i++) avail |= cand[cells[i]!]!;
      let keep = 0;
      for (const set of combos) {
        if ((set & ~avail) !== 0) continue;
        let union = 0;
        let ok = true;
        for (let i = 0; i < cells.length; i++) {
          const m = cand[cells[i]!]! & set;
          if (m === 0) {
            ok = false;
            break;
          }
          union |= m;
        }
        if (ok && union === set) keep |= set;
      }
      if (keep === 0) return false;
      for (let i = 0; i < cells.length; i++) {
        const c = cells[i]!;
        if ((cand[c]! & keep) === 0) return false;
        cand[c]! &= keep | ~DIGIT_BITS;
      }
      return true;
    },
  };
  return [propagator];
}
