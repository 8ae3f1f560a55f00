import type { Issue } from "../model/errors.js";
import { digitString } from "../model/digit-chars.js";
import { gridShape } from "../model/grid-size.js";
import type { LunchboxRule } from "../model/schemas.js";
import { clueLineName } from "./clue-line-name.js";
import { cageCombinations } from "./killer/combinations.js";
import { outsideClueSvg } from "./outside-clue-svg.js";
import type { RuleKind } from "./rule-kind.js";
import { cellAt, cellsOf, checkCells, checkLineSteps, DIGIT_BITS, linePicture, narrowToKept } from "./rule-kind.js";
import { isClueLine, largestSandwich, sandwichClue } from "./sandwich.js";

const popcount = (m: number): number => {
  let n = 0;
  for (let v = m; v !== 0; v &= v - 1) n++;
  return n;
};

/** What the digits strictly between the smallest and the largest of a line add up to, in line order. */
export function lunchboxSum(digits: readonly number[]): number {
  let lo = 0;
  let hi = 0;
  digits.forEach((d, i) => {
    if (d < (digits[lo] ?? 0)) lo = i;
    if (d > (digits[hi] ?? 0)) hi = i;
  });
  return digits.slice(Math.min(lo, hi) + 1, Math.max(lo, hi)).reduce((a, b) => a + b, 0);
}

/** Whether the cells are one straight run of a row or column (a clue may stand one step before them). */
function straight(cells: readonly (readonly number[])[]): boolean {
  const [r0 = 0, c0 = 0] = cells[0] ?? [];
  const [r1 = 0, c1 = 0] = cells[1] ?? [];
  const dr = r1 - r0;
  const dc = c1 - c0;
  return Math.abs(dr) + Math.abs(dc) === 1 && cells.every(([r = 0, c = 0], k) => r === r0 + k * dr && c === c0 + k * dc);
}

/**
 * Lunchboxes (ISS's Lunchbox): cells along a line whose digits differ; the digits between the smallest and
 * the largest of them, in line order, add up to the clue. On a whole row or column of a grid the bread is 1
 * and the size, as a sandwich's, and the clue stands outside the grid; a shorter lunchbox finds its own.
 *
 * Propagation by the places i, j of the smallest and largest digit and their digits a < b: every digit of
 * the lunchbox lies in a..b, so the other n - 2 cells take different digits strictly between; for each set
 * of |i - j| - 1 of them adding up to the clue (killer/combinations.ts), the cells between must each take
 * one of its digits and together all of them, the cells outside each a digit between a and b not in the set,
 * enough of them for those cells. Each cell keeps what some possible (i, j, a, b, set) leaves it. Exact on a
 * finished lunchbox. At most n^2 places times size^2 breads times the sets.
 */
export const LUNCHBOX: RuleKind<LunchboxRule> = {
  type: "lunchbox",
  step: { name: "lunchbox sums", difficulty: 2.5 },
  describe: (rule) => `lunchbox: between the smallest and the largest digit of ${clueLineName(rule.cells)} the digits add up to ${rule.sum}`,
  sentence: () =>
    "Digits in a lunchbox do not repeat; the digits between its smallest and largest digit add up to its clue (outside the grid: the row or column's, between its 1 and its largest digit).",
  check: (rule, at, layout) => {
    const issues: Issue[] = [...checkCells(rule.cells, at, layout, "lunchbox"), ...checkLineSteps(rule.cells, at, "lunchbox")];
    const { size } = gridShape(layout);
    if (rule.cells.length > size)
      issues.push({ pointer: `${at}/cells`, message: `a lunchbox's digits differ: at most ${size} cells, not ${rule.cells.length}` });
    // n different digits from a to b: the bread at least n - 1 apart, the filling at most the n - 2 digits below the largest.
    const n = Math.min(rule.cells.length, size);
    let most = 0;
    for (let d = size - 1, k = 0; k < n - 2; d--, k++) most += d;
    if (rule.sum > Math.min(most, largestSandwich(size))) {
      issues.push({ pointer: `${at}/sum`, message: `the digits between the smallest and largest of ${n} add up to ${most} at most, not ${rule.sum}` });
    }
    return issues;
  },
  distinct: (rule, geometry) => [rule.cells.map((p) => cellAt(geometry, p))],
  propagators: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    const n = cells.length;
    const size = geometry.size;
    // sets[k]: the sets of k different digits adding up to the clue (k = 0: the empty set, for a clue of 0).
    const sets = Array.from({ length: Math.max(n - 1, 1) }, (_, k) => (k === 0 ? (rule.sum === 0 ? [0] : []) : cageCombinations(k, rule.sum, size)));
    const keep = new Int32Array(n);
    return [
      {
        cells,
        // i, j, t < n: cells[t] is a cell of the layout, in range of cand; k = |i - j| - 1 < n - 1 indexes sets.
        propagate: (cand) => {
          keep.fill(0);
          let any = false;
          for (let i = 0; i < n; i++) {
            const mi = cand[cells[i]!]! & DIGIT_BITS;
            for (let j = 0; j < n; j++) {
              if (j === i) continue;
              const mj = cand[cells[j]!]! & DIGIT_BITS;
              const lo = Math.min(i, j);
              const hi = Math.max(i, j);
              const fillings = sets[hi - lo - 1]!;
              if (fillings.length === 0) continue;
              for (let a = 1; a <= size; a++) {
                const aBit = 1 << (a - 1);
                if ((mi & aBit) === 0) continue;
                for (let b = a + n - 1; b <= size; b++) {
                  const bBit = 1 << (b - 1);
                  if ((mj & bBit) === 0) continue;
                  // The digits strictly between a and b.
                  const middle = (bBit - 1) & ~((aBit << 1) - 1);
                  for (const set of fillings) {
                    if ((set & ~middle) !== 0) continue;
                    let union = 0;
                    let ok = true;
                    for (let t = lo + 1; t < hi && ok; t++) {
                      const m = cand[cells[t]!]! & set;
                      ok = m !== 0;
                      union |= m;
                    }
                    if (!ok || union !== set) continue;
                    const rest = middle & ~set;
                    let outside = 0;
                    for (let t = 0; t < n && ok; t++) {
                      if (t >= lo && t <= hi) continue;
                      const m = cand[cells[t]!]! & rest;
                      ok = m !== 0;
                      outside |= m;
                    }
                    if (!ok || popcount(outside) < n - 1 - (hi - lo)) continue;
                    any = true;
                    keep[i]! |= aBit;
                    keep[j]! |= bBit;
                    for (let t = 0; t < n; t++) if (t !== i && t !== j) keep[t]! |= cand[cells[t]!]! & (t > lo && t < hi ? set : rest);
                  }
                }
              }
            }
          }
          if (!any) return false;
          return narrowToKept(cand, cells, keep);
        },
      },
    ];
  },
  violation: (rule, geometry, solution) => {
    // A checked layout's lunchbox cells are in its grids: cellAt finds each, and the solution has its digit.
    const digits = rule.cells.map((p) => solution[cellAt(geometry, p)]!);
    const where = `lunchbox at [${(rule.cells[0] ?? []).join(", ")}]`;
    if (new Set(digits).size !== digits.length) return `${where}: ${digitString(digits)} repeats a digit`;
    const sum = lunchboxSum(digits);
    return sum === rule.sum
      ? undefined
      : `${where}: the digits between the smallest and the largest of ${digitString(digits)} add up to ${sum}, not ${rule.sum}`;
  },
  // A straight lunchbox may be a grid's whole row or column, its clue one step before it (the picture makes room).
  clues: (rule) => (straight(rule.cells) ? [sandwichClue(rule.cells)] : []),
  svg: (rule, geometry, draw) => {
    if (isClueLine(rule.cells, geometry.grids, geometry.size)) return outsideClueSvg("lunchbox", sandwichClue(rule.cells), String(rule.sum), draw, "none");
    // A grey band along the cells, as ISS shades a lunchbox, the sum small at its first cell's corner.
    const { s, x, y } = draw;
    const [r = 0, c = 0] = rule.cells[0] ?? [];
    return [
      linePicture(rule.cells, "lunchbox", "#a0a0a0", 0.7, draw),
      `<text class="lunchbox" x="${x(c) + s * 0.06}" y="${y(r) + s * 0.06}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${Math.round(s * 0.24)}" dominant-baseline="hanging" fill="#000000" stroke="#ffffff" stroke-width="2" paint-order="stroke">${rule.sum}</text>`,
    ];
  },
};
