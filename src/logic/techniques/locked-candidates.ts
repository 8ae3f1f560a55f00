import { digitChar } from "../../model/digit-chars.js";
import { digitOfBit, lowestBit } from "../../model/digits.js";
import type { Geometry } from "../../model/geometry.js";
import { perGeometry } from "../../model/per-geometry.js";
import { type Intersections, intersectionsOf } from "../../solver/intersections.js";
import { commonUnits } from "../scan.js";
import type { Elimination, Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { stopPoll } from "../stop-poll.js";
import { unitName } from "../unit-name.js";

/**
 * Locked candidates, for any two units that share cells: when a digit's open places in unit A all lie
 * where A meets B, B's digit is one of them, so it leaves the rest of B. A box and a line of one grid is
 * the classic pointing (A the box) and claiming (A the line); rows or columns of two grids that overlap
 * on the canvas, and the boxes a samurai's grids share, carry digits from one grid into another the same
 * way. The unit pairs come from solver/intersections.ts, built once per geometry.
 */
export const lockedCandidates: Technique = {
  name: "locked candidates",
  difficulty: 2.6,
  find(state: LogicState): Step | undefined {
    const x = intersectionsOf(state.geometry);
    for (let k = 0; k < x.count; k++) {
      // the pairs grow with the layout (8,696 over 64 grids of 16x16): the stop is polled now and then (stop-poll.ts)
      if ((k & 255) === 0) stopPoll();
      const step = lockedCandidatesAt(state, k, x);
      if (step !== undefined) return step;
    }
    return undefined;
  },
};

/**
 * Locked candidates at pair k of solver/intersections.ts (k < its count) alone: the step find returns
 * when it meets that pair first, or undefined. The "(+)" nets' trials (plus-scan.ts) look again only at
 * the pairs whose cells changed. `x`: the geometry's intersections (given: not looked up again).
 */
export function lockedCandidatesAt(state: LogicState, k: number, x: Intersections = intersectionsOf(state.geometry)): Step | undefined {
  // pair k's slots lie in x.bounds (4 per pair, k < x.count), the slots between them in x.cells
  const s0 = x.bounds[4 * k]!;
  const a0 = x.bounds[4 * k + 1]!;
  const b0 = x.bounds[4 * k + 2]!;
  const end = x.bounds[4 * k + 3]!;
  const shared = openMask(state, x.cells, s0, a0);
  if (shared === 0) return undefined;
  const restA = openMask(state, x.cells, a0, b0);
  const restB = openMask(state, x.cells, b0, end);
  // A's digits locked in the shared cells leave the rest of B, and the other way round.
  const aInB = shared & ~restA & restB;
  if (aInB !== 0) return lockedStep(state, "locked candidates", k, lowestBit(aInB), true);
  const bInA = shared & ~restB & restA;
  if (bInA !== 0) return lockedStep(state, "locked candidates", k, lowestBit(bInA), false);
  return undefined;
}

/** The open candidates (a placed cell has none) of cells[from .. to). */
function openMask(state: LogicState, cells: Int32Array, from: number, to: number): number {
  const { values, candidates } = state;
  let m = 0;
  for (let i = from; i < to; i++) {
    // every entry of x.cells is a cell of the geometry (intersections.ts)
    const c = cells[i]!;
    if (values[c] === 0) m |= candidates[c]!;
  }
  return m;
}

/** Per geometry, pair k's units A and B at 2k and 2k + 1 (-1: not worked out yet). */
const pairUnitsOf = perGeometry((geometry) => new Int32Array(2 * intersectionsOf(geometry).count).fill(-1));

/**
 * Units A and B of pair k: the first unit holding all of A's cells, and of B's (commonUnits). They depend
 * only on the geometry, so each pair's are worked out once, not at every step (two commonUnits and four
 * arrays a step were most of building a locked-candidates step). Returns the table, pair k's entries filled.
 */
function pairUnits(geometry: Geometry, k: number): Int32Array {
  const x = intersectionsOf(geometry);
  const units = pairUnitsOf(geometry);
  // k < x.count: units has entries 2k and 2k + 1, and the pair's bounds and cells are in range
  if (units[2 * k] === -1) {
    const s0 = x.bounds[4 * k]!;
    const a0 = x.bounds[4 * k + 1]!;
    const b0 = x.bounds[4 * k + 2]!;
    const end = x.bounds[4 * k + 3]!;
    // the cells of A (shared and rest) all lie in unit A, those of B in B: each list has a common unit, and
    // commonUnits returns units of the geometry
    units[2 * k] = commonUnits(geometry, Array.from(x.cells.subarray(s0, b0)))[0]!;
    units[2 * k + 1] = commonUnits(geometry, [...Array.from(x.cells.subarray(s0, a0)), ...Array.from(x.cells.subarray(b0, end))])[0]!;
  }
  return units;
}

/** The step for pair k: the digit (bit) locked in A's part of the shared cells leaves B (or the reverse). */
function lockedStep(state: LogicState, name: string, k: number, bit: number, fromAToB: boolean): Step {
  const { geometry } = state;
  const x = intersectionsOf(geometry);
  // k is a pair found by the caller (k < x.count): as there, its bounds and cells are in range, and each cell
  // of x.cells is a cell of the geometry
  const s0 = x.bounds[4 * k]!;
  const a0 = x.bounds[4 * k + 1]!;
  const b0 = x.bounds[4 * k + 2]!;
  const end = x.bounds[4 * k + 3]!;
  const from = fromAToB ? b0 : a0;
  const to = fromAToB ? end : b0;
  const eliminations: Elimination[] = [];
  for (let i = from; i < to; i++) {
    const c = x.cells[i]!;
    if (state.values[c] === 0 && (state.candidates[c]! & bit) !== 0) eliminations.push({ cell: c, digits: bit });
  }
  // The shared cells holding the digit, listed straight from x.cells (no copy, filter or spread: the "(+)"
  // nets' trials build this step some hundred thousand times a hard puzzle).
  const cells: number[] = [];
  for (let i = s0; i < a0; i++) {
    const c = x.cells[i]!;
    if (state.values[c] === 0 && (state.candidates[c]! & bit) !== 0) cells.push(c);
  }
  const units = pairUnits(geometry, k); // k < x.count: entries 2k and 2k + 1 are pair k's units A and B
  const inUnit = units[fromAToB ? 2 * k : 2 * k + 1]!;
  const leaves = units[fromAToB ? 2 * k + 1 : 2 * k]!;
  const kindIn = geometry.units[inUnit]!.kind;
  const kindOut = geometry.units[leaves]!.kind;
  const form = kindIn === "box" && kindOut !== "box" ? "pointing" : kindOut === "box" && kindIn !== "box" ? "claiming" : "shared cells";
  const reason = `${form}: ${digitChar(digitOfBit(bit))} fits ${unitName(state.geometry, inUnit)} only where it meets ${unitName(state.geometry, leaves)}`;
  // Sudoku Explainer rates pointing (from a box) 2.6 and claiming (from a line) 2.8.
  if (form === "claiming") return { technique: name, difficulty: 2.8, placements: [], eliminations, cells, units: [inUnit, leaves], digits: bit, reason };
  return { technique: name, placements: [], eliminations, cells, units: [inUnit, leaves], digits: bit, reason };
}
