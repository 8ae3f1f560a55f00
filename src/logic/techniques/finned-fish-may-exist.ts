import { popcount } from "../../model/digits.js";
import type { PlaneMasks } from "./plane-masks.js";

/**
 * Whether digit d's plane may hold a finned or sashimi fish of the size (finned-fish.ts) with its bases
 * lines of kind o (0 rows, 1 columns); false when it certainly holds none, so the search may skip it.
 * Every fish findFinnedFish finds on a plain grid has `size` base lines where d is not placed, with 2 or
 * more places each, a fin unit F and `size` cover lines such that: the bases' places outside F lie in the
 * covers; some base place in F lies outside them (a fin); and a cover holds d in a cell of F off the bases
 * (an elimination). So here, for each fin unit F, sets of such lines whose places outside F lie in at most
 * `size` crossing lines (the union U) are tried, each kept when a place in F lies outside U and a cell of F
 * off the bases holds d in a line of U, or in any crossing line while U has room for one more.
 * Bit masks (plane-masks.ts) instead of the search's cell lists: on the 17-clue set most planes hold no
 * finned fish, and the search from every base and fin unit spent most of its time finding that out.
 */
export function finnedFishMayExist(masks: PlaneMasks, d: number, size: number, o: 0 | 1): boolean {
  const n = masks.count[o];
  const places = masks.places[o];
  const placed = masks.placed[o][d]!; // d is a digit of the geometry
  let count = 0;
  // line i < n: places has entry d * n + i
  for (let i = 0; i < n; i++) if ((placed & (1 << i)) === 0 && popcount(places[d * n + i]!) >= 2) eligible[count++] = i;
  if (count < size) return false;
  const finCells = masks.finCells[o];
  const finLines = masks.finLines[o];
  scratch.masks = masks;
  scratch.d = d;
  scratch.size = size;
  scratch.o = o;
  scratch.count = count;
  // f < fins: finLines has entry f and finCells entries f * n + i for every line i
  for (let f = 0; f < masks.fins; f++) {
    const lines = finLines[f]!;
    // F needs places of d on two lines or more (a fin, and an elimination off the fin's base)
    let met = 0;
    for (let m = lines; m !== 0; m &= m - 1) {
      const i = 31 - Math.clz32(m & -m);
      if ((places[d * n + i]! & finCells[f * n + i]!) !== 0) met++;
    }
    if (met < 2) continue;
    for (let k = 0; k < count; k++) {
      const i = eligible[k]!;
      need[k] = places[d * n + i]! & ((lines & (1 << i)) !== 0 ? ~finCells[f * n + i]! : -1);
    }
    scratch.f = f;
    if (choose(0, 0, 0, 0)) return true;
  }
  return false;
}

/** The lines that may be bases (ordinals; at most 30 lines), and each one's places outside the fin unit. */
const eligible = new Int32Array(32);
const need = new Int32Array(32);

/** The question being searched, kept here rather than passed down each call. */
const scratch: { masks: PlaneMasks | undefined; d: number; size: number; o: 0 | 1; count: number; f: number } = {
  masks: undefined,
  d: 0,
  size: 0,
  o: 0,
  count: 0,
  f: 0,
};

/** Whether eligible lines from index `from` on complete `chosen` (k lines, their places outside F in `union`) to a finned fish in F. */
function choose(from: number, k: number, union: number, chosen: number): boolean {
  const { d, size, o, count, f } = scratch;
  const masks = scratch.masks!; // set by finnedFishMayExist before the search
  const n = masks.count[o];
  const places = masks.places[o];
  if (k === size) {
    const finCells = masks.finCells[o];
    const lines = masks.finLines[o][f]!; // f < fins
    let fin = false;
    let target = 0;
    // line i meets F: places and finCells have their entries
    for (let m = lines; m !== 0; m &= m - 1) {
      const i = 31 - Math.clz32(m & -m);
      const inF = places[d * n + i]! & finCells[f * n + i]!;
      if ((chosen & (1 << i)) !== 0) fin ||= (inF & ~union) !== 0;
      else target |= inF;
    }
    return fin && ((target & union) !== 0 || (target !== 0 && popcount(union) < size));
  }
  // eligible and need hold count entries
  for (let i = from; i <= count - (size - k); i++) {
    const u = union | need[i]!;
    if (popcount(u) <= size && choose(i + 1, k + 1, u, chosen | (1 << eligible[i]!))) return true;
  }
  return false;
}
