import type { Issue } from "../model/errors.js";
import { digitString } from "../model/digit-chars.js";
import { digitOfBit, lowestBit } from "../model/digits.js";
import { gridShape } from "../model/grid-size.js";
import type { SkyscraperRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { cellAt, cellsOf, checkCells, DIGIT_BITS, narrowToKept } from "./rule-kind.js";
import { isClueLine, sandwichClue } from "./sandwich.js";
import { outsideClueSvg } from "./outside-clue-svg.js";

/** How many digits of a line are seen from its first cell: each one taller than every digit before it. */
export function visibleCount(digits: readonly number[]): number {
  let tallest = 0;
  let seen = 0;
  for (const d of digits) {
    if (d > tallest) {
      seen++;
      tallest = d;
    }
  }
  return seen;
}

const NONE = 1 << 20;

/**
 * Skyscrapers: a clue outside a grid beside a row or column counts the digits seen from that side, a digit
 * hiding the smaller ones behind it (the largest digit is always seen; a clue of 1 puts it first, a clue of
 * size makes the line increase).
 *
 * Propagation by the line's running maximum: from the front, for each cell and each tallest-so-far m, the
 * least and most digits seen before it (every candidate tried, their differences set aside, which only
 * widens the bounds); from the back, the least and most seen from a cell on, given m, ending with the
 * largest digit placed. A digit d stays in a cell when, for some m before it, the front's bounds plus d's
 * own count (1 when d > m) plus the back's bounds from max(m, d) contain the clue. This holds the classic
 * rules: a first digit d sees at most 1 + size - d, so it is at most size - clue + 1; clue 1 leaves the first
 * cell only the largest digit; clue size, the increasing line. Exact on a finished line.
 * At most cells x size x size steps.
 */
export const SKYSCRAPER: RuleKind<SkyscraperRule> = {
  type: "skyscraper",
  step: { name: "skyscraper counts", difficulty: 2.5 },
  describe: (rule) => `skyscraper: ${rule.count} digits are seen from the clue beside [${sandwichClue(rule.cells).join(", ")}]`,
  sentence: () => "A clue outside the grid counts the digits seen from that side of its row or column, a digit hiding the smaller ones behind it.",
  check: (rule, at, layout) => {
    const issues: Issue[] = checkCells(rule.cells, at, layout, "skyscraper");
    const { size } = gridShape(layout);
    if (issues.length === 0 && !isClueLine(rule.cells, layout.grids, size)) {
      issues.push({
        pointer: `${at}/cells`,
        message: `a skyscraper clue lists the whole row or column of a grid (${size} cells), in order from the clue beside one end of it`,
      });
    }
    if (rule.count > size) issues.push({ pointer: `${at}/count`, message: `at most ${size} digits are seen along a line of ${size}, not ${rule.count}` });
    return issues;
  },
  propagators: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    const n = cells.length;
    const size = geometry.size;
    const w = size + 1;
    // front[i * w + m]: least / most seen among cells before i with m the tallest so far (NONE: unreachable).
    const fLo = new Int32Array((n + 1) * w);
    const fHi = new Int32Array((n + 1) * w);
    // back[i * w + m]: least / most seen from cell i on, m the tallest before it, the largest digit placed by the end.
    const bLo = new Int32Array((n + 1) * w);
    const bHi = new Int32Array((n + 1) * w);
    const keep = new Int32Array(n);
    const clue = rule.count;
    return [
      {
        cells,
        // i < n: cells[i] is a cell of the layout, in range of cand; every index below (n + 1) * w.
        propagate: (cand) => {
          fLo.fill(NONE);
          fHi.fill(-NONE);
          bLo.fill(NONE);
          bHi.fill(-NONE);
          fLo[0] = 0;
          fHi[0] = 0;
          // Each step splits a cell's candidates at the tallest so far, m: those at most m (`below`, the low m bits:
          // digit d is bit d - 1) all hide behind it and lead to the same state, one update for all of them; each
          // taller digit is seen and becomes the tallest, one update each (their bits walked lowest first).
          for (let i = 0; i < n; i++) {
            const m0 = cand[cells[i]!]! & DIGIT_BITS;
            for (let m = 0; m <= size; m++) {
              const lo = fLo[i * w + m]!;
              if (lo === NONE) continue;
              const hi = fHi[i * w + m]!;
              const below = (1 << m) - 1;
              if ((m0 & below) !== 0) {
                const at = (i + 1) * w + m;
                if (lo < fLo[at]!) fLo[at] = lo;
                if (hi > fHi[at]!) fHi[at] = hi;
              }
              for (let taller = m0 & ~below; taller !== 0; taller &= taller - 1) {
                const at = (i + 1) * w + digitOfBit(lowestBit(taller));
                if (lo + 1 < fLo[at]!) fLo[at] = lo + 1;
                if (hi + 1 > fHi[at]!) fHi[at] = hi + 1;
              }
            }
          }
          const end = n * w + size;
          if (fLo[end] === NONE || clue < fLo[end]! || clue > fHi[end]!) return false;
          bLo[end] = 0;
          bHi[end] = 0;
          for (let i = n - 1; i >= 0; i--) {
            const m0 = cand[cells[i]!]! & DIGIT_BITS;
            for (let m = 0; m <= size; m++) {
              const at = i * w + m;
              // A state the front never reaches is never read: the last pass starts from the front's states only.
              if (fLo[at] === NONE) continue;
              const hidden = (i + 1) * w + m;
              const below = (1 << m) - 1;
              if ((m0 & below) !== 0 && bLo[hidden] !== NONE) {
                if (bLo[hidden]! < bLo[at]!) bLo[at] = bLo[hidden]!;
                if (bHi[hidden]! > bHi[at]!) bHi[at] = bHi[hidden]!;
              }
              for (let taller = m0 & ~below; taller !== 0; taller &= taller - 1) {
                const next = (i + 1) * w + digitOfBit(lowestBit(taller));
                if (bLo[next] === NONE) continue;
                if (bLo[next]! + 1 < bLo[at]!) bLo[at] = bLo[next]! + 1;
                if (bHi[next]! + 1 > bHi[at]!) bHi[at] = bHi[next]! + 1;
              }
            }
          }
          keep.fill(0);
          for (let i = 0; i < n; i++) {
            const m0 = cand[cells[i]!]! & DIGIT_BITS;
            for (let m = 0; m <= size; m++) {
              const lo = fLo[i * w + m]!;
              if (lo === NONE) continue;
              const hi = fHi[i * w + m]!;
              const below = (1 << m) - 1;
              const hiding = m0 & below & ~keep[i]!;
              const hidden = (i + 1) * w + m;
              if (hiding !== 0 && bLo[hidden] !== NONE && lo + bLo[hidden]! <= clue && clue <= hi + bHi[hidden]!) keep[i]! |= hiding;
              for (let taller = m0 & ~below & ~keep[i]!; taller !== 0; taller &= taller - 1) {
                const next = (i + 1) * w + digitOfBit(lowestBit(taller));
                if (bLo[next] === NONE) continue;
                if (lo + 1 + bLo[next]! <= clue && clue <= hi + 1 + bHi[next]!) keep[i]! |= lowestBit(taller);
              }
            }
          }
          return narrowToKept(cand, cells, keep);
        },
      },
    ];
  },
  violation: (rule, geometry, solution) => {
    // A checked layout's skyscraper cells are in its grids: cellAt finds each, and the solution has its digit.
    const digits = rule.cells.map((p) => solution[cellAt(geometry, p)]!);
    const seen = visibleCount(digits);
    return seen === rule.count
      ? undefined
      : `skyscraper at [${sandwichClue(rule.cells).join(", ")}]: ${digitString(digits)} shows ${seen} digits, not ${rule.count}`;
  },
  clues: (rule) => [sandwichClue(rule.cells)],
  // A boxed number, as setters often draw a skyscraper clue, so it is not read as a sum.
  svg: (rule, _geometry, drawing) => outsideClueSvg("skyscraper", sandwichClue(rule.cells), String(rule.count), drawing, "box"),
};
