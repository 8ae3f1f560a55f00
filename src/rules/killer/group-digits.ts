import type { Geometry } from "../../model/geometry.js";
import { DIGIT_BITS, isPeer } from "../rule-kind.js";

/**
 * The digits each cell of a group can hold when the group adds up to `sum`, cells that see each other
 * (peers in the geometry, or `distinct`) holding different digits: a search over the group's candidates,
 * with the sum bounding it. Small groups only (a few cells).
 */
export function groupDigits(geometry: Geometry, cells: readonly number[], sum: number, cand: ArrayLike<number>, distinct: boolean): number[] | undefined {
  const n = cells.length;
  const sees: boolean[][] = cells.map((a, i) => cells.map((b, j) => i !== j && (distinct || isPeer(geometry, a, b))));
  const lists = cells.map((c) => {
    const m = cand[c]! & DIGIT_BITS;
    const ds: number[] = [];
    for (let d = 1; d <= geometry.size; d++) if ((m >> (d - 1)) & 1) ds.push(d);
    return ds;
  });
  const minRest: number[] = new Array<number>(n + 1).fill(0);
  const maxRest: number[] = new Array<number>(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    minRest[i] = minRest[i + 1]! + (lists[i]![0] ?? 0);
    maxRest[i] = maxRest[i + 1]! + (lists[i]![lists[i]!.length - 1] ?? 0);
  }
  const found = new Array<number>(n).fill(0);
  const chosen = new Array<number>(n).fill(0);
  let any = false;
  const go = (i: number, left: number): void => {
    if (i === n) {
      if (left !== 0) return;
      any = true;
      for (let k = 0; k < n; k++) found[k]! |= 1 << (chosen[k]! - 1);
      return;
    }
    if (left < minRest[i]! || left > maxRest[i]!) return;
    for (const d of lists[i]!) {
      let clash = false;
      for (let k = 0; k < i; k++) if (chosen[k] === d && sees[i]![k]) clash = true;
      if (clash) continue;
      chosen[i] = d;
      go(i + 1, left - d);
    }
  };
  go(0, sum);
  return any ? found : undefined;
}
