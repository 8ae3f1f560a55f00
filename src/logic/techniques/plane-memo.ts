import { digitOfBit, lowestBit } from "../../model/digits.js";
import type { Geometry } from "../../model/geometry.js";
import { perGeometry } from "../../model/per-geometry.js";
import type { LogicState } from "../../model/step-contract.js";
import { lastPositionMemo } from "../position-memo.js";

/** Planes remembered at most per geometry and search; past it the memory starts over. */
const MAX_PLANES = 50_000;

/** What a search remembers: see emptyPlanes. */
export interface PlaneMemo {
  readonly key: (state: LogicState, d: number, bit: number) => string;
  readonly has: (key: string) => boolean;
  readonly add: (key: string) => void;
  /** Whether every digit's plane of the position is remembered (the search would find nothing). */
  readonly allKnown: (state: LogicState) => boolean;
}

/** Each geometry's memories, by search name. */
const memosOf = perGeometry((): Map<string, Set<string>> => new Map());

/**
 * A memory of the digit planes where a single-digit search (a fish, finned or not) found nothing: such
 * a search reads only the digit's plane (the cells where it is a candidate and those where it is placed),
 * so the same plane gives the same answer. The step engine meets the same planes again and again (a
 * step changes one or two digits' planes; the generator solves nearly the same puzzle once per cell it
 * tries to empty), so a search that remembers its empty planes skips about half of its work there.
 *
 * The memory of one search (by name) on one geometry: `key` is a plane as a string, `has` and `add` ask
 * and tell the memory (cleared when it reaches MAX_PLANES keys).
 */
export function emptyPlanes(geometry: Geometry, search: string): PlaneMemo {
  const byName = memosOf(geometry);
  let set = byName.get(search);
  if (set === undefined) {
    set = new Set();
    byName.set(search, set);
  }
  const planes = set;
  return {
    key: planeKey,
    has: (key) => planes.has(key),
    add: (key) => {
      if (planes.size >= MAX_PLANES) planes.clear();
      planes.add(key);
    },
    allKnown: (state) => {
      const keys = planeKeys(state);
      for (let d = 1; d <= state.geometry.size; d++) if (!planes.has(keys[d]!)) return false; // keys has an entry per digit
      return true;
    },
  };
}

/**
 * The plane of digit d (its bit) as a key: two bits a cell (1: d a candidate of the open cell, 2: d placed
 * there, 0: neither), eight cells a character, so that building and hashing a key is cheap (a key of cell
 * numbers as text cost more than the searches it saved on easy puzzles).
 */
function planeKey(state: LogicState, d: number, _bit: number): string {
  // d is a digit of the geometry: planeKeys has its key
  return planeKeys(state)[d]!;
}

/**
 * The keys of every digit's plane (index d), built in one pass over the cells and kept for the next call
 * while the position is unchanged (lastPositionMemo): the six fish searches of one engine step each ask all
 * the planes, and comparing the position with a copy costs less than building the keys again. Rejected:
 * one pass per digit per search (54 passes a step where the fish are reached).
 */
const planeKeys = lastPositionMemo((state: LogicState): readonly string[] => {
  const { geometry, values, candidates } = state;
  const n = values.length;
  const size = geometry.size;
  // words[d]: digit d's character being filled; codes[d]: its characters so far (d from 1 to size)
  const words = new Int32Array(size + 1);
  const codes: number[][] = [];
  for (let d = 0; d <= size; d++) codes.push([]);
  let shift = 0;
  // c < n: values and candidates have its entry; every digit v or candidate bit is at most size
  for (let c = 0; c < n; c++) {
    const v = values[c]!;
    if (v !== 0) words[v]! |= 2 << shift;
    else {
      for (let m = candidates[c]!; m !== 0; m &= m - 1) words[digitOfBit(lowestBit(m))]! |= 1 << shift;
    }
    shift += 2;
    if (shift === 16 || c === n - 1) {
      for (let d = 1; d <= size; d++) {
        codes[d]!.push(words[d]!);
        words[d] = 0;
      }
      shift = 0;
    }
  }
  // Character by character, not fromCharCode(...k): k has a code per 8 cells, too many to spread on a big layout.
  return codes.map((k) => k.reduce((key, code) => key + String.fromCharCode(code), ""));
});
