import type { Issue } from "../model/errors.js";
import { digitString } from "../model/digit-chars.js";
import { gridShape } from "../model/grid-size.js";
import type { XSumRule } from "../model/schemas.js";
import { clueLineName } from "./clue-line-name.js";
import { outsideClueSvg } from "./outside-clue-svg.js";
import type { RuleKind } from "./rule-kind.js";
import { cellAt, cellsOf, checkCells, DIGIT_BITS, narrowToKept } from "./rule-kind.js";
import { isClueLine, sandwichClue } from "./sandwich.js";

/** The largest X-sum of a size: the whole line, 1 + ... + size. */
export function largestXSum(size: number): number {
  return (size * (size + 1)) / 2;
}

/** The lowest and highest sums of k different digits of 1..size that leave out digit x (0 when k is 0). */
function distinctBounds(k: number, x: number, size: number): [number, number] {
  let lo = 0;
  let hi = 0;
  for (let d = 1, n = 0; d <= size && n < k; d++) if (d !== x) (lo += d), n++;
  for (let d = size, n = 0; d >= 1 && n < k; d--) if (d !== x) (hi += d), n++;
  return [lo, hi];
}

/**
 * X-sums: a clue outside a grid beside a row or column; the first X cells from that side add up to it,
 * where X is the digit in the first cell (so the first cell counts itself).
 *
 * Propagation per first digit x the first cell allows: the x - 1 cells after it hold different digits
 * other than x adding up to clue - x. For that x to stay, the sum must lie between the least and the most
 * those cells can reach, each cell taken at its own lowest (highest) candidate other than x and, as they
 * differ, at least (at most) the sum of the k smallest (largest) digits other than x. Each of the x - 1 cells
 * keeps its digits v other than x with v + the others' least <= clue - x <= v + the others' most; cells past
 * the x-th are free. Every cell keeps the union over the first digits left. Exact on a finished line.
 */
export const X_SUM: RuleKind<XSumRule> = {
  type: "x-sum",
  step: { name: "X-sums", difficulty: 2.5 },
  describe: (rule) => `X-sum: the first X cells of ${clueLineName(rule.cells)} from the clue add up to ${rule.sum}, X the first cell's digit`,
  sentence: () => "A clue outside the grid gives the sum of the first X digits in that row or column from the clue, where X is the first of those digits.",
  check: (rule, at, layout) => {
    const issues: Issue[] = checkCells(rule.cells, at, layout, "X-sum");
    const { size } = gridShape(layout);
    if (issues.length === 0 && !isClueLine(rule.cells, layout.grids, size)) {
      issues.push({
        pointer: `${at}/cells`,
        message: `an X-sum lists the whole row or column of a grid (${size} cells), in order from the clue beside one end of it`,
      });
    }
    if (rule.sum > largestXSum(size)) {
      issues.push({ pointer: `${at}/sum`, message: `the first X digits of a line of ${size} add up to ${largestXSum(size)} at most, not ${rule.sum}` });
    }
    return issues;
  },
  propagators: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    const n = cells.length;
    const size = geometry.size;
    const keep = new Int32Array(n);
    const lows = new Int32Array(n);
    const highs = new Int32Array(n);
    const kept = new Int32Array(n);
    return [
      {
        cells,
        // t < n: cells[t] is a cell of the layout, in range of cand; x <= size = n.
        propagate: (cand) => {
          keep.fill(0);
          const first = cand[cells[0]!]! & DIGIT_BITS;
          for (let x = 1; x <= Math.min(size, n); x++) {
            const bit = 1 << (x - 1);
            if ((first & bit) === 0) continue;
            const rest = rule.sum - x;
            const k = x - 1;
            const [dLo, dHi] = distinctBounds(k, x, size);
            if (rest < dLo || rest > dHi) continue;
            let lo = 0;
            let hi = 0;
            let ok = true;
            for (let t = 1; t <= k && ok; t++) {
              const m = cand[cells[t]!]! & DIGIT_BITS & ~bit;
              if (m === 0) ok = false;
              else {
                lows[t] = 32 - Math.clz32(m & -m);
                highs[t] = 32 - Math.clz32(m);
                lo += lows[t]!;
                hi += highs[t]!;
              }
            }
            if (!ok || rest < lo || rest > hi) continue;
            kept.fill(0);
            for (let t = 1; t <= k && ok; t++) {
              const m = cand[cells[t]!]! & DIGIT_BITS & ~bit;
              const otherLo = Math.max(lo - lows[t]!, distinctBounds(k - 1, x, size)[0]);
              const otherHi = Math.min(hi - highs[t]!, distinctBounds(k - 1, x, size)[1]);
              for (let v = 1; v <= size; v++) {
                const vb = 1 << (v - 1);
                if ((m & vb) !== 0 && v + otherLo <= rest && v + otherHi >= rest) kept[t]! |= vb;
              }
              if (kept[t] === 0) ok = false;
            }
            if (!ok) continue;
            keep[0]! |= bit;
            for (let t = 1; t < n; t++) keep[t]! |= t <= k ? kept[t]! : cand[cells[t]!]! & DIGIT_BITS;
          }
          return narrowToKept(cand, cells, keep);
        },
      },
    ];
  },
  violation: (rule, geometry, solution) => {
    // A checked layout's X-sum cells are in its grids: cellAt finds each, and the solution has its digit.
    const digits = rule.cells.map((p) => solution[cellAt(geometry, p)]!);
    const x = digits[0] ?? 0;
    const sum = digits.slice(0, x).reduce((a, b) => a + b, 0);
    return sum === rule.sum
      ? undefined
      : `X-sum at [${sandwichClue(rule.cells).join(", ")}]: the first ${x} digits of ${digitString(digits)} add up to ${sum}, not ${rule.sum}`;
  },
  clues: (rule) => [sandwichClue(rule.cells)],
  svg: (rule, _geometry, drawing) => outsideClueSvg("x-sum", sandwichClue(rule.cells), String(rule.sum), drawing),
};
