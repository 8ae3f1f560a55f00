import { checkGivens } from "../../layout/check-givens.js";
import type { Geometry } from "../../model/geometry.js";

/**
 * One line of a batch file (81 characters, row by row, '.' or '0' empty) as the givens of the `single`
 * geometry, or the reason it is not a valid puzzle: a bad character, or two equal givens in a unit.
 *
 * The clash check is the slow part (it builds messages), so `clashes: "later"` skips it: a caller that
 * solves the line anyway runs it only when the solver finds no solution, which is when a clash can be
 * there (a puzzle whose givens clash has none), to tell an invalid line from an unsolvable one.
 *
 * `into`, when given, receives the givens (every cell is written) instead of a new array: a batch reads
 * millions of lines into one array.
 */
export function readLine81(single: Geometry, text: string, clashes: "now" | "later" = "now", into?: Uint8Array): Uint8Array | { reason: string } {
  if (text.length !== 81) return { reason: `expected 81 characters, got ${text.length}` };
  const givens = into ?? new Uint8Array(81);
  for (let i = 0; i < 81; i++) {
    const code = text.charCodeAt(i);
    if (code >= 49 && code <= 57) givens[i] = code - 48;
    else if (code === 46 || code === 48) givens[i] = 0;
    else {
      return { reason: `character ${JSON.stringify(text[i])} at column ${i + 1} is not allowed: use 1-9, or '.' or '0' for an empty cell` };
    }
  }
  if (clashes === "later") return givens;
  const prefix = upToFirstClash(single, givens);
  const found = prefix === undefined ? [] : checkGivens(single, prefix);
  const first = found[0];
  return first !== undefined ? { reason: first.message.replace(/ of grid main/g, "") } : givens;
}

/**
 * The givens up to the first cell (in cell order) that repeats a digit of one of its units, the cells
 * after it emptied; undefined when no digit repeats. The line reports only the first clash checkGivens
 * finds, which sorts by row and column, that is by cell in the one-grid layout, and reports a clash at
 * its later cell: so that first clash depends only on the cells up to it, and checking this prefix
 * builds a message or two instead of up to two hundred (a line of 81 ones took half a millisecond).
 */
function upToFirstClash(single: Geometry, givens: Uint8Array): Uint8Array | undefined {
  /** Per unit, the digits seen so far: bit d for digit d. */
  const seen = new Uint16Array(single.unitCount);
  // The indexes below are in range by construction (cell < cellCount, k inside the cell's unit list, a
  // unit below unitCount), so they carry `!` rather than a check on the batch's per-line path.
  for (let cell = 0; cell < givens.length; cell++) {
    const bit = 1 << givens[cell]!;
    if (bit === 1) continue; // empty
    const from = single.cellUnitStart[cell]!;
    const to = single.cellUnitStart[cell + 1]!;
    for (let k = from; k < to; k++) {
      if ((seen[single.cellUnitList[k]!]! & bit) !== 0) {
        const prefix = new Uint8Array(givens.length);
        prefix.set(givens.subarray(0, cell + 1));
        return prefix;
      }
    }
    for (let k = from; k < to; k++) seen[single.cellUnitList[k]!]! |= bit;
  }
  return undefined;
}
