import { digitChar } from "../model/digit-chars.js";
import type { Geometry } from "../model/geometry.js";
import { placeOfCell } from "../layout/place-of-cell.js";
import type { Step } from "../model/step-contract.js";
import { unitName } from "./unit-name.js";

/**
 * A cell as solvers write it (HoDoKu, SE, SudokuWiki): `r5c14`, 1-based canvas row and column; on a layout
 * of several grids (or a grid away from the canvas corner) the grid and its own name beside it, e.g.
 * `r7c15 (ne r7c3)`, so a cell can be found on the printed canvas and in its grid.
 */
export function cellName(geometry: Geometry, cell: number): string {
  const p = placeOfCell(geometry, cell);
  const canvas = `r${p.row ?? 0}c${p.col ?? 0}`;
  if (p.grid === undefined || (geometry.grids.length === 1 && p.gridRow === p.row && p.gridCol === p.col)) return canvas;
  return `${canvas} (${p.grid} r${p.gridRow ?? 0}c${p.gridCol ?? 0})`;
}

/** A cell's short canvas name as solvers write it, e.g. "r5c14" (canvas row and column, 1-based). */
export function cellRef(geometry: Geometry, cell: number): string {
  return `r${(geometry.cellRow[cell] ?? -1) + 1}c${(geometry.cellCol[cell] ?? -1) + 1}`;
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
 * One line for a step: "technique: reason; places D at CELL; removes D from CELL, CELL; ...", with the
 * pattern's cells named for steps that only remove candidates, unless the reason already names each of
 * them as the pattern would (a cage's cells, a chain's nodes, on a single grid: "killer cage: cells r3c2
 * r4c2 add up to 10").
 */
export function stepText(geometry: Geometry, step: Step): string {
  const parts: string[] = [];
  if (step.reason !== undefined) parts.push(step.reason);
  if (step.placements.length === 0 && step.cells.length > 0 && step.cells.length <= 12) {
    // In reading order on the canvas: a pattern is a set (a chain's order is in its reason).
    const cells = [...step.cells].sort((a, b) => geometry.cellRow[a]! - geometry.cellRow[b]! || geometry.cellCol[a]! - geometry.cellCol[b]!);
    const names = cells.map((c) => cellName(geometry, c));
    // A pattern that is one unit the reason names ("column 3") is not listed again cell by cell.
    const unitNamed = step.units.length === 1 && step.cells.length === geometry.size && namedIn(step.reason ?? "", unitName(geometry, step.units[0]!));
    if (!unitNamed && !names.every((name) => namedIn(step.reason ?? "", name))) parts.push(`pattern ${names.join(", ")}`);
  }
  for (const p of step.placements) parts.push(`places ${digitChar(p.digit)} at ${cellName(geometry, p.cell)}`);
  // Cells losing the same digits are named together, in the step's order: "removes 8 from r3c5, r2c8".
  const byDigits = new Map<number, string[]>();
  for (const e of step.eliminations) {
    const cells = byDigits.get(e.digits);
    if (cells === undefined) byDigits.set(e.digits, [cellName(geometry, e.cell)]);
    else cells.push(cellName(geometry, e.cell));
  }
  for (const [digits, cells] of byDigits) parts.push(`removes ${digitChars(digits).join(", ")} from ${cells.join(", ")}`);
  return `${step.technique}: ${parts.join("; ")}`;
}

/** Whether the text names the cell: its name, not inside a longer one ("r1c1" is not in "r1c12" nor "r11c1"). */
function namedIn(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const before = text[at - 1] ?? " ";
    const after = text[at + name.length] ?? " ";
    if (!/[0-9A-Za-z]/.test(before) && !/[0-9]/.test(after)) return true;
  }
  return false;
}
