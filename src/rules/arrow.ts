import { digitOfBit, lowestBit } from "../model/digits.js";
import type { ArrowRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, MAX_DIGIT, cellAt, cellList, checkCells } from "./rule-kind.js";

/** Digits from lo to hi (1..16, clamped) as a mask; empty when lo > hi. */
function between(lo: number, hi: number): number {
  const from = Math.max(lo, 1);
  const to = Math.min(hi, MAX_DIGIT);
  return from > to ? 0 : (DIGIT_BITS >> (MAX_DIGIT - (to - from + 1))) << (from - 1);
}

/**
 * Arrows: the digit in the circle is the sum of the digits along the arrow. Propagation by bounds: the
 * circle lies between the sums of the arrow's smallest and largest candidates, and each arrow cell
 * between the circle's bounds less what the other cells can add at most and at least. On cells down to one
 * digit the bounds meet, so a wrong sum fails. Arrow digits may repeat (units forbid what they forbid).
 * Rejected: enumerating the arrow's digit tuples (exact, but up to size^(cells) of them on a long arrow).
 */
export const ARROW: RuleKind<ArrowRule> = {
  type: "arrow",
  step: { name: "arrow sums", difficulty: 2.0 },
  describe: (rule) => `arrow: circle ${cellList([rule.circle])} is the sum of ${cellList(rule.cells)}`,
  sentence: () => "The digit in a circle is the sum of the digits along its arrow.",
  check: (rule, at, layout) => {
    const issues = checkCells([rule.circle, ...rule.cells], at, layout, "arrow");
    // checkCells points at cells/j of the joined list: the circle is j = 0, arrow cell k is j = k + 1.
    return issues.map((issue) => ({
      ...issue,
      pointer: issue.pointer?.replace(/\/cells\/(\d+)$/, (_, j: string) => (j === "0" ? "/circle" : `/cells/${Number(j) - 1}`)),
    }));
  },
  sums: (rule, geometry) => [{ cells: rule.cells.map((p) => cellAt(geometry, p)), minus: [cellAt(geometry, rule.circle)], total: 0, distinct: false }],
  propagators: (rule, geometry) => {
    const circle = cellAt(geometry, rule.circle);
    const arrow = Int32Array.from(rule.cells.map((p) => cellAt(geometry, p)));
    const lowOf = (m: number): number => digitOfBit(lowestBit(m));
    const highOf = (m: number): number => digitOfBit(m);
    return [
      {
        cells: Int32Array.from([circle, ...arrow]),
        // circle and arrow[i] (i < length) are cells of the layout: in range of cand.
        propagate: (cand) => {
          let low = 0;
          let high = 0;
          for (let i = 0; i < arrow.length; i++) {
            const m = cand[arrow[i]!]! & DIGIT_BITS;
            low += lowOf(m);
            high += highOf(m);
          }
          const inCircle = cand[circle]! & between(low, high);
          if (inCircle === 0) return false;
          cand[circle]! &= inCircle | ~DIGIT_BITS;
          const cLow = lowOf(inCircle);
          const cHigh = highOf(inCircle);
          for (let i = 0; i < arrow.length; i++) {
            const cell = arrow[i]!;
            const m = cand[cell]! & DIGIT_BITS;
            const othersLow = low - lowOf(m);
            const othersHigh = high - highOf(m);
            const keep = m & between(cLow - othersHigh, cHigh - othersLow);
            if (keep === 0) return false;
            cand[cell]! &= keep | ~DIGIT_BITS;
          }
          return true;
        },
      },
    ];
  },
  violation: (rule, geometry, solution) => {
    // A checked layout's arrow cells are in its grids: cellAt finds each, and the solution has its digit.
    const sum = rule.cells.reduce((n, p) => n + solution[cellAt(geometry, p)]!, 0);
    const circle = solution[cellAt(geometry, rule.circle)]!;
    return sum === circle ? undefined : `arrow from ${cellList([rule.circle])}: circle ${circle}, arrow sum ${sum}`;
  },
  svg: (rule, _geometry, { s, x, y }) => {
    const centre = ([r = 0, c = 0]: readonly number[]): [number, number] => [x(c) + s / 2, y(r) + s / 2]; // the schema's [row, col]
    const [cx, cy] = centre(rule.circle);
    const points = rule.cells.map(centre);
    // The schema gives an arrow one cell at least; the cell before the tip is the circle on a one-cell arrow.
    const [tx, ty] = points.at(-1) ?? [cx, cy];
    const [px, py] = points.at(-2) ?? [cx, cy];
    const angle = Math.atan2(ty - py, tx - px);
    const head = s * 0.22;
    const wing = (turn: number): string => `${tx - head * Math.cos(angle + turn)},${ty - head * Math.sin(angle + turn)}`;
    return [
      `<g class="arrow" fill="none" stroke="#8a8a8a" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">`,
      `<circle cx="${cx}" cy="${cy}" r="${Math.round(s * 0.4)}" fill="#ffffff"/>`,
      `<polyline points="${[[cx, cy], ...points].map(([a, b]) => `${a},${b}`).join(" ")}"/>`,
      `<polyline points="${wing(0.5)} ${tx},${ty} ${wing(-0.5)}"/>`,
      "</g>",
    ];
  },
};
