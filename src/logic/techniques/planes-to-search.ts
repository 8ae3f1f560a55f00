import type { LogicState } from "../../model/step-contract.js";
import type { PlaneMasks } from "./plane-masks.js";
import { planeMasks } from "./plane-masks.js";
import type { PlaneMemo } from "./plane-memo.js";

/**
 * The digit planes a single-digit search (a fish, finned or not) has to look at in the position: per digit,
 * the line kinds where its bases may lie (bit 0 rows, bit 1 columns). On a plain grid, those where the
 * search's quick test `mayExist` (fish-may-exist.ts, finned-fish-may-exist.ts, over plane-masks.ts) says a
 * pattern may be; elsewhere every kind of every digit. Undefined when there is nothing to look at: on a
 * plain grid no plane passes the test, elsewhere every plane is one where the search found nothing before
 * (`memo`), so the search returns before setting anything up.
 */
export function planesToSearch(state: LogicState, memo: PlaneMemo, mayExist: (masks: PlaneMasks, d: number, o: 0 | 1) => boolean): Uint8Array | undefined {
  const masks = planeMasks(state);
  if (masks === undefined && memo.allKnown(state)) return undefined;
  const size = state.geometry.size;
  const may = new Uint8Array(size + 1).fill(3);
  if (masks === undefined) return may;
  let any = 0;
  // d is a digit: may has its entry
  for (let d = 1; d <= size; d++) any |= may[d] = (mayExist(masks, d, 0) ? 1 : 0) | (mayExist(masks, d, 1) ? 2 : 0);
  return any === 0 ? undefined : may;
}
