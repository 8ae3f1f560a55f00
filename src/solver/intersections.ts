import type { Geometry } from "../model/geometry.js";
import { perGeometry } from "../model/per-geometry.js";

/**
 * Pairs of units that share two or more cells, for locked candidates: a box and a row or column of the
 * same grid (a box's width or height), and rows or columns of different grids that overlap on the canvas.
 * If a digit's places in unit A all lie in the shared cells, then B's shared cells must hold it too, so it
 * leaves the rest of B ("pointing" and "claiming" in solvers' terms, here for any two units).
 *
 * Data layout: pair k's cells are cells[bounds[4k] .. bounds[4k+3]): first the shared cells, from
 * bounds[4k+1] the rest of A, from bounds[4k+2] the rest of B. The pairs unit u takes part in are
 * unitPairs[unitPairStart[u] .. unitPairStart[u+1]), the other unit of each at the same index of
 * unitPartners, so that a search re-examines only the pairs of units whose candidates changed, each once.
 * Built once per geometry and cached.
 */
export interface Intersections {
  readonly count: number;
  readonly bounds: Int32Array;
  readonly cells: Int32Array;
  readonly unitPairStart: Int32Array;
  readonly unitPairs: Int32Array;
  readonly unitPartners: Int32Array;
}

/** The unit pairs of a geometry that share two or more cells (Intersections), built once per geometry. */
export const intersectionsOf = perGeometry(buildIntersections);

function buildIntersections(geometry: Geometry): Intersections {
  const { unitCount, unitCells, cellUnitStart, cellUnitList, size } = geometry;
  const bounds: number[] = [];
  const cells: number[] = [];
  const pairsOf: number[][] = Array.from({ length: unitCount }, () => []);
  const partnersOf: number[][] = Array.from({ length: unitCount }, () => []);
  // Per unit b: how many of A's cells it holds, while A is examined (reset after).
  const shared = new Int32Array(unitCount);
  for (let a = 0; a < unitCount; a++) {
    const unitA = unitCells.subarray(a * size, a * size + size);
    const partners: number[] = [];
    for (const cell of unitA) {
      // cellUnitStart has cellCount + 1 entries and every cell of a unit is a cell: both bounds exist;
      // cellUnitList holds units (0..unitCount-1) between them, and shared has unitCount entries.
      const end = cellUnitStart[cell + 1]!;
      for (let i = cellUnitStart[cell]!; i < end; i++) {
        const b = cellUnitList[i]!;
        if (b <= a) continue;
        if (shared[b]!++ === 0) partners.push(b);
      }
    }
    for (const b of partners) {
      const count = shared[b]!; // b is a unit: see above
      shared[b] = 0;
      if (count < 2) continue;
      // a and b are units (a < b < unitCount), and both lists have unitCount entries
      pairsOf[a]!.push(bounds.length / 4);
      pairsOf[b]!.push(bounds.length / 4);
      partnersOf[a]!.push(b);
      partnersOf[b]!.push(a);
      const unitB = unitCells.subarray(b * size, b * size + size);
      const inB = new Set(unitB);
      const common = [...unitA].filter((c) => inB.has(c));
      const inCommon = new Set(common);
      bounds.push(cells.length);
      cells.push(...common);
      bounds.push(cells.length);
      cells.push(...[...unitA].filter((c) => !inCommon.has(c)));
      bounds.push(cells.length);
      cells.push(...[...unitB].filter((c) => !inCommon.has(c)));
      bounds.push(cells.length);
    }
  }
  const unitPairStart = new Int32Array(unitCount + 1);
  let start = 0;
  for (const [u, pairs] of pairsOf.entries()) {
    start += pairs.length;
    unitPairStart[u + 1] = start;
  }
  return {
    count: bounds.length / 4,
    bounds: Int32Array.from(bounds),
    cells: Int32Array.from(cells),
    unitPairStart,
    unitPairs: Int32Array.from(pairsOf.flat()),
    unitPartners: Int32Array.from(partnersOf.flat()),
  };
}
