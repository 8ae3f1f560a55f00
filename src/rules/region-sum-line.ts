import { digitOfBit, lowestBit } from "../model/digits.js";
import type { Issue } from "../model/errors.js";
import type { RegionSumLineRule } from "../model/schemas.js";
import { lineSegments } from "./region-sum-line/segments.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, MAX_DIGIT, cellAt, cellList, cellsOf, checkCells, checkLineSteps, linePicture } from "./rule-kind.js";

/** Digits from lo to hi (1..16, clamped) as a mask; empty when lo > hi. */
function between(lo: number, hi: number): number {
  const from = Math.max(lo, 1);
  const to = Math.min(hi, MAX_DIGIT);
  return from > to ? 0 : (DIGIT_BITS >> (MAX_DIGIT - (to - from + 1))) << (from - 1);
}

/**
 * Region-sum lines: the line's digits add up to the same total in each stretch of it inside one box (a
 * jigsaw grid's regions in place of its boxes; a line that comes back into a box makes a second stretch
 * there). A grid without boxes or jigsaw regions has no regions to cut the line: the rule is refused there
 * (a layout error) rather than read as saying nothing. Propagation by bounds: each stretch's total lies
 * between the sums of its cells' smallest and largest candidates, and at least the sum of the smallest
 * different digits (a stretch lies in one unit); the common total in the meet of those ranges; each cell
 * keeps the digits that let its stretch reach it. On cells down to one digit the ranges meet, so unequal
 * totals fail.
 */
export const REGION_SUM_LINE: RuleKind<RegionSumLineRule> = {
  type: "region-sum-line",
  step: { name: "region-sum line bounds", difficulty: 1.8 },
  describe: (rule) => `region-sum line: cells ${cellList(rule.cells)} add up to the same total in each box they pass through`,
  sentence: () =>
    "Digits on a region-sum line add up to the same total in each box it passes through; where the line enters a box more than once, each stretch adds up to that total.",
  check: (rule, at, layout) => {
    const issues: Issue[] = [...checkCells(rule.cells, at, layout, "region-sum line"), ...checkLineSteps(rule.cells, at, "region-sum line")];
    if (issues.length > 0) return issues;
    const cut = lineSegments(layout, rule.cells);
    if ("problem" in cut) {
      const [r = 0, c = 0] = rule.cells[cut.index] ?? [];
      return [{ pointer: `${at}/cells/${cut.index}`, row: r + 1, col: c + 1, message: `region-sum line cell [${r}, ${c}] ${cut.problem}` }];
    }
    if (cut.segments.length < 2)
      return [{ pointer: `${at}/cells`, message: "a region-sum line inside one box restricts nothing: draw it through two boxes at least" }];
    return [];
  },
  propagators: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    const cut = lineSegments(geometry.layout, rule.cells);
    // A checked layout's line is cut into stretches; the indexes are the line's.
    const segments = "problem" in cut ? [] : cut.segments.map((s) => Int32Array.from(s, (i) => cells[i]!));
    const lows = new Int32Array(segments.length);
    const highs = new Int32Array(segments.length);
    return [
      {
        cells,
        // segments hold cells of the layout, in range of cand; lows and highs one slot per segment.
        propagate: (cand) => {
          let low = 0;
          let high = Number.POSITIVE_INFINITY;
          for (let k = 0; k < segments.length; k++) {
            const seg = segments[k]!;
            let lo = 0;
            let hi = 0;
            for (let i = 0; i < seg.length; i++) {
              const m = cand[seg[i]!]! & DIGIT_BITS;
              if (m === 0) return false;
              lo += digitOfBit(lowestBit(m));
              hi += digitOfBit(m);
            }
            lows[k] = lo;
            highs[k] = hi;
            // A stretch lies in one box: different digits, 1 + 2 + ... at least, the largest digits at most
            // (for the common total only: a cell's own bounds below use the plain sums, which stay sound).
            const n = seg.length;
            low = Math.max(low, lo, (n * (n + 1)) / 2);
            high = Math.min(high, hi, n * geometry.size - (n * (n - 1)) / 2);
          }
          if (low > high) return false;
          for (let k = 0; k < segments.length; k++) {
            const seg = segments[k]!;
            for (let i = 0; i < seg.length; i++) {
              const cell = seg[i]!;
              const m = cand[cell]! & DIGIT_BITS;
              // The other cells of the stretch add up to between lows - this cell's least and highs - its most.
              const inCell = m & between(low - (highs[k]! - digitOfBit(m)), high - (lows[k]! - digitOfBit(lowestBit(m))));
              if (inCell === 0) return false;
              cand[cell]! &= inCell | ~DIGIT_BITS;
            }
          }
          return true;
        },
      },
    ];
  },
  violation: (rule, geometry, solution) => {
    const cut = lineSegments(geometry.layout, rule.cells);
    if ("problem" in cut) return undefined; // the layout checks refuse it
    // A checked layout's line cells are in its grids: cellAt finds each, and the solution has its digit.
    const totals = cut.segments.map((s) => s.reduce((sum, i) => sum + solution[cellAt(geometry, rule.cells[i] ?? [])]!, 0));
    return totals.every((t) => t === totals[0])
      ? undefined
      : `region-sum line at [${rule.cells[0]?.join(", ")}]: its stretches in the boxes add up to ${totals.join(", ")}, not one total`;
  },
  svg: (rule, _geometry, draw) => [linePicture(rule.cells, "region-sum-line", "#4a90d9", 0.2, draw)],
};
