import type { Geometry } from "../../model/geometry.js";
import type { LogicState } from "../../model/step-contract.js";

/** Planes remembered at most per geometry and search; past it the memory starts over. */
const MAX_PLANES = 50_000;

/** What a search remembers: see emptyPlanes. */
export interface PlaneMemo {
  readonly key: (state: LogicState, d: number, bit: number) => string;
  readonly has: (key: string) => boolean;
  readonly add: (key: string) => void;
}

const memos = new WeakMap<Geometry, Map<string, Set<string>>>();

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
  let byName = memos.get(geometry);
  if (byName === undefined) {
    byName = new Map();
    memos.set(geometry, byName);
  }
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
  };
}

/**
 * The plane of digit d (its bit) as a key: two bits a cell (1: d a candidate of the open cell, 2: d placed
 * there, 0: neither), eight cells a character, so that building and hashing a key is cheap (a key of cell
 * numbers as text cost more than the searches it saved on easy puzzles).
 */
function planeKey(state: LogicState, d: number, bit: number): string {
  const { values, candidates } = state;
  let key = "";
  let word = 0;
  let shift = 0;
  for (let c = 0; c < values.length; c++) {
    const v = values[c]!; // c < values.length
    if (v === d) word |= 2 << shift;
    else if (v === 0 && (candidates[c]! & bit) !== 0) word |= 1 << shift;
    shift += 2;
    if (shift === 16) {
      key += String.fromCharCode(word);
      word = 0;
      shift = 0;
    }
  }
  return shift === 0 ? key : key + String.fromCharCode(word);
}
