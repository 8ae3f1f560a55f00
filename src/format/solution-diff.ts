import { digitChar } from "../model/digit-chars.js";
import type { Place } from "../model/errors.js";
import { formatIssue } from "../model/errors.js";
import type { Geometry } from "../model/geometry.js";
import { placeOfCell } from "../layout/place-of-cell.js";

/** One cell where two solutions of a puzzle disagree: where it is, and the digit each puts there. */
export interface CellDifference extends Place {
  readonly digits: readonly [number, number];
}

/**
 * The cells where two solutions differ, in canvas order: what an author needs to see to make a puzzle
 * with several solutions unique (a given in one of these cells tells them apart).
 */
export function solutionDiff(geometry: Geometry, first: Uint8Array, second: Uint8Array): CellDifference[] {
  const out: CellDifference[] = [];
  for (const [cell, a] of first.entries()) {
    const b = second[cell] ?? 0; // both have a digit per cell
    if (a !== b) out.push({ ...placeOfCell(geometry, cell), digits: [a, b] });
  }
  return out;
}

/** The differences as text lines: a heading, then "canvas row R, column C (grid ...): 4 or 7" per cell. */
export function solutionDiffText(differences: readonly CellDifference[]): string[] {
  const lines = differences.map(({ digits, ...place }) => formatIssue({ ...place, message: `${digitChar(digits[0])} or ${digitChar(digits[1])}` }));
  return [`two solutions differ in ${differences.length} cell${differences.length === 1 ? "" : "s"}:`, ...lines];
}
