import type { UnitKind } from "../../model/geometry.js";
import { popcount } from "../../model/digits.js";
import type { LogicState } from "../../model/step-contract.js";
import { sharedUnitOfKind } from "../scan.js";
import type { PlaneMasks } from "./plane-masks.js";

/**
 * Whether digit d's plane may hold a turbot fish of the shape (turbot.ts): false when it certainly holds
 * none, so the search may skip the plane. Shapes whose links are rows or columns (a skyscraper: [row, row]
 * or [column, column]; a two-string kite: [row, column]) are looked for as the search does, from the bit
 * masks (plane-masks.ts) instead of every unit's list of strong links: two lines with two places each and no
 * common place, a near end of each in a common unit of kind `joint` and the far ends in none, and d in an
 * open cell other than the near ends that sees both far ends. Any other shape: true (the search decides).
 */
export function turbotMayExist(state: LogicState, masks: PlaneMasks, d: number, links: readonly [UnitKind, UnitKind], joint: UnitKind): boolean {
  const o1 = kindIndex(links[0]);
  const o2 = kindIndex(links[1]);
  if (o1 < 0 || o2 < 0) return true;
  const n1 = masks.count[o1]!;
  const n2 = masks.count[o2]!;
  const places1 = masks.places[o1]!;
  const places2 = masks.places[o2]!;
  const at1 = masks.cellAt[o1]!;
  const at2 = masks.cellAt[o2]!;
  const x1 = masks.count[1 - o1]!;
  const x2 = masks.count[1 - o2]!;
  // lines i < n1, k < n2 and their places' crossing ordinals (< x1, x2): the masks have their entries
  for (let i = 0; i < n1; i++) {
    const a = places1[d * n1 + i]!;
    if (popcount(a) !== 2) continue;
    const a1 = at1[i * x1 + lowest(a)]!;
    const a2 = at1[i * x1 + lowest(a & (a - 1))]!;
    for (let k = o1 === o2 ? i + 1 : 0; k < n2; k++) {
      const b = places2[d * n2 + k]!;
      if (popcount(b) !== 2) continue;
      const b1 = at2[k * x2 + lowest(b)]!;
      const b2 = at2[k * x2 + lowest(b & (b - 1))]!;
      if (a1 === b1 || a1 === b2 || a2 === b1 || a2 === b2) continue;
      if (o1 === o2 && kindIndex(joint) === 1 - o1) {
        // two parallel lines joined by a crossing line: the near ends are where both lines have a place
        // (one crossing line: both would put the far ends in one too, none leaves no joint)
        const near = a & b;
        if (popcount(near) !== 1) continue;
        const j = lowest(near);
        if (seenByBoth(masks, d, at1[i * x1 + lowest(a & ~near)]!, at2[k * x2 + lowest(b & ~near)]!, at1[i * x1 + j]!, at2[k * x2 + j]!)) return true;
        continue;
      }
      for (const [p1, q1] of [
        [a1, a2],
        [a2, a1],
      ] as const) {
        for (const [p2, q2] of [
          [b1, b2],
          [b2, b1],
        ] as const) {
          if (sharedUnitOfKind(state.geometry, p1, p2, joint) < 0 || sharedUnitOfKind(state.geometry, q1, q2, joint) >= 0) continue;
          if (seenByBoth(masks, d, q1, q2, p1, p2)) return true;
        }
      }
    }
  }
  return false;
}

/** 0 for rows, 1 for columns, -1 for any other kind. */
function kindIndex(kind: UnitKind): number {
  return kind === "row" ? 0 : kind === "column" ? 1 : -1;
}

/** The ordinal of a mask's lowest bit. */
function lowest(m: number): number {
  return 31 - Math.clz32(m & -m);
}

/** Whether an open cell holding d, other than p1 and p2, sees both q1 and q2 (peers, by the masks). */
function seenByBoth(masks: PlaneMasks, d: number, q1: number, q2: number, p1: number, p2: number): boolean {
  const rows = masks.count[0];
  const byRow = masks.places[0];
  const [rowOf, colOf] = masks.line;
  // q1, q2, p1, p2 are cells and r < rows: the tables have their entries
  for (let r = 0; r < rows; r++) {
    let m = masks.peerColumns[q1 * rows + r]! & masks.peerColumns[q2 * rows + r]! & byRow[d * rows + r]!;
    if (m === 0) continue;
    if (rowOf[p1] === r) m &= ~(1 << colOf[p1]!);
    if (rowOf[p2] === r) m &= ~(1 << colOf[p2]!);
    if (m !== 0) return true;
  }
  return false;
}
