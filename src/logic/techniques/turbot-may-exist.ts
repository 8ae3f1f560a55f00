import type { UnitKind } from "../../model/geometry.js";
import { popcount } from "../../model/digits.js";
import type { PlaneMasks } from "./plane-masks.js";

/**
 * Whether digit d's plane may hold a turbot fish of the shape (turbot.ts): false when it certainly holds
 * none, so the search may skip the plane. A skyscraper on rows ([row, row], joint column) needs two rows
 * with two places each sharing exactly one column (both would make it an X-wing; none leaves no joint), on
 * columns the same turned; a two-string kite ([row, column], joint box) a row and a column with two places
 * each, without a common place, that meet one box. Any other shape: true (the search decides). Bit masks
 * (plane-masks.ts) instead of the search's list of every unit's strong links, built per digit and step.
 */
export function turbotMayExist(masks: PlaneMasks, d: number, links: readonly [UnitKind, UnitKind], joint: UnitKind): boolean {
  const [first, second] = links;
  if (first === second && (first === "row" || first === "column") && joint === (first === "row" ? "column" : "row")) {
    const o = first === "row" ? 0 : 1;
    const n = masks.count[o];
    const places = masks.places[o];
    // lines i < k < n: places has their entries
    for (let i = 0; i < n; i++) {
      const a = places[d * n + i]!;
      if (popcount(a) !== 2) continue;
      for (let k = i + 1; k < n; k++) {
        const b = places[d * n + k]!;
        if (popcount(b) === 2 && popcount(a & b) === 1) return true;
      }
    }
    return false;
  }
  if (first === "row" && second === "column" && joint === "box") {
    const rows = masks.count[0];
    const cols = masks.count[1];
    const [byRow, byCol] = masks.places;
    const [finRow, finCol] = masks.finCells;
    // rows r < rows, columns k < cols, fin units f < fins: the masks have their entries
    for (let r = 0; r < rows; r++) {
      const a = byRow[d * rows + r]!;
      if (popcount(a) !== 2) continue;
      for (let k = 0; k < cols; k++) {
        const b = byCol[d * cols + k]!;
        if (popcount(b) !== 2 || ((a >> k) & 1 & (b >> r)) !== 0) continue;
        for (let f = 0; f < masks.fins; f++) if ((a & finRow[f * rows + r]!) !== 0 && (b & finCol[f * cols + k]!) !== 0) return true;
      }
    }
    return false;
  }
  return true;
}
