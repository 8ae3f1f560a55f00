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
 *   and three words (BIVALUE + b) caching the bivalue cells of each band (see nakedSingles). That is 33
 *   int32 words: the whole search state, one frame. The frames of all depths (<= 81) live in
 *   one preallocated Int32Array; a branch copies its frame into the next one and works there, so a
 *   backtrack costs nothing and the search allocates nothing per node.
 *
 * PROPAGATION (to a fixpoint, before every branch)
 *   1. Digit-band step, for each (digit, band) word that changed (a 27-bit "dirty" mask of word
 *      indices): the digit must sit once in each of the band's 3 rows and once in each of its 3 boxes,
 *      so its (row, box) placements form a 3x3 permutation matrix. The word is shrunk to a 9-bit
 *      box-by-row shape (two folds: minirows onto their first cell, then the rows together), the shape
 *      is replaced by the union of the permutation matrices it contains (MATCHINGS: 512-entry table;
 *      0 = contradiction) and the word masked back (SHAPE_TO_CELLS). That one lookup does pointing/claiming (locked candidates) in the band and
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
 *   At the time (npm run bench, quiet machine; docs/BENCHMARKS.md has the current figures, from a later run on a
 *   differently loaded machine): 162k / 47k / 5.1k puzzles/s at limit 2, 183k / 69k / 10.4k at
 *   limit 1; serg_benchmark 124k; the empty grid enumerates 2.9M solutions/s at keep 0. Peers on the
 *   same run: dancing-links find(2) 13.5k / 4.5k / 0.67k, @algorithm.ts/sudoku (first solution)
 *   12.9k / 4.1k / 0.69k.
 *   The uniqueness check costs 1.1x / 1.5x / 2.0-2.1x the first solution: on forum_hardest the first
 *   solution is met after about half of the tree (66.8 of 140 nodes per puzzle), which no cheap
 *   ordering changes; pruning helps both alike.
 *
 * SECOND ROUND (figures per CPU second on a heavily shared machine, load 5-20 on 2
 * cores, so every change was judged by an A/B of old and new engine in one process, alternating 250 ms
 * slices, median of 10-12 rounds; an A/A run gives 0.95-1.05, so smaller effects are noise). tdoku
 * (C++, SIMD; built with g++ -O3 -march=native), on the same machine: limit 2 / limit 1, puzzles/s,
 * 17_clue 296k / 297k, magictour 101k / 150k, forum_hardest_1106 11.6k / 21.6k, serg 440k / 488k,
 * forum_hardest_1905_11+ (48,765 puzzles, tdoku's set, never tuned on) 18.8k / 34k; tdoku guesses per
 * puzzle on forum_hardest_1106 110 / 60 against our 140 / 66.8 nodes, and it too pays 1.84x for the
 * uniqueness check there.
 *   - per-call state, frames copied forward in one Int32Array through subarray views: same
 *     nodes, A/B against the module-level engine 0.95-1.05 per set, both orders (noise): kept. The same
 *     with one flat array and a frame offset added to every index: 0.83-0.96: rejected.
 *   - the two other bands unrolled in the placement, placements counted by the callers: +4%: kept.
 *   - frame copy by set() instead of a 30-word loop: +1-2% (noise): kept, shorter.
 *   - plain arrays of small integers instead of Int32Array frames: -3 to -4%: rejected.
 *   - deferred elimination (placed cells leave the other digits' words once per propagation round, not
 *     once per placement): serg +6%, the other sets -3 to -4%: rejected.
 *   - minirow triads (tdoku's: a minirow holds exactly three digits; three locked there exclude the
 *     rest, only three possible lock them): forum_hardest nodes 140 -> 134.8, magictour 10.4 -> 9.5,
 *     1905_11+ 81.4 -> 79.8, but -3 to -5% per second: rejected.
 *   - tdoku's branching (a digit-band word with two row-by-box configurations, in the band with fewest
 *     configurations): forum_hardest 153.8 / 69.9 nodes at limit 2 / 1 against 140 / 66.8; in the band
 *     with most unsolved cells 446 / 212: rejected.
 *   - bit-parallel trivalue fallback when no cell is bivalue: same nodes, no gain (rare): rejected.
 *   Result (npm run bench -- nine with TDOKU_BIN, medians of three runs at load 15-20, through the
 *   strategy wrapper): ours/tdoku at limit 2 (limit 1) 17_clue 0.45 (0.42), magictour 0.33 (0.34),
 *   forum_hardest_1106 0.32 (0.36), serg 0.20 (0.21), forum_hardest_1905_11+ 0.35 (0.36); uniqueness
 *   check 2.05x the first solution on forum_hardest_1106, 1.92x on 1905_11+. The targets (half of tdoku
 *   everywhere, at most 1.6x) are NOT met: per node we cost about 2.2x tdoku on the hard sets (4x on
 *   serg, where its guesses are cheap) and search about 1.3x its nodes; what is left to try is a
 *   propagation that removes nodes without costing more than it saves (the triads above came close).
 *
 * THIRD ROUND (same A/B method; tdoku rebuilt from github t-dillon/tdoku with g++ -O3
 * -march=native, driver in test/bench/nine.ts' header). Baseline at load 2 (npm run bench -- nine):
 * ours/tdoku at limit 2 17_clue 0.54, magictour 0.42, forum_hardest_1106 0.42, serg 0.23.
 *   - placeCells clears the cells from the nine digit words of the band without a branch per word (all
 *     nine written, changed and emptied words gathered as bit masks, the own word restored): the branch
 *     mispredicted often; the loop was a fifth of the time on the hard sets. With the two below, A/B
 *     +12% 17_clue, +18-23% magictour, +19-22% forum_hardest, +14-15% serg: kept.
 *   - givens written in one pass (setGivens: per digit the rows, columns and boxes of its givens, then
 *     every word in one mask) instead of one placement per given, and solutions written into one slab
 *     per call (below), in one A/B: serg +10-14% (a fifth of its time was the setup, 15% the solutions),
 *     the others -4 to +5%: kept.
 *   - solutions written into slabs (views of one 648-byte buffer, 8 solutions, kept from call to call):
 *     a Uint8Array(81) has its own off-heap buffer, about 0.55 us to allocate against 0.02 us for one
 *     of 64 bytes or less, as much as an easy solve. Slabs shared from call to call rather than one per
 *     call (with setGivens' units from a table): 17_clue and serg +5-12% more. The price: a kept solution keeps its slab alive, and a structured clone (postMessage)
 *     copies the slab; a test checks that later calls never overwrite earlier solutions: kept.
 *   - the outcome built as one of two literals instead of with an object spread: 0 to +12% on the easy
 *     sets (noisy): kept.
 *   - the bivalue cells of each band cached in the frame (BIVALUE), written by nakedSingles' fold (one
 *     more word folded) instead of chooseCell folding all three bands at every node: A/B +3-5% on the
 *     hard sets and serg, 17_clue +-3%; node counts identical to the fold on all four sets (so the cache
 *     is exact there), and the answers cannot depend on it: it only picks the branch cell, masked by
 *     the unsolved cells: kept.
 *   - rejected (A/B): the column part of placeCells branch-free too (0.96-1.02, noise); one SWAR
 *     popcount for the three words of unsolvedPeers (0.97-1.08, noise); column singles before naked
 *     singles in the slow pass (-3 to -6%); dirty words taken highest first (-1 to -4%); digitsOf
 *     branch-free (0 to +2%, noise); with the cache, the score inlined into chooseCell with the other
 *     bands' words loaded once and the one-popcount trick (-2 to +2%, noise). Not a cost:
 *     the popcount of the placements counter, which the line profile blamed (removing it: no change).
 *   Measured, not changed: the strategy wrapper (runStrategy) costs 5-7% on the easy sets against the
 *   engine called directly. Nodes per puzzle against tdoku's guesses (limit 2 / limit 1): forum_hardest
 *   140 / 66.8 vs 110 / 60, magictour 10.4 / 6.9 vs 8.9 / 6.1, serg 6.3 / 5.7 vs 7.0 / 6.4: on serg we
 *   search no more than tdoku but each node costs about 3x (tdoku solves one in 2 us); the fixed cost of
 *   a call (givens, first propagation, result, no search) is about 0.5 us, a kept solution 0.25 us more.
 *   Result (npm run bench -- nine with TDOKU_BIN, medians of three runs at load 6-14): ours/tdoku at
 *   limit 2 (limit 1) 17_clue 0.78 (0.75), magictour 0.50 (0.56), forum_hardest_1106 0.50 (0.55), serg
 *   0.37 (0.39); never tuned on: forum_hardest_1905_11+ 0.52 (0.52), top95 0.59 (0.47). Uniqueness check
 *   2.06x the first solution on forum_hardest_1106, 1.90x on 1905_11+. Targets: half of tdoku met on all
 *   but serg (narrowly on magictour and forum_hardest: single runs range 0.45-0.53); 1.6x not met. What
 *   is left: serg's per-node cost, and nodes (tdoku's 110 guesses against our 140 on forum_hardest).
 *   docs/BENCHMARKS.md has the rates.
 *
 * FOURTH ROUND (serg, and the uniqueness check; same A/B method, engine called directly unless
 *   said, load 2-4). Where a serg puzzle's time goes (5.3 us through nineEngine, CPU time): givens and
 *   call 0.26 us; the first propagation 0.50 us, which places almost nothing (43.8 of 46 empty cells
 *   are left: serg's givens do not propagate); the search 4.6 us for 6.3 nodes, 7.5 propagations, 48
 *   placements (placeCells), 68 band steps (updateWord), 8.8 naked and 6.6 column passes and 80 bivalue
 *   cells scored by chooseCell; the wrapper 0.25 us more, half of it its two clock reads (performance.now,
 *   59 ns each here, needed for stats.ms). Costs found by doing a step twice: chooseCell 10%, the last,
 *   confirming slow pass of each propagation 14-16% (its column pass alone 10%), keeping the two
 *   solutions 12-15% (9% after the change below). Kept:
 *   - solutions filled by three clz per solved digit-band word (one cell per row) instead of a bit loop,
 *     as views built by new Uint8Array(buffer, offset, 81) on an ArrayBuffer slab (subarray costs 25 ns
 *     against 14): serg +1 to +5%.
 *   - the column part of a cell's score (unsolved cells of its column in the other two bands) summed by
 *     one multiply instead of two popcounts: same nodes, serg +2%, forum_hardest +1%.
 *   - setGivens without a branch on empty cells (they write into spare words and clash with nothing):
 *     serg +4%, 17_clue +2%.
 *   Together, A/B against the round's start through the wrapper, limit 2 (limit 1): serg +6.5% (+1%),
 *   17_clue +1% (+3.5%), magictour +3% (-1%), forum_hardest +4.5% (+3.6%); node counts unchanged.
 *   - no tables for the shapes: the band step's shape by two folds (box-by-row, no BOXES_OF_ROW loads)
 *     and the column-by-box filter of columnSingles for the three stacks at once (a cell is in a
 *     permutation matrix iff the other two bands and columns of its stack hold a 2x2 matching: columns
 *     rotated inside their stack): same nodes; each alone +1-2% on serg and -1 to +1% on forum (noise),
 *     both in one A/B: serg 0 to +2.4%, forum +1 to +4%, 17_clue +2.5%, magictour +6%: kept.
 *   Rejected (A/B): SWAR row singles instead of SOLO9 (with the fold above): serg -2.5%; slabs of 64 solutions: +1.4% (noise) for 8x the memory
 *   a kept solution can hold; literals instead of the wrapper's object spreads: +0.3% serg, +0.8%
 *   17_clue (noise); column singles only at the root: serg +2% (nodes 6.31 -> 6.76), 17_clue -3% (0.69
 *   -> 1.08); the score (with the multiply) inlined into chooseCell, the other bands' words loaded once per
 *   band and the best cell kept by a branch-free Math.max of score * 128 + tie-break: serg -2%, forum +1%
 *   (noise). So serg stays near 0.4 of tdoku: even with every fixed cost free (givens, first
 *   propagation, wrapper, solutions: 1.4 us) our search alone (3.6 us for 6.3 nodes) costs 1.7x tdoku's
 *   whole solve (2.1 us, 7.0 guesses); the per-node cost is spread over the band step, placements and the
 *   column pass, none of which a table or bit trick above made much cheaper.
 *   Uniqueness check (forum_hardest_1106, limit 1 66.8 nodes, limit 2 140): the ratio is 1 + refutation /
 *   first solution, and only the search after the first solution may change; 1.6x asks for it in about
 *   40 nodes instead of 73 at the same cost per node. Branch scores used only once a solution is known
 *   (count > 0), nodes at limit 2: fewest unsolved peers 232, first bivalue cell 219, most bivalue peers
 *   then unsolved peers 154, peers x2 + bivalue peers 140, peers that would lose one of the cell's two
 *   digits (summed) 135.1, that x4 + peers 133.8, the smaller of the two digits' losses then peers 131.9
 *   (A/B -12% per second: the cell's digits and six popcounts per scored cell cost more than 6% of the
 *   nodes save). Failed-literal probing once a solution is known (each bivalue cell's alternatives
 *   propagated in the spare frame; one that fails forces the other): 120.7 nodes (contradictions 142 ->
 *   82) for 184 probes per puzzle, 1.22x slower. Minirow triads (second round) only once a solution is
 *   known, as one more pass when the column pass finds nothing: 137.0 nodes at limit 2, A/B -8% per
 *   second (this quick version costs 20% when run everywhere, the second round's 3-5%; even free it
 *   saves 2% of the nodes). tdoku pays 1.84x here: 1.6x is out of reach for this search.
 *   Result (npm run bench -- nine with TDOKU_BIN, medians of five runs at load 1-3, single runs spread
 *   +-0.05): ours/tdoku at limit 2 (limit 1) 17_clue 0.81 (0.78), magictour 0.56 (0.57), forum_hardest
 *   0.51 (0.57), serg 0.38 (0.38); uniqueness check 2.07x on forum_hardest. Targets: serg not met (it
 *   would need about 1.3x our speed there), 1.6x not met.
 *
 * STATE
 *   Each call has its own state object (NineSearch): the frames of its search and its counters. A call
 *   reuses the state the last finished call left idle, so a run of calls allocates nothing; a nested call
 *   (from a shouldStop callback) finds none idle and makes its own, so it cannot touch the outer search.
 */
import type { EngineOptions, EngineOutcome } from "../model/contract.js";
import { STOP_POLL_NODES } from "../model/contract.js";
import { lowestBit, popcount } from "../model/digits.js";

/** Index of the first unsolved-cells word in the state. */
const UNSOLVED = 27;
/** Index of the first bivalue-cells word in the state (see nakedSingles). */
const BIVALUE = 30;
/** Words of state per search depth. */
const STRIDE = 33;
/** All 27 cells of a band. */
const BAND_ALL = 0x7ffffff;
/** The 9 bits of one band row. */
const ROW_BITS = 0x1ff;
/** The digit-band words of band 0 (word index d*3); shift left by b for band b. */
const BAND_WORDS = 0x1249249;
/** Multiplying a 9-bit column set by this repeats it in the three rows of a band. */
const COLS_TO_BAND = 0x40201;

/** The first cell of each minirow of a band (columns 0, 3 and 6 of its three rows). */
const MINIROW_FIRSTS = 0x1249249;
/**
 * 9-bit 3x3 shape (bit i*3+j) -> union of the permutation matrices inside it; a transposed permutation
 * matrix is one, so either index order serves.
 */
const MATCHINGS = new Uint16Array(512);
/** 9-bit box-by-row shape of a band (bit box*3+row) -> the 27-bit band cells it covers. */
const SHAPE_TO_CELLS = new Int32Array(512);
/** 9-bit row -> itself if exactly one bit, else 0. */
const SOLO9 = new Uint16Array(512);
/** Band position -> the other cells of its row and box inside the band. */
const BAND_PEERS = new Int32Array(27);
/** Band position -> the three cells of its column in a band. */
const COLUMN_CELLS = new Int32Array(27);
/** Band position -> its column (0..8). */
const COLUMN_OF = new Uint8Array(27);
/** Digit-band word index -> digit, band. */
const DIGIT_OF = new Uint8Array(27);
/** Band -> the two other bands. */
const OTHER_A = Uint8Array.of(1, 0, 0);
const OTHER_B = Uint8Array.of(2, 2, 1);
const BAND_OF = new Uint8Array(27);

function buildTables(): void {
  for (let x = 0; x < 512; x++) {
    SOLO9[x] = x !== 0 && (x & (x - 1)) === 0 ? x : 0;
    let cells = 0;
    for (let k = 0; k < 9; k++) if ((x >> k) & 1) cells |= 7 << ((k % 3) * 9 + Math.floor(k / 3) * 3);
    SHAPE_TO_CELLS[x] = cells;
  }
  const perms = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
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
    COLUMN_CELLS[pos] = (1 << c) * COLS_TO_BAND;
    COLUMN_OF[pos] = c;
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
/** 9 columns: column 3s+t takes the bit of column 3s+(t+1)%3 (the next one of its stack). */
function rotate1(x: number): number {
  return ((x >>> 1) & 0o333) | ((x << 2) & 0o444);
}
/** 9 columns: column 3s+t takes the bit of column 3s+(t+2)%3 (the one after next of its stack). */
function rotate2(x: number): number {
  return ((x >>> 2) & 0o111) | ((x << 1) & 0o666);
}
/** 27-bit band word -> 9-bit set of the columns it touches. */
function foldColumns(w: number): number {
  return (w | (w >>> 9) | (w >>> 18)) & ROW_BITS;
}

// ---- search state: one object per call ----

const neverStop = (): boolean => false;

/**
 * Most solutions one slab holds (recordSolution). A kept solution keeps its slab alive (648 bytes at
 * most for one 81-byte solution) and a structured clone of it copies the slab.
 */
const SLAB_SOLUTIONS = 8;
/** Bytes of one slab. */
const SLAB_BYTES = 81 * SLAB_SOLUTIONS;

/** Frames in the state array: one per search depth (0..81) and one spare. */
const FRAMES = 83;

/**
 * The state of one call. Frame k of `s` (words [k * STRIDE, (k + 1) * STRIDE)) holds the STRIDE words of the
 * search at depth k; a branch copies its frame forward into the next one and works there, so a backtrack
 * is free (the frame below is untouched) and the last alternative works in its own frame without a copy.
 * Rejected: saving into a stack and restoring after each alternative (two copies per alternative instead
 * of one); module-level state (a nested call from shouldStop had to save and restore every variable and
 * the whole stack of the outer search, which needed two fixes).
 */
class NineSearch {
  /** All frames, one allocation. */
  readonly words = new Int32Array(STRIDE * FRAMES);
  /** frames[k]: the view of frame k (the state at search depth k). */
  readonly frames: Int32Array[] = [];
  constructor() {
    for (let k = 0; k < FRAMES; k++) this.frames.push(this.words.subarray(k * STRIDE, (k + 1) * STRIDE));
  }
  /** Digit-band words changed and not yet run through the band step (bit i = word i). */
  dirty = 0;
  /** Words changed since the last slow pass (naked and column singles); 0 at every branch. */
  touched = 0;
  placements = 0;
  nodes = 0;
  contradictions = 0;
  count = 0;
  limit = 2;
  keep = 2;
  nodeBudget = Infinity;
  /** 0 running, 1 limit reached, 2 shouldStop said stop, 3 node budget spent (HALT_REASONS). */
  halt = 0;
  stopPoll: (found: number) => boolean = neverStop;
  found: Uint8Array[] = [];
  /** Where solutions are written (see recordSolution), kept from call to call; full when slabUsed = length. */
  slab = new ArrayBuffer(0);
  slabUsed = SLAB_BYTES;
  /** Cell chosen by chooseCell: band and single-bit position. */
  branchBand = 0;
  branchBit = 0;

  /**
   * Place digit d on the cells `cells` of band b in the frame at o, whose row and box conflicts inside the
   * band are already gone: the digit leaves their columns in the other bands, the other digits leave the
   * cells.
   */
  placeCells(c: Int32Array, d: number, b: number, cells: number): boolean {
    const colMask = ~(foldColumns(cells) * COLS_TO_BAND);
    const base = d * 3;
    let dirty = this.dirty;
    // the digit leaves the cells' columns in the other two bands
    let j = base + OTHER_A[b];
    let v = c[j];
    let nv = v & colMask;
    if (nv !== v) {
      if (nv === 0) return false;
      c[j] = nv;
      dirty |= 1 << j;
    }
    j = base + OTHER_B[b];
    v = c[j];
    nv = v & colMask;
    if (nv !== v) {
      if (nv === 0) return false;
      c[j] = nv;
      dirty |= 1 << j;
    }
    // the other digits leave the cells: branch-free over all nine words of the band (a branch per word
    // mispredicts often and cost a fifth of the time on the hard sets), own word restored after
    const own = base + b;
    const ownWord = c[own];
    const keepBits = ~cells;
    let changed = 0;
    let emptied = 0;
    for (let k = b; k < 27; k += 3) {
      v = c[k];
      const gone = v & cells;
      nv = v ^ gone;
      c[k] = nv;
      changed |= ((gone | -gone) >>> 31) << k;
      emptied |= ((nv - 1) >>> 31) << k;
    }
    c[own] = ownWord;
    const ownBit = 1 << own;
    if ((emptied & ~ownBit) !== 0) return false;
    this.dirty = dirty | (changed & ~ownBit);
    c[UNSOLVED + b] &= keepBits;
    return true;
  }

  /** Place digit d on one cell (a single bit) of band b, if it is still a candidate there. */
  placeOne(c: Int32Array, d: number, b: number, bit: number): boolean {
    const i = d * 3 + b;
    const v = c[i];
    if ((v & bit) === 0) return false;
    const nv = v & ~BAND_PEERS[bitIndex(bit)];
    if (nv !== v) {
      c[i] = nv;
      this.dirty |= 1 << i;
    }
    if (!this.placeCells(c, d, b, bit)) return false;
    this.placements++;
    return true;
  }

  /** Digit-band step (see header) on word i: permutation-matrix filter, then hidden singles in rows. */
  updateWord(c: Int32Array, i: number): boolean {
    let f = c[i];
    // the box-by-row shape (bit box * 3 + row): each minirow folded onto its first cell, the three rows
    // folded together; MATCHINGS serves it as it is (a transposed permutation matrix is one)
    const t = (f | (f >>> 1) | (f >>> 2)) & MINIROW_FIRSTS;
    const m = MATCHINGS[(t | (t >>> 8) | (t >>> 16)) & ROW_BITS];
    if (m === 0) return false;
    f &= SHAPE_TO_CELLS[m];
    c[i] = f;
    const b = BAND_OF[i];
    const singles = (SOLO9[f & ROW_BITS] | (SOLO9[(f >>> 9) & ROW_BITS] << 9) | (SOLO9[f >>> 18] << 18)) & c[UNSOLVED + b];
    if (singles === 0) return true;
    if (!this.placeCells(c, DIGIT_OF[i], b, singles)) return false;
    this.placements += popcount(singles);
    return true;
  }

  /** Naked singles in the bands with a changed word; -1 contradiction, else number placed. */
  nakedSingles(c: Int32Array): number {
    let placed = 0;
    for (let b = 0; b < 3; b++) {
      const u = c[UNSOLVED + b];
      if (u === 0 || (this.touched & (BAND_WORDS << b)) === 0) continue;
      let once = 0;
      let twice = 0;
      let thrice = 0;
      for (let j = b; j < 27; j += 3) {
        const x = c[j];
        thrice |= twice & x;
        twice |= once & x;
        once |= x;
      }
      if ((u & ~once) !== 0) return -1;
      // the bivalue cells of the band, for chooseCell: every change to a word marks it dirty, so the band
      // is folded here again after its last change; a band untouched keeps the mask its frame came with.
      // A stale mask would only pick another branch cell, never change an answer.
      c[BIVALUE + b] = twice & ~thrice;
      let singles = u & ~twice;
      while (singles !== 0) {
        const bit = lowestBit(singles);
        singles ^= bit;
        let d = 0;
        while (d < 9 && (c[d * 3 + b] & bit) === 0) d++;
        if (d === 9 || !this.placeOne(c, d, b, bit)) return -1;
        placed++;
      }
    }
    return placed;
  }

  /**
   * Column-by-box filter and hidden singles in columns, for the digits whose words are in `changed`;
   * -1 contradiction, else number of changes made.
   */
  columnSingles(c: Int32Array, changed: number): number {
    let placed = 0;
    const u0 = c[UNSOLVED];
    const u1 = c[UNSOLVED + 1];
    const u2 = c[UNSOLVED + 2];
    for (let d = 0; d < 9; d++) {
      const base = d * 3;
      if (((changed >>> base) & 7) === 0) continue;
      let f0 = c[base];
      let f1 = c[base + 1];
      let f2 = c[base + 2];
      const k0 = foldColumns(f0);
      const k1 = foldColumns(f1);
      const k2 = foldColumns(f2);
      // column-by-box permutation filter in each stack (locked candidates along columns), the three
      // stacks at once: (band i, column j) is in a permutation matrix of its stack iff the other two bands
      // and the other two columns of the stack hold one (a 2x2 matching: columns rotated inside their
      // stack); a stack without any is left empty, so then some column has no place left
      const a0 = rotate1(k0);
      const a1 = rotate1(k1);
      const a2 = rotate1(k2);
      const b0 = rotate2(k0);
      const b1 = rotate2(k1);
      const b2 = rotate2(k2);
      const n0 = k0 & ((a1 & b2) | (b1 & a2));
      const n1 = k1 & ((a0 & b2) | (b0 & a2));
      const n2 = k2 & ((a0 & b1) | (b0 & a1));
      if ((n0 | n1 | n2) !== ROW_BITS) return -1;
      if (n0 !== k0) {
        f0 &= n0 * COLS_TO_BAND;
        c[base] = f0;
        this.dirty |= 1 << base;
        placed++;
      }
      if (n1 !== k1) {
        f1 &= n1 * COLS_TO_BAND;
        c[base + 1] = f1;
        this.dirty |= 2 << base;
        placed++;
      }
      if (n2 !== k2) {
        f2 &= n2 * COLS_TO_BAND;
        c[base + 2] = f2;
        this.dirty |= 4 << base;
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
          if (!this.placeOne(c, d, b, bit)) return -1;
          placed++;
        }
      }
    }
    return placed;
  }

  /** Propagate the frame c to a fixpoint; false on contradiction. Leaves dirty and touched 0. */
  propagate(c: Int32Array): boolean {
    for (;;) {
      while (this.dirty !== 0) {
        const bit = lowestBit(this.dirty);
        this.dirty ^= bit;
        this.touched |= bit;
        if (!this.updateWord(c, bitIndex(bit))) return this.abandon();
      }
      if ((c[UNSOLVED] | c[UNSOLVED + 1] | c[UNSOLVED + 2]) === 0) {
        this.touched = 0;
        return true;
      }
      let n = this.nakedSingles(c);
      if (n < 0) return this.abandon();
      if (n > 0) continue;
      const changed = this.touched;
      this.touched = 0;
      n = this.columnSingles(c, changed);
      if (n < 0) return this.abandon();
      if (n === 0) return true;
    }
  }

  /** A contradiction met: forget the pending work. */
  abandon(): false {
    this.dirty = 0;
    this.touched = 0;
    return false;
  }

  /** A branch (or the givens) led to a contradiction: forget the pending work, count it. */
  fail(): void {
    this.abandon();
    this.contradictions++;
  }

  recordSolution(c: Int32Array): void {
    this.count++;
    if (this.found.length < this.keep) {
      // a solution is a view into a slab of SLAB_SOLUTIONS solutions, shared by calls: a typed array
      // over 64 bytes gets its own off-heap buffer, which costs V8 about 0.5 us, as much as a whole easy
      // solve (per-call slabs: 17_clue +5%; shared: +5-12% more)
      if (this.slabUsed === SLAB_BYTES) {
        this.slab = new ArrayBuffer(SLAB_BYTES);
        this.slabUsed = 0;
      }
      const at = this.slabUsed;
      const grid = new Uint8Array(this.slab, at, 81);
      this.slabUsed = at + 81;
      // a solved digit-band word holds one cell in each row of the band: three clz, no loop
      for (let j = 0; j < 27; j++) {
        const x = c[j];
        const digit = DIGIT_OF[j] + 1;
        const off = BAND_OF[j] * 27 + 31;
        grid[off - Math.clz32(x & ROW_BITS)] = digit;
        grid[off - Math.clz32(x & (ROW_BITS << 9))] = digit;
        grid[off - Math.clz32(x & (ROW_BITS << 18))] = digit;
      }
      this.found.push(grid);
    }
    if (this.count >= this.limit) this.halt = 1;
  }

  /** Candidate digits (9-bit) of the cell `bit` of band b. */
  digitsOf(c: Int32Array, b: number, bit: number): number {
    let ds = 0;
    for (let d = 0; d < 9; d++) if ((c[d * 3 + b] & bit) !== 0) ds |= 1 << d;
    return ds;
  }

  /** Unsolved cells seeing the cell `bit` of band b (its row and box in the band, its column elsewhere). */
  unsolvedPeers(c: Int32Array, b: number, bit: number): number {
    const pos = bitIndex(bit);
    const col = COLUMN_CELLS[pos];
    // the column in the other two bands: the two words' column bits added (at most 2 in each row's
    // field), brought down to bits 0, 9 and 18 and summed into bits 18-20 by one multiply
    const column = ((c[UNSOLVED + OTHER_A[b]] & col) + (c[UNSOLVED + OTHER_B[b]] & col)) >>> COLUMN_OF[pos];
    return popcount(c[UNSOLVED + b] & BAND_PEERS[pos]) + ((Math.imul(column, COLS_TO_BAND) >>> 18) & 7);
  }

  /**
   * Choose the branching cell: the bivalue cell with the most unsolved peers (placing it propagates
   * furthest); if no cell is bivalue, the cell with fewest candidates.
   */
  chooseCell(c: Int32Array): void {
    let best = -1;
    for (let b = 0; b < 3; b++) {
      const u = c[UNSOLVED + b];
      if (u === 0) continue;
      let bivalue = c[BIVALUE + b] & u;
      while (bivalue !== 0) {
        const bit = lowestBit(bivalue);
        bivalue ^= bit;
        const score = this.unsolvedPeers(c, b, bit);
        if (score > best) {
          best = score;
          this.branchBand = b;
          this.branchBit = bit;
        }
      }
    }
    if (best >= 0) return;
    let fewest = 10;
    for (let b = 0; b < 3; b++) {
      let u = c[UNSOLVED + b];
      while (u !== 0) {
        const bit = lowestBit(u);
        u ^= bit;
        const n = popcount(this.digitsOf(c, b, bit));
        if (n < fewest) {
          fewest = n;
          this.branchBand = b;
          this.branchBit = bit;
        }
      }
    }
  }

  /** Depth-first search from the propagated frame of depth `depth`. */
  search(depth: number): void {
    const c = this.frames[depth];
    for (;;) {
      if ((c[UNSOLVED] | c[UNSOLVED + 1] | c[UNSOLVED + 2]) === 0) {
        this.recordSolution(c);
        return;
      }
      if (this.nodes >= this.nodeBudget) {
        this.halt = 3;
        return;
      }
      this.nodes++;
      if ((this.nodes & (STOP_POLL_NODES - 1)) === 0 && this.stopPoll(this.count)) {
        this.halt = 2;
        return;
      }
      this.chooseCell(c);
      const b = this.branchBand;
      const bit = this.branchBit;
      let ds = this.digitsOf(c, b, bit);
      const next = this.frames[depth + 1];
      // every alternative but the last: in a copy of this frame, which a backtrack simply drops
      while ((ds & (ds - 1)) !== 0) {
        const dbit = lowestBit(ds);
        ds ^= dbit;
        next.set(c);
        if (this.placeOne(next, bitIndex(dbit), b, bit) && this.propagate(next)) {
          this.search(depth + 1);
          if (this.halt !== 0) return;
        } else {
          this.fail();
        }
      }
      // the last alternative in this frame
      if (!(this.placeOne(c, bitIndex(ds), b, bit) && this.propagate(c))) {
        this.fail();
        return;
      }
    }
  }
}

/** Per digit 1..9 (0 unused), the units holding it among the givens (setGivens): rows bits 0-8, columns 9-17, boxes 18-26. */
const SEEN = new Int32Array(10);
/** Per digit 1..9 and band, the cells of its givens (setGivens); words 0-2 take the empty cells. */
const GIVEN_WORDS = new Int32Array(30);
/** Cell (row-major) -> its row, column and box bits as in SEEN. */
const CELL_UNITS = new Int32Array(81);
/** Cell (row-major) -> its band, and its bit in the band's words. */
const CELL_BAND = new Uint8Array(81);
const CELL_BIT = new Int32Array(81);
for (let cell = 0; cell < 81; cell++) {
  CELL_BAND[cell] = Math.floor(cell / 27);
  CELL_BIT[cell] = 1 << (cell % 27);
  const row = Math.floor(cell / 9);
  const col = cell % 9;
  CELL_UNITS[cell] = (1 << row) | (1 << (9 + col)) | (1 << (18 + Math.floor(row / 3) * 3 + Math.floor(col / 3)));
}
/** 3-bit set of rows of a band -> the band cells of those rows. */
const ROWS_TO_CELLS = new Int32Array(8);
/** 3-bit set of boxes of a band -> the band cells of those boxes. */
const BOXES_TO_CELLS = new Int32Array(8);
for (let x = 0; x < 8; x++) {
  for (let k = 0; k < 3; k++) {
    if ((x >> k) & 1) {
      ROWS_TO_CELLS[x] |= ROW_BITS << (k * 9);
      BOXES_TO_CELLS[x] |= (7 << (k * 3)) * COLS_TO_BAND;
    }
  }
}

/**
 * Write the frame of the givens into c in one pass: every cell of a given holds its digit only, and a
 * digit leaves the rows, columns and boxes of its givens. False when two givens of a digit share a unit
 * or a given is not a digit 0..9 (propagation would find such clashes too, as an empty row somewhere).
 * Replaces placing the givens one by one (each placement walks nine words): on serg_benchmark's easy
 * puzzles that was a fifth of the time.
 */
function setGivens(c: Int32Array, givens: Uint8Array): boolean {
  SEEN.fill(0);
  GIVEN_WORDS.fill(0);
  // no branch on empty cells (it mispredicts about once in three cells): an empty cell (v = 0) writes
  // into the spare words of "digit 0", and its units are masked to nothing so that it never clashes
  let clash = 0;
  for (let cell = 0; cell < 81; cell++) {
    const v = givens[cell];
    if (v > 9) return false;
    const units = CELL_UNITS[cell] & (-v >> 31);
    clash |= SEEN[v] & units;
    SEEN[v] |= units;
    GIVEN_WORDS[v * 3 + CELL_BAND[cell]] |= CELL_BIT[cell];
  }
  if (clash !== 0) return false;
  let given0 = 0;
  let given1 = 0;
  let given2 = 0;
  for (let i = 0; i < 27; i += 3) {
    const w0 = GIVEN_WORDS[i + 3];
    const w1 = GIVEN_WORDS[i + 4];
    const w2 = GIVEN_WORDS[i + 5];
    c[i] = w0;
    c[i + 1] = w1;
    c[i + 2] = w2;
    given0 |= w0;
    given1 |= w1;
    given2 |= w2;
  }
  const free0 = BAND_ALL & ~given0;
  const free1 = BAND_ALL & ~given1;
  const free2 = BAND_ALL & ~given2;
  c[UNSOLVED] = free0;
  c[UNSOLVED + 1] = free1;
  c[UNSOLVED + 2] = free2;
  for (let d = 0; d < 9; d++) {
    const seen = SEEN[d + 1];
    const cols = ~(((seen >>> 9) & ROW_BITS) * COLS_TO_BAND);
    const i = d * 3;
    c[i] |= free0 & cols & ~ROWS_TO_CELLS[seen & 7] & ~BOXES_TO_CELLS[(seen >>> 18) & 7];
    c[i + 1] |= free1 & cols & ~ROWS_TO_CELLS[(seen >>> 3) & 7] & ~BOXES_TO_CELLS[(seen >>> 21) & 7];
    c[i + 2] |= free2 & cols & ~ROWS_TO_CELLS[(seen >>> 6) & 7] & ~BOXES_TO_CELLS[(seen >>> 24) & 7];
  }
  return true;
}

/** halt: 0 running, 1 limit reached, 2 shouldStop said stop, 3 node budget spent. */
const HALT_REASONS = [undefined, "limit", "stopped", "budget"] as const;

/** A state no call is using, kept to spare the next call the allocation; a nested call makes its own. */
let idle: NineSearch | undefined;

/**
 * The 9x9 engine's entry (options already checked by strategies/run-strategy.ts). `givens`: 81 entries,
 * row-major, 0 = empty, 1..9 given. Counts solutions up to `limit`, keeps up to `keep` of them, stops at the
 * node budget or when shouldStop says so. Invalid givens (clashes, a wrong length, digits out of range) give
 * count 0 and a complete search. Each solution is an 81-byte view into a buffer shared with up to seven
 * other solutions, of this call or of others (byteOffset may be non-zero, buffer is 648 bytes); no later
 * call writes into it.
 */
export function nineEngine(givens: Uint8Array, options: EngineOptions): EngineOutcome {
  const st = idle ?? new NineSearch();
  idle = undefined;
  try {
    return solveWith(st, givens, options);
  } finally {
    st.stopPoll = neverStop;
    st.found = [];
    idle = st;
  }
}

function solveWith(st: NineSearch, givens: Uint8Array, options: EngineOptions): EngineOutcome {
  st.limit = options.limit;
  st.keep = Number.isFinite(options.keep) ? options.keep : Number.MAX_SAFE_INTEGER;
  st.nodeBudget = options.nodeBudget;
  st.stopPoll = options.shouldStop;
  st.found = [];
  st.count = 0;
  st.nodes = 0;
  st.placements = 0;
  st.contradictions = 0;
  st.halt = 0;
  st.dirty = 0;
  st.touched = 0;

  const c = st.frames[0];
  const ok = givens.length === 81 && setGivens(c, givens);
  st.dirty = BAND_ALL; // check every digit-band word once
  if (ok && st.propagate(c)) st.search(0);
  else st.fail();
  const stopReason = HALT_REASONS[st.halt];
  // two literals rather than an object spread (A/B on the easy sets: 0 to +12%, noisy)
  if (stopReason === undefined) {
    return { count: st.count, solutions: st.found, nodes: st.nodes, placements: st.placements, contradictions: st.contradictions };
  }
  return { count: st.count, solutions: st.found, stopReason, nodes: st.nodes, placements: st.placements, contradictions: st.contradictions };
}
