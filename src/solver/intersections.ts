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
  // Per cell: 1 + the unit a while it lies in unit A, 1 + b while it lies in unit B (0: neither yet), so
  // that a pair's shared cells and the rest of each unit are told apart without a set per pair (Sets and
  // filtered copies per pair took 0.13 s over 64 grids of 16x16, unpolled, in a step's first technique).
  const inA = new Int32Array(geometry.cellCount);
  const inB = new Int32Array(geometry.cellCount);
  for (let a = 0; a < unitCount; a++) {
    const a0 = a * size; // unit A is unitCells[a0 .. a0 + size), unit B below unitCells[b0 .. b0 + size)
    const partners: number[] = [];
    for (let j = a0; j < a0 + size; j++) {
      const cell = unitCells[j]!;
      inA[cell] = a + 1; // every cell of a unit is a cell: inA has its entry
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
      const b0 = b * size;
      // the slots of both units hold cells: inA and inB have their entries
      for (let j = b0; j < b0 + size; j++) inB[unitCells[j]!] = b + 1;
      bounds.push(cells.length);
      for (let j = a0; j < a0 + size; j++) if (inB[unitCells[j]!] === b + 1) cells.push(unitCells[j]!);
      bounds.push(cells.length);
      for (let j = a0; j < a0 + size; j++) if (inB[unitCells[j]!] !== b + 1) cells.push(unitCells[j]!);
      bounds.push(cells.length);
      for (let j = b0; j < b0 + size; j++) if (inA[unitCells[j]!] !== a + 1) cells.push(unitCells[j]!);
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
