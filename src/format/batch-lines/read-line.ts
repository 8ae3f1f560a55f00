import { checkGivens } from "../../layout/check-givens.js";
import type { Geometry } from "../../model/geometry.js";

/**
 * One line of a batch file (81 characters, row by row, '.' or '0' empty) as the givens of the `single`
 * geometry, or the reason it is not a valid puzzle: a bad character, or two equal givens in a unit.
 *
 * The clash check is the slow part (it builds messages), so `clashes: "later"` skips it: a caller that
 * solves the line anyway runs it only when the solver finds no solution, which is when a clash can be
 * there (a puzzle whose givens clash has none), to tell an invalid line from an unsolvable one.
 */
export function readLine81(single: Geometry, text: string, clashes: "now" | "later" = "now"): Uint8Array | { reason: string } {
  if (text.length !== 81) return { reason: `expected 81 characters, got ${text.length}` };
  const givens = new Uint8Array(81);
  for (let i = 0; i < 81; i++) {
    const code = text.charCodeAt(i);
    if (code >= 49 && code <= 57) givens[i] = code - 48;
    else if (code !== 46 && code !== 48) {
      return { reason: `character ${JSON.stringify(text[i])} at column ${i + 1} is not allowed: use 1-9, or '.' or '0' for an empty cell` };
    }
  }
  if (clashes === "later") return givens;
  const found = checkGivens(single, givens);
  return found.length > 0 ? { reason: found[0].message.replace(/ of grid main/g, "") } : givens;
}
