import type { Geometry } from "../model/geometry.js";
import { popcount } from "../model/digits.js";
import type { Propagator, SumFact } from "./rule-kind.js";
import { DIGIT_BITS } from "./rule-kind.js";

/**
 * The search's one sum propagator, built from a rule's sum facts (rule-kind.ts SumFact: a killer cage, a
 * little killer, an arrow) and from the sums the search derives at set-up (solver/derived-sums.ts).
 *
 * Two shapes:
 * - distinct (a cage: every digit different, no `minus` cells): exact filtering of few open cells. The open cells (more than
 *   one candidate) are taken fewest candidates first, and a depth-first walk over the sets of digits used
 *   so far (a mask S; popcount(S) cells placed, the sum left fixed by S) remembers each set it has judged
 *   (a stamp per mask, 2^size entries shared by every cage of that size). A digit d stays in open cell i
 *   iff some set S reached at cell i leads, with d, to a full set adding up to the cage's total: that is
 *   generalised arc consistency on "all different and this sum", a hidden single inside the cage included.
 *   The walk runs while the open cells are few (WALK_OPEN); past that the cage uses its combinations:
 *   each set of k digits with the sum that every open cell can take a digit of and whose digits all have
 *   a cell (sound, not exact; stronger than the union of the sets within the cells' digits), plus a
 *   required digit with one place placed there.
 *   Both ways yield the digits every possible set holds ("required"): they leave every other cell of each
 *   unit that holds the whole cage (`outside`).
 * - free (digits may repeat, or some cells count negatively): exact filtering ignoring "different" (sound,
 *   a little weaker where cells see each other): a cell with a negative coefficient takes the reflected
 *   digit size+1-d, so the total rises by size+1 per such cell and every term is positive; the sums the
 *   cells before i can make (forward) and the sums the cells from i need (backward) are bitsets of 32-bit
 *   words (bit s: sum s), shifted by each candidate digit: a digit stays when the sums before it, shifted
 *   by it, meet the sums needed after it. A little killer of nine cells on 9x9 is 2 words a row.
 * Every propagate returns false when a cell is left without a candidate or the sum cannot be made, so on
 * cells down to one digit each it is the rule's check.
 *
 * Rejected: bounds only for non-cage sums (the arrow's former propagation: misses the gaps of sums of few
 * candidates, and costs about as much as the bitsets); a table per (cell count, sum, candidate union) of
 * the possible sets, precomputed (2^size entries per cell count and sum: 16 MB at 16x16 for little gain
 * over the walk, which already visits each set once).
 */
export function sumPropagator(fact: SumFact, geometry: Geometry): Propagator {
  const minus = fact.minus ?? [];
  if (fact.distinct && minus.length === 0) return new CageSum(fact.cells, fact.total, geometry);
  return new FreeSum(fact.cells, minus, fact.total, geometry.size);
}

/** The cells of every unit that holds all of `cells`, but not in `cells` (each once). */
export function cellsBesideInUnits(cells: readonly number[], geometry: Geometry): number[] {
  const first = cells[0];
  if (first === undefined) return [];
  const size = geometry.size;
  const inside = new Set(cells);
  const out = new Set<number>();
  for (let i = geometry.cellUnitStart[first] ?? 0; i < (geometry.cellUnitStart[first + 1] ?? 0); i++) {
    const u = geometry.cellUnitList[i] ?? 0;
    const unit = geometry.unitCells.subarray(u * size, u * size + size);
    if (!cells.every((c) => unit.includes(c))) continue;
    for (const c of unit) if (!inside.has(c)) out.add(c);
  }
  return [...out];
}

/**
 * Open cells up to which a cage is walked (exact); past it, its combinations. On hard killers the walk of
 * every open count at 9x9 (up to 512 sets per run, on every change of a cell of a 9-cell derived sum) took
 * about three quarters of the search's CPU. Measured on a busy machine with conflict-score branching, ten
 * hard killers and little killers: walk up to 4 open, combinations past it: none stopped at 2 s, worst
 * 1.4 s; combinations from 3 open cells: 3 stopped; the walk at every count: slower on the tail.
 */
const WALK_OPEN = 4;

/** The walk's memory per size: stamp[S] === epoch when set S was judged in this walk, good[S] its verdict. */
interface Memo {
  readonly stamp: Uint32Array;
  readonly good: Uint8Array;
  epoch: number;
}
const MEMOS = new Map<number, Memo>();

function memoOf(size: number): Memo {
  let memo = MEMOS.get(size);
  if (memo === undefined) {
    memo = { stamp: new Uint32Array(1 << size), good: new Uint8Array(1 << size), epoch: 0 };
    MEMOS.set(size, memo);
  }
  return memo;
}

/** combos[k][s]: every set of k different digits 1..size adding up to s, as masks (per size, built once). */
const COMBOS = new Map<number, number[][][]>();

function combosOf(size: number): number[][][] {
  let table = COMBOS.get(size);
  if (table === undefined) {
    const most = (size * (size + 1)) / 2;
    table = Array.from({ length: size + 1 }, () => Array.from({ length: most + 1 }, () => []));
    for (let mask = 1; mask < 1 << size; mask++) {
      let sum = 0;
      for (let d = 1; d <= size; d++) if ((mask >> (d - 1)) & 1) sum += d;
      table[popcount(mask)]?.[sum]?.push(mask);
    }
    COMBOS.set(size, table);
  }
  return table;
}

/** The digit of a one-bit mask. */
function digitOf(bit: number): number {
  return 32 - Math.clz32(bit);
}

/** Exact (or, past WALK_OPEN open cells, combination-based) filtering of a cage with a sum. */
class CageSum implements Propagator {
  readonly cells: Int32Array;
  readonly outside: Int32Array;
  /** Exact when the walk always runs: a cage of at most WALK_OPEN cells. */
  readonly idempotent: boolean;
  private readonly size: number;
  private readonly memo: Memo;
  private readonly combos: number[][][];
  /** Per open cell, in walk order: its cell number, its digits (fixed digits taken out), the digits kept. */
  private readonly openCell: Int32Array;
  private readonly masks: Int32Array;
  private readonly support: Int32Array;
  private nOpen = 0;
  /** The digits every full set found so far holds. */
  private required = 0;

  constructor(
    cells: readonly number[],
    private readonly total: number,
    geometry: Geometry,
  ) {
    this.cells = Int32Array.from(cells);
    this.outside = Int32Array.from(cellsBesideInUnits(cells, geometry));
    this.size = geometry.size;
    this.idempotent = cells.length <= WALK_OPEN;
    this.memo = memoOf(this.size);
    this.combos = combosOf(this.size);
    this.openCell = new Int32Array(cells.length);
    this.masks = new Int32Array(cells.length);
    this.support = new Int32Array(cells.length);
  }

  readonly propagate = (cand: Uint16Array | Uint32Array): boolean => {
    const { cells, openCell, masks } = this;
    let fixed = 0;
    let left = this.total;
    let n = 0;
    for (let i = 0; i < cells.length; i++) {
      const c = cells[i];
      const m = cand[c] & DIGIT_BITS;
      if (m === 0) return false;
      if ((m & (m - 1)) === 0) {
        if ((fixed & m) !== 0) return false; // a digit twice in the cage
        fixed |= m;
        left -= digitOf(m);
      } else {
        // Insertion by candidate count: the walk branches least at the top.
        const k = popcount(m);
        let j = n++;
        while (j > 0 && popcount(masks[j - 1]) > k) {
          openCell[j] = openCell[j - 1];
          masks[j] = masks[j - 1];
          j--;
        }
        openCell[j] = c;
        masks[j] = m;
      }
    }
    if (n === 0) return left === 0;
    let avail = 0;
    for (let j = 0; j < n; j++) {
      const m = masks[j] & ~fixed;
      if (m === 0) return false;
      masks[j] = m;
      avail |= m;
      this.support[j] = 0;
    }
    if (left < 0 || popcount(avail) < n) return false;
    this.nOpen = n;
    this.required = DIGIT_BITS;
    let found: boolean;
    let walked = true; // the hidden singles come with the exact paths
    if (n <= 2) {
      found = this.fewOpen(left);
    } else if (n <= WALK_OPEN) {
      const memo = this.memo;
      if (++memo.epoch === 0xffffffff) {
        memo.stamp.fill(0);
        memo.epoch = 1;
      }
      found = this.walk(0, 0, left);
    } else {
      walked = false;
      found = this.bySets(avail, left);
    }
    if (!found) return false;
    const required = this.required;
    for (let j = 0; j < n; j++) {
      const c = openCell[j];
      const keep = this.support[j];
      if ((cand[c] & DIGIT_BITS & ~keep) !== 0) cand[c] &= keep | ~DIGIT_BITS;
    }
    if (!walked) {
      // A required digit with one place in the cage goes there (the walk finds these itself).
      let once = 0;
      let twice = 0;
      for (let j = 0; j < n; j++) {
        const m = this.support[j];
        twice |= once & m;
        once |= m;
      }
      let single = required & once & ~twice;
      while (single !== 0) {
        const bit = single & -single;
        single ^= bit;
        for (let j = 0; j < n; j++) {
          const c = openCell[j];
          if ((cand[c] & bit) !== 0) {
            cand[c] = (cand[c] & ~DIGIT_BITS) | bit;
            break;
          }
        }
      }
    }
    if (required !== 0 && required !== DIGIT_BITS) {
      const outside = this.outside;
      for (let i = 0; i < outside.length; i++) {
        const o = outside[i];
        if ((cand[o] & required) === 0) continue;
        cand[o] &= ~required;
        if ((cand[o] & DIGIT_BITS) === 0) return false;
      }
    }
    return true;
  };

  /** One or two open cells, exactly, without the walk: the digits that pair up to `left`. */
  private fewOpen(left: number): boolean {
    const masks = this.masks;
    if (this.nOpen === 1) {
      const bit = left >= 1 && left <= this.size ? masks[0] & (1 << (left - 1)) : 0;
      this.support[0] = bit;
      this.required = bit;
      return bit !== 0;
    }
    let m = masks[0];
    let first = 0;
    let second = 0;
    let required = DIGIT_BITS;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const e = left - digitOf(bit);
      if (e < 1 || e > this.size) continue;
      const other = 1 << (e - 1);
      if (other === bit || (masks[1] & other) === 0) continue;
      first |= bit;
      second |= other;
      required &= bit | other;
    }
    this.support[0] = first;
    this.support[1] = second;
    this.required = required;
    return first !== 0;
  }

  /**
   * Whether open cells i.. can complete the set `used` (their digits so far) to the sum, `left` still to
   * add; notes in support[i] each digit that can, and ANDs every full set into `required`.
   */
  private walk(used: number, i: number, left: number): boolean {
    if (i === this.nOpen) {
      if (left !== 0) return false;
      this.required &= used;
      return true;
    }
    const memo = this.memo;
    if (memo.stamp[used] === memo.epoch) return memo.good[used] === 1;
    memo.stamp[used] = memo.epoch;
    let ok = false;
    let m = this.masks[i] & ~used;
    const last = i === this.nOpen - 1;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const d = digitOf(bit);
      if (d > left) break; // digits come lowest first: the rest are larger still
      if (last && d !== left) continue;
      if (this.walk(used | bit, i + 1, left - d)) {
        this.support[i] |= bit;
        ok = true;
      }
    }
    memo.good[used] = ok ? 1 : 0;
    return ok;
  }

  /** The combinations fallback: the sets every open cell can take a digit of, their digits all placeable. */
  private bySets(avail: number, left: number): boolean {
    const sets = this.combos[this.nOpen]?.[left];
    if (sets === undefined) return false;
    let keep = 0;
    let required = DIGIT_BITS;
    for (const set of sets) {
      if ((set & ~avail) !== 0) continue;
      let union = 0;
      let ok = true;
      for (let j = 0; j < this.nOpen; j++) {
        const m = this.masks[j] & set;
        if (m === 0) {
          ok = false;
          break;
        }
        union |= m;
      }
      if (!ok || union !== set) continue;
      keep |= set;
      required &= set;
    }
    if (keep === 0) return false;
    for (let j = 0; j < this.nOpen; j++) {
      this.support[j] = this.masks[j] & keep;
      if (this.support[j] === 0) return false;
    }
    this.required = required;
    return true;
  }
}

/** reverse[m]: mask m with each digit d replaced by size+1-d (per size, built once). */
const REVERSE = new Map<number, Uint16Array>();

function reverseOf(size: number): Uint16Array {
  let table = REVERSE.get(size);
  if (table === undefined) {
    table = new Uint16Array(1 << size);
    for (let m = 1; m < 1 << size; m++) {
      let r = 0;
      for (let d = 1; d <= size; d++) if ((m >> (d - 1)) & 1) r |= 1 << (size - d);
      table[m] = r;
    }
    REVERSE.set(size, table);
  }
  return table;
}

/** Exact filtering of a sum whose digits may repeat, some cells counting negatively (see the header). */
class FreeSum implements Propagator {
  readonly cells: Int32Array;
  readonly idempotent = true;
  private readonly negative: Uint8Array;
  /** The total once every negative cell is reflected: total + (size+1) per negative cell. */
  private readonly target: number;
  private readonly words: number;
  private readonly reverse: Uint16Array;
  /** forward[i*words ..]: sums the cells before i can make; need[i*words ..]: sums before i that cells i.. can complete. */
  private readonly forward: Uint32Array;
  private readonly need: Uint32Array;
  private readonly masks: Int32Array;

  constructor(plus: readonly number[], minus: readonly number[], total: number, size: number) {
    this.cells = Int32Array.from([...plus, ...minus]);
    const n = this.cells.length;
    this.negative = new Uint8Array(n);
    this.negative.fill(1, plus.length);
    this.target = total + (size + 1) * minus.length;
    this.words = (Math.max(this.target, 0) >> 5) + 1;
    this.reverse = reverseOf(size);
    this.forward = new Uint32Array((n + 1) * this.words);
    this.need = new Uint32Array((n + 1) * this.words);
    this.masks = new Int32Array(n);
  }

  readonly propagate = (cand: Uint16Array | Uint32Array): boolean => {
    const { cells, masks, forward, need, words, target } = this;
    const n = cells.length;
    if (target < 0) return false;
    let low = 0;
    let high = 0;
    for (let i = 0; i < n; i++) {
      let m = cand[cells[i]] & DIGIT_BITS;
      if (m === 0) return false;
      if (this.negative[i] === 1) m = this.reverse[m];
      masks[i] = m;
      low += digitOf(m & -m);
      high += digitOf(m);
    }
    if (target < low || target > high) return false;
    forward.fill(0);
    need.fill(0);
    forward[0] = 1;
    for (let i = 0; i < n; i++) shiftUp(forward, i * words, (i + 1) * words, words, masks[i], target);
    need[n * words + (target >> 5)] = 1 << (target & 31);
    for (let i = n - 1; i >= 0; i--) shiftDown(need, (i + 1) * words, i * words, words, masks[i]);
    if ((need[0] & 1) === 0) return false;
    for (let i = 0; i < n; i++) {
      let keep = 0;
      let m = masks[i];
      while (m !== 0) {
        const bit = m & -m;
        m ^= bit;
        if (meetsShifted(forward, i * words, need, (i + 1) * words, words, digitOf(bit))) keep |= bit;
      }
      if (keep === 0) return false;
      if (keep !== masks[i]) {
        const c = cells[i];
        cand[c] &= (this.negative[i] === 1 ? this.reverse[keep] : keep) | ~DIGIT_BITS;
      }
    }
    return true;
  };
}

/** to |= from << d for each digit d of mask, over `words` words, bits above `top` cleared. */
function shiftUp(bits: Uint32Array, from: number, to: number, words: number, mask: number, top: number): void {
  let m = mask;
  while (m !== 0) {
    const bit = m & -m;
    m ^= bit;
    const d = digitOf(bit);
    const w = d >> 5;
    const b = d & 31;
    for (let k = words - 1; k >= w; k--) {
      const lo = bits[from + k - w];
      const below = b === 0 || k - w - 1 < 0 ? 0 : bits[from + k - w - 1] >>> (32 - b);
      bits[to + k] |= b === 0 ? lo : (lo << b) | below;
    }
  }
  const last = top >> 5;
  const keep = (top & 31) === 31 ? 0xffffffff : (1 << ((top & 31) + 1)) - 1;
  bits[to + last] &= keep;
  for (let k = last + 1; k < words; k++) bits[to + k] = 0;
}

/** to |= from >> d for each digit d of mask, over `words` words. */
function shiftDown(bits: Uint32Array, from: number, to: number, words: number, mask: number): void {
  let m = mask;
  while (m !== 0) {
    const bit = m & -m;
    m ^= bit;
    const d = digitOf(bit);
    const w = d >> 5;
    const b = d & 31;
    for (let k = 0; k + w < words; k++) {
      const hi = bits[from + k + w];
      const above = b === 0 || k + w + 1 >= words ? 0 : bits[from + k + w + 1] << (32 - b);
      bits[to + k] |= b === 0 ? hi : (hi >>> b) | above;
    }
  }
}

/** Whether (a << d) and b share a bit, over `words` words. */
function meetsShifted(a: Uint32Array, aFrom: number, b: Uint32Array, bFrom: number, words: number, d: number): boolean {
  const w = d >> 5;
  const s = d & 31;
  for (let k = w; k < words; k++) {
    const lo = a[aFrom + k - w];
    const below = s === 0 || k - w - 1 < 0 ? 0 : a[aFrom + k - w - 1] >>> (32 - s);
    const shifted = s === 0 ? lo : (lo << s) | below;
    if ((shifted & b[bFrom + k]) !== 0) return true;
  }
  return false;
}
