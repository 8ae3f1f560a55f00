import { digitOfBit, lowestBit } from "../model/digits.js";
import { gridShape } from "../model/grid-size.js";
import type { Geometry } from "../model/geometry.js";
import type { ArrowRule } from "../model/schemas.js";
import type { Elimination, LogicState, Step, Technique } from "../model/step-contract.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, MAX_DIGIT, candidateText, cellAt, cellList, cellRef, checkCells, isPeer } from "./rule-kind.js";
import { arrowHead } from "./arrow-head.js";

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
    const located = issues.map((issue) => ({
      ...issue,
      pointer: issue.pointer?.replace(/\/cells\/(\d+)$/, (_, j: string) => (j === "0" ? "/circle" : `/cells/${Number(j) - 1}`)),
    }));
    // Each arrow cell adds 1 at least to a circle of at most the size: the schema's bound (15) is the largest size's.
    const { size } = gridShape(layout);
    if (rule.cells.length >= size) {
      located.push({
        pointer: `${at}/cells`,
        message: `an arrow on grids of size ${size} has at most ${size - 1} cells (each adds 1 at least to the circle's digit), not ${rule.cells.length}`,
      });
    }
    return located;
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
  logic: (rules, geometry) => [arrowCombinations(rules, geometry)],
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
    // The shaft starts on the circle's edge, towards the first cell, not at its centre.
    const radius = Math.round(s * 0.4);
    const [fx, fy] = points[0] ?? [cx, cy];
    const out = Math.atan2(fy - cy, fx - cx);
    const start = [Math.round((cx + radius * Math.cos(out)) * 100) / 100, Math.round((cy + radius * Math.sin(out)) * 100) / 100];
    return [
      `<g class="arrow" fill="none" stroke="#8a8a8a" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">`,
      `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#ffffff"/>`,
      `<polyline points="${[start, ...points].map(([a, b]) => `${a},${b}`).join(" ")}"/>`,
      `<polyline points="${arrowHead([px, py], [tx, ty], s * 0.22)}"/>`,
      "</g>",
    ];
  },
};

/** The most arrow cells the combinations step adds up (a person lists the sums of a short arrow). */
const MAX_ARROW = 5;

/**
 * Arrow combinations: the sums an arrow can really make, as a setter lists them: its cells that see each
 * other (a row, a column, a box) take different digits, so two arrow cells in one box add up to 3 at
 * least, and a cell's gaps count ("r1c2 1 or 5, r1c3 1 or 5, in one row: 6, so the circle is 6"). Each
 * digit of the circle and of the arrow kept only where some filling of the arrow (cells that see each
 * other, the circle among them, different) adds up to a digit of the circle. Beyond the arrow sums step
 * (2.0), which keeps bounds only: rated 2.4, a little under a cage's hard combinations, the sums being
 * small. Arrows of up to MAX_ARROW cells; the search over fillings is bounded by the circle's largest
 * digit (every arrow cell adds 1 at least).
 */
function arrowCombinations(rules: readonly ArrowRule[], geometry: Geometry): Technique {
  const arrows = rules.filter((r) => r.cells.length <= MAX_ARROW).map((r) => [cellAt(geometry, r.circle), ...r.cells.map((p) => cellAt(geometry, p))]);
  return {
    name: "arrow combinations",
    difficulty: 2.4,
    find(state: LogicState): Step | undefined {
      const { candidates, values } = state;
      for (const cells of arrows) {
        if (cells.every((c) => values[c] !== 0)) continue;
        const keep = fillings(geometry, cells, candidates, values);
        if (keep === undefined) continue; // no filling: a broken position, the engine's to report
        const eliminations: Elimination[] = [];
        cells.forEach((c, i) => {
          const gone = values[c] === 0 ? candidates[c]! & DIGIT_BITS & ~keep[i]! : 0;
          if (gone !== 0) eliminations.push({ cell: c, digits: gone });
        });
        if (eliminations.length === 0) continue;
        let digits = 0;
        for (const e of eliminations) digits |= e.digits;
        const [circle = 0, ...arrow] = cells; // the circle, then the arrow: one cell at least each
        const seeing = arrow.some((a, i) => arrow.slice(i + 1).some((b) => isPeer(geometry, a, b))) ? ", its cells that see each other different" : "";
        return {
          technique: "arrow combinations",
          placements: [],
          eliminations,
          cells,
          units: [],
          digits,
          reason: `the arrow from ${cellRef(geometry, circle)} along ${arrow.map((c) => cellRef(geometry, c)).join(" ")} can only add up to ${sumsText(keep[0]!)}${seeing}`,
        };
      }
      return undefined;
    },
  };
}

/**
 * Per cell of `cells` (the circle first, then the arrow), the digits it takes in some filling where the
 * arrow adds up to the circle and cells that see each other differ; undefined when there is none.
 */
function fillings(geometry: Geometry, cells: readonly number[], cand: ArrayLike<number>, values: ArrayLike<number>): number[] | undefined {
  const n = cells.length;
  const options = cells.map((c) => (values[c] !== 0 ? 1 << (values[c]! - 1) : cand[c]! & DIGIT_BITS));
  const seen = cells.map((a, i) => cells.map((b, j) => j < i && isPeer(geometry, a, b)));
  const found = new Array<number>(n).fill(0);
  const chosen = new Array<number>(n).fill(0);
  let any = false;
  // Circle first: the arrow's cells then add up to it, each at least 1, so the search stops early.
  const go = (i: number, left: number): void => {
    if (i > 0 && left < n - i) return; // n - i arrow cells left, each adding 1 at least
    if (i === n) {
      if (left !== 0) return;
      any = true;
      for (let k = 0; k < n; k++) found[k]! |= 1 << (chosen[k]! - 1);
      return;
    }
    for (let m = options[i]!; m !== 0; m &= m - 1) {
      const d = digitOfBit(m & -m);
      if (i > 0 && d > left) break; // digits ascend along the mask
      let clash = false;
      for (let k = 0; k < i && !clash; k++) clash = seen[i]![k]! && chosen[k] === d;
      if (clash) continue;
      chosen[i] = d;
      go(i + 1, i === 0 ? d : left - d);
    }
  };
  go(0, 0);
  return any ? found : undefined;
}

/** The circle's digits as said aloud: "6", "2 or 6", a run of four or more "3 to 9". */
function sumsText(mask: number): string {
  const low = digitOfBit(lowestBit(mask));
  const high = digitOfBit(mask);
  return high - low >= 3 && mask === between(low, high) ? `${low} to ${high}` : candidateText(mask);
}
