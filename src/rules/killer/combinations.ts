import { allDigitsOf, popcount } from "../../model/digits.js";
import { MAX_DIGIT } from "../rule-kind.js";

/**
 * The combination table: cageCombinations(k, sum, size) lists every set of k different digits 1..size (a
 * mask) adding up to sum, from a table of the 2^size masks built once per size, when first asked for (512
 * masks at 9x9, 65536 at 16x16).
 */
const COMBOS = new Map<number, number[][][]>();

function combosOf(size: number): number[][][] {
  let table = COMBOS.get(size);
  if (table === undefined) {
    const most = (size * (size + 1)) / 2;
    const built: number[][][] = Array.from({ length: size + 1 }, () => Array.from({ length: most + 1 }, () => []));
    for (let mask = 1; mask <= allDigitsOf(size); mask++) {
      let sum = 0;
      for (let d = 1; d <= size; d++) if ((mask >> (d - 1)) & 1) sum += d;
      built[popcount(mask)]![sum]!.push(mask); // popcount <= size and sum <= most: inside the table
    }
    COMBOS.set(size, built);
    table = built;
  }
  return table;
}

/**
 * The sets of k different digits 1..size (size 9 unless given; 4..16) adding up to sum, as masks; none
 * when there is no such set.
 */
export function cageCombinations(k: number, sum: number, size = 9): readonly number[] {
  if (!Number.isInteger(size) || size < 1 || size > MAX_DIGIT) return [];
  const table = combosOf(size);
  // table[k][sum] for k in 0..size, sum in 0..most; a k or sum outside has no set.
  return k >= 1 ? (table[k]?.[sum] ?? []) : [];
}
