import { checkGivens } from "./check-givens.js";
import type { Geometry } from "./geometry.js";

/**
 * One line of a batch file (81 characters, row by row, '.' or '0' empty) as the givens of the `single`
 * geometry, or the reason it is not a valid puzzle: a bad character, or two equal givens in a unit.
 */
export function readLine81(single: Geometry, text: string): Uint8Array | { reason: string } {
  if (text.length !== 81) return { reason: `expected 81 characters, got ${text.length}` };
  const givens = new Uint8Array(81);
  for (let i = 0; i < 81; i++) {
    const ch = text[i];
    if (ch >= "1" && ch <= "9") givens[i] = ch.charCodeAt(0) - 48;
    else if (ch !== "." && ch !== "0") {
      return { reason: `character ${JSON.stringify(ch)} at column ${i + 1} is not allowed: use 1-9, or '.' or '0' for an empty cell` };
    }
  }
  const clashes = checkGivens(single, givens);
  return clashes.length > 0 ? { reason: clashes[0].message.replace(/ of grid main/g, "") } : givens;
}
