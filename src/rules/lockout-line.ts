import { digitString } from "../model/digit-chars.js";
import type { Issue } from "../model/errors.js";
import { gridShape } from "../model/grid-size.js";
import type { LockoutLineRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, MAX_DIGIT, cellAt, cellList, cellsOf, checkCells, checkLineSteps, linePicture } from "./rule-kind.js";

/**
 * The least difference of a lockout line's ends: its own, else half the size rounded down (4 on 9x9, the
 * Interactive Sudoku Solver's default for its Lockout; 2, 3, 4, 6, 8 on 4x4, 6x6, 8x8, 12x12, 16x16).
 */
export function lockoutDifference(rule: LockoutLineRule, size: number): number {
  return rule.difference ?? Math.floor(size / 2);
}

/** Digits outside lo..hi (1..16, lo <= hi), the range locked out, as a mask. */
function outside(lo: number, hi: number): number {
  return DIGIT_BITS & ~(((1 << (hi - lo + 1)) - 1) << (lo - 1));
}

/**
 * Lockout lines (the Interactive Sudoku Solver's Lockout): the digits in the two diamonds at the line's
 * ends differ by at least the difference, and every digit on the rest of the line lies outside the range
 * they span, ends included (below the smaller or above the larger). Digits may repeat along the line
 * where no unit forbids it.
 *
 * Propagation by the pairs of end digits, as a between line's: a pair (a, b) far enough apart is possible
 * when every inner cell can take a digit outside a..b; the ends keep the digits of a possible pair, each
 * inner cell the digits outside some possible pair. At most 16 x 16 pairs, each a mask test per inner cell.
 * On cells down to one digit there is one pair, possible exactly when the rule holds.
 */
export const LOCKOUT_LINE: RuleKind<LockoutLineRule> = {
  type: "lockout-line",
  step: { name: "lockout lines", difficulty: 2.0 },
  describe: (rule) =>
    `lockout line: the diamonds at ${cellList([rule.cells[0] ?? [], rule.cells.at(-1) ?? []])} differ by at least ${rule.difference ?? "half the size"}, the digits of ${cellList(rule.cells.slice(1, -1))} lie outside their range`,
  sentence: (rule) =>
    `The digits in the diamonds at the ends of a lockout line differ by at least ${rule.difference ?? "4 on 9x9 (half the size, rounded down)"}; no digit on the rest of the line lies between them, or equals either.`,
  check: (rule, at, layout) => {
    const issues: Issue[] = [...checkCells(rule.cells, at, layout, "lockout line"), ...checkLineSteps(rule.cells, at, "lockout line")];
    const { size } = gridShape(layout);
    if (rule.difference !== undefined && rule.difference > size - 1) {
      issues.push({
        pointer: `${at}/difference`,
        message: `a lockout line's ends differ by ${size - 1} at most on a grid of 1-${size}, and this one asks for ${rule.difference}`,
      });
    }
    return issues;
  },
  propagators: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    const n = cells.length;
    const first = cells[0]!; // the schema gives two cells at least: the two diamonds
    const last = cells[n - 1]!;
    const least = lockoutDifference(rule, geometry.size);
    return [
      {
        cells,
        // Every cells[i] (0 < i < n - 1) is a cell of the layout, in range of cand; a, b in 1..16.
        propagate: (cand) => {
          const ends = [cand[first]! & DIGIT_BITS, cand[last]! & DIGIT_BITS];
          let keepFirst = 0;
          let keepLast = 0;
          let inner = 0;
          for (let a = 1; a <= MAX_DIGIT; a++) {
            if (((ends[0]! >> (a - 1)) & 1) === 0) continue;
            for (let b = 1; b <= MAX_DIGIT; b++) {
              if (((ends[1]! >> (b - 1)) & 1) === 0 || Math.abs(a - b) < least) continue;
              const free = a < b ? outside(a, b) : outside(b, a);
              let ok = true;
              for (let i = 1; i < n - 1 && ok; i++) ok = (cand[cells[i]!]! & free) !== 0;
              if (!ok) continue;
              keepFirst |= 1 << (a - 1);
              keepLast |= 1 << (b - 1);
              inner |= free;
            }
          }
          if (keepFirst === 0) return false;
          cand[first]! &= keepFirst | ~DIGIT_BITS;
          cand[last]! &= keepLast | ~DIGIT_BITS;
          for (let i = 1; i < n - 1; i++) cand[cells[i]!]! &= inner | ~DIGIT_BITS; // each keeps a digit of a possible pair
          return true;
        },
      },
    ];
  },
  violation: (rule, geometry, solution) => {
    // A checked layout's line cells are in its grids: cellAt finds each, and the solution has its digit.
    const digits = rule.cells.map((p) => solution[cellAt(geometry, p)]!);
    const a = digits[0] ?? 0;
    const b = digits.at(-1) ?? 0;
    const least = lockoutDifference(rule, geometry.size);
    const where = `lockout line at [${rule.cells[0]?.join(", ")}]`;
    if (Math.abs(a - b) < least) return `${where}: the diamonds hold ${a} and ${b}, less than ${least} apart`;
    const [lo, hi] = a < b ? [a, b] : [b, a];
    const inside = digits.slice(1, -1).filter((d) => d >= lo && d <= hi);
    return inside.length === 0 ? undefined : `${where}: ${digitString(inside)} lie between ${lo} and ${hi} (${digitString(digits)})`;
  },
  svg: (rule, _geometry, draw) => {
    const { s, x, y } = draw;
    const diamond = ([r = 0, c = 0]: readonly number[]): string => {
      const cx = x(c) + s / 2;
      const cy = y(r) + s / 2;
      const h = Math.round(s * 0.42);
      return `<polygon points="${cx},${cy - h} ${cx + h},${cy} ${cx},${cy + h} ${cx - h},${cy}" fill="#ffffff" stroke="#8c8cd9" stroke-width="2"/>`;
    };
    const [r0 = 0, c0 = 0] = rule.cells[0] ?? [];
    const label =
      rule.difference === undefined
        ? []
        : [`<text x="${x(c0) + s * 0.1}" y="${y(r0) + s * 0.26}" font-size="${Math.round(s * 0.22)}" fill="#5a5ab4">${rule.difference}</text>`];
    return [
      `<g class="lockout-line">`,
      linePicture(rule.cells, "lockout-line-path", "#b4b4f0", 0.12, draw),
      diamond(rule.cells[0] ?? []),
      diamond(rule.cells.at(-1) ?? []),
      ...label,
      "</g>",
    ];
  },
};
