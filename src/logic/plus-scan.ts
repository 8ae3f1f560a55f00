import { twoBits } from "../model/digits.js";
import type { Geometry } from "../model/geometry.js";
import { perGeometry } from "../model/per-geometry.js";
import type { LogicState, Step, Technique } from "../model/step-contract.js";
import { type Intersections, intersectionsOf } from "../solver/intersections.js";
import { plusMayFind } from "./plus-may-find.js";
import { hiddenPair } from "./techniques/hidden-pair.js";
import { lockedCandidates, lockedCandidatesAt } from "./techniques/locked-candidates.js";
import { nakedPair } from "./techniques/naked-pair.js";
import { findHiddenSubset, findNakedSubset } from "./techniques/subsets.js";

/** Which scan: locked candidates (by unit pair), the naked or hidden pair (by unit), any other technique. */
export const LOCKED = 0;
export const NAKED = 1;
export const HIDDEN = 2;
export const OTHER = 3;

/**
 * Which of the three techniques the "(+)" trials know a technique is (LOCKED, NAKED, HIDDEN), by identity,
 * or OTHER: this file's scans and the nested trials' closure (implications.ts, closureFor) take only those.
 */
export function plusKind(technique: Technique): number {
  return technique === lockedCandidates ? LOCKED : technique === nakedPair ? NAKED : technique === hiddenPair ? HIDDEN : OTHER;
}

/** A digit's places in a unit: a bit per position in the unit (0 to size - 1) of each open cell with it. */
export interface Places {
  /** Digit `bit` is 0-based (bit 0: digit 1). */
  placesOf(unit: number, bit: number): number;
}

/**
 * One technique a "(+)" net applies at each fixpoint of its trials (implications.ts, applyExtra), looked
 * for again only where the trial changed candidates since the places were last found empty: the step is
 * the one `technique.find` returns on the whole position, at a fraction of the work (the trials call it
 * some hundred thousand times a step of the hardest puzzles, and a fixpoint changes a few units).
 *
 * Why it is the same step: locked candidates and the naked and hidden pairs are unit-local. A pair's
 * finding lies in one unit, the pattern in its cells and the eliminations in units holding both cells; a
 * locked candidate lies in the two units of an intersection (solver/intersections.ts). A trial only takes
 * candidates away. So a place (unit or intersection) found empty stays empty while no cell of it changes:
 * its pattern is the same, and the candidates it would clear can only have shrunk. The scan goes over the
 * places still marked, in the technique's own order, unmarks each found empty and stops at the first
 * finding (which stays marked): the first finding of the whole scan, as every place before it is empty.
 *
 * Within a marked place, a filter on what the place lost (which digits, which cells) and the digits'
 * places (`Places`, kept by the trial) skips most places in a few operations, before the technique's own
 * test of the place.
 *
 * Usage per trial: reset (everything marked, or nothing when the technique finds nothing in the position
 * the trial starts from), touch each unit whose cells lost candidates, find at a fixpoint. Any other
 * technique: its own find every time.
 */
export class PlusScan {
  readonly technique: Technique;
  private readonly geometry: Geometry;
  private readonly kind: number;
  private readonly intersections: Intersections;
  /** Per unit pair k (locked candidates): its units A and B, and the shared cells' positions in each, at 4k. */
  private readonly pairs: Int32Array;
  /**
   * A mark per place (unit, or unit pair for locked candidates): marked when equal to stamp; and, when
   * marked, the digits the place's cells lost since, and for a unit which of its cells did (a bit per
   * position in the unit): every digit and cell after reset(true).
   */
  private readonly marks: Int32Array;
  private readonly digits: Int32Array;
  private readonly cells: Int32Array;
  private stamp = 1;

  constructor(geometry: Geometry, technique: Technique) {
    this.geometry = geometry;
    this.technique = technique;
    this.kind = plusKind(technique);
    this.intersections = intersectionsOf(geometry);
    this.pairs = this.kind === LOCKED ? pairTableOf(geometry) : new Int32Array(0);
    this.marks = new Int32Array(this.kind === LOCKED ? this.intersections.count : geometry.unitCount);
    this.digits = new Int32Array(this.marks.length);
    this.cells = new Int32Array(this.marks.length);
  }

  /** Starts over: every place marked (`all`), or none. */
  reset(all: boolean): void {
    this.stamp++;
    if (this.stamp > 0x3fffffff) {
      this.stamp = 1;
      this.marks.fill(0);
    }
    if (all) {
      this.marks.fill(this.stamp);
      this.digits.fill(this.geometry.allDigits);
      this.cells.fill((1 << this.geometry.size) - 1);
    }
  }

  /**
   * Cells of unit u lost the candidates `digits`; `cells`: which (a bit per position in u). The places
   * holding them are to be looked at again.
   */
  touch(u: number, digits: number, cells: number): void {
    if (this.kind === OTHER) return;
    if (this.kind !== LOCKED) this.mark(u, digits, cells);
    else {
      const x = this.intersections;
      // u is a unit: unitPairStart (unitCount + 1 entries) bounds its pairs, each below the pair count
      for (let i = x.unitPairStart[u]!; i < x.unitPairStart[u + 1]!; i++) this.mark(x.unitPairs[i]!, digits, 0);
    }
  }

  /** Marks place p (below marks' length) with the digits and cells lost there. */
  private mark(p: number, digits: number, cells: number): void {
    if (this.marks[p] === this.stamp) {
      this.digits[p]! |= digits;
      this.cells[p]! |= cells;
    } else {
      this.marks[p] = this.stamp;
      this.digits[p] = digits;
      this.cells[p] = cells;
    }
  }

  /**
   * The step technique.find(state) returns, looked for in the marked places (see the class). `places`:
   * the digits' places in the units of `state` (the trial's, kept as it goes), else worked out here.
   */
  find(state: LogicState, places: Places = new ScannedPlaces(state)): Step | undefined {
    if (this.kind === OTHER) return this.technique.find(state);
    const { marks, stamp } = this;
    for (let p = 0; p < marks.length; p++) {
      if (marks[p] !== stamp) continue;
      let step: Step | undefined;
      // p is a place (marks' length): digits and cells have an entry per place. The filters below are false
      // only where the technique finds nothing new at p; the technique's own scan decides.
      const lost = this.digits[p]!;
      if (this.kind === LOCKED) {
        // On a few digits their places tell quicker than the pair's whole test.
        if (!fewBits(lost) || this.lockedMayBeNew(places, p, lost)) step = lockedCandidatesAt(state, p, this.intersections);
      } else if (this.kind === NAKED ? nakedMayBeNew(state, p, this.cells[p]!) : hiddenMayBeNew(state, places, p, lost)) {
        // Each unit tested without allocating first (plusMayFind), the technique's own scan run where it finds.
        if (plusMayFind(this.technique, state, p)) {
          step = this.kind === NAKED ? findNakedSubset(state, 2, this.technique.name, p) : findHiddenSubset(state, 2, this.technique.name, p);
        }
      }
      if (step !== undefined) return step;
      marks[p] = 0;
    }
    return undefined;
  }

  /**
   * Whether pair k may hold a locked candidate that is new since its cells lost the digits `lost`. A digit
   * locked in A's shared cells was in the shared cells and the rest of B when the pair was last found
   * empty, as now (candidates only go), so it was in the rest of A then: it is one of those lost. Each is
   * tested by its places in A and B: in the shared cells, and in the rest of one unit but not the other's.
   */
  private lockedMayBeNew(places: Places, k: number, lost: number): boolean {
    // k is a pair: pairs has 4 entries per pair
    const a = this.pairs[4 * k]!;
    const b = this.pairs[4 * k + 1]!;
    const sharedA = this.pairs[4 * k + 2]!;
    const sharedB = this.pairs[4 * k + 3]!;
    for (let m = lost; m !== 0; m &= m - 1) {
      const bit = 31 - Math.clz32(m & -m);
      const inA = places.placesOf(a, bit);
      if ((inA & sharedA) === 0) continue;
      if (((inA & ~sharedA) === 0) !== ((places.placesOf(b, bit) & ~sharedB) === 0)) return true;
    }
    return false;
  }
}

/** Places worked out from a position's candidates (a scan of the unit each time). */
class ScannedPlaces implements Places {
  private readonly state: LogicState;

  constructor(state: LogicState) {
    this.state = state;
  }

  placesOf(unit: number, bit: number): number {
    const { geometry, values, candidates } = this.state;
    const { size, unitCells } = geometry;
    let m = 0;
    for (let s = 0; s < size; s++) {
      // unit has size cells in unitCells
      const c = unitCells[unit * size + s]!;
      if (values[c] === 0 && (candidates[c]! & (1 << bit)) !== 0) m |= 1 << s;
    }
    return m;
  }
}

/**
 * Per unit pair k, at 4k: its units A and B (A the lower, as intersections.ts builds them) and the shared
 * cells' positions in each (a bit per position in the unit). Built once per geometry (the locked
 * candidates' scans and the nested trials' closure, nest-closure.ts, read it).
 */
export const pairTableOf = perGeometry(pairTable);

function pairTable(geometry: Geometry): Int32Array {
  const x = intersectionsOf(geometry);
  const { size, unitCells, unitCount } = geometry;
  const table = new Int32Array(4 * x.count).fill(-1);
  // unitPairStart has unitCount + 1 entries, unitPairs holds pairs (k < x.count), each listed under its two
  // units, the lower first (units in order); the shared cells lie in both units
  for (let u = 0; u < unitCount; u++) {
    for (let i = x.unitPairStart[u]!; i < x.unitPairStart[u + 1]!; i++) {
      const k = x.unitPairs[i]!;
      const side = table[4 * k] === -1 ? 0 : 1;
      table[4 * k + side] = u;
      let shared = 0;
      for (let j = x.bounds[4 * k]!; j < x.bounds[4 * k + 1]!; j++) {
        for (let s = 0; s < size; s++) if (unitCells[u * size + s] === x.cells[j]) shared |= 1 << s;
      }
      table[4 * k + 2 + side] = shared;
    }
  }
  return table;
}

/**
 * Whether unit u may hold a naked pair that is new since the cells `changed` (a bit per position in u)
 * lost candidates: one of its two cells is one of them (else the pair was there before, and the places
 * it clears, more of them then), with two candidates, and another open cell of u has the same two.
 */
function nakedMayBeNew(state: LogicState, u: number, changed: number): boolean {
  const { geometry, values, candidates } = state;
  const { size, unitCells } = geometry;
  for (let m = changed; m !== 0; m &= m - 1) {
    // positions are below size, and unit u has size cells in unitCells
    const a = unitCells[u * size + 31 - Math.clz32(m & -m)]!;
    const pair = candidates[a]!;
    if (values[a] !== 0 || !twoBits(pair)) continue;
    for (let s = 0; s < size; s++) {
      const b = unitCells[u * size + s]!;
      if (b !== a && values[b] === 0 && candidates[b] === pair) return true;
    }
  }
  return false;
}

/**
 * Whether unit u may hold a hidden pair that is new since its cells lost the digits `lost`: one of its two
 * digits lost places there (else the pair was there before, and the other candidates of its cells, more of
 * them then), it has two places now, another digit has just those two, and they hold a third candidate.
 */
function hiddenMayBeNew(state: LogicState, places: Places, u: number, lost: number): boolean {
  const { size, unitCells } = state.geometry;
  for (let m = lost; m !== 0; m &= m - 1) {
    const bit = 31 - Math.clz32(m & -m);
    const at = places.placesOf(u, bit);
    if (!twoBits(at)) continue;
    // unit u has size cells in unitCells, and at's bits are positions in it
    const x = unitCells[u * size + 31 - Math.clz32(at & -at)]!;
    const y = unitCells[u * size + 31 - Math.clz32(at)]!;
    const both = state.candidates[x]! | state.candidates[y]!;
    for (let e = 0; e < size; e++) {
      if (e !== bit && (both & ~((1 << bit) | (1 << e))) !== 0 && places.placesOf(u, e) === at) return true;
    }
  }
  return false;
}

/** At most two bits set in m. */
function fewBits(m: number): boolean {
  const rest = m & (m - 1);
  return (rest & (rest - 1)) === 0;
}
