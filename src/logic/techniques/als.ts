import { bitOf, popcount } from "../../model/digits.js";
import type { Geometry } from "../../model/geometry.js";
import { perGeometry } from "../../model/per-geometry.js";
import type { Elimination, LogicState } from "../../model/step-contract.js";
import { ascending } from "../ascending.js";
import { grown } from "../grown.js";
import { cellRef, digitChars } from "../describe.js";
import { inUnit } from "../in-unit.js";
import { lastPositionMemo } from "../position-memo.js";
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

/**
 * Every almost locked set of the position up to MAX_ALS_CELLS cells (at most MAX_ALS of them). A set
 * inside two units (a row and a box) is listed once, from the first of them: a subset found in unit u is
 * skipped when a unit before u holds all its cells.
 */
export function almostLockedSets(state: LogicState): readonly Als[] {
  return lastSets(state);
}

/**
 * The last position's sets: the engine tries ALS-XZ, death blossom and the grouped AIC with ALS nodes one
 * after the other on one position, and each lists its sets. Kept with a copy of the position, so a changed
 * position lists them again.
 */
const lastSets = lastPositionMemo(listSets);

/** almostLockedSets' search, uncached. */
function listSets(state: LogicState): Als[] {
  const { geometry, values, candidates } = state;
  const { unitCount, unitCells, size, cellUnitStart, cellUnitList } = geometry;
  const out: Als[] = [];
  // A unit's open cells (the first `opens`) and the cells chosen (the first n, as walk goes), set in place:
  // a list emptied (`length = 0`, or popped to nothing) lets its room go and grows it again.
  const open = new Array<number>(size).fill(0);
  let opens = 0;
  const chosen = new Array<number>(MAX_ALS_CELLS).fill(0);
  let u = 0;
  /** True when a unit before u holds the n cells chosen (n >= 1): the set is listed from there. */
  const listedBefore = (n: number): boolean => {
    const first = chosen[0]!;
    units: for (let i = cellUnitStart[first]!; i < cellUnitStart[first + 1]!; i++) {
      const w = cellUnitList[i]!;
      if (w >= u) continue;
      for (let j = 1; j < n; j++) if (!inUnit(geometry, chosen[j]!, w)) continue units; // j < n <= MAX_ALS_CELLS
      return true;
    }
    return false;
  };
  const walk = (from: number, mask: number, n: number): void => {
    if (n > 0 && popcount(mask) === n + 1 && out.length < MAX_ALS && !listedBefore(n)) {
      out.push({ cells: ascending(chosen.slice(0, n)), digits: mask, unit: u }); // chosen in the unit's order: mostly ascending
    }
    if (n === MAX_ALS_CELLS) return;
    for (let i = from; i < opens; i++) {
      const c = open[i]!; // i < opens <= size
      const m = mask | candidates[c]!;
      if (popcount(m) > MAX_ALS_CELLS + 1) continue;
      chosen[n] = c;
      walk(i + 1, m, n + 1);
    }
  };
  for (u = 0; u < unitCount && out.length < MAX_ALS; u++) {
    opens = 0;
    for (let j = 0; j < size; j++) {
      const c = unitCells[u * size + j]!; // unit u has size cells, each with a mask
      if (values[c] === 0 && popcount(candidates[c]!) <= MAX_ALS_CELLS + 1) open[opens++] = c;
    }
    walk(0, 0, 0);
  }
  return out;
}

/**
 * The pairs of disjoint sets with a restricted common digit x found through a unit: every cell of both
 * holding x lies in one unit (so they all see each other). Calls `visit(a, b, x)` for each pair and
 * digit (a pair sharing two such units may come twice) until it returns true; the pairs whose x cells see
 * each other across units are left out, for speed: the sets are bucketed by (unit, digit) instead of
 * paired all with all. The buckets in the order first met, each's sets in list order. `visit` must not call
 * restrictedPairs itself (the buckets are kept in work arrays of the geometry).
 */
export function restrictedPairs(state: LogicState, sets: readonly Als[], visit: (a: Als, b: Als, x: number) => boolean): boolean {
  const { geometry, candidates } = state;
  const { cellUnitStart, cellUnitList, size } = geometry;
  const scratch = pairScratchOf(geometry);
  if (scratch.stamp > 0x3fffffff) {
    scratch.stampOf.fill(0);
    scratch.stamp = 0;
  }
  const stamp = ++scratch.stamp;
  const { stampOf, head, tail, keys } = scratch;
  // Invariants behind the `!`: a key w * 17 + d (w a unit, 1 <= d <= size <= 16) is within the by-key arrays,
  // an entry is below `entries` (within next and set, grown before each), a set index is below sets.length.
  let keyCount = 0;
  let entries = 0;
  for (let k = 0; k < sets.length; k++) {
    const s = sets[k]!;
    const cells = s.cells;
    for (let d = 1; d <= size; d++) {
      const bit = bitOf(d);
      if ((s.digits & bit) === 0) continue;
      let first = -1;
      for (let j = 0; j < cells.length; j++) {
        if ((candidates[cells[j]!]! & bit) !== 0) {
          // j < cells.length; a set's cells are the position's
          first = cells[j]!;
          break;
        }
      }
      if (first < 0) continue;
      units: for (let i = cellUnitStart[first]!; i < cellUnitStart[first + 1]!; i++) {
        const w = cellUnitList[i]!; // first is a cell
        for (let j = 0; j < cells.length; j++) {
          const c = cells[j]!; // j < cells.length
          if (c !== first && (candidates[c]! & bit) !== 0 && !inUnit(state.geometry, c, w)) continue units;
        }
        const key = w * 17 + d;
        if (entries === scratch.next.length) {
          scratch.next = grown(scratch.next, entries + 1);
          scratch.set = grown(scratch.set, entries + 1);
        }
        scratch.set[entries] = k;
        scratch.next[entries] = -1;
        if (stampOf[key] !== stamp) {
          stampOf[key] = stamp;
          head[key] = entries;
          keys[keyCount++] = key;
        } else scratch.next[tail[key]!] = entries;
        tail[key] = entries;
        entries++;
      }
    }
  }
  const { next, set } = scratch;
  for (let q = 0; q < keyCount; q++) {
    const key = keys[q]!;
    const x = bitOf(key % 17);
    let n = 0;
    for (let e = head[key]!; e >= 0; e = next[e]!) {
      scratch.bucket = grown(scratch.bucket, n + 1);
      scratch.bucket[n++] = set[e]!;
    }
    const bucket = scratch.bucket;
    for (let i = 0; i < n; i++) {
      const a = sets[bucket[i]!]!;
      for (let j = i + 1; j < n; j++) {
        const b = sets[bucket[j]!]!;
        if (disjoint(a, b) && visit(a, b, x)) return true;
      }
    }
  }
  return false;
}

/**
 * restrictedPairs' work arrays, per geometry. By key (unit * 17 + digit): `stampOf` the call that met it (a
 * stamp per call: nothing to clear, even when a visit throws), its bucket's first and last entry; `keys` the
 * keys in the order first met. By entry (a set in a bucket): the set's index and the bucket's next entry
 * (-1: none). `bucket` one bucket's set indices while its pairs are visited.
 */
interface PairScratch {
  readonly stampOf: Int32Array;
  stamp: number;
  readonly head: Int32Array;
  readonly tail: Int32Array;
  readonly keys: Int32Array;
  next: Int32Array;
  set: Int32Array;
  bucket: Int32Array;
}

const pairScratchOf = perGeometry((geometry: Geometry): PairScratch => {
  const keys = geometry.unitCount * 17;
  return {
    stampOf: new Int32Array(keys),
    stamp: 0,
    head: new Int32Array(keys),
    tail: new Int32Array(keys),
    keys: new Int32Array(keys),
    next: new Int32Array(256),
    set: new Int32Array(256),
    bucket: new Int32Array(64),
  };
});

/** The cells of the set that hold the digit (one bit). */
export function holding(state: LogicState, als: Als, bit: number): number[] {
  return als.cells.filter((c) => (state.candidates[c]! & bit) !== 0); // its cells are the position's
}

/** True when the two sets share no cell. */
export function disjoint(a: Als, b: Als): boolean {
  const x = a.cells;
  const y = b.cells;
  for (let i = 0; i < x.length; i++) for (let j = 0; j < y.length; j++) if (x[i] === y[j]) return false;
  return true;
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

/**
 * zTargets' scratch: the z cells of the sets other than the first, the first zCount (reused, never kept; a
 * typed array with a count: a plain list emptied by `length = 0` lets its room go, and grows it again).
 */
let zCells: Int32Array = new Int32Array(32);
let zCount = 0;

/**
 * Cells outside the sets that hold z and see every cell of the sets holding z, as eliminations, or
 * undefined when there is none. Nothing is allocated for none (a first pass stops at the first cell, and
 * the list is made only when there is one): the pairs' search calls this for every pair and common digit,
 * and most find nothing.
 */
export function zEliminations(state: LogicState, sets: readonly Als[], z: number): Elimination[] | undefined {
  if (!zTargets(state, sets, sets.length, z, undefined)) return undefined;
  const out: Elimination[] = [];
  zTargets(state, sets, sets.length, z, out);
  return out;
}

/**
 * True when zEliminations would find a cell for the first `count` of the sets (it stops at the first).
 * Adding sets only takes cells away, so a search that grows a list of sets can drop the digits a part of
 * the list already leaves no cell for.
 */
export function hasZElimination(state: LogicState, sets: readonly Als[], z: number, count = sets.length): boolean {
  return zTargets(state, sets, count, z, undefined);
}

/**
 * zEliminations' search over the first `count` sets: each target into `out`, or with no `out` stop at the
 * first. A cell of a set that holds z does not see itself, so "outside the sets" is part of the seeing test.
 */
function zTargets(state: LogicState, sets: readonly Als[], count: number, z: number, out: Elimination[] | undefined): boolean {
  const { geometry, values, candidates } = state;
  const { peerStart, peerList } = geometry;
  let first = -1;
  zCount = 0;
  for (let k = 0; k < count; k++) {
    const cells = sets[k]!.cells; // k < count, at most sets.length
    zCells = grown(zCells, zCount + cells.length);
    for (let j = 0; j < cells.length; j++) {
      const c = cells[j]!; // j < cells.length; c is a cell
      if ((candidates[c]! & z) === 0 || c === first) continue;
      if (first < 0) first = c;
      else zCells[zCount++] = c;
    }
  }
  if (first < 0) return false;
  let found = false;
  // Invariants behind the `!`: first and every peer are cells of the geometry, j < zCount.
  peers: for (let i = peerStart[first]!; i < peerStart[first + 1]!; i++) {
    const p = peerList[i]!;
    if (p === first || values[p] !== 0 || (candidates[p]! & z) === 0) continue;
    for (let j = 0; j < zCount; j++) if (!sees(geometry, p, zCells[j]!)) continue peers;
    if (out === undefined) return true;
    out.push({ cell: p, digits: z });
    found = true;
  }
  return found;
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
