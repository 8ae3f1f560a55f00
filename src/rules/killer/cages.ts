import type { Geometry } from "../../model/geometry.js";
import type { KillerRule } from "../../model/schemas.js";
import { cellAt } from "../rule-kind.js";

/** A cage's cells as cells of the geometry, in the rule's order. */
export function cageCells(rule: KillerRule, geometry: Parameters<typeof cellAt>[0]): number[] {
  return rule.cells.map((p) => cellAt(geometry, p));
}

/** A cage with a sum, as cells of the geometry. */
export interface SumCage {
  readonly cells: readonly number[];
  readonly sum: number;
}

/** The cages with a sum that can hold different digits (no more cells than the size), as cells of the geometry. */
export function sumCages(rules: readonly KillerRule[], geometry: Geometry): SumCage[] {
  return rules.filter((r) => r.sum !== undefined && r.cells.length <= geometry.size).map((r) => ({ cells: cageCells(r, geometry), sum: r.sum ?? 0 }));
}

/** A cell as the step texts name it: "r5c6". */
export function cellName(geometry: Geometry, c: number): string {
  return `r${(geometry.cellRow[c] ?? 0) + 1}c${(geometry.cellCol[c] ?? 0) + 1}`;
}

/** A mask's digits in order, run together: "147". */
export function digitList(mask: number): string {
  const out: number[] = [];
  for (let d = 1; mask >> (d - 1) !== 0; d++) if ((mask >> (d - 1)) & 1) out.push(d);
  return out.join("");
}

/** A cage as a setter names it: "the cage of 15 at r1c3 r2c3", its cells in reading order. */
export function cageName(geometry: Geometry, cage: SumCage): string {
  const cells = [...cage.cells].sort((a, b) => geometry.cellRow[a]! - geometry.cellRow[b]! || geometry.cellCol[a]! - geometry.cellCol[b]!); // cells of the geometry
  return `the cage of ${cage.sum} at ${cells.map((c) => cellName(geometry, c)).join(" ")}`;
}

/** Combinations as said aloud, in order: "147, 156 or 237". */
export function orList(sets: readonly string[]): string {
  const sorted = [...sets].sort();
  return sorted.length === 1 ? sorted[0]! : `${sorted.slice(0, -1).join(", ")} or ${sorted[sorted.length - 1]}`; // not empty: a cage kept or dropped one at least
}
