import { digitChar } from "../model/digit-chars.js";
import type { Geometry } from "../model/geometry.js";
import { placeOfCell } from "../layout/place-of-cell.js";
import type { Step } from "../model/step-contract.js";

/**
 * Words for a step, naming cells as the error messages do (errors.ts formatIssue): canvas row and
 * column, 1-based, then the grid and the cell inside it, e.g. "canvas row 7, column 9 (grid nw, row 7,
 * column 9)".
 */
export function cellName(geometry: Geometry, cell: number): string {
  const p = placeOfCell(geometry, cell);
  const inside = p.grid !== undefined ? ` (grid ${p.grid}, row ${p.gridRow ?? 0}, column ${p.gridCol ?? 0})` : "";
  return `canvas row ${p.row ?? 0}, column ${p.col ?? 0}${inside}`;
}

/** The digits of a mask (up to 16 bits), in order, e.g. [1, 4]. */
export function digitList(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 16; d++) if ((mask & (1 << (d - 1))) !== 0) out.push(d);
  return out;
}

/** The digits of a mask as written (A-G above 9), e.g. ["1", "4", "B"]. */
export function digitChars(mask: number): string[] {
  return digitList(mask).map(digitChar);
}

/**
 * One line for a step: "technique: reason; places D at CELL; removes D from CELL; ...", with the pattern's
 * cells named for steps that only remove candidates.
 */
export function stepText(geometry: Geometry, step: Step): string {
  const parts: string[] = [];
  if (step.reason !== undefined) parts.push(step.reason);
  if (step.placements.length === 0 && step.cells.length > 0 && step.cells.length <= 12) {
    parts.push(`pattern ${step.cells.map((c) => cellName(geometry, c)).join("; ")}`);
  }
  for (const p of step.placements) parts.push(`places ${digitChar(p.digit)} at ${cellName(geometry, p.cell)}`);
  for (const e of step.eliminations) parts.push(`removes ${digitChars(e.digits).join(", ")} from ${cellName(geometry, e.cell)}`);
  return `${step.technique}: ${parts.join("; ")}`;
}
