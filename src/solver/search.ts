import type { EngineOptions, EngineOutcome, SolveOptions, StopReason } from "../model/contract.js";
import { STOP_POLL_NODES } from "../model/contract.js";
import { LimitError, UsageError } from "../model/errors.js";
import { functionOption, numberOption, shown } from "../model/option-checks.js";
import { digitOfBit, bitOf, isSingle, lowestBit, popcount } from "../model/digits.js";
import { intersectionsOf } from "./intersections.js";
import type { Intersections } from "./intersections.js";
import type { Model } from "../model/model.js";
import { compileRules } from "../rules/registry.js";
import type { Propagator, SumFact } from "../rules/rule-kind.js";
import { sumPropagator } from "../rules/sum-propagator.js";
import type { Geometry } from "../model/geometry.js";
import { derivedSums } from "./derived-sums.js";

/**
 * Whole-layout search: one constraint model over the union of all grids' cells, so that a shared cell is a
 * single variable in every unit of every grid it belongs to. Works for any layout, including extra regions.
 *
 * State: one Uint32Array per search depth, a word per cell. Bits 0..size-1 are the candidate mask (see
 * digits.ts; up to 16 bits for 16x16 grids); bit 16, PLACED, marks a cell whose digit has been placed and
 * eliminated from its peers. A cell whose mask is single but not yet PLACED sits in the work queue.
 * Branching copies the whole array into the next depth's preallocated slot (4 bytes a cell: 1,476 bytes
 * for a samurai), which is cheaper in JavaScript than an undo trail for layouts of this size.
 * Every unit holds `size` cells (geometry.ts), so the unit loops run to `size`, and `all` is the mask of
 * every digit of the layout.
 *
 * Propagation (kept apart from search), to a fixpoint:
 *   naked single   a cell with one candidate: place it, remove the digit from its peers.
 *   hidden single  a digit with one possible cell in a unit: that cell takes it.
 *   locked         locked candidates over units sharing cells (intersections.ts); without it the minimal
 *                  sumo of one seed took 4 million nodes to dig instead of 2,400.
 *   contradiction  a cell without candidates, or a unit where some digit has no cell.
 * Only units whose candidates changed are looked at again: touch() puts them on two stacks (hidden singles,
 * locked candidates), unitPending says which a unit is on. The fixpoint does not depend on the order, so
 * this changed no search tree; it took the sumo's share of propagation from a full pass over its 335 units
 * (and 1,500 unit pairs) after every placement round to the few units a placement reaches.
 *
 * Search branches on the unplaced cell with the fewest candidates, and among those on the one whose units
 * have met the most contradictions so far (each unit's weight starts at 1 and grows by one per dead end met
 * in it; "dom/wdeg" in the constraint-programming literature, here as a tie-break only). On a multi-grid
 * layout the first conflicts show where the puzzle is hard, and the search then stays there instead of
 * branching in grids that do not matter, each of whose branches would redo the same refutation. Measured on
 * the generator's uniqueness checks (minimal puzzles, same checks): sumo seeds that took 128,000 to 182,000
 * nodes with uniqueness checks over budget now take 2,700 to 6,200, the largest single check from 66,000+ to
 * under 500; over 8 further seeds the totals stayed alike (sumo 38,000) and the largest check fell. On 200
 * generated minimal samurai the most nodes one solve needs fell from 267 to 99.
 * Rejected: the most unplaced peers as tie-break (the previous rule: it kept the heavy tail above, and
 * counting peers cost a sixth of the search time on a sumo); weight over candidates as the sole rule (classic
 * dom/wdeg: no better on the sumo, 3x the nodes on some seeds); the weight averaged over the cell's units.
 *
 * With rules that propagate (sums: killer cages, little killers, arrows; relations: kropki dots, X/V,
 * thermometers...), the branch cell is the one of highest conflict score per candidate instead: a cell's
 * score counts the digits tried there that led to a dead end, halved every DECAY_CONFLICTS dead ends (ISS's
 * conflict scores, dom/wdeg's idea on cells); until some unplaced cell has a score, the fewest-candidates
 * rule above decides. Measured on a busy machine on ten hard killers and little killers (counting to two,
 * 2 s of CPU each): nodes fell 2x to 26x (a hard killer from 18,600 nodes to 700, little killer snipes from
 * 55,000-74,000 to 3,500-7,000). Rejected there: fewest candidates with each propagator's dead ends added
 * to its cells' weights (up to 1.4x fewer nodes only). On `generate --rules kropki` (9x9, seeds 1-5, every
 * search of the generator) the nodes fell from 149,000 to 63,000 in all, and the final proofs of 8 seeds
 * from 532-39,955 nodes to 172-4,510 (one seed alike). Layouts without rules keep the fewest-candidates rule.
 *
 * Rules (src/rules/): a rule's groups of cells that may not repeat (a killer cage, ...) join each cell's
 * peers, so placing a digit removes it there at no extra cost; a rule's propagators run when the singles
 * and locked candidates have reached their fixpoint, and what they narrow is queued and touched as any
 * elimination. Propagators over one or two cells (a kropki dot, an X/V mark, a sign) on a layout without
 * sums run earlier, once the naked singles are placed, before hidden singles and locked candidates. The
 * fixpoint is the same in either order; a dot's relation is cheap, and run first it spares the unit passes
 * a look after each dot: on `generate --rules kropki` (9x9) the CPU per search node fell about 2x, the
 * locked-candidates pass from most of the search's time to a few per cent. Rejected: every propagator first,
 * which made puzzles/non-consecutive.json 2.2x slower (its unit reasoning runs over every unit). A layout without such rules has no propagators and the geometry's own peers: the loop is as
 * it was.
 *
 * Rules with variables of their own (RuleKind.variables: a chaos construction's region of each cell) add them
 * to the position after the cells, as cells without units or peers: their masks are copied with the cells'
 * on each branch, their propagators watch them as cells, and the branch rules choose among cells and
 * variables alike. A solution is counted once every cell and variable is down to one value (its digits are
 * the cells'), so a chaos construction counts each division of the grid with its digits.
 *
 * Rejected: the 9x9 band layout of the fast path in nine.ts, which does not extend to cells in several grids.
 */
const PLACED = 1 << 16;
/** Dead ends after which every conflict score is halved, so the scores follow the recent search. */
const DECAY_CONFLICTS = 1 << 14;

/** Most memory the positions of one search may take (one Uint32Array of the cells per depth). */
const MAX_LEVEL_BYTES = 1024 * 2 ** 20;
const PENDING_HIDDEN = 1;
const PENDING_LOCKED = 2;

/** Options only this strategy takes, beyond the contract's. */
export interface SearchOptions extends SolveOptions {
  /**
   * A source of 32-bit unsigned integers: when given, the digits of a branch cell are tried in random order
   * instead of lowest first, so that a limit-1 search of a (nearly) empty layout returns a random solution.
   * Used by the generator with its seeded generator; a seeded source keeps the search deterministic.
   */
  readonly random?: () => number;
  /**
   * A digit one cell may not take: only solutions where `cell` holds another digit are searched for. With
   * `prefer` set to a known solution and limit 1 this proves that solution unique as far as that cell goes
   * (the generator's uniqueness check after emptying a cell, see generate/check-removal.ts).
   */
  readonly forbid?: { readonly cell: number; readonly digit: number };
  /**
   * A full assignment (one digit per cell) whose digit is tried first at every branch cell, before the
   * others (in random or lowest-first order). A second solution near a known one is then found after few
   * nodes; an exhaustive search visits the same tree whatever the order.
   */
  readonly prefer?: Uint8Array;
  /**
   * Propagators beyond the layout's rules that every solution searched for must satisfy: the generator's
   * check after dropping a clue passes the clue broken (RuleKind.negation), so that only solutions the clue
   * would have ruled out are searched for (one search, the broken clue propagated, instead of one search a
   * cell with its digit forbidden). Their cells are cells of the model.
   */
  readonly require?: readonly Propagator[];
}

/** What the search takes beyond the engine options: SearchOptions' own fields. */
export type SearchExtras = Pick<SearchOptions, "random" | "forbid" | "prefer" | "require">;

/**
 * The search's own options, checked as the wrapper checks the contract's (a UsageError naming what is
 * wrong): random a function, forbid a cell of the model and a digit of its size, prefer one digit per cell.
 */
export function searchExtras(model: Model, options: SearchExtras): SearchExtras {
  const random = functionOption<() => number>("random", options.random);
  const { forbid, prefer } = options;
  const g = model.geometry;
  if (forbid !== undefined) {
    if (forbid === null || typeof forbid !== "object") throw new UsageError(`forbid must be { cell, digit }, got ${shown(forbid)}`);
    numberOption("forbid.cell", forbid.cell, { integer: true, min: 0, max: g.cellCount - 1 });
    numberOption("forbid.digit", forbid.digit, { integer: true, min: 1, max: g.size });
  }
  if (prefer !== undefined && (!(prefer instanceof Uint8Array) || prefer.length !== g.cellCount)) {
    throw new UsageError(`prefer must be a Uint8Array of one digit per cell (${g.cellCount}), got ${shown(prefer)}`);
  }
  const { require } = options;
  if (require !== undefined) {
    const bad = !Array.isArray(require) || require.some((p) => !isPropagator(p, g.cellCount));
    if (bad) throw new UsageError(`require must be a list of propagators ({ cells, propagate }) over cells of the model, got ${shown(require)}`);
  }
  return {
    ...(random === undefined ? {} : { random }),
    ...(forbid === undefined ? {} : { forbid }),
    ...(prefer === undefined ? {} : { prefer }),
    ...(require === undefined ? {} : { require }),
  };
}

/** Whether p looks like a propagator over cells 0..n-1 (cells and outside cells in range, propagate a function). */
function isPropagator(p: unknown, n: number): boolean {
  if (p === null || typeof p !== "object") return false;
  const { cells, outside, propagate } = p as Partial<Propagator>;
  const inRange = (list: unknown): boolean => list instanceof Int32Array && list.every((c) => c >= 0 && c < n);
  return typeof propagate === "function" && inRange(cells) && (outside === undefined || inRange(outside));
}

/**
 * The engine's entry (options already checked by strategies/run-strategy.ts): counts up to the limit, keeps
 * up to keep, stops at the node budget or when shouldStop says so.
 */
export function searchEngine(model: Model, options: EngineOptions, extras: SearchExtras = {}): EngineOutcome {
  const search = new Search(model, options, extras);
  search.run();
  return {
    count: search.count,
    solutions: search.solutions,
    ...(search.stopReason === undefined ? {} : { stopReason: search.stopReason }),
    nodes: search.nodes,
    placements: search.placements,
    contradictions: search.contradictions,
  };
}

class Search {
  readonly n: number;
  /** Cells and the rules' own variables (numbered after the cells): the length of a position. */
  readonly vars: number;
  /** Cells of a unit, digits of a grid. */
  readonly size: number;
  /** Every digit's bit: geometry.allDigits. */
  readonly all: number;
  readonly unitCells: Int32Array;
  readonly unitCount: number;
  readonly cellUnitStart: Int32Array;
  /** The starting mask of each of the rules' variables (variable i is vars index n + i). */
  readonly domains: readonly number[];
  readonly cellUnitList: Int32Array;
  readonly peerStart: Int32Array;
  readonly peerList: Int32Array;
  readonly intersections: Intersections;
  readonly propagators: readonly Propagator[];
  /** Masks of a propagator's cells (and its outside cells) before it runs, to find the cells it narrowed. */
  readonly before: Uint32Array;
  /** The propagators watching each cell (compressed rows over the propagators' own cells, not their outside). */
  readonly propStart: Int32Array;
  readonly propList: Int32Array;
  /** Propagators waiting to run, a ring in the order they were touched; propPending[p] while p is on it. */
  readonly propPending: Uint8Array;
  readonly propRing: Int32Array;
  /**
   * Propagators over two cells at most (a dot, a mark, a sign) on a layout without sums: they wait on a
   * stack of their own, run before hidden singles and locked candidates (see the header); the others on the
   * ring, after them. cheap[p] is 1 for such a propagator.
   */
  readonly cheap: Uint8Array;
  readonly cheapStack: Int32Array;
  cheapLength = 0;
  propHead = 0;
  propLength = 0;
  readonly levels: Uint32Array[] = [];
  /** Cells made single and not yet placed. */
  readonly queue: Int32Array;
  queueLength = 0;
  /**
   * Units whose candidates changed since their last look: a stack for the hidden-single pass and one for
   * locked candidates, with unitPending[u] holding PENDING_HIDDEN and PENDING_LOCKED while u is on them.
   */
  readonly unitPending: Uint8Array;
  /** Contradictions met in each unit, plus one: the tie-break of the branch choice. */
  readonly weight: Int32Array;
  /**
   * With rules that propagate (see the header): each cell's conflict score, one per digit tried there that
   * led to a dead end, halved every DECAY_CONFLICTS dead ends; undefined without such rules.
   */
  readonly score: Int32Array | undefined;
  conflictsToDecay = DECAY_CONFLICTS;
  readonly hiddenStack: Int32Array;
  hiddenLength = 0;
  /** The search's explicit stack, one entry per depth (see branch): the branch cell, digits left, preferred digit. */
  stackCell = new Int32Array(64);
  stackOptions = new Uint32Array(64);
  stackFirst = new Uint32Array(64);
  readonly lockedStack: Int32Array;
  lockedLength = 0;

  count = 0;
  nodes = 0;
  placements = 0;
  contradictions = 0;
  stopReason: StopReason | undefined;
  readonly solutions: Uint8Array[] = [];
  /** The array handed to onSolution, reused for every solution. */
  streamed: Uint8Array | undefined;
  readonly random: (() => number) | undefined;
  readonly forbid: SearchOptions["forbid"];
  readonly prefer: Uint8Array | undefined;

  constructor(
    readonly model: Model,
    readonly options: EngineOptions,
    extras: SearchExtras,
  ) {
    this.random = extras.random;
    this.forbid = extras.forbid;
    this.prefer = extras.prefer;
    const g = model.geometry;
    this.n = g.cellCount;
    this.size = g.size;
    this.all = g.allDigits;
    this.unitCells = g.unitCells;
    this.unitCount = g.unitCount;
    this.cellUnitList = g.cellUnitList;
    const rules = compileRules(g);
    this.domains = rules?.variables.domains ?? [];
    this.vars = this.n + this.domains.length;
    this.propagators = [
      ...(rules === undefined ? [] : [...rules.unsummed, ...sumPropagators(g, rules.sums), ...rules.variables.propagators]),
      ...(extras.require ?? []),
    ];
    this.before = new Uint32Array(this.propagators.reduce((most, p) => Math.max(most, p.cells.length + (p.outside?.length ?? 0)), 0));
    [this.propStart, this.propList] = watchers(this.vars, this.propagators);
    this.propPending = new Uint8Array(this.propagators.length);
    this.propRing = new Int32Array(this.propagators.length);
    this.score = this.propagators.length === 0 ? undefined : new Int32Array(this.vars);
    const noSums = rules === undefined || rules.sums.length === 0;
    this.cheap = Uint8Array.from(this.propagators, (p) => (noSums && p.cells.length <= 2 && p.outside === undefined ? 1 : 0));
    this.cheapStack = new Int32Array(this.propagators.length);
    const [peerStart, peerList] =
      rules === undefined || rules.distinct.length === 0 ? [g.peerStart, g.peerList] : withDistinct(g.peerStart, g.peerList, rules.distinct);
    // The rules' variables have no peers and no units: empty rows after the cells'.
    this.peerStart = emptyRows(peerStart, this.vars);
    this.peerList = peerList;
    this.cellUnitStart = emptyRows(g.cellUnitStart, this.vars);
    this.queue = new Int32Array(this.vars);
    this.unitPending = new Uint8Array(this.unitCount);
    this.weight = new Int32Array(this.unitCount).fill(1);
    this.hiddenStack = new Int32Array(this.unitCount);
    this.lockedStack = new Int32Array(this.unitCount);
    this.intersections = intersectionsOf(g);
  }

  run(): void {
    const root = this.level(0);
    root.fill(this.all, 0, this.n);
    this.domains.forEach((d, i) => {
      root[this.n + i] = d;
    });
    if (this.forbid !== undefined) root[this.forbid.cell] &= ~bitOf(this.forbid.digit);
    // Every unit is looked at once after the givens, so placing them need not track changed units.
    for (let u = 0; u < this.unitCount; u++) {
      this.unitPending[u] = PENDING_HIDDEN | PENDING_LOCKED;
      this.hiddenStack[u] = u;
      this.lockedStack[u] = u;
    }
    this.hiddenLength = this.unitCount;
    this.lockedLength = this.unitCount;
    // Every propagator runs once at the root; later only those whose cells changed.
    this.propPending.fill(1);
    this.propHead = 0;
    this.propLength = 0;
    this.cheapLength = 0;
    for (let p = 0; p < this.propagators.length; p++) {
      if (this.cheap[p] !== 0) this.cheapStack[this.cheapLength++] = p;
      else this.propRing[this.propLength++] = p;
    }
    const givens = this.model.givens;
    for (let c = 0; c < this.n; c++) {
      const d = givens[c];
      if (d !== 0) {
        if ((root[c] & bitOf(d)) === 0) {
          this.contradictions++;
          return; // two givens of one digit in a unit: the first's elimination already removed it
        }
        root[c] = bitOf(d);
        if (!this.placeAndEliminate(root, c, false)) return;
      }
    }
    if (!this.propagate(root)) return;
    this.branch();
  }

  private level(depth: number): Uint32Array {
    while (this.levels.length <= depth) this.levels.push(new Uint32Array(this.vars));
    return this.levels[depth];
  }

  /** Marks the units of cell c, whose candidates just changed, for both passes, and queues its propagators. */
  private touch(c: number): void {
    const propEnd = this.propStart[c + 1];
    for (let i = this.propStart[c]; i < propEnd; i++) {
      const p = this.propList[i];
      if (this.propPending[p] !== 0) continue;
      this.propPending[p] = 1;
      if (this.cheap[p] !== 0) {
        this.cheapStack[this.cheapLength++] = p;
        continue;
      }
      const ring = this.propRing;
      let at = this.propHead + this.propLength++;
      if (at >= ring.length) at -= ring.length;
      ring[at] = p;
    }
    const pending = this.unitPending;
    const end = this.cellUnitStart[c + 1];
    for (let i = this.cellUnitStart[c]; i < end; i++) {
      const u = this.cellUnitList[i];
      const p = pending[u];
      if (p === (PENDING_HIDDEN | PENDING_LOCKED)) continue;
      if ((p & PENDING_HIDDEN) === 0) this.hiddenStack[this.hiddenLength++] = u;
      if ((p & PENDING_LOCKED) === 0) this.lockedStack[this.lockedLength++] = u;
      pending[u] = PENDING_HIDDEN | PENDING_LOCKED;
    }
  }

  /**
   * Places the single digit of cell c and removes it from its peers, queueing peers left single. With
   * `track`, the units of every peer that lost the digit are marked changed. False on a contradiction.
   */
  private placeAndEliminate(cand: Uint32Array, c: number, track: boolean): boolean {
    const bit = cand[c] & this.all;
    cand[c] = bit | PLACED;
    this.placements++;
    const end = this.peerStart[c + 1];
    for (let i = this.peerStart[c]; i < end; i++) {
      const p = this.peerList[i];
      const m = cand[p];
      if ((m & bit) === 0) continue;
      const left = m & ~bit;
      cand[p] = left;
      if ((left & this.all) === 0) {
        this.contradictions++;
        this.blame(p);
        return false;
      }
      if (track) this.touch(p);
      if ((left & PLACED) === 0 && isSingle(left)) this.queue[this.queueLength++] = p;
    }
    return true;
  }

  /**
   * Naked singles, hidden singles and locked candidates to a fixpoint, looking only at units whose
   * candidates changed (the fixpoint does not depend on the order). False on a contradiction.
   */
  private propagate(cand: Uint32Array): boolean {
    for (;;) {
      if (this.queueLength > 0) {
        const c = this.queue[--this.queueLength];
        if ((cand[c] & PLACED) === 0 && !this.placeAndEliminate(cand, c, true)) return this.abandon();
      } else if (this.cheapLength > 0) {
        if (!this.runPropagator(cand, this.cheapStack[--this.cheapLength])) return this.abandon();
      } else if (this.hiddenLength > 0) {
        const u = this.hiddenStack[--this.hiddenLength];
        this.unitPending[u] &= ~PENDING_HIDDEN;
        if (!this.hiddenSingles(cand, u)) return this.abandon();
      } else if (this.lockedLength > 0) {
        const u = this.lockedStack[--this.lockedLength];
        this.unitPending[u] &= ~PENDING_LOCKED;
        if (!this.lockedCandidates(cand, u)) return this.abandon();
      } else if (this.propLength > 0) {
        const index = this.propRing[this.propHead];
        if (++this.propHead === this.propRing.length) this.propHead = 0;
        this.propLength--;
        if (!this.runPropagator(cand, index)) return this.abandon();
      } else {
        return true;
      }
    }
  }

  /**
   * Propagator `index`, just taken off its ring or stack; the cells it narrows (its own and its outside cells) are
   * touched, which queues the propagators watching them (itself too: a propagator need not reach its own
   * fixpoint in one run), and queued when left single. False on a contradiction.
   */
  private runPropagator(cand: Uint32Array, index: number): boolean {
    this.propPending[index] = 0;
    const p = this.propagators[index];
    const before = this.before;
    const cells = p.cells;
    const outside = p.outside;
    const k = cells.length;
    const o = outside === undefined ? 0 : outside.length;
    for (let i = 0; i < k; i++) before[i] = cand[cells[i]];
    for (let i = 0; i < o; i++) before[k + i] = cand[(outside as Int32Array)[i]];
    if (!p.propagate(cand)) {
      this.contradictions++;
      return false;
    }
    // An idempotent propagator is not queued again by its own changes: it is marked pending while they
    // are touched, and unmarked after.
    const self = p.idempotent === true;
    if (self) this.propPending[index] = 1;
    for (let i = 0; i < k + o; i++) {
      const c = i < k ? cells[i] : (outside as Int32Array)[i - k];
      const m = cand[c];
      if (m === before[i]) continue;
      this.touch(c);
      if ((m & PLACED) === 0 && isSingle(m)) this.queue[this.queueLength++] = c;
    }
    if (self) this.propPending[index] = 0;
    return true;
  }

  /** Clears the pending work after a contradiction; returns false for the caller to pass on. */
  private abandon(): false {
    this.queueLength = 0;
    for (let i = 0; i < this.hiddenLength; i++) this.unitPending[this.hiddenStack[i]] = 0;
    for (let i = 0; i < this.lockedLength; i++) this.unitPending[this.lockedStack[i]] = 0;
    this.hiddenLength = 0;
    this.lockedLength = 0;
    const ring = this.propRing;
    for (let i = 0; i < this.propLength; i++) {
      const at = this.propHead + i;
      this.propPending[ring[at >= ring.length ? at - ring.length : at]] = 0;
    }
    this.propLength = 0;
    for (let i = 0; i < this.cheapLength; i++) this.propPending[this.cheapStack[i]] = 0;
    this.cheapLength = 0;
    return false;
  }

  /** Hidden singles of unit u: a digit with one possible cell goes there. False when some digit has no cell. */
  private hiddenSingles(cand: Uint32Array, u: number): boolean {
    const cells = this.unitCells;
    const size = this.size;
    const all = this.all;
    const base = u * size;
    let once = 0;
    let twice = 0;
    let placed = 0;
    for (let j = 0; j < size; j++) {
      const m = cand[cells[base + j]];
      if ((m & PLACED) !== 0) placed |= m;
      twice |= once & m;
      once |= m;
    }
    if ((once & all) !== all) {
      this.contradictions++;
      this.weight[u]++;
      return false;
    }
    let hidden = once & ~twice & ~placed & all;
    while (hidden !== 0) {
      const bit = lowestBit(hidden);
      hidden ^= bit;
      for (let j = 0; j < size; j++) {
        const c = cells[base + j];
        if ((cand[c] & bit) !== 0) {
          if (cand[c] !== bit) {
            // Two digits hidden in the same cell: the second finds no cell left and this unit, marked
            // again by touch, fails on its next look.
            cand[c] = bit;
            this.touch(c);
            this.queue[this.queueLength++] = c;
          }
          break;
        }
      }
    }
    return true;
  }

  /**
   * Locked candidates over every pair of units sharing cells that unit u belongs to (see intersections.ts).
   * False on a contradiction.
   */
  private lockedCandidates(cand: Uint32Array, u: number): boolean {
    const { bounds, cells, unitPairStart, unitPairs, unitPartners } = this.intersections;
    const pairsEnd = unitPairStart[u + 1];
    for (let q = unitPairStart[u]; q < pairsEnd; q++) {
      // A partner still waiting for its own look will examine the pair then.
      if ((this.unitPending[unitPartners[q]] & PENDING_LOCKED) !== 0) continue;
      const k = unitPairs[q];
      const start = bounds[4 * k];
      const restA = bounds[4 * k + 1];
      const restB = bounds[4 * k + 2];
      const end = bounds[4 * k + 3];
      let inShared = 0;
      for (let i = start; i < restA; i++) {
        const m = cand[cells[i]];
        if ((m & PLACED) === 0) inShared |= m;
      }
      if (inShared === 0) continue;
      let inA = 0;
      for (let i = restA; i < restB; i++) inA |= cand[cells[i]];
      let inB = 0;
      for (let i = restB; i < end; i++) inB |= cand[cells[i]];
      // Digits of A confined to the shared cells leave the rest of B, and the other way round.
      const fromB = inShared & ~inA & inB & this.all;
      const fromA = inShared & ~inB & inA & this.all;
      if (fromB !== 0 && !this.eliminate(cand, restB, end, fromB)) return false;
      if (fromA !== 0 && !this.eliminate(cand, restA, restB, fromA)) return false;
    }
    return true;
  }

  /** Removes the digits of mask from unplaced cells[from..to); queues cells left single. False on a contradiction. */
  private eliminate(cand: Uint32Array, from: number, to: number, mask: number): boolean {
    const cells = this.intersections.cells;
    for (let i = from; i < to; i++) {
      const c = cells[i];
      const m = cand[c];
      if ((m & PLACED) !== 0 || (m & mask) === 0) continue;
      const left = m & ~mask;
      if (left === 0) {
        this.contradictions++;
        this.blame(c);
        return false;
      }
      cand[c] = left;
      this.touch(c);
      if (isSingle(left)) this.queue[this.queueLength++] = c;
    }
    return true;
  }

  /**
   * Depth-first search over branch cells, with an explicit stack instead of recursion, so that the depth of a
   * search is bounded by memory, not by the JavaScript call stack (a layout of 64 16x16 grids went thousands
   * of branches deep and overflowed it). At each depth the stack holds the branch cell, the digits still to
   * try there and the preferred digit not yet tried; levels[depth] is the position at that depth. The order
   * of nodes, digits and random draws is that of the recursive version it replaced, so the trees are the same.
   */
  private branch(): void {
    let depth = 0;
    let entering = true;
    for (;;) {
      if (entering) {
        const cand = this.levels[depth];
        const best = this.branchCell(cand);
        if (best < 0) {
          this.record(cand);
          if (this.stopReason !== undefined) return;
          depth--;
          if (depth < 0) return;
          entering = false;
          continue;
        }
        if (this.nodes >= this.options.nodeBudget) {
          this.stopReason = "budget";
          return;
        }
        this.nodes++;
        if ((this.nodes & (STOP_POLL_NODES - 1)) === 0 && this.options.shouldStop(this.count)) {
          this.stopReason = "stopped";
          return;
        }
        this.reserve(depth);
        this.stackCell[depth] = best;
        this.stackOptions[depth] = cand[best];
        this.stackFirst[depth] = this.prefer === undefined || best >= this.n ? 0 : cand[best] & bitOf(this.prefer[best]);
      }
      const options = this.stackOptions[depth];
      if (options === 0) {
        depth--;
        if (depth < 0) return;
        entering = false;
        continue;
      }
      const first = this.stackFirst[depth];
      const bit = first !== 0 ? first : this.random === undefined ? lowestBit(options) : randomBit(options, this.random());
      this.stackFirst[depth] = 0;
      this.stackOptions[depth] = options ^ bit;
      const best = this.stackCell[depth];
      const next = this.level(depth + 1);
      next.set(this.levels[depth]);
      next[best] = bit;
      this.touch(best);
      this.queue[0] = best;
      this.queueLength = 1;
      entering = this.propagate(next);
      if (entering) depth++;
      else if (this.score !== undefined) this.conflict(this.score, best);
    }
  }

  /**
   * Room on the stack for depth (it doubles), and a cap on the positions kept, one per depth: past
   * MAX_LEVEL_BYTES the search stops with a LimitError naming the limit rather than run the process out of
   * memory (a layout of thousands of cells searched thousands of branches deep).
   */
  private reserve(depth: number): void {
    if (depth >= this.stackCell.length) {
      const grow = <T extends Int32Array | Uint32Array>(a: T, make: (n: number) => T): T => {
        const b = make(a.length * 2);
        b.set(a);
        return b;
      };
      this.stackCell = grow(this.stackCell, (n) => new Int32Array(n));
      this.stackOptions = grow(this.stackOptions, (n) => new Uint32Array(n));
      this.stackFirst = grow(this.stackFirst, (n) => new Uint32Array(n));
    }
    if ((depth + 2) * this.vars * 4 > MAX_LEVEL_BYTES) {
      throw new LimitError(
        `the search went ${depth} branches deep on ${this.vars} cells: keeping its positions would take more than ${MAX_LEVEL_BYTES / 2 ** 20} MiB (the search's memory limit)`,
      );
    }
  }

  /** A digit tried at branch cell c led to a dead end: c's conflict score rises (see the header). */
  private conflict(score: Int32Array, c: number): void {
    score[c]++;
    if (--this.conflictsToDecay === 0) {
      this.conflictsToDecay = DECAY_CONFLICTS;
      for (let i = 0; i < this.vars; i++) score[i] >>= 1;
    }
  }

  /**
   * The unplaced cell of highest conflict score per candidate (the first of a tie), -1 when every cell is
   * placed, -2 when no unplaced cell has a score yet (then the fewest-candidates rule decides).
   */
  private scoredCell(cand: Uint32Array, score: Int32Array): number {
    let best = -1;
    let bestScore = 0;
    let bestCount = 1;
    for (let c = 0; c < this.vars; c++) {
      const m = cand[c];
      if ((m & PLACED) !== 0) continue;
      const k = popcount(m);
      // score[c] / k > bestScore / bestCount, without dividing.
      if (best < 0 || score[c] * bestCount > bestScore * k) {
        best = c;
        bestScore = score[c];
        bestCount = k;
      }
    }
    return best >= 0 && bestScore === 0 ? -2 : best;
  }

  /** A contradiction at cell c: the units it belongs to weigh more in the choice of branch cell. */
  private blame(c: number): void {
    const end = this.cellUnitStart[c + 1];
    for (let i = this.cellUnitStart[c]; i < end; i++) this.weight[this.cellUnitList[i]]++;
  }

  /**
   * The cell to branch on, -1 when every cell is placed: fewest candidates first; among those, the cell
   * whose units have met the most contradictions so far in this search (see the header).
   */
  private branchCell(cand: Uint32Array): number {
    if (this.score !== undefined) {
      const scored = this.scoredCell(cand, this.score);
      if (scored !== -2) return scored;
    }
    let best = -1;
    let bestCount = this.size + 1;
    let bestWeight = 0;
    for (let c = 0; c < this.vars; c++) {
      const m = cand[c];
      if ((m & PLACED) !== 0) continue;
      const k = popcount(m);
      if (k > bestCount) continue;
      let w = 0;
      const end = this.cellUnitStart[c + 1];
      for (let i = this.cellUnitStart[c]; i < end; i++) w += this.weight[this.cellUnitList[i]];
      if (k < bestCount || w > bestWeight) {
        best = c;
        bestCount = k;
        bestWeight = w;
      }
    }
    return best;
  }

  private record(cand: Uint32Array): void {
    this.count++;
    if (this.count >= this.options.limit) this.stopReason = "limit";
    if (this.solutions.length < this.options.keep) {
      const solution = new Uint8Array(this.n);
      for (let c = 0; c < this.n; c++) solution[c] = digitOfBit(cand[c] & this.all);
      this.solutions.push(solution);
    }
    const onSolution = this.options.onSolution;
    if (onSolution !== undefined) {
      // One array for every call (the contract: the caller copies what it keeps), so listing stays flat.
      this.streamed ??= new Uint8Array(this.n);
      for (let c = 0; c < this.n; c++) this.streamed[c] = digitOfBit(cand[c] & this.all);
      onSolution(this.streamed);
    }
  }
}

/** Compressed row starts (n + 1 entries) grown to `to` rows, the rows added empty. */
function emptyRows(start: Int32Array, to: number): Int32Array {
  if (start.length === to + 1) return start;
  const rows = new Int32Array(to + 1).fill(start[start.length - 1]);
  rows.set(start);
  return rows;
}

/** One of the set bits of a mask, the one a 32-bit random number picks. */
function randomBit(mask: number, random: number): number {
  let skip = random % popcount(mask);
  let m = mask;
  while (skip-- > 0) m &= m - 1;
  return lowestBit(m);
}

/**
 * Peers as compressed rows (geometry.ts's layout), with each group's cells added to the peers of each
 * other cell of the group, without repeats.
 */
function withDistinct(peerStart: Int32Array, peerList: Int32Array, groups: readonly (readonly number[])[]): [Int32Array, Int32Array] {
  const n = peerStart.length - 1;
  const sets: Set<number>[] = [];
  for (let c = 0; c < n; c++) sets.push(new Set(peerList.subarray(peerStart[c], peerStart[c + 1])));
  for (const group of groups) for (const a of group) for (const b of group) if (a !== b) sets[a].add(b);
  const start = new Int32Array(n + 1);
  for (let c = 0; c < n; c++) start[c + 1] = start[c] + sets[c].size;
  const list = new Int32Array(start[n]);
  sets.forEach((set, c) => list.set([...set], start[c]));
  return [start, list];
}

/** The propagators watching each cell (their own cells, each once), as compressed rows. */
function watchers(n: number, propagators: readonly Propagator[]): [Int32Array, Int32Array] {
  const lists: number[][] = Array.from({ length: n }, () => []);
  propagators.forEach((p, i) => {
    for (const c of new Set(p.cells)) lists[c].push(i);
  });
  const start = new Int32Array(n + 1);
  for (let c = 0; c < n; c++) start[c + 1] = start[c] + lists[c].length;
  const list = new Int32Array(start[n]);
  lists.forEach((l, c) => list.set(l, start[c]));
  return [start, list];
}

/** One sum propagator per sum of the rules (rules/sum-propagator.ts), and per sum derived from them (derived-sums.ts). */
function sumPropagators(geometry: Geometry, sums: readonly SumFact[]): Propagator[] {
  // Rejected: the rules' sums alone. Without the derived sums hard killers took 2x to 12x the nodes
  // (measured on a busy machine: 5,100 against 700 to 27,000 against 2,300 on tarek's killers).
  if (sums.length === 0) return [];
  return [...sums, ...derivedSums(geometry, sums)].map((fact) => sumPropagator(fact, geometry));
}
