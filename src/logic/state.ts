import type { Geometry } from "../model/geometry.js";
import { perGeometry } from "../model/per-geometry.js";
import { bitOf } from "../model/digits.js";
import type { Model } from "../model/model.js";
// The position type is the step contract's (model/step-contract.ts), declared there once so that rules can use it.
import type { LogicState } from "../model/step-contract.js";

/**
 * The starting position of a puzzle: the givens placed, and every open cell's candidates those digits
 * that no given peer holds (the basic bookkeeping every human solver does before the first technique).
 */
export function initialState(model: Model): LogicState {
  const { geometry, givens } = model;
  const state: LogicState = {
    geometry,
    candidates: new Uint16Array(geometry.cellCount).fill(geometry.allDigits),
    values: new Uint8Array(geometry.cellCount),
  };
  // An index loop, not givens.entries(): its [cell, digit] pair per cell was a fiftieth of rating a 17-clue.
  for (let c = 0; c < givens.length; c++) {
    const d = givens[c]!; // c < givens.length
    if (d !== 0) place(state, c, d);
  }
  return state;
}

/** A copy that can be changed without touching the original. */
export function copyState(state: LogicState): LogicState {
  return { geometry: state.geometry, candidates: state.candidates.slice(), values: state.values.slice() };
}

/** Places a digit and takes it from the candidates of every open peer. */
export function place(state: LogicState, cell: number, digit: number): void {
  const { peerStart, peerList } = state.geometry;
  const bit = bitOf(digit);
  state.values[cell] = digit;
  state.candidates[cell] = bit;
  // cell is one of the geometry's cells, so peerStart has entries cell and cell + 1, the slots between them
  // are in peerList, and every peer is a cell: candidates has an entry for it
  for (let i = peerStart[cell]!; i < peerStart[cell + 1]!; i++) {
    const p = peerList[i]!;
    if (state.values[p] === 0) state.candidates[p]! &= ~bit;
  }
}

/** Number of open cells. */
export function openCells(state: LogicState): number {
  let n = 0;
  for (let c = 0; c < state.values.length; c++) if (state.values[c] === 0) n++;
  return n;
}

/**
 * A dead position: an open cell without a candidate, or a unit where a digit neither is placed nor fits
 * any open cell. Never happens on a puzzle with a solution (the techniques keep every solution).
 */
export function isBroken(state: LogicState): boolean {
  const { unitCount, unitCells, size: gridSize, allDigits } = state.geometry;
  for (let c = 0; c < state.values.length; c++) if (state.candidates[c] === 0) return true;
  for (let u = 0; u < unitCount; u++) {
    let seen = 0;
    // unit u has gridSize cells in unitCells, each a cell with a candidate mask
    for (let j = 0; j < gridSize; j++) seen |= state.candidates[unitCells[u * gridSize + j]!]!;
    if (seen !== allDigits) return true;
  }
  return false;
}

/**
 * Peer matrix as a bitset, row a's bit b set when a and b are peers: the chain techniques ask "does a see
 * b" millions of times. Built once per geometry; skipped (linear scan of the peer list instead) past
 * MATRIX_MAX_CELLS, where cells^2 bits would cost more memory than the lookups save.
 */
const MATRIX_MAX_CELLS = 4096;
const matrixOf = perGeometry(buildPeerMatrix);

/** The last geometry asked and its matrix: sees() is called millions of times, mostly for one geometry. */
let lastGeometry: Geometry | undefined;
let lastMatrix: Uint32Array | undefined;

function peerMatrix(geometry: Geometry): Uint32Array | undefined {
  if (geometry === lastGeometry) return lastMatrix;
  const n = geometry.cellCount;
  if (n > MATRIX_MAX_CELLS) return undefined;
  const m = matrixOf(geometry);
  lastGeometry = geometry;
  lastMatrix = m;
  return m;
}

function buildPeerMatrix(geometry: Geometry): Uint32Array {
  const n = geometry.cellCount;
  const words = (n + 31) >>> 5;
  const m = new Uint32Array(n * words);
  // a and its peers b are cells (< n): peerStart has n + 1 entries, and row a's words hold bit b
  for (let a = 0; a < n; a++) {
    for (let i = geometry.peerStart[a]!; i < geometry.peerStart[a + 1]!; i++) {
      const b = geometry.peerList[i]!;
      if (b !== a) m[a * words + (b >>> 5)]! |= 1 << (b & 31);
    }
  }
  return m;
}

/** True when two distinct cells share a unit (are peers). */
export function sees(geometry: Geometry, a: number, b: number): boolean {
  if (a === b) return false;
  const m = peerMatrix(geometry);
  // a and b are cells: row a of the matrix holds bit b, and peerStart has entries a and a + 1
  if (m !== undefined) return (m[a * ((geometry.cellCount + 31) >>> 5) + (b >>> 5)]! & (1 << (b & 31))) !== 0;
  const { peerStart, peerList } = geometry;
  for (let i = peerStart[a]!; i < peerStart[a + 1]!; i++) if (peerList[i] === b) return true;
  return false;
}
