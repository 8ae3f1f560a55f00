import { digitChar } from "../model/digit-chars.js";
import type { Geometry } from "../model/geometry.js";

/** Each grid's size*size cells (81 on 9x9) as a string, row by row ('.' for 0, A-G for 10-16), keyed by grid id in layout order. */
export function gridStrings(geometry: Geometry, digits: Uint8Array): Record<string, string> {
  const out: Record<string, string> = {};
  for (const g of geometry.grids) {
    let s = "";
    for (const cell of g.cells) s += digitChar(digits[cell] ?? 0);
    out[g.id] = s;
  }
  return out;
}
