import type { Geometry } from "../../model/geometry.js";
import { canvasRows } from "../canvas-rows.js";

/**
 * A puzzle as canvas text (read back by read-canvas-text.ts): `#` comment lines first (where it came from),
 * then one row a canvas row, `.` an empty cell, a space where no grid covers (trailing spaces left off).
 */
export function canvasText(geometry: Geometry, givens: Uint8Array, comments: readonly string[] = []): string {
  const heading = comments.map((c) => `# ${c.replace(/[\r\n]+/g, " ")}`);
  return `${[...heading, ...canvasRows(geometry, givens)].join("\n")}\n`;
}
