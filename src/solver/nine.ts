/**
 * The fast 9x9 path: a band-oriented, bit-parallel backtracking solver (ideas from fsss2 / JCZSolve,
 * written afresh here).
 *
 * DATA LAYOUT
 *   The grid is three horizontal bands of 27 cells. A cell at (row, col) is band = floor(row / 3),
 *   position pos = (row % 3) * 9 + col inside the band, so cell index = band * 27 + pos.
 *   For each digit d (0..8) and band b the cells of band b where d may still go form a 27-bit word:
 *       cand[d * 3 + b]            bit pos set = digit d is a candidate of that cell
 *   and for each band one more word of the cells not yet placed:
 *       cand[UNSOLVED + b]
 *   That is 30 int32 words: the whole search state. It lives in one Int32Array `cur`; a branch saves it
 *   into a preallocated stack (30 words per depth, depth <= 81) and restores it on backtrack, so the
 *   search allocates nothing per node.
 *
 * PROPAGATION (to a fixpoint, before every branch)
 *   1. Digit-band step, for each (digit, band) word that changed (a 27-bit "dirty" mask of word
 *      indices): the digit must sit once in each of the band's 3 rows and once in each of its 3 boxes,
 *      so its (row, box) placements form a 3x3 permutation matrix. The word is shrunk to a 9-bit
 *      row-by-box shape (BOXES_OF_ROW), the shape is replaced by the union of the permutation
 *      matrices it contains (MATCHINGS: 512-entry table; 0 = contradiction) and the word masked back
 *      (SHAPE_TO_CELLS). That one lookup does pointing/claiming (locked candidates) in the band and
 *      finds hidden singles in boxes. A row left with one candidate cell (SOLO9) is a hidden single
 *      in the row: it is placed (the digit leaves the cell's column in the other two bands, the other
 *      digits leave the cell).
 *   2. Naked singles, bit-parallel per band: fold the nine digit words into "seen at least once" /
 *      "seen at least twice" words; unsolved cells outside the first are dead, cells outside the
 *      second are naked singles.
 *   3. Hidden singles in columns, per digit: fold each band word onto its 9 columns; a column whose
 *      unplaced candidates lie in one band and one row there is a single. A column with no candidate
 *      at all (placed or not) is a contradiction.
 *   Steps 2-3 run only when step 1 has nothing left to do.
 *
 * BRANCHING
 *   On the bivalue cell (bit-parallel "at least three" fold finds them) with the most unsolved peers,
 *   so that either choice propagates furthest; if no cell is bivalue, on the cell with fewest
 *   candidates. The last alternative is tried in the same frame without saving the state.
 *
 * MEASURED (Node 20.20, one thread, puzzles/s at limit 2 on 17_clue / magictour_top1465 /
 * forum_hardest_1106; the early figures are wall clock on a lightly loaded machine, later ones per CPU
 * second as the machine got shared, so compare within a line only). Kept unless said:
 *   - band step + naked singles + column singles, first bivalue cell: 142k / 24.3k / 3.2k.
 *     Without column singles: 73k / 24.7k / 3.1k (17-clue nodes per puzzle 2.3 -> 14.5): kept them.
 *   - + column-by-box filter per stack in the slow pass: 156k / 34.7k / 3.3k.
 *   - branch cell, forum_hardest nodes per puzzle and rate: first bivalue cell 284 / 3.3k; bivalue
 *     cell of the band with fewest unsolved cells 319 / 3.0k (rejected); of the band with most 213 /
 *     3.5k; bivalue cell with most unsolved peers 140 / 4.8k (kept); with most peers that would lose
 *     one of its two digits 135 / 4.0k (rejected: fewer nodes, but the score costs more than it
 *     saves); most unsolved peers then most bivalue peers 138.5 / 5.0k vs 5.1k (rejected, no gain).
 *   - slow pass only for bands and digits whose words changed since the last one: same nodes, forum
 *     4.7k -> 5.1k per CPU second.
 *   At the time (npm run bench, quiet machine; README.md has the current figures, from a later run on a
 *   differently loaded machine): 162k / 47k / 5.1k puzzles/s at limit 2, 183k / 69k / 10.4k at
 *   limit 1; serg_benchmark 124k; the empty grid enumerates 2.9M solutions/s at keep 0. Peers on the
 *   same run: dancing-links find(2) 13.5k / 4.5k / 0.67k, @algorithm.ts/sudoku (first solution)
 *   12.9k / 4.1k / 0.69k.
 *   The uniqueness check costs 1.1x / 1.5x / 2.0-2.1x the first solution: on forum_hardest the first
 *   solution is met after about half of the tree (66.8 of 140 nodes per puzzle), which no cheap
 *   ordering changes; pruning helps both alike.
 *
 * The state is module-level (no allocation per call); a nested call (from a shouldStop callback) saves
 * and restores the outer call's state around itself.
 */
import type { EngineOptions, EngineOutcome } from "../model/contract.js";
import { STOP_POLL_NODES } from "../model/contract.js";
import { lowestBit, popcount } from "../model/digits.js";

/** Index of the first unsolved-cells word in the state. */
const UNSOLVED = 27;
/** Words of state per search depth. */
const STRIDE = 30;
/** All 27 cells of a band. */
const BAND_ALL = 0x7ffffff;
/** The 9 bits of one band row. */
const ROW_BITS = 0x1ff;
/** The digit-band words of band 0 (word index d*3); shift left by b for band b. */
const BAND_WORDS = 0x1249249;
/** Multiplying a 9-bit column set by this repeats it in the three rows of a band. */
const COLS_TO_BAND = 0x40201;

/** 9-bit row (columns) -> 3-bit set of boxes it touches. */
const BOXES_OF_ROW = new Uint8Array(512);
/** 9-bit row-by-box shape (bit row*3+box) -> union of the permutation matrices inside it. */
const MATCHINGS = new Uint16Array(512);
/** 9-bit row-by-box shape -> the 27-bit band cells it covers. */
const SHAPE_TO_CELLS = new Int32Array(512);
/** 9-bit row -> itself if exactly one bit, else 0. */
const SOLO9 = new Uint16Array(512);
/** Band position -> the other cells of its row and box inside the band. */
const BAND_PEERS = new Int32Array(27);
/** Digit-band word index -> digit, band. */
const DIGIT_OF = new Uint8Array(27);
/** Band -> the two other bands. */
const OTHER_A = Uint8Array.of(1, 0, 0);
const OTHER_B = Uint8Array.of(2, 2, 1);
const BAND_OF = new Uint8Array(27);

function buildTables(): void {
  for (let x = 0; x < 512; x++) {
    BOXES_OF_ROW[x] = ((x & 0x7) !== 0 ? 1 : 0) | ((x & 0x38) !== 0 ? 2 : 0) | ((x & 0x1c0) !== 0 ? 4 : 0);
    SOLO9[x] = x !== 0 && (x & (x - 1)) === 0 ? x : 0;
    let cells = 0;
    for (let k = 0; k < 9; k++) if ((x >> k) & 1) cells |= 7 << (Math.floor(k / 3) * 9 + (k % 3) * 3);
    SHAPE_TO_CELLS[x] = cells;
  }
  const perms = [
    [0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0],
  ];
  for (let shape = 0; shape < 512; shape++) {
    let union = 0;
    for (const p of perms) {
      const m = (1 << p[0]) | (1 << (3 + p[1])) | (1 << (6 + p[2]));
      if ((m & shape) === m) union |= m;
    }
    MATCHINGS[shape] = union;
  }
  for (let pos = 0; pos < 27; pos++) {
    const r = Math.floor(pos / 9);
    const c = pos % 9;
    const boxCols = 7 << (Math.floor(c / 3) * 3);
    const peers = (ROW_BITS << (r * 9)) | boxCols | (boxCols << 9) | (boxCols << 18);
    BAND_PEERS[pos] = peers & ~(1 << pos);
  }
  for (let i = 0; i < 27; i++) {
    DIGIT_OF[i] = Math.floor(i / 3);
    BAND_OF[i] = i % 3;
  }
}
buildTables();

/** Position (0..31) of a single set bit. */
function bitIndex(bit: number): number {
  return 31 - Math.clz32(bit);
}
/** 27-bit band word -> 9-bit set of the columns it touches. */
function foldColumns(w: number): number {
  return (w | (w >>> 9) | (w >>> 18)) & ROW_BITS;
}

// ---- search state (module level: no allocation per call or per node) ----
const cur = new Int32Array(STRIDE);
const stack = new Int32Array(STRIDE * 82);
let dirty = 0;
/** Words changed since the last slow pass (naked and column singles); 0 at every saved state. */
let touched = 0;
let placements = 0;
let nodes = 0;
let contradictions = 0;
let count = 0;
let limit = 2;
let keep = 2;
/** 0 running, 1 limit reached, 2 stopped by shouldStop. */
let halt = 0;
let nodeBudget = Infinity;
let stopPoll: (found: number) => boolean = () => false;
let found: Uint8Array[] = [];

/**
 * Place digit d on the cells `cells` of band b, whose row and box conflicts inside the band are already
 * gone: the digit leaves their columns in the other bands, the other digits leave the cells.
 */
function placeCells(d: number, b: number, cells: number): boolean {
  const colMask = ~(foldColumns(cells) * COLS_TO_BAND);
  const base = d * 3;
  for (let b2 = 0; b2 < 3; b2++) {
    if (b2 === b) continue;
    const j = base + b2;
    const v = cur[j];
    const nv = v & colMask;
    if (nv !== v) {
      if (nv === 0) return false;
      cur[j] = nv;
      dirty |= 1 << j;
    }
  }
  for (let j = b; j < 27; j += 3) {
    if (j === base + b) continue;
    const v = cur[j];
    if ((v & cells) !== 0) {
      const nv = v & ~cells;
      if (nv === 0) return false;
      cur[j] = nv;
      dirty |= 1 << j;
    }
  }
  cur[UNSOLVED + b] &= ~cells;
  placements += popcount(cells);
  return true;
}

/** Place digit d on one cell (a single bit) of band b, if it is still a candidate there. */
function placeOne(d: number, b: number, bit: number): boolean {
  const i = d * 3 + b;
  const v = cur[i];
  if ((v & bit) === 0) return false;
  const nv = v & ~BAND_PEERS[bitIndex(bit)];
  if (nv !== v) {
    cur[i] = nv;
    dirty |= 1 << i;
  }
  return placeCells(d, b, bit);
}

/** Digit-band step (see header): permutation-matrix filter, then hidden singles in rows. */
function updateWord(i: number): boolean {
  let f = cur[i];
  const shape = BOXES_OF_ROW[f & ROW_BITS] | (BOXES_OF_ROW[(f >>> 9) & ROW_BITS] << 3) | (BOXES_OF_ROW[f >>> 18] << 6);
  const m = MATCHINGS[shape];
  if (m === 0) return false;
  f &= SHAPE_TO_CELLS[m];
  cur[i] = f;
  const b = BAND_OF[i];
  const singles = (SOLO9[f & ROW_BITS] | (SOLO9[(f >>> 9) & ROW_BITS] << 9) | (SOLO9[f >>> 18] << 18)) & cur[UNSOLVED + b];
  if (singles !== 0) return placeCells(DIGIT_OF[i], b, singles);
  return true;
}

/** Naked singles in the bands with a changed word; -1 contradiction, else number placed. */
function nakedSingles(): number {
  let placed = 0;
  for (let b = 0; b < 3; b++) {
    const u = cur[UNSOLVED + b];
    if (u === 0 || (touched & (BAND_WORDS << b)) === 0) continue;
    let once = 0;
    let twice = 0;
    for (let j = b; j < 27; j += 3) {
      const x = cur[j];
      twice |= once & x;
      once |= x;
    }
    if ((u & ~once) !== 0) return -1;
    let singles = u & ~twice;
    while (singles !== 0) {
      const bit = lowestBit(singles);
      singles ^= bit;
      let d = 0;
      while (d < 9 && (cur[d * 3 + b] & bit) === 0) d++;
      if (d === 9 || !placeOne(d, b, bit)) return -1;
      placed++;
    }
  }
  return placed;
}

/**
 * Column-by-box filter and hidden singles in columns, for the digits whose words are in `changed`;
 * -1 contradiction, else number of changes made.
 */
function columnSingles(changed: number): number {
  let placed = 0;
  const u0 = cur[UNSOLVED];
  const u1 = cur[UNSOLVED + 1];
  const u2 = cur[UNSOLVED + 2];
  for (let d = 0; d < 9; d++) {
    const base = d * 3;
    if (((changed >>> base) & 7) === 0) continue;
    let f0 = cur[base];
    let f1 = cur[base + 1];
    let f2 = cur[base + 2];
    const k0 = foldColumns(f0);
    const k1 = foldColumns(f1);
    const k2 = foldColumns(f2);
    // column-by-box permutation filter in each stack (locked candidates along columns)
    let n0 = 0;
    let n1 = 0;
    let n2 = 0;
    for (let sh = 0; sh < 9; sh += 3) {
      const m = MATCHINGS[((k0 >>> sh) & 7) | (((k1 >>> sh) & 7) << 3) | (((k2 >>> sh) & 7) << 6)];
      if (m === 0) return -1;
      n0 |= (m & 7) << sh;
      n1 |= ((m >>> 3) & 7) << sh;
      n2 |= (m >>> 6) << sh;
    }
    if (n0 !== k0) {
      f0 &= n0 * COLS_TO_BAND;
      cur[base] = f0;
      dirty |= 1 << base;
      placed++;
    }
    if (n1 !== k1) {
      f1 &= n1 * COLS_TO_BAND;
      cur[base + 1] = f1;
      dirty |= 2 << base;
      placed++;
    }
    if (n2 !== k2) {
      f2 &= n2 * COLS_TO_BAND;
      cur[base + 2] = f2;
      dirty |= 4 << base;
      placed++;
    }
    const g0 = f0 & u0;
    const g1 = f1 & u1;
    const g2 = f2 & u2;
    const c0 = foldColumns(g0);
    const c1 = foldColumns(g1);
    const c2 = foldColumns(g2);
    const only0 = c0 & ~(c1 | c2);
    const only1 = c1 & ~(c0 | c2);
    const only2 = c2 & ~(c0 | c1);
    if ((only0 | only1 | only2) === 0) continue;
    for (let b = 0; b < 3; b++) {
      const only = b === 0 ? only0 : b === 1 ? only1 : only2;
      if (only === 0) continue;
      const g = (b === 0 ? g0 : b === 1 ? g1 : g2) & (only * COLS_TO_BAND);
      const r0 = g & ROW_BITS;
      const r1 = (g >>> 9) & ROW_BITS;
      const r2 = g >>> 18;
      const exactlyOne = (r0 ^ r1 ^ r2) & ~((r0 & r1) | (r0 & r2) | (r1 & r2));
      let hs = g & (exactlyOne * COLS_TO_BAND);
      while (hs !== 0) {
        const bit = lowestBit(hs);
        hs ^= bit;
        if (!placeOne(d, b, bit)) return -1;
        placed++;
      }
    }
  }
  return placed;
}

/** Propagate to a fixpoint; false on contradiction. */
function propagate(): boolean {
  for (;;) {
    while (dirty !== 0) {
      const bit = lowestBit(dirty);
      dirty ^= bit;
      touched |= bit;
      if (!updateWord(bitIndex(bit))) {
        dirty = 0;
        touched = 0;
        return false;
      }
    }
    if ((cur[UNSOLVED] | cur[UNSOLVED + 1] | cur[UNSOLVED + 2]) === 0) {
      touched = 0;
      return true;
    }
    let n = nakedSingles();
    if (n < 0) {
      dirty = 0;
      touched = 0;
      return false;
    }
    if (n > 0) continue;
    const changed = touched;
    touched = 0;
    n = columnSingles(changed);
    if (n < 0) {
      dirty = 0;
      return false;
    }
    if (n === 0) return true;
  }
}

function recordSolution(): void {
  count++;
  if (found.length < keep) {
    const grid = new Uint8Array(81);
    for (let j = 0; j < 27; j++) {
      let x = cur[j];
      const digit = DIGIT_OF[j] + 1;
      const off = BAND_OF[j] * 27;
      while (x !== 0) {
        const bit = lowestBit(x);
        x ^= bit;
        grid[off + bitIndex(bit)] = digit;
      }
    }
    found.push(grid);
  }
  if (count >= limit) halt = 1;
}

/** Candidate digits (9-bit) of the cell `bit` of band b. */
function digitsOf(b: number, bit: number): number {
  let ds = 0;
  for (let d = 0; d < 9; d++) if ((cur[d * 3 + b] & bit) !== 0) ds |= 1 << d;
  return ds;
}

let branchBand = 0;
let branchBit = 0;

/** Unsolved cells seeing the cell `bit` of band b (its row and box in the band, its column elsewhere). */
function unsolvedPeers(b: number, bit: number): number {
  const col = foldColumns(bit) * COLS_TO_BAND;
  return (
    popcount(cur[UNSOLVED + b] & BAND_PEERS[bitIndex(bit)]) +
    popcount(cur[UNSOLVED + OTHER_A[b]] & col) +
    popcount(cur[UNSOLVED + OTHER_B[b]] & col)
  );
}

/**
 * Choose the branching cell: the bivalue cell with the most unsolved peers (placing it propagates
 * furthest); if no cell is bivalue, the cell with fewest candidates.
 */
function chooseCell(): void {
  let best = -1;
  for (let b = 0; b < 3; b++) {
    const u = cur[UNSOLVED + b];
    if (u === 0) continue;
    let once = 0;
    let twice = 0;
    let thrice = 0;
    for (let j = b; j < 27; j += 3) {
      const x = cur[j];
      thrice |= twice & x;
      twice |= once & x;
      once |= x;
    }
    let bivalue = twice & ~thrice & u;
    while (bivalue !== 0) {
      const bit = lowestBit(bivalue);
      bivalue ^= bit;
      const score = unsolvedPeers(b, bit);
      if (score > best) {
        best = score;
        branchBand = b;
        branchBit = bit;
      }
    }
  }
  if (best >= 0) return;
  let fewest = 10;
  for (let b = 0; b < 3; b++) {
    let u = cur[UNSOLVED + b];
    while (u !== 0) {
      const bit = lowestBit(u);
      u ^= bit;
      const n = popcount(digitsOf(b, bit));
      if (n < fewest) {
        fewest = n;
        branchBand = b;
        branchBit = bit;
      }
    }
  }
}

/** Depth-first search from a propagated state in `cur`. */
function search(depth: number): void {
  for (;;) {
    if ((cur[UNSOLVED] | cur[UNSOLVED + 1] | cur[UNSOLVED + 2]) === 0) {
      recordSolution();
      return;
    }
    if (nodes >= nodeBudget) {
      halt = 3;
      return;
    }
    nodes++;
    if ((nodes & (STOP_POLL_NODES - 1)) === 0 && stopPoll(count)) {
      halt = 2;
      return;
    }
    chooseCell();
    const b = branchBand;
    const bit = branchBit;
    let ds = digitsOf(b, bit);
    const saveAt = depth * STRIDE;
    // every alternative but the last: save, try, restore
    while ((ds & (ds - 1)) !== 0) {
      const dbit = lowestBit(ds);
      ds ^= dbit;
      for (let k = 0; k < STRIDE; k++) stack[saveAt + k] = cur[k];
      if (placeOne(bitIndex(dbit), b, bit) && propagate()) {
        search(depth + 1);
        if (halt !== 0) return;
      } else {
        dirty = 0;
        touched = 0;
        contradictions++;
      }
      for (let k = 0; k < STRIDE; k++) cur[k] = stack[saveAt + k];
    }
    // last alternative in this frame
    if (!(placeOne(bitIndex(ds), b, bit) && propagate())) {
      dirty = 0;
      touched = 0;
      contradictions++;
      return;
    }
  }
}

/**
 * The 9x9 engine's entry (options already checked by strategies/run-strategy.ts). `givens`: 81 entries,
 * row-major, 0 = empty, 1..9 given. Counts solutions up to `limit`, keeps up to `keep` of them, stops at the
 * node budget or when shouldStop says so. Invalid givens (clashes, a wrong length, digits out of range) give
 * count 0 and a complete search.
 */
export function nineEngine(givens: Uint8Array, options: EngineOptions): EngineOutcome {
  if (!busy) {
    busy = true;
    try {
      return solveFresh(givens, options);
    } finally {
      busy = false;
    }
  }
  // nested call from a shouldStop callback: keep the outer search's state intact, the saved states of its
  // branch points included (the inner search overwrites the shared stack from depth 0)
  const words = cur.slice();
  const saved = stack.slice();
  const scalars = [dirty, touched, placements, nodes, contradictions, count, limit, keep, halt, branchBand, branchBit, nodeBudget];
  const outerPoll = stopPoll;
  const outerFound = found;
  try {
    return solveFresh(givens, options);
  } finally {
    cur.set(words);
    stack.set(saved);
    [dirty, touched, placements, nodes, contradictions, count, limit, keep, halt, branchBand, branchBit, nodeBudget] = scalars;
    stopPoll = outerPoll;
    found = outerFound;
  }
}

let busy = false;

/** halt: 0 running, 1 limit reached, 2 shouldStop said stop, 3 node budget spent. */
const HALT_REASONS = [undefined, "limit", "stopped", "budget"] as const;

function solveFresh(givens: Uint8Array, options: EngineOptions): EngineOutcome {
  limit = options.limit;
  keep = Number.isFinite(options.keep) ? options.keep : Number.MAX_SAFE_INTEGER;
  nodeBudget = options.nodeBudget;
  stopPoll = options.shouldStop;
  found = [];
  count = 0;
  nodes = 0;
  placements = 0;
  contradictions = 0;
  halt = 0;
  dirty = 0;
  touched = 0;

  let ok = givens.length === 81;
  for (let k = 0; k < 27; k++) cur[k] = BAND_ALL;
  cur[UNSOLVED] = BAND_ALL;
  cur[UNSOLVED + 1] = BAND_ALL;
  cur[UNSOLVED + 2] = BAND_ALL;
  for (let cell = 0; ok && cell < 81; cell++) {
    const v = givens[cell];
    if (v === 0) continue;
    if (!(v >= 1 && v <= 9)) {
      ok = false;
      break;
    }
    const b = cell >= 54 ? 2 : cell >= 27 ? 1 : 0;
    if (!placeOne(v - 1, b, 1 << (cell - b * 27))) ok = false;
  }
  placements = 0; // count only what propagation places
  dirty = BAND_ALL; // check every digit-band word once
  if (ok && propagate()) {
    search(0);
  } else {
    dirty = 0;
    contradictions++;
  }
  const stopReason = HALT_REASONS[halt];
  const outcome: EngineOutcome = {
    count,
    solutions: found,
    ...(stopReason === undefined ? {} : { stopReason }),
    nodes,
    placements,
    contradictions,
  };
  found = [];
  stopPoll = () => false;
  return outcome;
}
