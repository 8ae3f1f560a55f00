import { popcount } from "../../model/digits.js";
import type { PlaneMasks } from "./plane-masks.js";

/**
 * Whether digit d's plane may hold a plain fish of the size (fish.ts) with its bases lines of kind o (0
 * rows, 1 columns); false when it certainly holds none, so the search may skip it: `size` lines where d
 * is not placed, each with 2 to `size` places, whose places lie in at most `size` crossing lines, one of
 * which holds d outside them (an elimination). Every fish findFish finds on a plain grid is such a set.
 * Bit masks (plane-masks.ts) instead of the search's cell lists: on the 17-clue set most planes hold no
 * fish, and the search spent most of its time setting itself up to find that out.
 */
export function fishMayExist(masks: PlaneMasks, d: number, size: number, o: 0 | 1): boolean {
  const n = masks.count[o];
  const places = masks.places[o];
  const placed = masks.placed[o][d]!; // d is a digit of the geometry
  let count = 0;
  // line i < n: places has entry d * n + i
  for (let i = 0; i < n; i++) {
    const m = places[d * n + i]!;
    const k = popcount(m);
    if ((placed & (1 << i)) === 0 && k >= 2 && k <= size) eligible[count++] = i;
  }
  if (count < size) return false;
  scratch.masks = masks;
  scratch.d = d;
  scratch.size = size;
  scratch.o = o;
  scratch.count = count;
  return choose(0, 0, 0, 0);
}

/** The lines that may be bases (ordinals; at most 30 lines). */
const eligible = new Int32Array(32);

/** The question being searched, kept here rather than passed down each call. */
const scratch: { masks: PlaneMasks | undefined; d: number; size: number; o: 0 | 1; count: number } = { masks: undefined, d: 0, size: 0, o: 0, count: 0 };

/** Whether eligible lines from index `from` on complete `chosen` (k lines, their places in `union`) to a fish. */
function choose(from: number, k: number, union: number, chosen: number): boolean {
  const { d, size, o, count } = scratch;
  const masks = scratch.masks!; // set by fishMayExist before the search
  if (k === size) {
    // an elimination: a crossing line of the union with d outside the chosen lines
    const nc = masks.count[1 - o]!;
    const cross = masks.places[1 - o]!;
    for (let m = union; m !== 0; m &= m - 1) {
      const j = 31 - Math.clz32(m & -m);
      if ((cross[d * nc + j]! & ~chosen) !== 0) return true; // j is a crossing line's ordinal
    }
    return false;
  }
  const n = masks.count[o];
  const places = masks.places[o];
  // eligible holds count line ordinals, each with its places entry
  for (let i = from; i <= count - (size - k); i++) {
    const line = eligible[i]!;
    const u = union | places[d * n + line]!;
    if (popcount(u) <= size && choose(i + 1, k + 1, u, chosen | (1 << line))) return true;
  }
  return false;
}
