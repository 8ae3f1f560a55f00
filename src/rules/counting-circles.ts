/**
 * Counting circles (ISS's "Counting Circles"): the digit in a circle is how many circles of its set hold that
 * digit, so a digit N is in exactly N circles of the set or in none. Each rule is one set, counted on its own;
 * the circles need not see each other (digits repeat across the set where no unit forbids it).
 *
 * What the set holds is first a choice of digits: the digits used, each N used N times, add up to the
 * number of circles, so the choices are the sets of different digits whose total is that number
 * (circleDigitSets, one table per size). A choice is still possible when it holds every placed digit (a
 * cell down to one), holds no digit that fewer than N circles can take or that more than N circles already
 * hold, leaves every circle a candidate, and leaves no digit N more than N circles that can hold nothing else
 * of the choice. Every circle keeps the digits of the possible choices; then, digit by digit: N placed in N
 * circles leaves the others without N, and a digit of every possible choice (it must be used) that only N
 * circles can take is placed in all of them. These are repeated until nothing changes. Rejected: matching
 * circles to digits per choice (a flow over up to 136 cells at each node), for the few fillings it alone rules
 * out; the search finds them.
 */
import { digitString } from "../model/digit-chars.js";
import { allDigitsOf } from "../model/digits.js";
import type { Geometry } from "../model/geometry.js";
import { gridShape } from "../model/grid-size.js";
import type { CountingCirclesRule } from "../model/schemas.js";
import type { Propagator, RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, MAX_DIGIT, cellSetList, cellsOf, checkCells } from "./rule-kind.js";

/** For each size: by total, the sets of different digits 1..size (masks) adding up to it. */
const TABLES = new Map<number, readonly (readonly number[])[]>();

/** The most circles a set may have at this size: every digit used, 1 + 2 + ... + size. */
export function mostCircles(size: number): number {
  return (size * (size + 1)) / 2;
}

/**
 * The sets of different digits 1..size (masks, digit d = bit d - 1) adding up to `count`: the choices of
 * digits a set of `count` circles may hold. Built once per size from its 2^size masks.
 */
export function circleDigitSets(count: number, size = 9): readonly number[] {
  if (!Number.isInteger(size) || size < 1 || size > MAX_DIGIT || !Number.isInteger(count) || count < 1 || count > mostCircles(size)) return [];
  let table = TABLES.get(size);
  if (table === undefined) {
    const built: number[][] = Array.from({ length: mostCircles(size) + 1 }, () => []);
    const all = allDigitsOf(size);
    for (let mask = 1; mask <= all; mask++) {
      let total = 0;
      for (let d = 1; d <= size; d++) if ((mask >> (d - 1)) & 1) total += d;
      built[total]!.push(mask); // total <= mostCircles(size): an index of built
    }
    TABLES.set(size, built);
    table = built;
  }
  return table[count] ?? [];
}

/** The propagator of one set of circles (see the file's header). */
function circlesPropagator(rule: CountingCirclesRule, geometry: Geometry): Propagator {
  const cells = cellsOf(geometry, rule.cells);
  const n = cells.length;
  const size = geometry.size;
  const sets = circleDigitSets(n, size);
  // Scratch, one per propagator: per digit d (index d), circles that can take it, hold it, and hold only it of a choice.
  const possible = new Int32Array(MAX_DIGIT + 1);
  const placed = new Int32Array(MAX_DIGIT + 1);
  const only = new Int32Array(MAX_DIGIT + 1);
  // The circles' different masks and how many circles have each.
  const masks = new Int32Array(n);
  const times = new Int32Array(n);
  return {
    cells,
    idempotent: true,
    // Every cells[i] (i < n) is a cell of the layout: in range of cand; digits d are 1..size <= MAX_DIGIT.
    propagate: (cand) => {
      for (;;) {
        possible.fill(0);
        placed.fill(0);
        let kinds = 0;
        let placedDigits = 0;
        for (let i = 0; i < n; i++) {
          const m = cand[cells[i]!]! & DIGIT_BITS;
          if (m === 0) return false;
          for (let rest = m; rest !== 0; rest &= rest - 1) possible[32 - Math.clz32(rest & -rest)]!++;
          if ((m & (m - 1)) === 0) {
            placed[32 - Math.clz32(m)]!++;
            placedDigits |= m;
          }
          let k = 0;
          while (k < kinds && masks[k] !== m) k++;
          if (k === kinds) {
            masks[kinds] = m;
            times[kinds++] = 0;
          }
          times[k]!++;
        }
        // The digits a choice may hold: N takeable by N circles at least, held by N at most.
        let usable = 0;
        for (let d = 1; d <= size; d++) if (possible[d]! >= d && placed[d]! <= d) usable |= 1 << (d - 1);
        if ((placedDigits & ~usable) !== 0) return false;
        let union = 0;
        let every = DIGIT_BITS;
        for (const set of sets) {
          if ((set & placedDigits) !== placedDigits || (set & ~usable) !== 0) continue;
          let ok = true;
          only.fill(0);
          for (let k = 0; k < kinds && ok; k++) {
            const left = masks[k]! & set;
            if (left === 0) ok = false;
            else if ((left & (left - 1)) === 0) only[32 - Math.clz32(left)]! += times[k]!;
          }
          for (let d = 1; d <= size && ok; d++) if (only[d]! > d) ok = false;
          if (!ok) continue;
          union |= set;
          every &= set;
        }
        if (union === 0) return false;
        let changed = false;
        for (let i = 0; i < n; i++) {
          const c = cells[i]!;
          const m = cand[c]! & DIGIT_BITS;
          if ((m & ~union) === 0) continue;
          if ((m & union) === 0) return false;
          cand[c]! &= union | ~DIGIT_BITS;
          changed = true;
        }
        for (let d = 1; d <= size; d++) {
          const bit = 1 << (d - 1);
          if ((union & bit) === 0) continue;
          // N held by N circles: no other circle of the set holds N. A digit every choice uses, that only N
          // circles can take, is in all of them (the counts are from before the narrowing above, which kept
          // this digit: the circles that can take it are the same).
          const full = placed[d] === d && possible[d]! > d;
          const fill = (every & bit) !== 0 && possible[d] === d && placed[d]! < d;
          if (!full && !fill) continue;
          for (let i = 0; i < n; i++) {
            const c = cells[i]!;
            const m = cand[c]! & DIGIT_BITS;
            if ((m & bit) === 0 || m === bit) continue;
            cand[c]! &= full ? ~bit : bit | ~DIGIT_BITS;
            changed = true;
          }
        }
        if (!changed) return true;
      }
    },
  };
}

/** The circles' colours, one per set in layout order (grey first, as a lone set is drawn), then round again. */
const SET_COLORS = ["#7a7a7a", "#3a7bd5", "#d9822b", "#3aa15a", "#b04fc2", "#c0392b"];

/** How often each digit is in the circles (index: digit; 0 counts the empty circles). */
function tally(rule: CountingCirclesRule, geometry: Geometry, digits: ArrayLike<number>): number[] {
  const count = new Array<number>(MAX_DIGIT + 1).fill(0);
  // A checked layout's circles are cells of its grids: cellsOf finds each, and the digits have one per cell.
  for (const c of cellsOf(geometry, rule.cells)) count[digits[c]!]!++;
  return count;
}

/** The counting circles rule (see above). */
export const COUNTING_CIRCLES: RuleKind<CountingCirclesRule> = {
  type: "counting-circles",
  step: { name: "counting circles", difficulty: 2.3 },
  describe: (rule) => `counting circles: a digit N in circles ${cellSetList(rule.cells)} is in exactly N of them`,
  sentence: () =>
    "The digit in a circle says how many circles of its set (the circles of its colour) hold that digit: a digit N is in exactly N circles of the set, or in none.",
  check: (rule, at, layout) => {
    const issues = checkCells(rule.cells, at, layout, "counting circle");
    const { size } = gridShape(layout);
    if (rule.cells.length > mostCircles(size)) {
      issues.push({
        pointer: `${at}/cells`,
        message: `${rule.cells.length} counting circles cannot be filled: each digit N in N circles, the digits 1-${size} fill ${mostCircles(size)} at most`,
      });
    }
    return issues;
  },
  propagators: (rule, geometry) => (rule.cells.length > mostCircles(geometry.size) ? [] : [circlesPropagator(rule, geometry)]),
  partial: true,
  violation: (rule, geometry, solution) => {
    // Empty cells (0) are skipped: the check also runs on the givens alone, where only too many of a digit breaks it.
    const count = tally(rule, geometry, solution);
    const full = count[0] === 0;
    const at = `counting circles at [${rule.cells[0]?.join(", ")}]`;
    for (let d = 1; d <= MAX_DIGIT; d++) {
      const k = count[d] ?? 0;
      if (k > d || (full && k > 0 && k !== d)) {
        return `${at}: ${digitString([d])} is in ${k} circle${k === 1 ? "" : "s"}, not ${d}`;
      }
    }
    return undefined;
  },
  // Each set its own colour (the sets in layout order), so that a solver sees which circles count together.
  svg: (rule, geometry, { s, x, y }) => {
    const sets = (geometry.layout.rules ?? []).filter((r) => r.type === "counting-circles");
    const color = SET_COLORS[Math.max(0, sets.indexOf(rule)) % SET_COLORS.length];
    const width = Math.max(1.5, Math.round(s * 0.05));
    return rule.cells.map(
      ([r = 0, c = 0]) =>
        `<circle class="counting-circles" cx="${x(c) + s / 2}" cy="${y(r) + s / 2}" r="${Math.round(s * 0.42)}" fill="none" stroke="${color}" stroke-width="${width}"/>`,
    );
  },
};
