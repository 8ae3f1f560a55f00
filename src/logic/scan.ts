import { popcount } from "../model/digits.js";
import type { Geometry } from "../model/geometry.js";
import type { UnitKind } from "../model/geometry.js";
import type { LogicState } from "../model/step-contract.js";
import { sees } from "./state.js";

/**
 * Small reads of a position shared by the techniques (one home, so no technique re-derives them).
 */

/**
 * Open cells of unit u that still have a candidate in mask, in the unit's order: written to the first
 * entries of out (those past them are left as they were: read only the count returned), their number
 * returned. Written in place rather than emptied and pushed: emptying an array gives up its store, so the
 * next push allocates one again (a search calls this for every unit and digit).
 */
export function placesIn(state: LogicState, u: number, mask: number, out: number[]): number {
  const { unitCells, size: gridSize } = state.geometry;
  let n = 0;
  for (let j = 0; j < gridSize; j++) {
    const c = unitCells[u * gridSize + j];
    if (state.values[c] === 0 && (state.candidates[c] & mask) !== 0) out[n++] = c;
  }
  return n;
}

/** True when unit u contains the cell. */
export function unitHas(geometry: Geometry, u: number, cell: number): boolean {
  const gridSize = geometry.size;
  for (let j = 0; j < gridSize; j++) if (geometry.unitCells[u * gridSize + j] === cell) return true;
  return false;
}

/** The units that contain every one of the cells (in cellUnitList order of the first cell). */
export function commonUnits(geometry: Geometry, cells: readonly number[]): number[] {
  const out: number[] = [];
  if (cells.length === 0) return out;
  const { cellUnitStart, cellUnitList } = geometry;
  for (let i = cellUnitStart[cells[0]]; i < cellUnitStart[cells[0] + 1]; i++) {
    const u = cellUnitList[i];
    if (cells.every((c) => unitHas(geometry, u, c))) out.push(u);
  }
  return out;
}

/** A unit of the given kind that holds both cells, or -1. */
export function sharedUnitOfKind(geometry: Geometry, a: number, b: number, kind: UnitKind): number {
  const { cellUnitStart, cellUnitList, units } = geometry;
  for (let i = cellUnitStart[a]; i < cellUnitStart[a + 1]; i++) {
    const u = cellUnitList[i];
    if (units[u].kind === kind && unitHas(geometry, u, b)) return u;
  }
  return -1;
}

/**
 * Open cells other than the excluded ones that hold a candidate of mask and see every cell of `seen`:
 * the cells a pattern's eliminations fall on.
 */
export function seeingAll(state: LogicState, seen: readonly number[], mask: number, excluded: readonly number[]): number[] {
  const out: number[] = [];
  const { peerStart, peerList } = state.geometry;
  const first = seen[0];
  for (let i = peerStart[first]; i < peerStart[first + 1]; i++) {
    const c = peerList[i];
    if (state.values[c] !== 0 || (state.candidates[c] & mask) === 0 || excluded.includes(c)) continue;
    // every cell of `seen` is first or a peer of c (a loop rather than every(): no closure per cell)
    let all = true;
    for (let j = 0; j < seen.length && all; j++) {
      const s = seen[j];
      if (s !== first && !sees(state.geometry, c, s)) all = false;
    }
    if (all) out.push(c);
  }
  return out;
}

/**
 * The wings' common scan: every unsolved pivot with `pivotSize` candidates, and every pair of its unsolved
 * bivalue peers (the pincers) that `fits(pivotMask, pincerMask)` accepts, as [pivot, pincer, pincer].
 */
export function* pivotsWithPincers(
  state: LogicState,
  pivotSize: number,
  fits: (pivotMask: number, pincerMask: number) => boolean,
): Generator<readonly [number, number, number]> {
  const { geometry, candidates, values } = state;
  const { peerStart, peerList } = geometry;
  for (let pivot = 0; pivot < values.length; pivot++) {
    const pm = candidates[pivot];
    if (values[pivot] !== 0 || popcount(pm) !== pivotSize) continue;
    const pincers: number[] = [];
    for (let i = peerStart[pivot]; i < peerStart[pivot + 1]; i++) {
      const p = peerList[i];
      const m = candidates[p];
      if (values[p] === 0 && popcount(m) === 2 && fits(pm, m)) pincers.push(p);
    }
    for (let i = 0; i < pincers.length; i++) for (let k = i + 1; k < pincers.length; k++) yield [pivot, pincers[i], pincers[k]];
  }
}
