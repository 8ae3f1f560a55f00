import type { Geometry } from "../../model/geometry.js";
import { perGeometry } from "../../model/per-geometry.js";

/**
 * Which units share a cell, as a unitCount x unitCount matrix (entry u * unitCount + v is 1 when units u
 * and v share a cell; a unit shares its cells with itself), built once per geometry from the cells' unit
 * lists. The fish searches ask it of every candidate base against the chosen ones. Rejected: comparing
 * the two units' cells on each question (size^2 comparisons, about a tenth of the fish searches' time
 * on the 17-clue set).
 */
export const unitOverlap = perGeometry((geometry: Geometry): Uint8Array => {
  const { unitCount, cellCount, cellUnitStart, cellUnitList } = geometry;
  const m = new Uint8Array(unitCount * unitCount);
  // c is a cell: cellUnitStart has entries c and c + 1, and the slots between them (units) are in cellUnitList
  for (let c = 0; c < cellCount; c++) {
    for (let i = cellUnitStart[c]!; i < cellUnitStart[c + 1]!; i++) {
      for (let k = cellUnitStart[c]!; k < cellUnitStart[c + 1]!; k++) m[cellUnitList[i]! * unitCount + cellUnitList[k]!] = 1;
    }
  }
  return m;
});
