import type { Geometry } from "../../model/geometry.js";
import type { KillerRule } from "../../model/schemas.js";
import { DIGIT_BITS } from "../rule-kind.js";
import { cageCells, cellName, digitList } from "./cages.js";

/**
 * Why a cage cannot be kept with these candidates, as a player says it: "the cage of 15 at r1c3 r2c3
 * would need 14 from r1c3", "... would hold 4 twice", "... would need 10 from r1c3 r1c4 (1 or 2; 3 or 4)".
 * Cells down to one candidate count as placed.
 */
export function cageBroken(rule: KillerRule, geometry: Geometry, cand: ArrayLike<number>): string {
  const cells = cageCells(rule, geometry);
  const name = `the cage${rule.sum === undefined ? "" : ` of ${rule.sum}`} at ${cells.map((c) => cellName(geometry, c)).join(" ")}`;
  const open: number[] = [];
  let used = 0;
  let total = 0;
  for (const c of cells) {
    const m = (cand[c] ?? 0) & DIGIT_BITS;
    if (m === 0) return `${name} would leave ${cellName(geometry, c)} nothing`;
    if ((m & (m - 1)) !== 0) {
      open.push(c);
      continue;
    }
    const d = 32 - Math.clz32(m);
    if ((used & m) !== 0) return `${name} would hold ${d} twice`;
    used |= m;
    total += d;
  }
  if (rule.sum === undefined) return `${name} would repeat a digit`;
  const left = rule.sum - total;
  if (open.length === 0) return `${name} would add up to ${total}`;
  const options = open
    .map((c) =>
      digitList((cand[c] ?? 0) & DIGIT_BITS & ~used)
        .split("")
        .join(" or "),
    )
    .join("; ");
  const from = open.length === 1 ? "one cell" : `${open.length} cells`;
  return `${name} would need ${left} from ${from}, ${open.map((c) => cellName(geometry, c)).join(" ")} (${options})`;
}
