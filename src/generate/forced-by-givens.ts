import { bitOf } from "../model/digits.js";
import type { Geometry } from "../model/geometry.js";

/**
 * True when the givens alone force `digit` into the empty `cell`, before any propagation: as a naked single
 * (its given peers hold every other digit) or as a hidden single (in one of its units, every other cell is
 * given or sees a given `digit`). Then no solution has another digit there, and the generator's uniqueness
 * check (check-removal.ts) needs no search: early in digging, when most cells are still given, that is most
 * removals, and it costs a few hundred reads instead of setting up a search over the whole layout.
 */
export function forcedByGivens(geometry: Geometry, givens: Uint8Array, cell: number, digit: number): boolean {
  // Every index below is in range by construction (compressed rows of the geometry: cell < cellCount, i
  // between a cell's row starts, a unit below unitCount), so they carry `!`: this runs for most removals.
  const { peerStart, peerList, cellUnitStart, cellUnitList, unitCells, size, allDigits } = geometry;
  let seen = 0;
  for (let i = peerStart[cell]!; i < peerStart[cell + 1]!; i++) {
    const d = givens[peerList[i]!]!;
    if (d !== 0) seen |= bitOf(d);
  }
  const bit = bitOf(digit);
  if ((seen & bit) === 0 && (seen | bit) === allDigits) return true;
  for (let i = cellUnitStart[cell]!; i < cellUnitStart[cell + 1]!; i++) {
    const u = cellUnitList[i]!;
    let hidden = true;
    for (let j = u * size; j < u * size + size && hidden; j++) {
      const other = unitCells[j]!;
      if (other === cell) continue;
      const d = givens[other]!;
      if (d === digit || (d === 0 && !seesGiven(geometry, givens, other, digit))) hidden = false;
    }
    if (hidden) return true;
  }
  return false;
}

/** True when some peer of the cell is a given `digit`. */
function seesGiven(geometry: Geometry, givens: Uint8Array, cell: number, digit: number): boolean {
  const { peerStart, peerList } = geometry;
  for (let i = peerStart[cell]!; i < peerStart[cell + 1]!; i++) if (givens[peerList[i]!] === digit) return true; // as above
  return false;
}
