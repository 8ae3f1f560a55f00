import { twoBits } from "../model/digits.js";
import type { Geometry } from "../model/geometry.js";
import { type Intersections, intersectionsOf } from "../solver/intersections.js";
import { pairTableOf } from "./plus-scan.js";
import { unitPositionsOf } from "./unit-positions.js";

/**
 * The inner trials of nested forcing chains (implications.ts, applyNested), answered yes or no: does
 * assuming that a cell holds a digit, in the outer trial's position, lead to a contradiction under the
 * "(+)" rules (singles, and the extra techniques: locked candidates, naked and hidden pairs), with
 * `levels` nested levels of the same below it? Only that answer reaches the outer trial (a candidate
 * that does is removed), so an inner trial needs no facts, parents or chains: it is a constraint
 * propagation over candidate masks, to a fixpoint or an empty cell or unit.
 *
 * Why the answer is the implication engine's: the rules together are monotone: from a position with fewer
 * candidates they remove at least as much. (A pair alone is not: it needs exactly two candidates or two
 * places, but where one of them has gone, singles, or an empty cell or unit, remove at least what the pair
 * would.) So propagation to a fixpoint ends in the same candidates whatever order the rules fire in (the
 * largest position below the start that no rule changes), and it ends in a contradiction for the engine
 * exactly when it does here. Both look only where the trial changed something: singles at the cells and
 * units that lost candidates (a cell with one candidate from the start takes it from its linked cells only
 * when a unit's places name it), the extra techniques at the units that did, from a position where they
 * find nothing (the outer trial's fixpoint; implications.ts closureFor falls back to the engine's own
 * trials where that is not known).
 *
 * The memo (most of the work saved): an outer trial runs the inner trials of every candidate at each of
 * its fixpoints, and from one fixpoint to the next its position only loses candidates. An inner trial
 * that reached a fixpoint F is kept (its candidates, a row per candidate). At a later fixpoint P of the
 * same outer trial, the trial's end is the propagation of F ∩ P: every rule that fired from the old start
 * fires from the new one (monotone), so the new end lies below F, and below P; it is the fixpoint
 * below F ∩ P. So the trial starts again from F ∩ P, with only the cells P took from F to look at: often
 * none (the trial is skipped), else a few. A generation (`begin`) is one outer trial: positions of
 * another outer trial are not below this one's.
 *
 * Rejected: remembering only the trials whose fixpoint F already lacks everything the outer trial took
 * since (about a quarter of the reruns); running the engine's trial again with its facts (four fifths of
 * the inner trials of a forum-hardest rating are such reruns).
 *
 * Work is charged to the budget as the engine charges its own trials: a unit per candidate removed (the
 * engine: per fact), and the layout's cells per technique at each round of the extra techniques (the
 * engine: per scan at a fixpoint, whatever the scan looks at), so that a search runs out of budget after
 * about as many trials as the engine's, each of which costs less here; a trial skipped by the memo is
 * charged its look-up (a unit per 16 cells). The budget is looked at between rounds of singles and of the
 * extra techniques (a round does at most a removal per candidate); out of budget a trial answers no. The
 * charges are not exactly the engine's, so a search that runs out of budget may stop elsewhere than the
 * engine's own inner trials did; none of the bench sets' 9x9 puzzles does (scripts/logic-fingerprint.mjs:
 * every step the same).
 */
export class NestClosure {
  private readonly geometry: Geometry;
  private readonly size: number;
  private readonly cellCount: number;
  private readonly linkStart: Int32Array;
  private readonly linkList: Int32Array;
  private readonly x: Intersections;
  private readonly locked: boolean;
  private readonly naked: boolean;
  private readonly hidden: boolean;
  /** Parallel to geometry.cellUnitList: the cell's position in that unit. */
  private readonly unitPos: Int32Array;
  /** The position the trials start from (not changed here), and its values (placed cells). */
  private start: Uint16Array;
  private values: Uint8Array;
  /** The trial's candidates. */
  private readonly cand: Uint16Array;
  /** Per unit, the digits placed in it (from values, per position). */
  private readonly unitPlaced: Int32Array;
  /** Per unit and digit (u * size + d): its places in the trial, a bit per position in the unit; valid for unit u when unitStamp[u] is stamp. */
  private readonly unitMask: Int32Array;
  private readonly unitStamp: Int32Array;
  /** Per cell: its digit taken from its linked cells in this trial when assigned[c] is stamp. */
  private readonly assigned: Int32Array;
  private stamp = 0;
  /** Cells to assign (a single candidate left) and cells to set to a digit (a hidden single), pending. */
  private readonly todoCell: Int32Array;
  private readonly todoDigit: Int32Array;
  private todo = 0;
  /**
   * Units whose cells changed since the extra techniques last looked at them (a flag per unit, cleared when
   * the unit is looked at, or by the next trial for those a contradiction or the budget left in the list),
   * and per unit what changed: the digits it lost, and which of its cells lost candidates (a bit per
   * position in the unit). A finding that is new must involve one of them: the position the trial starts
   * from has none, and candidates are only lost.
   */
  private readonly dirty: Int32Array;
  private dirtyCount = 0;
  private readonly dirtyMark: Uint8Array;
  private readonly lostDigits: Int32Array;
  private readonly lostCells: Int32Array;
  /** Per unit pair k, at 4k: units A and B, the shared cells' positions in each (plus-scan.ts, pairTableOf). */
  private readonly pairs: Int32Array;
  private contradiction = false;
  private budget: { left: number } = { left: 0 };
  /** The budget a round of the extra techniques is charged, as the engine charges its scans: the cells, per technique. */
  private readonly scanCharge: number;
  /** The memo (see the class): per candidate k = c * size + d - 1, its row of `cellCount` candidates and the generation it holds (0: none). */
  private readonly memoRows: Uint16Array | undefined;
  private readonly memoGen: Int32Array;
  private readonly memoCells: number;
  /** The cells a remembered trial's fixpoint has candidates the position lacks (contradicts). */
  private readonly changed: Int32Array;
  private generation = 0;
  /** The nested levels of the generation's trials (-1: none yet); trials with others start a new generation. */
  private levelsOf = -1;
  private deeper: NestClosure | undefined;
  /** The trial (stamp) whose nested level the deeper closure's memo is for. */
  private nestedFor = 0;

  /**
   * `linkStart`/`linkList`: each cell's linked cells (implications.ts: peers and rule groups); `extras`:
   * which of the three techniques apply; `memoCells`: the most entries (candidates x cells) the memo may
   * hold, none past it (MEMO_CELLS by default; 0 for none).
   */
  constructor(
    geometry: Geometry,
    linkStart: Int32Array,
    linkList: Int32Array,
    extras: { locked: boolean; naked: boolean; hidden: boolean },
    memoCells = MEMO_CELLS,
  ) {
    this.geometry = geometry;
    this.size = geometry.size;
    this.cellCount = geometry.cellCount;
    this.linkStart = linkStart;
    this.linkList = linkList;
    this.x = intersectionsOf(geometry);
    this.locked = extras.locked;
    this.naked = extras.naked;
    this.hidden = extras.hidden;
    const { cellCount, unitCount, size } = geometry;
    this.unitPos = unitPositionsOf(geometry);
    this.start = new Uint16Array(cellCount);
    this.values = new Uint8Array(cellCount);
    this.cand = new Uint16Array(cellCount);
    this.unitPlaced = new Int32Array(unitCount);
    this.unitMask = new Int32Array(unitCount * size);
    this.unitStamp = new Int32Array(unitCount);
    this.assigned = new Int32Array(cellCount);
    // Pending at once, at most: a hidden single per unit and digit (each is left with one place once a
    // trial), a cell's own single once per cell (left with one candidate), and the assumption's.
    this.todoCell = new Int32Array(unitCount * size + 2 * cellCount);
    this.todoDigit = new Int32Array(unitCount * size + 2 * cellCount);
    this.dirty = new Int32Array(unitCount);
    this.dirtyMark = new Uint8Array(unitCount);
    this.lostDigits = new Int32Array(unitCount);
    this.lostCells = new Int32Array(unitCount);
    this.pairs = pairTableOf(geometry);
    this.scanCharge = geometry.cellCount * ((extras.locked ? 1 : 0) + (extras.naked ? 1 : 0) + (extras.hidden ? 1 : 0));
    const n = cellCount * size;
    this.memoCells = memoCells;
    this.changed = new Int32Array(cellCount);
    this.memoRows = n * cellCount <= memoCells ? new Uint16Array(n * cellCount) : undefined;
    this.memoGen = new Int32Array(this.memoRows === undefined ? 0 : n);
  }

  /**
   * Starts a generation (see the class) from `start` and its `values` (placed cells, the same for the
   * whole generation): trials of the same generation may use each other's memo, as long as each later
   * position has only fewer candidates than the earlier.
   */
  begin(start: Uint16Array, values: Uint8Array): void {
    this.newGeneration();
    this.start = start;
    this.values = values;
    const { unitCount, unitCells } = this.geometry;
    const size = this.size;
    for (let u = 0; u < unitCount; u++) {
      let placed = 0;
      for (let s = 0; s < size; s++) {
        const v = values[unitCells[u * size + s]!]!;
        if (v !== 0) placed |= 1 << (v - 1);
      }
      this.unitPlaced[u] = placed;
    }
  }

  /** Forgets every trial remembered: a new generation, of no nesting depth yet. */
  private newGeneration(): void {
    if (++this.generation > 0x3fffffff) {
      this.generation = 1;
      this.memoGen.fill(0);
    }
    this.levelsOf = -1;
  }

  /** Sets the position the next trials start from, within the generation `begin` started: one below the last. */
  position(start: Uint16Array): void {
    this.start = start;
  }

  /**
   * Whether assuming that open cell `cell` holds `digit` (1-based, a candidate of the position) leads to
   * a contradiction, with `levels` nested levels below; no when the budget runs out.
   */
  contradicts(cell: number, digit: number, levels: number, budget: { left: number }): boolean {
    this.budget = budget;
    // A fixpoint reached with other nested levels is another trial's (fewer levels: a larger fixpoint).
    if (this.levelsOf !== levels) {
      if (this.levelsOf !== -1) this.newGeneration();
      this.levelsOf = levels;
    }
    this.newTrial();
    const cand = this.cand;
    const start = this.start;
    const n = this.cellCount;
    const k = cell * this.size + digit - 1;
    const rows = this.memoRows;
    if (rows !== undefined && this.memoGen[k] === this.generation) {
      // Start from F ∩ P: the cells P took from F are the changes to follow.
      const at = k * n;
      budget.left -= 1 + (n >> 4); // reads of the row and the position, cell by cell
      // Mostly none (the trial is skipped): listed first, F copied only when there are some.
      const changed = this.changed;
      let count = 0;
      for (let c = 0; c < n; c++) if ((rows[at + c]! & ~start[c]!) !== 0) changed[count++] = c;
      if (count === 0) return false;
      cand.set(rows.subarray(at, at + n));
      for (let i = 0; i < count && !this.contradiction; i++) {
        const c = changed[i]!;
        this.remove(c, cand[c]! & ~start[c]!);
      }
    } else {
      cand.set(start);
      const bit = 1 << (digit - 1);
      this.remove(cell, cand[cell]! & ~bit);
      this.push(cell, 0);
    }
    const ok = this.run(levels);
    if (rows !== undefined) {
      // A trial cut short by the budget is not kept: run again, it would go on.
      if (ok && budget.left > 0) {
        rows.set(cand, k * n);
        this.memoGen[k] = this.generation;
      } else this.memoGen[k] = 0;
    }
    return !ok && budget.left > 0;
  }

  private newTrial(): void {
    if (++this.stamp > 0x3fffffff) {
      this.stamp = 1;
      this.assigned.fill(0);
      this.unitStamp.fill(0);
      this.nestedFor = 0;
    }
    this.todo = 0;
    for (let i = 0; i < this.dirtyCount; i++) this.dirtyMark[this.dirty[i]!] = 0;
    this.dirtyCount = 0;
    this.contradiction = false;
  }

  /** Propagates to a fixpoint (true) or a contradiction (false); true as well when the budget runs out. */
  private run(levels: number): boolean {
    for (;;) {
      if (!this.singles()) return false;
      if (this.budget.left <= 0) return true;
      if (this.dirtyCount > 0) {
        this.budget.left -= this.scanCharge;
        this.extras();
        if (this.contradiction) return false;
        continue;
      }
      if (levels <= 0 || !this.nested(levels)) return !this.contradiction;
      if (this.contradiction) return false;
    }
  }

  /** Works off the pending singles: false at a contradiction. */
  private singles(): boolean {
    const { cand, values, linkStart, linkList, todoCell, todoDigit } = this;
    while (this.todo > 0 && !this.contradiction) {
      this.todo--;
      const c = todoCell[this.todo]!;
      const d = todoDigit[this.todo]!;
      if (d !== 0) {
        // A hidden single: c holds d.
        const bit = 1 << (d - 1);
        if ((cand[c]! & bit) === 0) {
          this.contradiction = true;
          break;
        }
        this.remove(c, cand[c]! & ~bit);
        this.push(c, 0);
        continue;
      }
      // c has one candidate left: it leaves c's linked cells.
      if (this.assigned[c] === this.stamp) continue;
      this.assigned[c] = this.stamp;
      const bit = cand[c]!;
      for (let j = linkStart[c]!, end = linkStart[c + 1]!; j < end && !this.contradiction; j++) {
        const p = linkList[j]!;
        if (values[p] === 0 && (cand[p]! & bit) !== 0) this.remove(p, bit);
      }
    }
    return !this.contradiction;
  }

  private push(c: number, d: number): void {
    this.todoCell[this.todo] = c;
    this.todoDigit[this.todo] = d;
    this.todo++;
  }

  /** The places of every digit in unit u, in the trial's candidates, listed on the unit's first use in a trial. */
  private listUnit(u: number): void {
    const { size, cand, values, unitMask } = this;
    const cells = this.geometry.unitCells;
    for (let d = 0; d < size; d++) unitMask[u * size + d] = 0;
    for (let s = 0; s < size; s++) {
      const c = cells[u * size + s]!;
      if (values[c] !== 0) continue;
      for (let m = cand[c]!; m !== 0; m &= m - 1) unitMask[u * size + 31 - Math.clz32(m & -m)]! |= 1 << s;
    }
    this.unitStamp[u] = this.stamp;
  }

  /**
   * Takes `lose` (candidates it has) from open cell c: an empty cell, or a digit without a place in a unit
   * where it is not placed, is a contradiction; one candidate left, or one place, is a single to do.
   */
  private remove(c: number, lose: number): void {
    const { size, cand } = this;
    lose &= cand[c]!;
    if (lose === 0) return;
    const { cellUnitStart, cellUnitList, unitCells } = this.geometry;
    this.budget.left--;
    const now = cand[c]! & ~lose;
    if (now === 0) {
      this.contradiction = true;
      return;
    }
    for (let j = cellUnitStart[c]!, end = cellUnitStart[c + 1]!; j < end; j++) {
      const u = cellUnitList[j]!;
      if (this.unitStamp[u] !== this.stamp) this.listUnit(u);
    }
    cand[c] = now;
    for (let j = cellUnitStart[c]!, end = cellUnitStart[c + 1]!; j < end; j++) {
      const u = cellUnitList[j]!;
      const pos = this.unitPos[j]!;
      if (this.dirtyMark[u] === 0) {
        this.dirtyMark[u] = 1;
        this.dirty[this.dirtyCount++] = u;
        this.lostDigits[u] = lose;
        this.lostCells[u] = 1 << pos;
      } else {
        this.lostDigits[u]! |= lose;
        this.lostCells[u]! |= 1 << pos;
      }
      const placed = this.unitPlaced[u]!;
      for (let m = lose; m !== 0; m &= m - 1) {
        const b = 31 - Math.clz32(m & -m);
        const slot = u * size + b;
        const places = (this.unitMask[slot]! &= ~(1 << pos));
        if ((placed & (1 << b)) !== 0) continue;
        if (places === 0) {
          this.contradiction = true;
          return;
        }
        if ((places & (places - 1)) === 0) {
          const x = unitCells[u * size + 31 - Math.clz32(places)]!;
          // x holds b, unless this trial already took b from x's linked cells (as the engine's on fact, met
          // again, adds nothing); x may have had b alone from the start, its linked cells not yet without it.
          if (this.assigned[x] !== this.stamp) this.push(x, b + 1);
        }
      }
    }
    if ((now & (now - 1)) === 0) this.push(c, 0);
  }

  /** The extra techniques where a unit changed since they last looked: its cells, its digits, its unit pairs. */
  private extras(): void {
    const x = this.x;
    while (this.dirtyCount > 0 && !this.contradiction && this.todo === 0) {
      const u = this.dirty[--this.dirtyCount]!;
      this.dirtyMark[u] = 0;
      const digits = this.lostDigits[u]!;
      const cells = this.lostCells[u]!;
      if (this.naked) this.nakedPairs(u, cells);
      if (this.hidden && !this.contradiction) this.hiddenPairs(u, digits);
      if (this.locked) {
        for (let i = x.unitPairStart[u]!, end = x.unitPairStart[u + 1]!; i < end && !this.contradiction; i++) this.lockedAt(x.unitPairs[i]!, digits);
      }
    }
  }

  /**
   * Naked pairs in unit u with a cell among `changed` (a bit per position in u): two open cells with the
   * same two candidates take them from the other cells of every unit holding both.
   */
  private nakedPairs(u: number, changed: number): void {
    const { size, cand, values } = this;
    const { unitCells, cellUnitStart, cellUnitList } = this.geometry;
    for (let rest = changed; rest !== 0; rest &= rest - 1) {
      const i = 31 - Math.clz32(rest & -rest);
      const a = unitCells[u * size + i]!;
      const m = cand[a]!;
      if (values[a] !== 0 || !twoBits(m)) continue;
      for (let j = 0; j < size; j++) {
        const b = unitCells[u * size + j]!;
        if (j === i || values[b] !== 0 || cand[b] !== m) continue;
        for (let ja = cellUnitStart[a]!, ea = cellUnitStart[a + 1]!; ja < ea; ja++) {
          const v = cellUnitList[ja]!;
          let holdsB = false;
          for (let jb = cellUnitStart[b]!, eb = cellUnitStart[b + 1]!; jb < eb; jb++) if (cellUnitList[jb] === v) holdsB = true;
          if (!holdsB) continue;
          for (let s = 0; s < size && !this.contradiction; s++) {
            const c = unitCells[v * size + s]!;
            if (c !== a && c !== b && values[c] === 0 && (cand[c]! & m) !== 0) this.remove(c, cand[c]! & m);
          }
        }
        if (this.contradiction) return;
        break;
      }
    }
  }

  /** Hidden pairs in unit u with a digit among `lost`: two digits (not placed there) with the same two places keep those cells to themselves. */
  private hiddenPairs(u: number, lost: number): void {
    const { size, cand, unitMask } = this;
    const cells = this.geometry.unitCells;
    if (this.unitStamp[u] !== this.stamp) this.listUnit(u);
    const placed = this.unitPlaced[u]!;
    for (let rest = lost & ~placed; rest !== 0; rest &= rest - 1) {
      const d = 31 - Math.clz32(rest & -rest);
      const where = unitMask[u * size + d]!;
      if (!twoBits(where)) continue;
      for (let e = 0; e < size; e++) {
        if (e === d || (placed & (1 << e)) !== 0 || unitMask[u * size + e] !== where) continue;
        const keep = (1 << d) | (1 << e);
        for (let m = where; m !== 0 && !this.contradiction; m &= m - 1) {
          const c = cells[u * size + 31 - Math.clz32(m & -m)]!;
          this.remove(c, cand[c]! & ~keep);
        }
        if (this.contradiction) return;
        break;
      }
    }
  }

  /**
   * Locked candidates at unit pair k (solver/intersections.ts) for the given digits: a digit whose places in
   * A all lie where A meets B leaves the rest of B, and the reverse. By the units' places (unitMask): the
   * pair's table (pairTableOf) gives where the shared cells sit in each unit.
   */
  private lockedAt(k: number, digits: number): void {
    const { pairs, size, unitMask } = this;
    const a = pairs[4 * k]!;
    const b = pairs[4 * k + 1]!;
    const inA = pairs[4 * k + 2]!;
    const inB = pairs[4 * k + 3]!;
    if (this.unitStamp[a] !== this.stamp) this.listUnit(a);
    if (this.unitStamp[b] !== this.stamp) this.listUnit(b);
    for (let rest = digits; rest !== 0 && !this.contradiction; rest &= rest - 1) {
      const d = 31 - Math.clz32(rest & -rest);
      const placesA = unitMask[a * size + d]!;
      const placesB = unitMask[b * size + d]!;
      if ((placesA & inA) === 0) continue; // not in the shared cells: neither way
      if ((placesA & ~inA) === 0 && (placesB & ~inB) !== 0) this.clear(b, placesB & ~inB, d);
      else if ((placesB & ~inB) === 0 && (placesA & ~inA) !== 0) this.clear(a, placesA & ~inA, d);
    }
  }

  /** Takes digit d (0-based) from the cells of unit u at the given positions. */
  private clear(u: number, positions: number, d: number): void {
    const cells = this.geometry.unitCells;
    for (let m = positions; m !== 0 && !this.contradiction; m &= m - 1) this.remove(cells[u * this.size + 31 - Math.clz32(m & -m)]!, 1 << d);
  }

  /**
   * The nested level at a fixpoint: the first candidate (cells in order, digits ascending) whose own trial,
   * one level down, ends in a contradiction is removed (true: go on propagating); false when none does.
   */
  private nested(levels: number): boolean {
    this.deeper ??= new NestClosure(
      this.geometry,
      this.linkStart,
      this.linkList,
      { locked: this.locked, naked: this.naked, hidden: this.hidden },
      this.memoCells,
    );
    const inner = this.deeper;
    // The inner trials' memo is this trial's: the position below only loses candidates from here on.
    if (this.nestedFor !== this.stamp) {
      this.nestedFor = this.stamp;
      inner.begin(this.cand, this.values);
    } else inner.position(this.cand);
    const k = inner.firstContradiction(levels - 1, this.budget);
    if (k < 0) return false;
    this.remove(Math.floor(k / this.size), 1 << (k % this.size));
    return true;
  }

  /**
   * The first candidate of the position (open cells with two candidates or more, in order; digits
   * ascending) whose trial with `levels` nested levels ends in a contradiction, as k = cell * size + digit
   * - 1; -1 when none does, or the budget runs out first. A nested level's step: the engine's
   * (implications.ts, applyNested) and this class's own (nested).
   */
  firstContradiction(levels: number, budget: { left: number }): number {
    const { start, values, size } = this;
    for (let c = 0; c < this.cellCount; c++) {
      if (values[c] !== 0) continue;
      const m = start[c]!;
      if ((m & (m - 1)) === 0) continue;
      for (let d = 1; d <= size; d++) {
        if ((m & (1 << (d - 1))) === 0) continue;
        if (budget.left <= 0) return -1;
        if (this.contradicts(c, d, levels, budget)) return c * size + d - 1;
      }
    }
    return -1;
  }
}

/**
 * Entries (candidates x cells) a memo may hold: rows of a candidate's cells, two bytes each (8 MB); on a
 * samurai 1.2 million, on a 16x16 grid about a million; past it trials run without one.
 */
const MEMO_CELLS = 1 << 22;
