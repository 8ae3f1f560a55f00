import { bitOf, popcount } from "../../model/digits.js";
import type { Elimination, LogicState } from "../../model/step-contract.js";
import { cellRef, digitChars } from "../describe.js";
import { seeingAll } from "../scan.js";
import { sees } from "../state.js";

/**
 * Almost locked sets (ALS), shared by ALS-XZ, ALS-XY-wing and death blossom: n open cells of one unit
 * holding n + 1 digits between them. Take one digit away (it is placed elsewhere, or ruled out) and the
 * other n are locked in the n cells: every one of them is placed there.
 *
 * Bounded: sets of at most MAX_ALS_CELLS cells (a single bivalue cell is an ALS of one), each unit's
 * subsets enumerated once and duplicates (a set inside two units) kept once, and at most MAX_ALS sets
 * per position; the techniques pair them, so this keeps their time in check on every layout.
 */
export interface Als {
  readonly cells: readonly number[];
  /** The set's digits (a candidate mask), one more than its cells. */
  readonly digits: number;
  /** The unit it was found in. */
  readonly unit: number;
}

export const MAX_ALS_CELLS = 4;
export const MAX_ALS = 3000;

/** Every almost locked set of the position up to MAX_ALS_CELLS cells (at most MAX_ALS of them). */
export function almostLockedSets(state: LogicState): Als[] {
  const { geometry, values, candidates } = state;
  const { unitCount, unitCells, size } = geometry;
  const out: Als[] = [];
  const seen = new Set<string>();
  const open: number[] = [];
  const chosen: number[] = [];
  for (let u = 0; u < unitCount && out.length < MAX_ALS; u++) {
    open.length = 0;
    for (let j = 0; j < size; j++) {
      const c = unitCells[u * size + j]!; // unit u has size cells, each with a mask
      if (values[c] === 0 && popcount(candidates[c]!) <= MAX_ALS_CELLS + 1) open.push(c);
    }
    const walk = (from: number, mask: number): void => {
      if (chosen.length > 0 && popcount(mask) === chosen.length + 1) {
        const sorted = [...chosen].sort((a, b) => a - b);
        const key = sorted.join(",");
        if (!seen.has(key) && out.length < MAX_ALS) {
          seen.add(key);
          out.push({ cells: sorted, digits: mask, unit: u });
        }
      }
      if (chosen.length === MAX_ALS_CELLS) return;
      for (let i = from; i < open.length; i++) {
        const c = open[i]!; // i < open.length
        const m = mask | candidates[c]!;
        if (popcount(m) > MAX_ALS_CELLS + 1) continue;
        chosen.push(c);
        walk(i + 1, m);
        chosen.pop();
      }
    };
    walk(0, 0);
  }
  return out;
}

/** The cells of the set that hold the digit (one bit). */
export function holding(state: LogicState, als: Als, bit: number): number[] {
  return als.cells.filter((c) => (state.candidates[c]! & bit) !== 0); // its cells are the position's
}

/** True when the two sets share no cell. */
export function disjoint(a: Als, b: Als): boolean {
  return !a.cells.some((c) => b.cells.includes(c));
}

/**
 * True when digit (one bit) is a restricted common of two disjoint sets: both hold it and every cell of
 * one holding it sees every cell of the other holding it, so at most one set has it placed.
 */
export function restricted(state: LogicState, a: Als, b: Als, bit: number): boolean {
  if ((a.digits & b.digits & bit) === 0) return false;
  const inA = holding(state, a, bit);
  const inB = holding(state, b, bit);
  return inA.every((x) => inB.every((y) => sees(state.geometry, x, y)));
}

/** Cells outside the sets that hold z and see every cell of the sets holding z, as eliminations. */
export function zEliminations(state: LogicState, sets: readonly Als[], z: number): Elimination[] {
  const zCells = sets.flatMap((s) => holding(state, s, z));
  if (zCells.length === 0) return [];
  const all = sets.flatMap((s) => s.cells);
  return seeingAll(state, zCells, z, all).map((cell) => ({ cell, digits: z }));
}

/** A set as written in a step's text: "r1c2 r1c5 {1,4,7}". */
export function alsText(state: LogicState, als: Als): string {
  return `${als.cells.map((c) => cellRef(state.geometry, c)).join(" ")} {${digitChars(als.digits).join(",")}}`;
}

/** The digits (one bit each) of a mask. */
export function bitsOf(mask: number, size: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= size; d++) if ((mask & bitOf(d)) !== 0) out.push(bitOf(d));
  return out;
}
