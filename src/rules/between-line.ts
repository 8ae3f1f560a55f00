import { digitString } from "../model/digit-chars.js";
import type { BetweenLineRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, MAX_DIGIT, cellAt, cellList, cellsOf, checkCells, checkLineSteps, linePicture } from "./rule-kind.js";

/** Digits strictly between lo and hi (1..16) as a mask; empty when they are neighbours or equal. */
function strictlyBetween(lo: number, hi: number): number {
  return hi - lo < 2 ? 0 : ((1 << (hi - lo - 1)) - 1) << lo;
}

/**
 * Between lines: the digits on the line between its two circled ends (its first and last cells) lie
 * strictly between the digits in the circles, whichever of them is larger. Digits on the line may repeat
 * where no unit forbids it.
 *
 * Propagation by the pairs of end digits: a pair (a, b) of candidates of the two ends is possible when
 * every inner cell can take a digit strictly between a and b; the ends keep the digits of a possible
 * pair, each inner cell the digits between some possible pair. At most 16 x 16 pairs, each a mask test
 * per inner cell. On cells down to one digit there is one pair, possible exactly when the rule holds.
 */
export const BETWEEN_LINE: RuleKind<BetweenLineRule> = {
  type: "between-line",
  step: { name: "between lines", difficulty: 2.0 },
  describe: (rule) => `between line: the digits of ${cellList(rule.cells.slice(1, -1))} lie between those of the circles at its ends`,
  sentence: () => "Digits on a line between two circles lie strictly between the digits in those circles.",
  check: (rule, at, layout) => [...checkCells(rule.cells, at, layout, "between line"), ...checkLineSteps(rule.cells, at, "between line")],
  propagators: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    const n = cells.length;
    const first = cells[0]!; // the schema gives two cells at least (two circles and nothing between: no restriction)
    const last = cells[n - 1]!;
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
              if (((ends[1]! >> (b - 1)) & 1) === 0) continue;
              const between = a < b ? strictlyBetween(a, b) : strictlyBetween(b, a);
              if (between === 0 && n > 2) continue; // nothing between the circles: any two digits do
              let ok = true;
              for (let i = 1; i < n - 1 && ok; i++) ok = (cand[cells[i]!]! & between) !== 0;
              if (!ok) continue;
              keepFirst |= 1 << (a - 1);
              keepLast |= 1 << (b - 1);
              inner |= between;
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
    const [lo, hi] = a < b ? [a, b] : [b, a];
    const inside = digits.slice(1, -1).every((d) => d > lo && d < hi);
    return inside ? undefined : `between line at [${rule.cells[0]?.join(", ")}]: not every digit lies strictly between ${a} and ${b} (${digitString(digits)})`;
  },
  svg: (rule, _geometry, draw) => {
    const { s, x, y } = draw;
    const circle = ([r = 0, c = 0]: readonly number[]): string =>
      `<circle cx="${x(c) + s / 2}" cy="${y(r) + s / 2}" r="${Math.round(s * 0.4)}" fill="#ffffff" stroke="#9a9a9a" stroke-width="2"/>`;
    return [
      `<g class="between-line">`,
      linePicture(rule.cells, "between-line-path", "#9a9a9a", 0.06, draw),
      circle(rule.cells[0] ?? []),
      circle(rule.cells.at(-1) ?? []),
      "</g>",
    ];
  },
};
