import type { Geometry } from "../model/geometry.js";

/** Each grid's 81 cells as a string, row by row ('.' for 0), keyed by grid id in layout order. */
export function gridStrings(geometry: Geometry, digits: Uint8Array): Record<string, string> {
  const out: Record<string, string> = {};
  for (const g of geometry.grids) {
    let s = "";
    for (const cell of g.cells) {
      const d = digits[cell] ?? 0;
      s += d === 0 ? "." : String(d);
    }
    out[g.id] = s;
  }
  return out;
}
