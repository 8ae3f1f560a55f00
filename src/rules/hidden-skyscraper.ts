import type { Issue } from "../model/errors.js";
import { digitString } from "../model/digit-chars.js";
import { gridShape } from "../model/grid-size.js";
import type { HiddenSkyscraperRule } from "../model/schemas.js";
import { clueLineName } from "./clue-line-name.js";
import { outsideClueSvg } from "./outside-clue-svg.js";
import type { RuleKind } from "./rule-kind.js";
import { cellAt, cellsOf, checkCells, DIGIT_BITS, narrowToKept } from "./rule-kind.js";
import { isClueLine, sandwichClue } from "./sandwich.js";

/** The first digit of a line hidden from its first cell (lower than some digit before it), 0 when none is. */
export function firstHidden(digits: readonly number[]): number {
  let tallest = 0;
  for (const d of digits) {
    if (d < tallest) return d;
    tallest = d;
  }
  return 0;
}

/** The highest digit of a mask (0 for none). */
const highest = (m: number): number => 32 - Math.clz32(m);
/** The lowest digit of a mask (0 for none). */
const lowest = (m: number): number => (m === 0 ? 0 : 32 - Math.clz32(m & -m));
/** The digits above d, as a mask (d = 0: every digit). */
const above = (d: number): number => ~((1 << d) - 1);

/**
 * Hidden skyscrapers (ISS's HiddenSkyscraper): a clue outside a grid beside a row or column names the first
 * digit, from that side, that is hidden, lower than some digit before it. So the cells before it increase
 * and the last of them is taller than the clue; the first cell never holds it.
 *
 * Propagation per place k of the clue's digit X (k >= 1, X a candidate there): the cells before it hold an
 * increasing run of digits other than X whose last is above X. A forward pass keeps the digits above the
 * least reachable one before (the run so far), a backward pass those below the highest kept after, starting
 * from the digits above X at k - 1. Each cell keeps what some k leaves it: the run's digits before k, X at
 * k, any digit but X after. Exact on a line whose digits differ (a row or column). At most size^2 steps.
 */
export const HIDDEN_SKYSCRAPER: RuleKind<HiddenSkyscraperRule> = {
  type: "hidden-skyscraper",
  step: { name: "hidden skyscrapers", difficulty: 2.5 },
  describe: (rule) => `hidden skyscraper: the first digit of ${clueLineName(rule.cells)} hidden from the clue is ${rule.digit}`,
  sentence: () => "A clue outside the grid is the first digit in that row or column, read from the clue, that is hidden: lower than some digit before it.",
  check: (rule, at, layout) => {
    const issues: Issue[] = checkCells(rule.cells, at, layout, "hidden skyscraper");
    const { size } = gridShape(layout);
    if (issues.length === 0 && !isClueLine(rule.cells, layout.grids, size)) {
      issues.push({
        pointer: `${at}/cells`,
        message: `a hidden skyscraper clue lists the whole row or column of a grid (${size} cells), in order from the clue beside one end of it`,
      });
    }
    if (rule.digit >= size)
      issues.push({ pointer: `${at}/digit`, message: `the largest digit, ${size}, is never hidden: the clue is 1 to ${size - 1}, not ${rule.digit}` });
    return issues;
  },
  propagators: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    const n = cells.length;
    const x = rule.digit;
    const xBit = 1 << (x - 1);
    const keep = new Int32Array(n);
    const run = new Int32Array(n);
    const back = new Int32Array(n);
    return [
      {
        cells,
        // k, i < n: cells[i] is a cell of the layout, in range of cand; run, back and keep have n slots.
        propagate: (cand) => {
          keep.fill(0);
          let any = false;
          let reach = 0;
          for (let k = 1; k < n; k++) {
            // run[k - 1]: the digits cell k - 1 may hold in an increasing run from the first cell, X left out.
            const m = cand[cells[k - 1]!]! & DIGIT_BITS & ~xBit;
            reach = k === 1 ? m : m & above(lowest(reach));
            run[k - 1] = reach;
            if (reach === 0) break;
            if ((cand[cells[k]!]! & xBit) === 0) continue;
            let next = reach & above(x);
            if (next === 0) continue;
            back.set(run.subarray(0, k));
            back[k - 1] = next;
            let ok = true;
            for (let i = k - 2; i >= 0 && ok; i--) {
              next = back[i]! & ~above(highest(next) - 1);
              back[i] = next;
              ok = next !== 0;
            }
            if (!ok) continue;
            any = true;
            for (let i = 0; i < k; i++) keep[i]! |= back[i]!;
            keep[k]! |= xBit;
            for (let i = k + 1; i < n; i++) keep[i]! |= cand[cells[i]!]! & ~xBit;
          }
          if (!any) return false;
          return narrowToKept(cand, cells, keep);
        },
      },
    ];
  },
  violation: (rule, geometry, solution) => {
    // A checked layout's clue cells are in its grids: cellAt finds each, and the solution has its digit.
    const digits = rule.cells.map((p) => solution[cellAt(geometry, p)]!);
    const hidden = firstHidden(digits);
    return hidden === rule.digit
      ? undefined
      : `hidden skyscraper at [${sandwichClue(rule.cells).join(", ")}]: the first digit hidden in ${digitString(digits)} is ${hidden === 0 ? "none" : hidden}, not ${rule.digit}`;
  },
  clues: (rule) => [sandwichClue(rule.cells)],
  // A dashed box: a skyscraper's boxed count, told apart from it.
  svg: (rule, _geometry, drawing) => outsideClueSvg("hidden-skyscraper", sandwichClue(rule.cells), String(rule.digit), drawing, "dashed"),
};
