import { digitOfBit, lowestBit } from "../model/digits.js";
import type { Issue } from "../model/errors.js";
import { gridShape } from "../model/grid-size.js";
import type { PillArrowRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, MAX_DIGIT, cellList, cellsOf, checkCells, checkLineSteps, sideBySide } from "./rule-kind.js";
import { arrowHead } from "./arrow-head.js";

/** Digits from lo to hi (1..16, clamped) as a mask; empty when lo > hi. */
function between(lo: number, hi: number): number {
  const from = Math.max(lo, 1);
  const to = Math.min(hi, MAX_DIGIT);
  return from > to ? 0 : (DIGIT_BITS >> (MAX_DIGIT - (to - from + 1))) << (from - 1);
}

/** The number the pill's digits read, first cell first (1, 4 read 14). */
function pillValue(digits: readonly number[]): number {
  return digits.reduce((n, d) => n * 10 + d, 0);
}

/**
 * Pill arrows: the number in the pill (two or three cells read as a decimal number, first cell first) is
 * the sum along the arrow. Propagation: the arrow's sum lies between the sums of its cells' smallest and
 * largest candidates; the pill keeps the digits of the readings in that range (every reading of its
 * candidates tried: 9^3 = 729 at most), and each arrow cell the digits that let the sum reach the
 * readings left (bounds, as arrow.ts). On cells down to one digit the ranges meet, so a wrong sum fails.
 * A rule of its own beside arrow.ts, whose circle is one cell. Sizes up to 9: a pill's digits are decimal.
 */
export const PILL_ARROW: RuleKind<PillArrowRule> = {
  type: "pill-arrow",
  step: { name: "pill arrow sums", difficulty: 2.0 },
  describe: (rule) => `pill arrow: the number in ${cellList(rule.pill)} is the sum of ${cellList(rule.cells)}`,
  sentence: () => "The number in a pill (its digits read left to right, or top to bottom) is the sum of the digits along its arrow.",
  check: (rule, at, layout) => {
    const cells = [...rule.pill, ...rule.cells];
    // checkCells points at cells/j of the joined list: pill cell j is pill/j, arrow cell k is cells/(k - pill length).
    const issues: Issue[] = checkCells(cells, at, layout, "pill arrow").map((issue) => ({
      ...issue,
      pointer: issue.pointer?.replace(/\/cells\/(\d+)$/, (_, j: string) =>
        Number(j) < rule.pill.length ? `/pill/${j}` : `/cells/${Number(j) - rule.pill.length}`,
      ),
    }));
    const { size } = gridShape(layout);
    if (size > 9) issues.push({ pointer: `${at}/pill`, message: `a pill reads decimal digits: pill arrows need digits 1-9, and this grid has 1-${size}` });
    // Side by side, in reading order: each pill cell right of or below the one before, all in one row or column.
    const [first = [], second = []] = rule.pill;
    const across = first[0] === second[0];
    rule.pill.forEach((p, j) => {
      const before = rule.pill[j - 1];
      if (before === undefined) return;
      const [r = 0, c = 0] = p;
      const [br = 0, bc = 0] = before;
      if (!sideBySide(p, before) || (across ? r !== br || c !== bc + 1 : c !== bc || r !== br + 1)) {
        issues.push({ pointer: `${at}/pill/${j}`, message: "a pill's cells lie side by side in one row (left to right) or one column (top to bottom)" });
      }
    });
    // The arrow leaves from a pill cell: its first cell touches one.
    const [start = []] = rule.cells;
    if (!rule.pill.some(([r = 0, c = 0]) => Math.max(Math.abs(r - (start[0] ?? 0)), Math.abs(c - (start[1] ?? 0))) === 1)) {
      issues.push({ pointer: `${at}/cells/0`, message: "a pill arrow's first cell touches the pill" });
    }
    return [...issues, ...checkLineSteps(rule.cells, at, "pill arrow")];
  },
  propagators: (rule, geometry) => {
    const pill = cellsOf(geometry, rule.pill);
    const arrow = cellsOf(geometry, rule.cells);
    const lowOf = (m: number): number => digitOfBit(lowestBit(m));
    const highOf = (m: number): number => digitOfBit(m);
    const keep = new Int32Array(pill.length);
    const digits = new Int32Array(pill.length);
    return [
      {
        cells: Int32Array.from([...pill, ...arrow]),
        // pill and arrow hold cells of the layout (in range of cand); keep and digits one slot per pill cell.
        propagate: (cand) => {
          let low = 0;
          let high = 0;
          for (let i = 0; i < arrow.length; i++) {
            const m = cand[arrow[i]!]! & DIGIT_BITS;
            low += lowOf(m);
            high += highOf(m);
          }
          // Every reading of the pill's candidates, by an odometer over its cells; those in [low, high] kept.
          keep.fill(0);
          let vLow = Number.POSITIVE_INFINITY;
          let vHigh = 0;
          const walk = (j: number, value: number): void => {
            if (j === pill.length) {
              if (value < low || value > high) return;
              vLow = Math.min(vLow, value);
              vHigh = Math.max(vHigh, value);
              for (let k = 0; k < pill.length; k++) keep[k]! |= 1 << (digits[k]! - 1);
              return;
            }
            const m = cand[pill[j]!]! & DIGIT_BITS;
            for (let d = 1; d <= 9; d++) {
              if ((m & (1 << (d - 1))) === 0) continue;
              digits[j] = d;
              walk(j + 1, value * 10 + d);
            }
          };
          walk(0, 0);
          if (vHigh === 0) return false;
          for (let k = 0; k < pill.length; k++) cand[pill[k]!]! &= keep[k]! | ~DIGIT_BITS;
          for (let i = 0; i < arrow.length; i++) {
            const cell = arrow[i]!;
            const m = cand[cell]! & DIGIT_BITS;
            const inCell = m & between(vLow - (high - highOf(m)), vHigh - (low - lowOf(m)));
            if (inCell === 0) return false;
            cand[cell]! &= inCell | ~DIGIT_BITS;
          }
          return true;
        },
      },
    ];
  },
  violation: (rule, geometry, solution) => {
    // A checked layout's cells are in its grids: the solution has each one's digit.
    const value = pillValue([...cellsOf(geometry, rule.pill)].map((c) => solution[c]!));
    const sum = [...cellsOf(geometry, rule.cells)].reduce((n, c) => n + solution[c]!, 0);
    return value === sum ? undefined : `pill arrow from ${cellList(rule.pill)}: the pill reads ${value}, the arrow adds up to ${sum}`;
  },
  svg: (rule, _geometry, { s, x, y }) => {
    const centre = ([r = 0, c = 0]: readonly number[]): [number, number] => [x(c) + s / 2, y(r) + s / 2]; // the schema's [row, col]
    const [fx, fy] = centre(rule.pill[0] ?? []);
    const [lx, ly] = centre(rule.pill.at(-1) ?? []);
    const inset = s * 0.1;
    const points = rule.cells.map(centre);
    // The arrow leaves from the pill cell nearest its first cell.
    const [ax, ay] = points[0] ?? [fx, fy];
    const [sx, sy] = rule.pill.map(centre).reduce((best, p) => (Math.hypot(p[0] - ax, p[1] - ay) < Math.hypot(best[0] - ax, best[1] - ay) ? p : best));
    const [tx, ty] = points.at(-1) ?? [sx, sy];
    const [px, py] = points.at(-2) ?? [sx, sy];
    return [
      `<g class="pill-arrow" fill="none" stroke="#8a8a8a" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">`,
      `<polyline points="${[[sx, sy], ...points].map(([a, b]) => `${a},${b}`).join(" ")}"/>`,
      `<rect x="${fx - s / 2 + inset}" y="${fy - s / 2 + inset}" width="${lx - fx + s - 2 * inset}" height="${ly - fy + s - 2 * inset}" rx="${s / 2 - inset}" fill="#ffffff"/>`,
      `<polyline points="${arrowHead([px, py], [tx, ty], s * 0.22)}"/>`,
      "</g>",
    ];
  },
};
