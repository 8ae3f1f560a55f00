import { digitChar } from "../model/digit-chars.js";
import type { Geometry } from "../model/geometry.js";

/**
 * The canvas as text rows: a digit per cell ('.' for 0, A-G for 10-16), a space where no grid covers the position.
 * Trailing spaces are left off, as the puzzle format allows.
 */
export function canvasRows(geometry: Geometry, digits: Uint8Array): string[] {
  const rows: string[] = [];
  for (let r = 0; r < geometry.rows; r++) {
    let line = "";
    for (const cell of geometry.canvas.subarray(r * geometry.cols, (r + 1) * geometry.cols)) {
      line += cell < 0 ? " " : digitChar(digits[cell] ?? 0);
    }
    rows.push(line.trimEnd());
  }
  return rows;
}
