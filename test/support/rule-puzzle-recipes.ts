import type { RulePuzzleOptions } from "../arbitraries/rule-puzzles.js";

/** How one of the rule puzzles under puzzles/ was made: its seed, title and construction options. */
export interface RuleRecipe {
  readonly seed: number;
  readonly title: string;
  readonly options: RulePuzzleOptions;
}

/**
 * The rule puzzles under puzzles/ (puzzles/NAME.json), each with the recipe test/rules/rule-puzzles.test.ts
 * made it from (UPDATE_RULE_PUZZLES=NAME makes it again). One list for the tests, the f-puzzles round trips
 * and the rules bench.
 */
export const RULE_PUZZLES: Record<string, RuleRecipe> = {
  killer: { seed: 1501, title: "Killer sudoku (constructed)", options: { shape: "single", kinds: ["killer"], keep: 100, cageCover: 100, allSums: true } },
  jigsaw: { seed: 1502, title: "Jigsaw sudoku (constructed)", options: { shape: "single", kinds: ["jigsaw"], keep: 100 } },
  thermometer: { seed: 1503, title: "Thermo sudoku (constructed)", options: { shape: "single", kinds: ["thermometer"], keep: 100 } },
  arrow: { seed: 1505, title: "Arrow sudoku (constructed)", options: { shape: "single", kinds: ["arrow"], keep: 100 } },
  kropki: { seed: 1506, title: "Kropki sudoku (constructed)", options: { shape: "single", kinds: ["kropki"], keep: 100 } },
  "kropki-all-dots": {
    seed: 1512,
    title: "Kropki sudoku, all dots given (constructed)",
    options: { shape: "single", kinds: ["kropki-all-dots"], keep: 100 },
  },
  xv: { seed: 1507, title: "XV sudoku (constructed)", options: { shape: "single", kinds: ["xv"], keep: 100 } },
  "odd-even": { seed: 1508, title: "Odd-even sudoku (constructed)", options: { shape: "single", kinds: ["odd", "even"], keep: 100 } },
  "anti-knight": {
    seed: 1509,
    title: "Anti-knight sudoku (constructed)",
    options: { shape: "single", kinds: ["anti-knight"], keep: 100, wideBudget: 1_000_000 },
  },
  "anti-king": { seed: 1510, title: "Anti-king sudoku (constructed)", options: { shape: "single", kinds: ["anti-king"], keep: 100, wideBudget: 1_000_000 } },
  // puzzles/anti-taxicab.json has four givens put back by hand after this recipe (its source says which).
  "anti-taxicab": {
    seed: 1562,
    title: "Anti-taxicab sudoku (constructed)",
    options: { shape: "single", kinds: ["anti-taxicab"], keep: 100, wideBudget: 1_000_000 },
  },
  "159": {
    seed: 1590,
    title: "159 sudoku (constructed)",
    options: { shape: "single", kinds: ["indexing"], indexing: "column", keep: 100, wideBudget: 1_000_000 },
  },
  "value-indexing": {
    seed: 1591,
    title: "Value-indexing sudoku (constructed)",
    options: { shape: "single", kinds: ["value-indexing"], keep: 100 },
  },
  "non-consecutive": {
    seed: 1511,
    title: "Non-consecutive sudoku (constructed)",
    options: { shape: "single", kinds: ["non-consecutive"], keep: 100, wideBudget: 1_000_000 },
  },
  renban: { seed: 1521, title: "Renban sudoku (constructed)", options: { shape: "single", kinds: ["renban"], keep: 100 } },
  "german-whispers": {
    seed: 1522,
    title: "German whispers sudoku (constructed)",
    options: { shape: "single", kinds: ["german-whispers"], keep: 100 },
  },
  "dutch-whispers": {
    seed: 1541,
    title: "Dutch whispers sudoku: neighbours on a line differ by at least 4 (constructed)",
    options: { shape: "single", kinds: ["german-whispers"], keep: 100, whispersDifference: 4 },
  },
  candidates: { seed: 1542, title: "Sudoku with given candidates (constructed)", options: { shape: "single", kinds: ["candidates"], keep: 100 } },
  "xv-all-marks": {
    seed: 1543,
    title: "Negative XV sudoku: every X and V is given (constructed)",
    options: { shape: "single", kinds: ["xv-all-marks"], keep: 100 },
  },
  inequality: { seed: 1544, title: "Greater-than sudoku (constructed)", options: { shape: "single", kinds: ["inequality"], keep: 100 } },
  "pill-arrow": { seed: 1545, title: "Pill arrow sudoku (constructed)", options: { shape: "single", kinds: ["pill-arrow"], keep: 100 } },
  clone: { seed: 1546, title: "Clone sudoku (constructed)", options: { shape: "single", kinds: ["clone"], keep: 100 } },
  "entropic-line": { seed: 1547, title: "Entropic line sudoku (constructed)", options: { shape: "single", kinds: ["entropic-line"], keep: 100 } },
  "modular-line": { seed: 1548, title: "Modular line sudoku (constructed)", options: { shape: "single", kinds: ["modular-line"], keep: 100 } },
  zipper: { seed: 1546, title: "Zipper line sudoku (constructed)", options: { shape: "single", kinds: ["zipper"], keep: 100 } },
  "region-sum-line": {
    seed: 1547,
    title: "Region-sum lines sudoku (constructed)",
    options: { shape: "single", kinds: ["region-sum-line"], keep: 100 },
  },
  "parity-line": { seed: 1551, title: "Parity line sudoku (constructed)", options: { shape: "single", kinds: ["parity-line"], keep: 100 } },
  "lockout-line": { seed: 1554, title: "Lockout line sudoku (constructed)", options: { shape: "single", kinds: ["lockout-line"], keep: 100 } },
  "sum-line": { seed: 1553, title: "Sum line sudoku (constructed)", options: { shape: "single", kinds: ["sum-line"], keep: 100 } },
  "counting-circles": {
    seed: 1571,
    title: "Counting circles sudoku (constructed)",
    options: { shape: "single", kinds: ["counting-circles"], keep: 100 },
  },
  palindrome: { seed: 1523, title: "Palindrome sudoku (constructed)", options: { shape: "single", kinds: ["palindrome"], keep: 100 } },
  "between-line": { seed: 1524, title: "Between lines sudoku (constructed)", options: { shape: "single", kinds: ["between-line"], keep: 100 } },
  "disjoint-groups": {
    seed: 1525,
    title: "Disjoint groups sudoku (constructed)",
    options: { shape: "single", kinds: ["disjoint-groups"], keep: 100, wideBudget: 1_000_000 },
  },
  quadruple: { seed: 1526, title: "Quadruple sudoku (constructed)", options: { shape: "single", kinds: ["quadruple"], keep: 100 } },
  rellik: { seed: 1561, title: "Rellik sudoku (constructed)", options: { shape: "single", kinds: ["rellik"], keep: 100, cageCover: 60 } },
  "little-killer": { seed: 1527, title: "Little killer sudoku (constructed)", options: { shape: "single", kinds: ["little-killer"], keep: 100 } },
  sandwich: { seed: 1528, title: "Sandwich sudoku (constructed)", options: { shape: "single", kinds: ["sandwich"], keep: 100 } },
  skyscraper: { seed: 1547, title: "Skyscraper sudoku (constructed)", options: { shape: "single", kinds: ["skyscraper"], keep: 100 } },
  "hidden-skyscraper": { seed: 1560, title: "Hidden skyscraper sudoku (constructed)", options: { shape: "single", kinds: ["hidden-skyscraper"], keep: 100 } },
  "numbered-room": { seed: 1561, title: "Numbered room sudoku (constructed)", options: { shape: "single", kinds: ["numbered-room"], keep: 100 } },
  lunchbox: { seed: 1562, title: "Lunchbox sudoku (constructed)", options: { shape: "single", kinds: ["lunchbox"], keep: 100 } },
  "x-sum": { seed: 1546, title: "X-sums sudoku (constructed)", options: { shape: "single", kinds: ["x-sum"], keep: 100 } },
  "killer-samurai": {
    seed: 1504,
    title: "Killer samurai (constructed)",
    options: { shape: "samurai", kinds: ["killer"], keep: 100, cageCover: 100, allSums: true },
  },
  "killer-samurai-sparse": {
    seed: 1513,
    title: "Killer samurai, cages over half the cells (constructed)",
    options: { shape: "samurai", kinds: ["killer"], keep: 100, cageCover: 50 },
  },
  "killer-6x6": {
    seed: 1512,
    title: "Killer sudoku 6x6 (constructed)",
    options: { shape: "single", kinds: ["killer"], keep: 100, cageCover: 100, allSums: true, size: 6 },
  },
  "7x7-jigsaw": {
    seed: 1531,
    title: "Jigsaw 7x7 (constructed)",
    options: { shape: "single", kinds: ["jigsaw"], keep: 100, size: 7, box: "none" },
  },
  "5x5-latin-consecutive": {
    seed: 1532,
    title: "Consecutive Latin square 5x5: every pair of neighbours differing by 1 has a white dot (constructed)",
    options: { shape: "single", kinds: ["kropki-all-dots"], keep: 100, size: 5, box: "none", dotColors: ["white"] },
  },
};

/** The 9x9 single-grid puzzles under puzzles/ that show one kind of rule each (odd and even together). */
export const ONE_RULE_PUZZLES: readonly string[] = Object.entries(RULE_PUZZLES)
  .filter(([, { options }]) => options.shape === "single" && options.size === undefined)
  .map(([name]) => name);
