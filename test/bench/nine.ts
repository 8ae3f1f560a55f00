/**
 * Benchmark of the fast 9x9 solver (src/solver/nine.ts) against npm peers, on the public tdoku
 * benchmark sets in ../shared/bench/ (relative to the project root). Prints figures, never fails:
 * answers are checked and mismatches reported.
 *
 *   ours:                  solveNine at limit 2 (uniqueness check) and limit 1 (first solution)
 *   @algorithm.ts/sudoku:  DLX, first solution only (its API has no count), so compared at limit 1
 *   dancing-links:         DLX via sparse exact-cover rows, find(2) and findOne()
 *
 * Rates are per CPU second of this process because the bench machine is often shared; CPU time also
 * counts V8's helper GC threads, which costs the allocating peers a little, so ratios per wall second
 * are printed too.
 *
 * Optional, from the environment:
 *   TDOKU_BIN=/path/to/driver   the reference, tdoku (github t-dillon/tdoku, C++), measured in the same run
 *       and printed with the ratio ours/tdoku per set and limit. Nothing of tdoku is in this repository:
 *       build it yourself and write a small driver around its TdokuSolverDpllTriadSimd(puzzle, limit, 0,
 *       solution, &guesses) with this command line and output:
 *           driver FILE LIMIT BUDGET_MS [COUNT]
 *           -> one line "puzzles=N rate=R ..." where R = puzzles solved per CPU second (of the driver
 *              process) over repeated passes on the first COUNT puzzles of FILE (all without COUNT),
 *              one line per puzzle in FILE, "#" lines skipped, non-digits empty; passes repeat until
 *              BUDGET_MS of CPU time is spent. Optionally "guesses_per_puzzle=G" on the same line
 *              (tdoku's num_guesses, averaged), printed beside our nodes per puzzle.
 *       Build it with g++ -O3 -march=native (tdoku's own flags) from tdoku's src/solver_dpll_triad_simd.cc
 *       and src/util.cc. At limit 2 tdoku only counts; at limit 1 it also returns the solution.
 *   NINE_BENCH_EXTRA=a.txt:b.txt   more sets (same format), for example hard sets the solver was not
 *       tuned on, such as tdoku's puzzles5_forum_hardest_1905_11+ (in tdoku's data.zip; a plain copy is
 *       in github xiej2520/SudukoSolver, data/) or Norvig's top95.txt (many copies on github, e.g.
 *       wesc111/sudoku_numpy; cut each line to 81 characters). Ours and tdoku only, no peers; solution
 *       counts are not known in advance, only the solutions are checked.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, delimiter, join, resolve } from "node:path";
import { SudokuSolver } from "@algorithm.ts/sudoku";
import { DancingLinks } from "dancing-links";
import { solveNine } from "../../src/strategies/solve-nine.js";
import { isValidSolution } from "../reference/nine-reference.js";
import { projectRoot } from "./common.js";

/** CPU-time budget per measurement (check pass and timed passes each); slow solvers run on a prefix of the set. */
const BUDGET_MS = 1500;
/** What the README of the bench sets says about each set's solution count. */
const EXPECTED: Record<string, "unique" | "multiple"> = {
  "17_clue.txt": "unique",
  "magictour_top1465.txt": "unique",
  "forum_hardest_1106.txt": "unique",
  "serg_benchmark.txt": "multiple",
};

/** Answer of one solver on one puzzle: how many solutions (capped) and the solutions it returned. */
interface Answer {
  count: number;
  solutions: Uint8Array[];
}
type Solve = (givens: Uint8Array) => Answer;

interface Measure {
  puzzles: number;
  /** Per CPU second. */
  rate: number;
  /** Per wall-clock second. */
  wallRate: number;
  mismatches: number;
  firstMismatch?: string | undefined;
}

function parseSet(text: string): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.length < 81) continue;
    const grid = new Uint8Array(81);
    for (let i = 0; i < 81; i++) {
      const ch = line.charCodeAt(i);
      grid[i] = ch >= 49 && ch <= 57 ? ch - 48 : 0;
    }
    out.push(grid);
  }
  return out;
}

function gridText(grid: Uint8Array): string {
  let s = "";
  for (let i = 0; i < 81; i++) s += grid[i] === 0 ? "." : String(grid[i]);
  return s;
}

/** Check an answer: `limit` is the cap the solver counted to (1 or 2). */
function checkAnswer(answer: Answer, givens: Uint8Array, expected: "unique" | "multiple" | undefined, limit: number): boolean {
  if (answer.solutions.length === 0) return false;
  for (const s of answer.solutions) if (!isValidSolution(s, givens)) return false;
  if (limit >= 2 && expected === "unique" && answer.count !== 1) return false;
  if (limit >= 2 && expected === "multiple" && answer.count < 2) return false;
  return true;
}

/** CPU time of this process in ms (user + system): robust when other processes share the cores. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * Time `solve` over the puzzles. First an untimed pass that checks every answer (and warms up) over
 * the whole set, or over the prefix a slow solver gets through in the budget; then timed passes over
 * the same puzzles until the budget is spent. Rates are per second of CPU time of this process (and of
 * wall time, which is noisy when the machine is shared).
 */
function measure(puzzles: Uint8Array[], solve: Solve, expected: "unique" | "multiple" | undefined, limit: number): Measure {
  let mismatches = 0;
  let firstMismatch: string | undefined;
  let n = 0;
  const c0 = cpuMs();
  while (n < puzzles.length) {
    const answer = solve(puzzles[n]);
    if (!checkAnswer(answer, puzzles[n], expected, limit)) {
      mismatches++;
      firstMismatch ??= gridText(puzzles[n]);
    }
    n++;
    if ((n & 63) === 0 && cpuMs() - c0 > BUDGET_MS) break;
  }
  let done = 0;
  let cpu = 0;
  let wall = 0;
  while (cpu < BUDGET_MS) {
    const w0 = performance.now();
    const t0 = cpuMs();
    for (let i = 0; i < n; i++) solve(puzzles[i]);
    cpu += cpuMs() - t0;
    wall += performance.now() - w0;
    done += n;
  }
  return { puzzles: n, rate: (done / cpu) * 1000, wallRate: (done / wall) * 1000, mismatches, firstMismatch };
}

// ---- the solvers under test, each returning an Answer ----

function oursAt(limit: number): Solve {
  return (givens) => {
    const r = solveNine(givens, { limit });
    return { count: r.count, solutions: r.solutions };
  };
}

const algorithmTs = new SudokuSolver({ childMatrixWidth: 3 });
const algorithmTsBoard: number[] = new Array<number>(81).fill(-1);
const algorithmTsSolution: number[] = new Array<number>(81).fill(-1);
/** @algorithm.ts/sudoku: digits 0..8, -1 empty; solve() returns the first solution. */
const algorithmTsFirst: Solve = (givens) => {
  for (let i = 0; i < 81; i++) algorithmTsBoard[i] = givens[i] - 1;
  if (!algorithmTs.solve(algorithmTsBoard, algorithmTsSolution)) return { count: 0, solutions: [] };
  const grid = new Uint8Array(81);
  for (let i = 0; i < 81; i++) grid[i] = algorithmTsSolution[i] + 1;
  return { count: 1, solutions: [grid] };
};

const dlx = new DancingLinks<number>();
/** dancing-links: exact cover with 324 columns (cell, row-digit, column-digit, box-digit). */
function dancingLinksAt(limit: number): Solve {
  return (givens) => {
    const solver = dlx.createSolver({ columns: 324 });
    for (let cell = 0; cell < 81; cell++) {
      const r = Math.floor(cell / 9);
      const c = cell % 9;
      const box = Math.floor(r / 3) * 3 + Math.floor(c / 3);
      const lo = givens[cell] === 0 ? 0 : givens[cell] - 1;
      const hi = givens[cell] === 0 ? 9 : givens[cell];
      for (let d = lo; d < hi; d++) {
        solver.addSparseConstraint(cell * 9 + d, [cell, 81 + r * 9 + d, 162 + c * 9 + d, 243 + box * 9 + d]);
      }
    }
    const found = limit === 1 ? solver.findOne() : solver.find(limit);
    const solutions = found.map((rows) => {
      const grid = new Uint8Array(81);
      for (const row of rows) grid[Math.floor(row.data / 9)] = (row.data % 9) + 1;
      return grid;
    });
    return { count: solutions.length, solutions };
  };
}

/** tdoku's rate (puzzles per CPU second) through the driver named by TDOKU_BIN, or a reason it has none. */
function tdokuRate(bin: string, file: string, limit: number, count: number): { rate: number; guesses?: number } | string {
  try {
    const out = execFileSync(bin, [file, String(limit), String(BUDGET_MS), String(count)], { encoding: "utf8", timeout: 60_000 });
    const rate = /rate=([0-9.]+)/.exec(out);
    const puzzles = /puzzles=([0-9]+)/.exec(out);
    const guesses = /guesses_per_puzzle=([0-9.]+)/.exec(out);
    if (rate === null || puzzles === null) return `unreadable driver output: ${out.trim().slice(0, 80)}`;
    if (Number(puzzles[1]) !== count) return `the driver read ${puzzles[1]} puzzles, not ${count}`;
    return guesses === null ? { rate: Number(rate[1]) } : { rate: Number(rate[1]), guesses: Number(guesses[1]) };
  } catch (e: unknown) {
    return e instanceof Error ? e.message.split("\n")[0] : String(e);
  }
}

/** The tdoku line of a set at one limit, with our rate on the same puzzles over tdoku's. */
function tdokuLine(bin: string, file: string, limit: number, ours: Measure): string {
  const label = `tdoku, limit ${limit}`.padEnd(30);
  const got = tdokuRate(bin, file, limit, ours.puzzles);
  if (typeof got === "string") return `  ${label} not measured: ${got}`;
  const guesses = got.guesses === undefined ? "" : `, ${got.guesses.toFixed(1)} guesses/puzzle`;
  return `  ${label} ${fmtRate(got.rate).padStart(9)} puzzles/s  ours/tdoku ${(ours.rate / got.rate).toFixed(2)} (same ${ours.puzzles} puzzles, per CPU second${guesses})`;
}

/** Our search nodes (branch points) per puzzle at `limit`, to set beside tdoku's guesses. */
function nodesPerPuzzle(puzzles: Uint8Array[], count: number, limit: number): number {
  let nodes = 0;
  for (let i = 0; i < count; i++) nodes += solveNine(puzzles[i], { limit }).stats.nodes;
  return nodes / count;
}

function fmtRate(x: number): string {
  return x >= 100 ? Math.round(x).toLocaleString("en-US") : x.toFixed(1);
}

function line(label: string, m: Measure, total: number): string {
  const subset = m.puzzles < total ? ` (first ${m.puzzles} of ${total})` : "";
  const bad = m.mismatches > 0 ? `  MISMATCHES: ${m.mismatches}, first ${m.firstMismatch ?? ""}` : "  answers ok";
  return `  ${label.padEnd(30)} ${fmtRate(m.rate).padStart(9)} puzzles/s (wall ${fmtRate(m.wallRate)}/s)${subset}${bad}`;
}

/** Ours at limits 2 and 1 on one set, the cost of the uniqueness check, and tdoku beside it if TDOKU_BIN is set. */
function benchOurs(path: string, puzzles: Uint8Array[], expected: "unique" | "multiple" | undefined): [Measure, Measure] {
  const ours2 = measure(puzzles, oursAt(2), expected, 2);
  const ours1 = measure(puzzles, oursAt(1), expected, 1);
  console.log(line("ours, limit 2", ours2, puzzles.length));
  console.log(line("ours, limit 1", ours1, puzzles.length));
  console.log(`  ${"ours, cost limit 2 / limit 1".padEnd(30)} ${(ours1.rate / ours2.rate).toFixed(2).padStart(9)}x`);
  const n2 = nodesPerPuzzle(puzzles, ours2.puzzles, 2);
  const n1 = nodesPerPuzzle(puzzles, ours1.puzzles, 1);
  console.log(`  ${"ours, nodes per puzzle".padEnd(30)} ${n2.toFixed(1).padStart(9)} at limit 2, ${n1.toFixed(1)} at limit 1`);
  const bin = process.env.TDOKU_BIN;
  if (bin !== undefined && bin !== "") {
    console.log(tdokuLine(bin, path, 2, ours2));
    console.log(tdokuLine(bin, path, 1, ours1));
  }
  return [ours2, ours1];
}

export async function benchNine(): Promise<void> {
  console.log("== 9x9 solver (src/solver/nine.ts) ==");
  const dir = resolve(projectRoot(), "../shared/bench");
  if (!existsSync(dir)) {
    console.log(`  skipped: no benchmark sets at ${dir}`);
  } else {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith(".txt"))
      .sort((a, b) => (a in EXPECTED ? Object.keys(EXPECTED).indexOf(a) : 99) - (b in EXPECTED ? Object.keys(EXPECTED).indexOf(b) : 99));
    for (const file of files) {
      const puzzles = parseSet(readFileSync(join(dir, file), "utf8"));
      const expected = EXPECTED[file];
      console.log(`\n${file}: ${puzzles.length} puzzles${expected ? `, ${expected === "unique" ? "one solution each" : "two or more solutions each"}` : ""}`);
      if (puzzles.length === 0) continue;
      const [ours2, ours1] = benchOurs(join(dir, file), puzzles, expected);

      const peers: Array<[string, Solve, number, Measure]> = [
        ["@algorithm.ts/sudoku, first", algorithmTsFirst, 1, ours1],
        ["dancing-links, find(2)", dancingLinksAt(2), 2, ours2],
        ["dancing-links, findOne", dancingLinksAt(1), 1, ours1],
      ];
      for (const [name, solve, limit, oursWhole] of peers) {
        const m = measure(puzzles, solve, expected, limit);
        // compare on the same puzzles: a slow peer only gets through a prefix of the set
        const ours = m.puzzles < oursWhole.puzzles ? measure(puzzles.slice(0, m.puzzles), oursAt(limit), expected, limit) : oursWhole;
        console.log(line(name, m, puzzles.length));
        console.log(
          `  ${"".padEnd(30)} ours/theirs ${(ours.rate / m.rate).toFixed(1)}x per CPU second, ${(ours.wallRate / m.wallRate).toFixed(1)}x wall (ours at limit ${limit})`,
        );
      }
    }
  }

  for (const path of (process.env.NINE_BENCH_EXTRA ?? "").split(delimiter).filter((p) => p !== "")) {
    if (!existsSync(path)) {
      console.log(`\n${path}: skipped, no such file`);
      continue;
    }
    const puzzles = parseSet(readFileSync(path, "utf8"));
    console.log(`\n${basename(path)} (NINE_BENCH_EXTRA): ${puzzles.length} puzzles`);
    if (puzzles.length > 0) benchOurs(path, puzzles, undefined);
  }

  // enumeration speed: count solutions of the empty grid without keeping them
  solveNine(new Uint8Array(81), { limit: 100_000, keep: 0 });
  const n = 1_000_000;
  const t0 = cpuMs();
  const r = solveNine(new Uint8Array(81), { limit: n, keep: 0 });
  const ms = cpuMs() - t0;
  const ok = r.count === n && r.stopReason === "limit" ? "count ok" : `MISMATCH: count ${r.count}, stopReason ${String(r.stopReason)}`;
  console.log(`\nempty grid: ${r.count.toLocaleString("en-US")} solutions in ${ms.toFixed(0)} ms CPU = ${fmtRate((r.count / ms) * 1000)} solutions/s (${ok})`);
}
