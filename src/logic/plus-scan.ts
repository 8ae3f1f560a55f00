import type { Geometry } from "../model/geometry.js";
import type { LogicState, Step, Technique } from "../model/step-contract.js";
import { intersectionsOf } from "../solver/intersections.js";
import { plusMayFind } from "./plus-may-find.js";
import { hiddenPair } from "./techniques/hidden-pair.js";
import { lockedCandidates, lockedCandidatesAt } from "./techniques/locked-candidates.js";
import { nakedPair } from "./techniques/naked-pair.js";
import { findHiddenSubset, findNakedSubset } from "./techniques/subsets.js";

/** Which scan: locked candidates (by unit pair), the naked or hidden pair (by unit), any other technique. */
const LOCKED = 0;
const NAKED = 1;
const HIDDEN = 2;
const OTHER = 3;

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
 * Usage per trial: reset (everything marked, or nothing when the technique finds nothing in the position
 * the trial starts from), touch each cell that lost a candidate, find at a fixpoint. Any other technique:
 * its own find every time.
 */
export class PlusScan {
  readonly technique: Technique;
  private readonly geometry: Geometry;
  private readonly kind: number;
  /** A mark per place (unit, or unit pair for locked candidates): marked when equal to stamp. */
  private readonly marks: Int32Array;
  private stamp = 1;

  constructor(geometry: Geometry, technique: Technique) {
    this.geometry = geometry;
    this.technique = technique;
    this.kind = technique === lockedCandidates ? LOCKED : technique === nakedPair ? NAKED : technique === hiddenPair ? HIDDEN : OTHER;
    this.marks = new Int32Array(this.kind === LOCKED ? intersectionsOf(geometry).count : geometry.unitCount);
  }

  /** Starts over: every place marked (`all`), or none. */
  reset(all: boolean): void {
    this.stamp++;
    if (this.stamp > 0x3fffffff) {
      this.stamp = 1;
      this.marks.fill(0);
    }
    if (all) this.marks.fill(this.stamp);
  }

  /** Cell c lost candidates: the places holding it are to be looked at again. */
  touch(c: number): void {
    if (this.kind === OTHER) return;
    const { cellUnitStart, cellUnitList } = this.geometry;
    const { marks, stamp } = this;
    // c is a cell (cellUnitStart has cellCount + 1 entries), its units are units, and unitPairStart (unitCount
    // + 1 entries) bounds the unit's pairs, each below the pair count (marks' length for locked candidates)
    if (this.kind !== LOCKED) {
      for (let j = cellUnitStart[c]!; j < cellUnitStart[c + 1]!; j++) marks[cellUnitList[j]!] = stamp;
      return;
    }
    const x = intersectionsOf(this.geometry);
    for (let j = cellUnitStart[c]!; j < cellUnitStart[c + 1]!; j++) {
      const u = cellUnitList[j]!;
      for (let i = x.unitPairStart[u]!; i < x.unitPairStart[u + 1]!; i++) marks[x.unitPairs[i]!] = stamp;
    }
  }

  /** The step technique.find(state) returns, looked for in the marked places (see the class). */
  find(state: LogicState): Step | undefined {
    if (this.kind === OTHER) return this.technique.find(state);
    const { marks, stamp } = this;
    for (let p = 0; p < marks.length; p++) {
      if (marks[p] !== stamp) continue;
      let step: Step | undefined;
      if (this.kind === LOCKED) step = lockedCandidatesAt(state, p);
      // Each unit tested without allocating first (plusMayFind), the technique's own scan run where it finds.
      else if (plusMayFind(this.technique, state, p)) {
        step = this.kind === NAKED ? findNakedSubset(state, 2, this.technique.name, p) : findHiddenSubset(state, 2, this.technique.name, p);
      }
      if (step !== undefined) return step;
      marks[p] = 0;
    }
    return undefined;
  }
}
