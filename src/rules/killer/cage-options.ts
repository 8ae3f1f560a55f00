import { popcount } from "../../model/digits.js";
import type { Geometry } from "../../model/geometry.js";
import type { SumCage } from "./cages.js";
import { cageCombinations } from "./combinations.js";

/**
 * Per cage, what its combinations leave each open cell when checked against the cells' candidates (every
 * cell of the set taking a different digit of it, not only the set's digits being there): per set, a
 * search over which digits the cells so far used (2^k states for k open cells). Returns each open cell's
 * possible digits and the sets still possible, or undefined for a cage too long to check (over 9 open
 * cells) or already broken. `need` keeps only the sets holding its digits (the cage/unit overlap's
 * hypotheses), `allowed` only the sets it accepts (a set is the open cells' digits, as a mask).
 */
export function cageOptions(
  geometry: Geometry,
  cage: SumCage,
  cand: ArrayLike<number>,
  values: ArrayLike<number>,
  need = 0,
  allowed: (set: number) => boolean = () => true,
): { open: number[]; digits: number[]; sets: number[] } | undefined {
  const open: number[] = [];
  let placed = 0;
  let left = cage.sum;
  for (const c of cage.cells) {
    const v = values[c]!;
    if (v === 0) open.push(c);
    else {
      placed |= 1 << (v - 1);
      left -= v;
    }
  }
  const k = open.length;
  if (k === 0 || k > 9) return undefined;
  const digits = new Array<number>(k).fill(0);
  const sets: number[] = [];
  for (const set of cageCombinations(k, left, geometry.size)) {
    if ((set & placed) !== 0 || (need & ~placed & ~set) !== 0 || !allowed(set)) continue;
    const memo = new Map<number, number[] | null>();
    const from = (used: number): number[] | null => {
      const i = popcount(used);
      if (i === k) return [];
      const hit = memo.get(used);
      if (hit !== undefined) return hit;
      let res: number[] | null = null;
      let free = set & ~used & cand[open[i]!]!;
      while (free !== 0) {
        const bit = free & -free;
        free &= ~bit;
        const rest = from(used | bit);
        if (rest === null) continue;
        res ??= new Array<number>(k).fill(0);
        res[i]! |= bit;
        for (let j = i + 1; j < k; j++) res[j]! |= rest[j]!;
      }
      memo.set(used, res);
      return res;
    };
    const got = from(0);
    if (got === null) continue;
    sets.push(set);
    for (let j = 0; j < k; j++) digits[j]! |= got[j]!;
  }
  if (sets.length === 0) return undefined;
  return { open, digits, sets };
}
