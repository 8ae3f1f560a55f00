import { digitChar } from "../model/digit-chars.js";
import type { Geometry } from "../model/geometry.js";
import { perGeometry } from "../model/per-geometry.js";
import type { LogicState, Technique } from "../model/step-contract.js";
import { brokenRuleText, compileRules, logicPropagators } from "../rules/registry.js";
import type { Rule } from "../model/schemas.js";
import type { Propagator } from "../rules/rule-kind.js";
import { cellName } from "./describe.js";
import { NestClosure } from "./nest-closure.js";
import { HIDDEN, LOCKED, NAKED, PlusScan, plusKind } from "./plus-scan.js";
import { unitName } from "./unit-name.js";
import { unitPositionsOf } from "./unit-positions.js";

/**
 * The implication engine behind the forcing chains (techniques/forcing-chains.ts): what follows from
 * assuming that a candidate is true (or false), fact by fact, each fact remembering the facts that caused
 * it, so that a conclusion can be written out as chains and rated by their size as Sudoku Explainer rates
 * them (the number of a fact's ancestors is its chain's complexity).
 *
 * Glossary:
 * - fact:  "cell c holds d" (on) or "cell c does not hold d" (off), coded (c * size + d - 1) * 2 + on.
 * - trial: the facts that follow from one assumption; it ends in a fixpoint or a contradiction (a fact
 *          and its opposite, a cell without a candidate, a digit without a place in a unit).
 * - mode:  which inferences a trial may use, from SE's weakest chains to its strongest nets:
 *          static   only the links of the starting position: a cell's two candidates, a digit's two places
 *                   in a unit (strong), peers (weak); this is the forcing chain of SE's "cell/region
 *                   forcing chains", and X-links alone (one digit) for Nishio;
 *          dynamic  candidates the trial removed count: a cell or unit left with one place is forced
 *                   ("dynamic forcing chains"), and the layout's rules narrow (a cage's sum, a thermometer);
 *          plus     dynamic, and the trial also applies `extra` techniques (locked candidates, pairs):
 *                   SE's "dynamic forcing chains (+)";
 *          nested   plus, and inside the trial a candidate whose own trial (one level down) ends in a
 *                   contradiction is removed: SE's nested forcing chains, 9.5 and up.
 *
 * Data layout: facts are kept in order of discovery (the queue is the list itself); parents as compressed
 * rows (parentStart/parentList), onAt/offAt map a candidate to the fact that set it, with a stamp per trial
 * so that nothing is cleared between the hundreds of trials of one step. Rejected: a Set of strings per
 * trial (an order of magnitude slower) and keeping only the first parent (the complexity SE rates would be
 * lost, and a hidden single does have several causes).
 */
export interface TrialMode {
  readonly dynamic: boolean;
  /** Only facts about this digit (Nishio, X-links). */
  readonly digit?: number | undefined;
  /** Techniques the trial applies at each fixpoint (plus); their eliminations join the trial's facts. */
  readonly extra?: readonly Technique[] | undefined;
  /** Levels of nested contradiction tests (0: none). */
  readonly nested?: number | undefined;
  /**
   * Facts a search may still derive, over all its trials, nested ones included (shared, decremented): a
   * step stays bounded. Running out ends a trial early, which is sound (fewer facts, no false one); the
   * search then stops looking.
   */
  readonly budget?: { left: number } | undefined;
}

/** Lists as compressed rows: list i is rows[start[i] .. start[i + 1]). */
function compressedRows(lists: readonly (readonly number[])[]): [start: Int32Array, rows: Int32Array] {
  const start = new Int32Array(lists.length + 1);
  const rows: number[] = [];
  lists.forEach((list, i) => {
    start[i] = rows.length;
    for (const x of list) rows.push(x);
  });
  start[lists.length] = rows.length;
  return [start, Int32Array.from(rows)];
}

/** Facts as a bit set per candidate fact (for intersecting the trials of a cell's candidates). */
export type FactSet = Uint32Array;

const NO_FACT = -1;
/** A static link's entry (Implications.listNext): the fact leaves its cell without a candidate. */
const CELL_EMPTIED = 0x7fffffff;

export class Implications {
  readonly geometry: Geometry;
  readonly size: number;
  /** The position's candidates (a placed cell: its one digit) and values. */
  base: Uint16Array;
  values: Uint8Array;
  /** The trial's candidates (dynamic modes). */
  readonly cand: Uint16Array;
  readonly onAt: Int32Array;
  readonly offAt: Int32Array;
  readonly stampOn: Int32Array;
  readonly stampOff: Int32Array;
  stamp = 0;
  facts: Int32Array;
  parentStart: Int32Array;
  parentList: Int32Array;
  count = 0;
  listed = 0;
  /** The contradiction's parents (its facts), when the trial ended in one, else undefined. */
  contradiction: number[] | undefined;
  /**
   * Where the contradiction is a rule broken (its propagator failed): the propagator's index in
   * `propagators` (owners[i] its rule), else -1. The trial's candidates (cand) stay as they were when it
   * failed until the next trial.
   */
  contradictionRule = -1;
  /**
   * The facts the rules derived in this trial (dynamic modes): runs of fact numbers as triples (first,
   * end, propagator index), in order; a fact numbered first <= i < end came from that propagator.
   */
  readonly ruleRuns: number[] = [];
  private contradictionNote = "";
  /**
   * What the contradiction is, in words: a rule's is worked out from the trial's candidates when asked
   * (read it before the next trial), naming the rule, its clue and its cells.
   */
  get contradictionText(): string {
    if (this.contradictionRule < 0) return this.contradictionNote;
    const p = this.propagators[this.contradictionRule]!; // set by applyRules to a propagator's index
    const owner = this.owners[this.contradictionRule]!;
    const changed = [...p.cells].filter((c) => this.values[c] === 0 && this.cand[c] !== this.base[c]);
    return brokenRuleText(owner, this.geometry, this.cand, changed);
  }
  /** Peers and rule groups (a cage, a knight's move) of every cell: compressed rows. */
  readonly linkStart: Int32Array;
  readonly linkList: Int32Array;
  readonly propagators: readonly Propagator[];
  /**
   * Which propagators may narrow something, a bit each (propagator x: word x >> 5, bit x & 31): all at a
   * trial's start, and those that read a cell (its cells and reads) once the cell loses a candidate;
   * applyRules runs the marked ones only, in order, and unmarks each as it runs (its own facts mark it
   * again). A propagator is a function of the masks it reads, so an unmarked one would narrow nothing.
   * Rejected: running every propagator at every fixpoint (a non-consecutive rule in pieces is 171 of them),
   * and checking each one's cells for a change since its run (a scan of 171 at every fixpoint).
   */
  private readonly dirty: Uint32Array;
  /** Per cell, the propagators that read it: watchList[watchStart[c] .. watchStart[c + 1]). */
  private readonly watchStart: Int32Array;
  private readonly watchList: Int32Array;
  /** The rule of each propagator (logicPropagators' owners). */
  readonly owners: readonly Rule[];
  private readonly scratch: Uint16Array;
  /** Scratch for a fact's parents (offParents, unitParents): at most one per digit or per cell of a unit. */
  private readonly parentsBuf: Int32Array;
  /** addOne's parent list (a typed array, as parentsBuf: add reads one kind of list in the hot paths). */
  private readonly one = new Int32Array(1);
  /** commonWith's fact set of the trial (the size of factSet's). */
  private readonly wordScratch: Uint32Array;
  /** Per unit and digit (u * size + d - 1): places left in this trial, places in the position (-1: placed; countPlaces), stamp. */
  private readonly unitLeft: Int32Array;
  private readonly unitBase: Int32Array;
  private readonly unitStamp: Int32Array;
  /**
   * Per unit and digit, the places as a bit per position in the unit (0 to size - 1; open cells with the
   * candidate): in the position (unitBaseMask) and left in this trial (unitMask, kept with unitLeft), so
   * that when one place is left its position is the mask's one bit, found without scanning the unit; and
   * the "(+)" trials' scans (plus-scan.ts) read a digit's places in a unit at once (placesOf).
   */
  private readonly unitBaseMask: Int32Array;
  private readonly unitMask: Int32Array;
  /** Parallel to geometry.cellUnitList: the cell's position in that unit. */
  private readonly unitPos: Int32Array;
  private deeper: Implications | undefined;
  /** The nested level's yes-or-no trials (closureFor), the extra techniques they are for, and the trial (stamp) whose memo they hold. */
  private closure: NestClosure | undefined;
  private closureOf: readonly Technique[] | undefined;
  private closureAt = 0;
  /**
   * Per candidate k (c * size + d - 1), the cells linked to c that hold d open in the position: the peers
   * an on fact takes d from, listed (in linkList's order) on first use in a position rather than filtered
   * from every link at every on fact of every trial. Rows of `stride` slots; a row is valid while
   * linkedStamp holds the epoch (see position).
   */
  private readonly linked: Int32Array;
  private readonly linkedCount: Int32Array;
  private readonly linkedStamp: Int32Array;
  private readonly stride: number;
  /**
   * The static mode's links, per fact code, in the position (runStatic): what the fact implies, in the
   * order run would derive it (rows of `nextStride` slots, nextStamp: the epoch, while the row is valid; built on
   * first use, the arrays on the first static trial). An entry is a fact code; ~code: a unit's other place
   * of the digit, true unless the trial already took it off; CELL_EMPTIED: the cell's last candidate.
   */
  private next: Int32Array | undefined;
  private nextCount: Int32Array | undefined;
  private nextStamp: Int32Array | undefined;
  private readonly nextStride: number;
  /**
   * The position's number: each position set that differs from the last one gets the next (the scans'
   * answers, cleanPosition, are per position). `epochNow`: rows of linked and next are valid when their stamp
   * is it; it changes when the position changes much (another puzzle), else only the rows a change affects
   * are listed again (invalidate), and their facts' changedAt says when (for trials remembered).
   */
  private positionNow = 0;
  private epochNow = 0;
  private readonly changedAt: Int32Array;

  /** The position's number (see positionNow): what a remembered trial ran in (forcing.ts). */
  get position(): number {
    return this.positionNow;
  }

  /** The link rows' epoch (see positionNow): a remembered trial is void once it changes (forcing.ts). */
  get epoch(): number {
    return this.epochNow;
  }

  /** ancestors' marks (a fact number is below the facts' length) and stack. */
  private readonly seen: Int32Array;
  private seenStamp = 0;
  private readonly stack: number[] = [];
  private readonly changedList: Int32Array;
  /**
   * The facts the latest change of position (from position `changedFrom`; 0: a new epoch) changed, as a
   * fact set, and its words that are not 0 (the first changedWordCount of changedWords): a trial that ran
   * in the position before is checked against these few words rather than fact by fact.
   */
  private readonly changedSet: Uint32Array;
  private readonly changedWords: Int32Array;
  private changedWordCount = 0;
  private changedFrom = 0;
  /** A copy of the position last set (setPosition keeps its work for the same position). */
  private readonly last: { readonly values: Uint8Array; readonly candidates: Uint16Array };
  /** applyExtra's scratch: cells taken (a mark per cell), their list, the facts about them. */
  private readonly work: { mark: number; readonly marks: Int32Array; readonly cells: Int32Array; readonly parents: Int32Array };
  /**
   * The extra techniques' scans (plus-scan.ts), one per technique met, and those of the trial's mode.extra
   * in its order. The scans are told, at each fixpoint, which units lost which candidates since the last
   * one: countOff notes them (off facts: only they change the trial's candidates).
   */
  private readonly scanList: PlusScan[] = [];
  private readonly scans: PlusScan[] = [];
  /** Whether countOff keeps lostDigits (the trial has scans to tell). */
  private tracking = false;
  /** Per unit, the digits its cells lost since the last fixpoint (lostStamp: which fixpoint, lostAt), and the units (lostUnits). */
  private readonly lostDigits: Int32Array;
  /** Per unit, which of its cells (a bit per position in the unit) lost candidates since the last fixpoint. */
  private readonly lostCells: Int32Array;
  private readonly lostStamp: Int32Array;
  private lostAt = 1;
  private readonly lostUnits: Int32Array;
  private lostCount = 0;
  /** The trial's candidates as a position, for the scans (made again when the position's values change). */
  private view: LogicState;
  /** Whether the last applyExtra ran every extra technique and none found anything. */
  private extrasFoundNothing = false;
  /** The mode.extra list `scans` are for. */
  private scansOf: readonly Technique[] | undefined;
  /** Whether each of `scans` finds nothing in the position (setPosition's count `cleanPosition`). */
  private cleanPosition = -1;
  private readonly clean: boolean[] = [];

  constructor(geometry: Geometry) {
    this.geometry = geometry;
    this.size = geometry.size;
    const n = geometry.cellCount * geometry.size;
    this.base = new Uint16Array(geometry.cellCount);
    this.values = new Uint8Array(geometry.cellCount);
    this.cand = new Uint16Array(geometry.cellCount);
    this.view = { geometry, candidates: this.cand, values: this.values };
    this.last = { values: new Uint8Array(geometry.cellCount), candidates: new Uint16Array(geometry.cellCount) };
    this.scratch = new Uint16Array(geometry.cellCount);
    this.parentsBuf = new Int32Array(geometry.size);
    this.wordScratch = new Uint32Array(((geometry.cellCount * geometry.size * 2) >>> 5) + 1);
    // A fact per candidate and cell at most (on or off, never both: the trial would have ended).
    this.work = { mark: 0, marks: new Int32Array(geometry.cellCount), cells: new Int32Array(geometry.cellCount), parents: new Int32Array(n) };
    this.onAt = new Int32Array(n);
    this.offAt = new Int32Array(n);
    this.stampOn = new Int32Array(n);
    this.stampOff = new Int32Array(n);
    this.facts = new Int32Array(2 * n + 1);
    this.unitLeft = new Int32Array(geometry.unitCount * geometry.size);
    this.unitBase = new Int32Array(geometry.unitCount * geometry.size);
    this.unitStamp = new Int32Array(geometry.unitCount * geometry.size);
    this.unitBaseMask = new Int32Array(geometry.unitCount * geometry.size);
    this.unitMask = new Int32Array(geometry.unitCount * geometry.size);
    this.unitPos = unitPositionsOf(geometry);
    this.lostDigits = new Int32Array(geometry.unitCount);
    this.lostCells = new Int32Array(geometry.unitCount);
    this.lostStamp = new Int32Array(geometry.unitCount);
    this.lostUnits = new Int32Array(geometry.unitCount);
    this.parentStart = new Int32Array(2 * n + 2);
    this.parentList = new Int32Array(8 * n);
    const rules = compileRules(geometry);
    const pieces = logicPropagators(geometry);
    this.propagators = pieces.propagators;
    this.owners = pieces.owners;
    this.dirty = new Uint32Array((this.propagators.length + 31) >> 5);
    const watchers: number[][] = Array.from({ length: geometry.cellCount }, () => []);
    this.propagators.forEach((p, x) => {
      for (const c of new Set([...p.cells, ...(p.reads ?? [])])) watchers[c]!.push(x); // c a cell of the layout
    });
    [this.watchStart, this.watchList] = compressedRows(watchers);
    const links: number[][] = Array.from({ length: geometry.cellCount }, () => []);
    for (let c = 0; c < geometry.cellCount; c++) {
      for (let i = geometry.peerStart[c]!; i < geometry.peerStart[c + 1]!; i++) links[c]!.push(geometry.peerList[i]!);
    }
    for (const group of rules?.distinct ?? []) {
      for (const a of group) for (const b of group) if (a !== b && !links[a]!.includes(b)) links[a]!.push(b);
    }
    [this.linkStart, this.linkList] = compressedRows(links);
    let stride = 0;
    for (let c = 0; c < geometry.cellCount; c++) stride = Math.max(stride, this.linkStart[c + 1]! - this.linkStart[c]!);
    this.stride = stride;
    this.linked = new Int32Array(n * stride);
    this.linkedCount = new Int32Array(n);
    this.linkedStamp = new Int32Array(n);
    this.changedAt = new Int32Array(2 * n);
    this.seen = new Int32Array(2 * n + 1);
    this.changedList = new Int32Array(geometry.cellCount);
    this.changedSet = new Uint32Array(this.wordScratch.length);
    this.changedWords = new Int32Array(this.wordScratch.length);
    let units = 0;
    for (let c = 0; c < geometry.cellCount; c++) units = Math.max(units, geometry.cellUnitStart[c + 1]! - geometry.cellUnitStart[c]!);
    this.nextStride = Math.max(geometry.size - 1 + stride, 1 + units);
  }

  /**
   * Sets the position the trials start from (copied by reference: not changed by the trials). The same
   * position again (the next forcing family of a step, each on the same position) keeps what was worked
   * out for it: its unit counts and linked cells; a changed one keeps the link rows its changed cells do not
   * reach (listed again: those of the changed cells, their linked cells and their units' cells), or starts
   * afresh when more than a quarter of the cells changed. `clean`: extra techniques (TrialMode.extra) known to find
   * nothing in the position (a nested trial's, from the outer trial's fixpoint), not looked for there again.
   */
  setPosition(state: LogicState, clean?: readonly Technique[]): void {
    this.base = state.candidates;
    this.values = state.values;
    const changed = this.positionNow === 0 ? -1 : this.changedCells(state);
    if (changed !== 0) {
      for (let i = 0; i < this.changedWordCount; i++) this.changedSet[this.changedWords[i]!] = 0;
      this.changedWordCount = 0;
      this.changedFrom = changed < 0 ? 0 : this.positionNow;
      this.positionNow++;
      if (this.positionNow > 0x3fffffff) {
        this.positionNow = 1;
        this.changedAt.fill(0);
        this.cleanPosition = -1;
      }
      if (changed < 0 || this.positionNow === 1) {
        this.changedFrom = 0;
        this.newEpoch();
      } else {
        for (let i = 0; i < changed; i++) this.invalidate(this.changedList[i]!);
      }
      this.last.candidates.set(state.candidates);
      this.last.values.set(state.values);
      this.countPlaces();
    }
    if (clean !== undefined && clean.length > 0) this.startScans(clean, true);
  }

  /**
   * The cells whose value or candidates differ from the position last set, listed in changedList: their
   * number, 0 for the same position, or -1 when more than a quarter of the cells differ (another puzzle,
   * or many steps on: every row is listed again rather than each checked).
   */
  private changedCells(state: LogicState): number {
    const { values, candidates } = state;
    const last = this.last;
    const n = last.values.length;
    if (n !== values.length || last.candidates.length !== candidates.length) return -1;
    const most = n >> 2;
    let count = 0;
    for (let c = 0; c < n; c++) {
      if (last.values[c] === values[c] && last.candidates[c] === candidates[c]) continue;
      if (count === most) return -1;
      this.changedList[count++] = c;
    }
    return count;
  }

  /** Every row of `linked` and `next` listed again from here on, and every trial remembered forgotten (epoch). */
  private newEpoch(): void {
    this.epochNow++;
    if (this.epochNow > 0x3fffffff) {
      this.epochNow = 1;
      this.linkedStamp.fill(0);
      this.nextStamp?.fill(0);
    }
  }

  /**
   * Cell x changed from the position last set (still in `last`): the rows that read it are listed again,
   * and their facts marked changed now (changedAt). A row of candidate (c, d) reads c's candidates, d in
   * the cells linked to c (linked, an on fact's row) and d in the units of c (an off fact's row: the
   * places left): so every row of x, and of each digit that changed in x (all when x's value did), the rows
   * in the cells linked to x or sharing a unit with it.
   */
  private invalidate(x: number): void {
    const { size, geometry } = this;
    const { cellUnitStart, cellUnitList, unitCells } = geometry;
    const digits = this.last.values[x] !== this.values[x] ? geometry.allDigits : this.last.candidates[x]! ^ this.base[x]!;
    for (let d = 0; d < size; d++) this.forget(x * size + d);
    for (let m = digits; m !== 0; m &= m - 1) {
      const e = 31 - Math.clz32(m & -m);
      for (let j = this.linkStart[x]!; j < this.linkStart[x + 1]!; j++) this.forget(this.linkList[j]! * size + e);
      for (let j = cellUnitStart[x]!; j < cellUnitStart[x + 1]!; j++) {
        const u = cellUnitList[j]!;
        for (let s = 0; s < size; s++) this.forget(unitCells[u * size + s]! * size + e);
      }
    }
  }

  /** Candidate k's rows (its linked cells, its on and off facts' links) listed again, its facts changed now. */
  private forget(k: number): void {
    this.linkedStamp[k] = 0;
    if (this.nextStamp !== undefined) {
      this.nextStamp[2 * k] = 0;
      this.nextStamp[2 * k + 1] = 0;
    }
    this.changedAt[2 * k] = this.positionNow;
    this.changedAt[2 * k + 1] = this.positionNow;
    // 2k and 2k + 1 share a word (2k is even)
    const w = (2 * k) >>> 5;
    if (this.changedSet[w] === 0) this.changedWords[this.changedWordCount++] = w;
    this.changedSet[w]! |= 3 << ((2 * k) & 31);
  }

  /**
   * Whether every fact of `set` (a fact set from word `at`, as writeFactSet wrote it) still has the links
   * it had in position `since` (a value of `position` in this epoch): none changed after it. A trial that
   * reached a fixpoint read nothing of the position but its facts' rows, so run again now it would derive
   * the same facts in the same order, with the same parents.
   */
  unchangedSince(since: number, set: FactSet, at: number): boolean {
    if (since === this.positionNow) return true;
    if (since === this.changedFrom) {
      // The position just before: only the latest change's facts may be in the set.
      for (let i = 0; i < this.changedWordCount; i++) {
        const w = this.changedWords[i]!;
        if ((set[at + w]! & this.changedSet[w]!) !== 0) return false;
      }
      return true;
    }
    const changedAt = this.changedAt;
    for (let w = 0, words = this.wordScratch.length; w < words; w++) {
      for (let word = set[at + w]!; word !== 0; word &= word - 1) {
        if (changedAt[w * 32 + 31 - Math.clz32(word & -word)]! > since) return false;
      }
    }
    return true;
  }

  /** Lists row k of `linked`: the open cells linked to c with d (bit) as a candidate, in linkList order. */
  private listLinked(k: number, c: number, bit: number): void {
    let n = k * this.stride;
    const from = n;
    for (let j = this.linkStart[c]!; j < this.linkStart[c + 1]!; j++) {
      const p = this.linkList[j]!;
      if (this.values[p] === 0 && (this.base[p]! & bit) !== 0) this.linked[n++] = p;
    }
    this.linkedCount[k] = n - from;
    this.linkedStamp[k] = this.epochNow;
  }

  /**
   * Fills unitBase from the position: per unit and digit, its open cells with the candidate, or -1 when
   * the digit is placed there. Once per position, so that a trial's first count of a unit (countOff) is a
   * lookup rather than a scan of the unit (that scan was a third of the trials' time).
   */
  private countPlaces(): void {
    const { size, values, base } = this;
    const { unitCount, unitCells } = this.geometry;
    const counts = this.unitBase;
    const masks = this.unitBaseMask;
    counts.fill(0);
    masks.fill(0);
    for (let u = 0; u < unitCount; u++) {
      let placed = 0;
      for (let s = 0; s < size; s++) {
        const x = unitCells[u * size + s]!;
        const v = values[x]!;
        if (v !== 0) {
          placed |= 1 << (v - 1);
          continue;
        }
        // each set bit of the cell's mask (lowest first: m & -m isolates it) counts one place of its digit
        for (let m = base[x]!; m !== 0; m &= m - 1) {
          const slot = u * size + 31 - Math.clz32(m & -m);
          counts[slot]!++;
          masks[slot]! |= 1 << s;
        }
      }
      for (let m = placed; m !== 0; m &= m - 1) counts[u * size + 31 - Math.clz32(m & -m)] = -1;
    }
  }

  /**
   * Digit `bit` + 1's places in unit u (a bit per position in the unit): in the trial's candidates during a
   * dynamic trial (those it changed; the position's elsewhere), in the position's before the first.
   */
  placesOf(u: number, bit: number): number {
    const slot = u * this.size + bit;
    return this.unitStamp[slot] === this.stamp ? this.unitMask[slot]! : this.unitBaseMask[slot]!;
  }

  /** Words of a fact set (a bit per fact code). */
  get setWords(): number {
    return this.wordScratch.length;
  }

  /**
   * Writes the fact set of the current trial to `out` from word `at` (setWords words): the trial's facts
   * kept, without allocating a set per trial (the forcing search keeps one per candidate, in one array).
   */
  writeFactSet(out: FactSet, at: number): void {
    out.fill(0, at, at + this.wordScratch.length);
    for (let i = 0; i < this.count; i++) {
      const f = this.facts[i]!;
      out[at + (f >>> 5)]! |= 1 << (f & 31);
    }
  }

  /**
   * The facts of the current trial that are also in both sets (`set` from word `at`, as writeFactSet
   * wrote it, and `only`), by word, the highest bit first in each word, as common() lists them.
   */
  commonWith(set: FactSet, at: number, only: FactSet): number[] {
    // Mostly none: each fact looked up first, the trial's set built only when one is common.
    let any = false;
    for (let i = 0; i < this.count && !any; i++) {
      const f = this.facts[i]!;
      if ((set[at + (f >>> 5)]! & only[f >>> 5]! & (1 << (f & 31))) !== 0) any = true;
    }
    if (!any) return [];
    const words = this.wordScratch;
    words.fill(0);
    for (let i = 0; i < this.count; i++) {
      const f = this.facts[i]!;
      words[f >>> 5]! |= 1 << (f & 31);
    }
    const out: number[] = [];
    for (let w = 0; w < words.length; w++) {
      let word = words[w]! & set[at + w]! & only[w]!;
      while (word !== 0) {
        const b = 31 - Math.clz32(word);
        out.push(w * 32 + b);
        word &= ~(1 << b);
      }
    }
    return out;
  }

  /** The fact number of code f in the current trial, or -1. */
  indexOf(f: number): number {
    const k = f >> 1;
    if ((f & 1) === 1) return this.stampOn[k] === this.stamp ? this.onAt[k]! : NO_FACT;
    return this.stampOff[k] === this.stamp ? this.offAt[k]! : NO_FACT;
  }

  /** The number of distinct facts among the ancestors of the given facts, themselves included. */
  ancestors(roots: readonly number[]): number {
    // A mark per fact number (seenStamp: this call's) and one stack, kept from call to call: measuring is
    // done for each conclusion a search rates, from trials of hundreds of facts.
    if (++this.seenStamp > 0x3fffffff) {
      this.seenStamp = 1;
      this.seen.fill(0);
    }
    const { seen, seenStamp: mark, parentStart, parentList } = this;
    const stack = this.stack;
    stack.length = 0;
    for (const r of roots) if (r >= 0) stack.push(r);
    let n = 0;
    while (stack.length > 0) {
      const i = stack.pop()!;
      if (seen[i] === mark) continue;
      seen[i] = mark;
      n++;
      for (let j = parentStart[i]!; j < parentStart[i + 1]!; j++) stack.push(parentList[j]!);
    }
    return n;
  }

  /** The first-parent path from the assumption to fact number i: fact codes, the assumption first. */
  pathTo(i: number): number[] {
    const out: number[] = [];
    let at = i;
    while (at >= 0 && out.length <= this.count) {
      out.push(this.facts[at]!);
      const from = this.parentStart[at]!;
      at = this.parentStart[at + 1]! > from ? this.parentList[from]! : NO_FACT;
    }
    return out.reverse();
  }

  /**
   * Runs a trial: assumes `cell` holds `digit` (on) or does not (off), and derives what follows in `mode`.
   * Returns false when it ends in a contradiction (then `contradiction` holds its causes).
   */
  trial(cell: number, digit: number, on: boolean, mode: TrialMode): boolean {
    this.stamp++;
    if (this.stamp > 0x3fffffff) {
      this.stamp = 1;
      this.stampOn.fill(0);
      this.stampOff.fill(0);
      this.unitStamp.fill(0);
      this.closureAt = 0;
    }
    this.count = 0;
    this.listed = 0;
    this.parentStart[0] = 0;
    this.contradiction = undefined;
    this.contradictionRule = -1;
    this.ruleRuns.length = 0;
    // Only the dynamic modes read the trial's candidates (a static trial follows the position's links).
    if (mode.dynamic) {
      this.cand.set(this.base);
      this.dirty.fill(0xffffffff);
    }
    this.tracking = mode.extra !== undefined && mode.dynamic;
    if (this.tracking) {
      this.startScans(mode.extra!);
      this.touchScans(false);
    }
    this.add(cell, digit, on, this.one, 0);
    return mode.dynamic || mode.digit !== undefined ? this.run(mode) : this.runStatic(mode);
  }

  /** Adds a fact with its parents: the first `n` of `parents` (all by default). */
  private add(c: number, d: number, on: boolean, parents: Int32Array, n: number = parents.length): void {
    if (this.contradiction !== undefined) return;
    const k = c * this.size + d - 1;
    const placed = this.values[c]!;
    if (placed !== 0) {
      if ((placed === d) !== on) this.contradict(parents, n, `${cellName(this.geometry, c)} is given or placed`);
      return;
    }
    if (on) {
      if (this.stampOn[k] === this.stamp) return;
      if (this.stampOff[k] === this.stamp) return this.contradict(parents, n, this.bothText(c, d), this.offAt[k]!);
      if ((this.base[c]! & (1 << (d - 1))) === 0) return this.contradict(parents, n, "a candidate already removed would be true");
      this.stampOn[k] = this.stamp;
      this.onAt[k] = this.count;
    } else {
      if (this.stampOff[k] === this.stamp) return;
      if ((this.base[c]! & (1 << (d - 1))) === 0) return;
      if (this.stampOn[k] === this.stamp) return this.contradict(parents, n, this.bothText(c, d), this.onAt[k]!);
      this.stampOff[k] = this.stamp;
      this.offAt[k] = this.count;
      this.countOff(c, d);
    }
    this.facts[this.count] = k * 2 + (on ? 1 : 0);
    if (this.listed + n > this.parentList.length) {
      const grown = new Int32Array(Math.max(this.parentList.length * 2, this.listed + n));
      grown.set(this.parentList);
      this.parentList = grown;
    }
    for (let j = 0; j < n; j++) this.parentList[this.listed++] = parents[j]!;
    this.count++;
    this.parentStart[this.count] = this.listed;
  }

  /**
   * A single-parent add, without a list (the common case: one fact causes the next). An off fact already
   * known, or about a candidate the position lacks, is passed over here, as add would.
   */
  private addOne(c: number, d: number, on: boolean, parent: number): void {
    if (!on && this.values[c] === 0) {
      const k = c * this.size + d - 1;
      if (this.stampOff[k] === this.stamp || (this.base[c]! & (1 << (d - 1))) === 0) return;
    }
    this.one[0] = parent;
    this.add(c, d, on, this.one, 1);
  }

  /**
   * Keeps unitLeft: the places of d left in each unit of c, now that c lost d. A unit first touched by
   * this trial is counted from the position: this off fact is the trial's first about d in the unit (every
   * off fact comes here for each of its cell's units), so the places left are the position's less one.
   * Later facts count down. -1: d is placed in the unit.
   */
  private countOff(c: number, d: number): void {
    const { size } = this;
    const { cellUnitStart, cellUnitList } = this.geometry;
    for (let j = cellUnitStart[c]!; j < cellUnitStart[c + 1]!; j++) {
      const slot = cellUnitList[j]! * size + d - 1;
      if (this.tracking) this.lose(cellUnitList[j]!, d, this.unitPos[j]!);
      if (this.unitStamp[slot] === this.stamp) {
        if (this.unitLeft[slot]! > 0) this.unitLeft[slot]!--;
        this.unitMask[slot]! &= ~(1 << this.unitPos[j]!);
        continue;
      }
      this.unitStamp[slot] = this.stamp;
      const base = this.unitBase[slot]!;
      this.unitLeft[slot] = base < 0 ? -1 : base - 1;
      this.unitMask[slot] = this.unitBaseMask[slot]! & ~(1 << this.unitPos[j]!);
    }
  }

  /** Ends the trial in a contradiction caused by the first n of `parents` (and `also`, when given). */
  private contradict(parents: ArrayLike<number>, n: number, text: string, also?: number): void {
    const all: number[] = [];
    for (let j = 0; j < n; j++) all.push(parents[j]!);
    if (also !== undefined) all.push(also);
    this.contradiction = all;
    this.contradictionNote = text;
  }

  /** Notes that unit u lost digit d at position `at` (for the scans, touchScans). */
  private lose(u: number, d: number, at: number): void {
    if (this.lostStamp[u] === this.lostAt) {
      this.lostDigits[u]! |= 1 << (d - 1);
      this.lostCells[u]! |= 1 << at;
    } else {
      this.lostStamp[u] = this.lostAt;
      this.lostDigits[u] = 1 << (d - 1);
      this.lostCells[u] = 1 << at;
      this.lostUnits[this.lostCount++] = u;
    }
  }

  /** The off facts of cell c but digit `except`, written to parentsBuf: their number. */
  private offParents(c: number, except: number): number {
    const out = this.parentsBuf;
    let n = 0;
    const base = this.base[c]!;
    for (let e = 1; e <= this.size; e++) {
      if (e === except || (base & (1 << (e - 1))) === 0) continue;
      const k = c * this.size + e - 1;
      if (this.stampOff[k] === this.stamp) out[n++] = this.offAt[k]!;
    }
    return n;
  }

  /** Derives facts until a fixpoint or a contradiction; true at a fixpoint. */
  private run(mode: TrialMode): boolean {
    const { geometry, size } = this;
    const { cellUnitStart, cellUnitList, unitCells } = geometry;
    const only = mode.digit;
    let i = 0;
    for (;;) {
      while (i < this.count && this.contradiction === undefined) {
        if (mode.budget !== undefined && --mode.budget.left < 0) return true;
        const f = this.facts[i]!;
        const k = f >> 1;
        const c = Math.floor(k / size);
        const d = (k % size) + 1;
        const bit = 1 << (d - 1);
        if ((f & 1) === 1) {
          // c holds d: no other digit in c, no d in a cell linked to c.
          if (only === undefined) {
            const m = (mode.dynamic ? this.cand[c]! : this.base[c]!) & ~bit;
            for (let e = 1; e <= size; e++) if ((m & (1 << (e - 1))) !== 0) this.addOne(c, e, false, i);
          }
          if (this.linkedStamp[k] !== this.epochNow) this.listLinked(k, c, bit);
          const from = k * this.stride;
          for (let j = from, end = from + this.linkedCount[k]!; j < end; j++) this.addOne(this.linked[j]!, d, false, i);
        } else {
          if (mode.dynamic) {
            this.cand[c]! &= ~bit;
            for (let w = this.watchStart[c]!; w < this.watchStart[c + 1]!; w++) this.dirty[this.watchList[w]! >> 5]! |= 1 << (this.watchList[w]! & 31);
          }
          // The cell: its last candidate is true (dynamic), its other one if it had two (static).
          if (only === undefined) {
            const left = mode.dynamic ? this.cand[c]! : this.base[c]! & ~bit;
            if (left === 0) this.contradict(this.parentsBuf, this.offParents(c, 0), `${cellName(geometry, c)} has no candidate left`);
            else if ((left & (left - 1)) === 0 && (mode.dynamic || popcount16(this.base[c]!) === 2)) {
              const e = 31 - Math.clz32(left);
              // Already true (the cell's own on fact, met again): add would pass it over; its parents are not listed.
              if (mode.dynamic) {
                if (this.stampOn[c * size + e]! !== this.stamp) this.add(c, e + 1, true, this.parentsBuf, this.offParents(c, e + 1));
              } else this.addOne(c, e + 1, true, i);
            }
          }
          // Each unit of c: d's last place there is true (the counts are kept by add).
          for (let j = cellUnitStart[c]!; j < cellUnitStart[c + 1]! && this.contradiction === undefined; j++) {
            const u = cellUnitList[j]!;
            const slot = u * size + d - 1;
            const n = this.unitLeft[slot]!;
            if (n < 0 || n > 1) continue; // d placed in u (-1), or two places left at least
            if (n === 0) {
              if (mode.dynamic) this.contradict(this.parentsBuf, this.unitParents(u, d), `${digitChar(d)} has no place left in ${unitName(geometry, u)}`);
              continue;
            }
            if (!mode.dynamic && this.unitBase[slot] !== 2) continue;
            // The one place left (open, with d in the position, not taken off in this trial): by its position.
            const x = unitCells[u * size + 31 - Math.clz32(this.unitMask[slot]!)]!;
            // Already true (mostly: x's own on fact took d from its peers, each of which comes back to x here):
            // add would pass it over; its parents are not listed.
            if (mode.dynamic) {
              if (this.stampOn[x * size + d - 1]! !== this.stamp) this.add(x, d, true, this.parentsBuf, this.unitParents(u, d));
            } else this.addOne(x, d, true, i);
          }
        }
        i++;
      }
      if (this.contradiction !== undefined) return false;
      if (!mode.dynamic || only !== undefined) return true;
      // At the fixpoint: the rules, then the extra techniques, then nested trials; any news resumes the loop.
      if (this.applyRules(mode) || this.applyExtra(mode) || this.applyNested(mode)) continue;
      return this.contradiction === undefined;
    }
  }

  /**
   * run for the static mode (no digit): the same facts, parents, order and contradiction, over links
   * listed once per position (listNext) rather than worked out again at each fact of each trial (the
   * static forcing chains run a few hundred trials a step, about 20 facts each, all on one position).
   */
  private runStatic(mode: TrialMode): boolean {
    const budget = mode.budget;
    const { stampOn, stampOff, onAt, offAt, facts, parentStart, parentList } = this;
    const stamp = this.stamp;
    const stride = this.nextStride;
    for (let i = 0; i < this.count; i++) {
      if (budget !== undefined && --budget.left < 0) return true;
      const f = facts[i]!;
      if (this.nextStamp === undefined || this.nextStamp[f] !== this.epochNow) this.listNext(f);
      const next = this.next!;
      for (let j = f * stride, end = j + this.nextCount![f]!; j < end; j++) {
        let g = next[j]!;
        if (g === CELL_EMPTIED) {
          const c = Math.floor((f >> 1) / this.size);
          this.contradict(this.parentsBuf, this.offParents(c, 0), `${cellName(this.geometry, c)} has no candidate left`);
          return false;
        }
        const partner = g < 0;
        if (partner) g = ~g;
        const k = g >> 1;
        if ((g & 1) === 1) {
          if (stampOn[k] === stamp) continue;
          if (stampOff[k] === stamp) {
            if (partner) continue;
            this.contradictBoth(i, offAt[k]!);
            return false;
          }
          stampOn[k] = stamp;
          onAt[k] = this.count;
        } else {
          if (stampOff[k] === stamp) continue;
          if (stampOn[k] === stamp) {
            this.contradictBoth(i, onAt[k]!);
            return false;
          }
          stampOff[k] = stamp;
          offAt[k] = this.count;
        }
        facts[this.count] = g;
        parentList[this.listed++] = i; // a fact per candidate at most: parentList (8 per candidate) has room
        this.count++;
        parentStart[this.count] = this.listed;
      }
    }
    return true;
  }

  /** Ends a static trial in a contradiction: fact i implies the opposite of fact `other`. */
  private contradictBoth(i: number, other: number): void {
    this.one[0] = i;
    const k = this.facts[other]! >> 1;
    this.contradict(this.one, 1, this.bothText(Math.floor(k / this.size), (k % this.size) + 1), other);
  }

  /** The words of a candidate both true and false: "r1c3 would be 1 and not 1". */
  private bothText(c: number, d: number): string {
    return `${cellName(this.geometry, c)} would be ${digitChar(d)} and not ${digitChar(d)}`;
  }

  /**
   * Lists row f of `next`: what fact f implies over the position's links, in run's static order. On
   * (c holds d): c's other candidates off, then d off in the open cells linked to c. Off: c's other
   * candidate true if c has two (none left: CELL_EMPTIED), then, for each unit of c where d has two
   * places, the other one true (unless off by then: run's count of places left would be 0).
   */
  private listNext(f: number): void {
    const { size, geometry } = this;
    const n = geometry.cellCount * size * 2;
    this.next ??= new Int32Array(n * this.nextStride);
    this.nextCount ??= new Int32Array(n);
    this.nextStamp ??= new Int32Array(n);
    const next = this.next;
    const k = f >> 1;
    const c = Math.floor(k / size);
    const d = (k % size) + 1;
    const bit = 1 << (d - 1);
    let at = f * this.nextStride;
    const from = at;
    if ((f & 1) === 1) {
      const m = this.base[c]! & ~bit;
      for (let e = 1; e <= size; e++) if ((m & (1 << (e - 1))) !== 0) next[at++] = (c * size + e - 1) * 2;
      if (this.linkedStamp[k] !== this.epochNow) this.listLinked(k, c, bit);
      for (let j = k * this.stride, end = j + this.linkedCount[k]!; j < end; j++) next[at++] = (this.linked[j]! * size + d - 1) * 2;
    } else {
      const left = this.base[c]! & ~bit;
      if (left === 0) next[at++] = CELL_EMPTIED;
      else if ((left & (left - 1)) === 0) next[at++] = (c * size + 31 - Math.clz32(left)) * 2 + 1;
      const { cellUnitStart, cellUnitList, unitCells } = geometry;
      for (let j = cellUnitStart[c]!; j < cellUnitStart[c + 1]!; j++) {
        const slot = cellUnitList[j]! * size + d - 1;
        if (this.unitBase[slot] !== 2) continue;
        const x = unitCells[cellUnitList[j]! * size + 31 - Math.clz32(this.unitBaseMask[slot]! & ~(1 << this.unitPos[j]!))]!;
        next[at++] = ~((x * size + d - 1) * 2 + 1);
      }
    }
    this.nextCount[f] = at - from;
    this.nextStamp[f] = this.epochNow;
  }

  /** The off facts of digit d in unit u, written to parentsBuf: their number. */
  private unitParents(u: number, d: number): number {
    const out = this.parentsBuf;
    let n = 0;
    const { size } = this;
    for (let s = 0; s < size; s++) {
      const x = this.geometry.unitCells[u * size + s]!;
      const k = x * size + d - 1;
      if (this.stampOff[k] === this.stamp) out[n++] = this.offAt[k]!;
    }
    return n;
  }

  /** The facts of the trial about the given cells (their causes when a pattern over them concludes). */
  private cellParents(cells: Iterable<number>): Int32Array {
    const out: number[] = [];
    for (const c of cells) {
      for (let e = 1; e <= this.size; e++) {
        const k = c * this.size + e - 1;
        if (this.stampOff[k] === this.stamp) out.push(this.offAt[k]!);
        if (this.stampOn[k] === this.stamp) out.push(this.onAt[k]!);
      }
    }
    return Int32Array.from(out);
  }

  /** Charges work other than facts (a propagator's pass, a technique's scan) to the budget: cells touched. */
  private charge(mode: TrialMode, cells: number): boolean {
    if (mode.budget === undefined) return true;
    mode.budget.left -= cells;
    return mode.budget.left > 0;
  }

  private applyRules(mode: TrialMode): boolean {
    const before = this.count;
    const { dirty } = this;
    // The marked propagators in order (a run that could narrow nothing is skipped, and not charged: the
    // budget counts work done). Bits past the last propagator are never cleared, so the scan stops at it.
    for (let w = 0; w < dirty.length; w++) {
      while (dirty[w] !== 0) {
        const x = (w << 5) + 31 - Math.clz32(dirty[w]! & -dirty[w]!); // the lowest marked bit
        if (x >= this.propagators.length) break;
        dirty[w]! &= ~(1 << (x & 31));
        if (this.runPropagator(x, mode, before)) return true;
        if (this.contradiction !== undefined || (mode.budget !== undefined && mode.budget.left <= 0)) return false;
      }
    }
    return false;
  }

  /**
   * Runs propagator x on the trial's candidates (the masks it reads copied to scratch) and adds what it
   * takes from open cells as facts, caused by the facts about its cells. True when it derived a fact (or
   * one it derived contradicts the trial); false when it narrowed nothing, failed (contradiction set), or
   * the budget ran out.
   */
  private runPropagator(x: number, mode: TrialMode, before: number): boolean {
    const p = this.propagators[x]!; // x < length
    if (!this.charge(mode, p.cells.length)) return false;
    for (const c of p.cells) this.scratch[c] = this.cand[c]!; // c a cell: both arrays have an entry
    if (p.reads !== undefined) for (const c of p.reads) this.scratch[c] = this.cand[c]!;
    const ok = p.propagate(this.scratch);
    if (!ok) {
      const parents = this.cellParents(p.cells);
      this.contradict(parents, parents.length, "");
      this.contradictionRule = x;
      return false;
    }
    let parents: Int32Array | undefined;
    for (const c of p.cells) {
      const gone = this.cand[c]! & ~this.scratch[c]!;
      if (gone === 0 || this.values[c] !== 0) continue;
      parents ??= this.cellParents(p.cells);
      for (let e = 1; e <= this.size; e++) if ((gone & (1 << (e - 1))) !== 0) this.add(c, e, false, parents);
    }
    if (this.count > before) this.ruleRuns.push(before, this.count, x);
    return this.count > before || this.contradiction !== undefined;
  }

  /**
   * Sets `scans` to the extra techniques' scans, each reset for the trial: nothing marked when the technique
   * finds nothing in the position, everything otherwise (as when a user's technique list runs the net
   * before them). That is worked out once per position and technique, not charged to a budget (the trials'
   * own scans are).
   */
  private startScans(extra: readonly Technique[], known = false): void {
    if (this.scansOf !== extra) {
      // Another list of techniques (mostly the same one, trial after trial): its scans, and its answers anew.
      this.scansOf = extra;
      this.scans.length = 0;
      for (const t of extra) {
        let scan: PlusScan | undefined;
        for (const s of this.scanList) if (s.technique === t) scan = s;
        if (scan === undefined) {
          scan = new PlusScan(this.geometry, t);
          this.scanList.push(scan);
        }
        this.scans.push(scan);
      }
      this.cleanPosition = -1;
    }
    if (this.cleanPosition !== this.positionNow) {
      this.cleanPosition = this.positionNow;
      this.clean.length = 0;
      for (const scan of this.scans) {
        if (!known) scan.reset(true);
        this.clean.push(known || scan.find({ geometry: this.geometry, candidates: this.base, values: this.values }, this) === undefined);
      }
    }
    for (let x = 0; x < this.scans.length; x++) this.scans[x]!.reset(!this.clean[x]!);
  }

  /** Tells the scans which units lost which candidates since the last fixpoint (countOff kept the list; at a trial's start, `tell` false: nothing yet), and starts the next list. */
  private touchScans(tell = true): void {
    const n = tell ? this.lostCount : 0;
    for (const scan of this.scans) {
      for (let j = 0; j < n; j++) {
        const u = this.lostUnits[j]!;
        scan.touch(u, this.lostDigits[u]!, this.lostCells[u]!);
      }
    }
    this.lostCount = 0;
    if (++this.lostAt > 0x3fffffff) {
      this.lostAt = 1;
      this.lostStamp.fill(0);
    }
  }

  private applyExtra(mode: TrialMode): boolean {
    this.extrasFoundNothing = false;
    if (mode.extra === undefined) return false;
    const before = this.count;
    if (this.view.values !== this.values) this.view = { geometry: this.geometry, candidates: this.cand, values: this.values };
    const view = this.view;
    this.touchScans();
    let found = false;
    for (const scan of this.scans) {
      if (!this.charge(mode, this.geometry.cellCount)) return false;
      const step = scan.find(view, this);
      if (step === undefined) continue;
      found = true;
      // The causes: the facts about the step's cells and its units' cells, in that order, each cell once.
      const w = this.work;
      if (++w.mark > 0x3fffffff) {
        w.mark = 1;
        w.marks.fill(0);
      }
      let cells = 0;
      for (const c of step.cells) {
        if (w.marks[c] === w.mark) continue;
        w.marks[c] = w.mark;
        w.cells[cells++] = c;
      }
      for (const u of step.units) {
        for (let s = 0; s < this.size; s++) {
          const c = this.geometry.unitCells[u * this.size + s]!;
          if (w.marks[c] === w.mark) continue;
          w.marks[c] = w.mark;
          w.cells[cells++] = c;
        }
      }
      let n = 0;
      for (let i = 0; i < cells; i++) {
        const c = w.cells[i]!;
        // Facts are about the position's candidates of open cells only: those digits, in order.
        for (let m = this.values[c] === 0 ? this.base[c]! : 0; m !== 0; m &= m - 1) {
          const k = c * this.size + 31 - Math.clz32(m & -m);
          if (this.stampOff[k] === this.stamp) w.parents[n++] = this.offAt[k]!;
          if (this.stampOn[k] === this.stamp) w.parents[n++] = this.onAt[k]!;
        }
      }
      for (const { cell, digit } of step.placements) this.add(cell, digit, true, w.parents, n);
      for (const { cell, digits } of step.eliminations) {
        for (let e = 1; e <= this.size; e++) if ((digits & (1 << (e - 1))) !== 0) this.add(cell, e, false, w.parents, n);
      }
      if (this.count > before || this.contradiction !== undefined) return true;
    }
    this.extrasFoundNothing = !found;
    return false;
  }

  private applyNested(mode: TrialMode): boolean {
    const levels = mode.nested ?? 0;
    if (levels <= 0 || mode.budget === undefined) return false;
    const closure = this.closureFor(mode.extra);
    if (closure !== undefined) {
      // The inner trials as yes or no (nest-closure.ts), remembered within this trial (its positions only
      // lose candidates from fixpoint to fixpoint).
      if (this.closureAt !== this.stamp) {
        this.closureAt = this.stamp;
        closure.begin(this.cand, this.values);
      } else closure.position(this.cand);
    }
    if (closure !== undefined) {
      const k = closure.firstContradiction(levels - 1, mode.budget);
      if (k < 0) return false;
      const c = Math.floor(k / this.size);
      this.add(c, (k % this.size) + 1, false, this.cellParents([c]));
      return true;
    }
    this.deeper ??= new Implications(this.geometry);
    const inner = this.deeper;
    const position: LogicState = { geometry: this.geometry, candidates: this.cand.slice(), values: this.values };
    // The extra techniques just found nothing here (applyExtra ran before): the inner trials need not look.
    inner.setPosition(position, this.extrasFoundNothing ? mode.extra : undefined);
    // Every key, in the order forcing.ts builds a mode: one object shape for all trial modes (V8 then
    // compiles run, add and charge once, instead of again at each new shape it meets).
    const innerMode: TrialMode = { dynamic: mode.dynamic, digit: mode.digit, extra: mode.extra, nested: levels - 1, budget: mode.budget };
    // The first candidate (cells in order, digits ascending) whose trial ends in a contradiction, as the
    // closure's firstContradiction.
    for (let c = 0; c < this.geometry.cellCount; c++) {
      if (this.values[c] !== 0) continue;
      const m = this.cand[c]!;
      if ((m & (m - 1)) === 0) continue;
      for (let e = 1; e <= this.size; e++) {
        if ((m & (1 << (e - 1))) === 0) continue;
        if (mode.budget.left <= 0) return false;
        if (!inner.trial(c, e, true, innerMode)) {
          this.add(c, e, false, this.cellParents([c]));
          return true;
        }
      }
    }
    return false;
  }

  /**
   * The yes-or-no inner trials (nest-closure.ts) for a nested mode's extra techniques, or undefined where
   * they do not apply: the layout has rules that narrow candidates (propagators), the extra techniques
   * are others than locked candidates and naked and hidden pairs, or the outer fixpoint is not known to be
   * closed under them (the closure starts where they find nothing, as the engine's inner trials do).
   */
  private closureFor(extra: readonly Technique[] | undefined): NestClosure | undefined {
    if (this.propagators.length > 0 || !this.extrasFoundNothing || extra === undefined) return undefined;
    if (this.closureOf === extra) return this.closure;
    let locked = false;
    let naked = false;
    let hidden = false;
    let others = false;
    for (const t of extra) {
      const kind = plusKind(t);
      if (kind === LOCKED) locked = true;
      else if (kind === NAKED) naked = true;
      else if (kind === HIDDEN) hidden = true;
      else others = true;
    }
    this.closureOf = extra;
    this.closure = others ? undefined : new NestClosure(this.geometry, this.linkStart, this.linkList, { locked, naked, hidden });
    return this.closure;
  }
}

function popcount16(m: number): number {
  let n = 0;
  for (let x = m; x !== 0; x &= x - 1) n++;
  return n;
}

/** The implication engine of a geometry (built once: its link lists and work arrays). */
export const implicationsOf = perGeometry((geometry) => new Implications(geometry));
