import type { Geometry } from "../model/geometry.js";
import { perGeometry } from "../model/per-geometry.js";

/**
 * Parallel to geometry.cellUnitList: the cell's position in that unit (0 to size - 1), so that a cell's
 * bit in a unit's mask of places is `1 << unitPositionsOf(g)[j]` without a scan of the unit. Built once
 * per geometry (the implication engine and the nested trials' closure read it).
 */
export const unitPositionsOf = perGeometry((geometry: Geometry): Int32Array => {
  const { cellCount, size, cellUnitStart, cellUnitList, unitCells } = geometry;
  const positions = new Int32Array(cellUnitList.length);
  for (let c = 0; c < cellCount; c++) {
    for (let j = cellUnitStart[c]!; j < cellUnitStart[c + 1]!; j++) {
      const u = cellUnitList[j]!;
      for (let s = 0; s < size; s++) if (unitCells[u * size + s] === c) positions[j] = s;
    }
  }
  return positions;
});
