import type { Issue } from "../model/errors.js";
import type { ZipperRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, MAX_DIGIT, cellAt, cellList, cellsOf, checkCells, checkLineSteps, isPeer, linePicture } from "./rule-kind.js";

/** The sums two cells' candidates can make, as a mask: bit s - 2 for the sum s (2..32); different digits where `apart`. */
function pairSums(a: number, b: number, apart: boolean): number {
  let sums = 0;
  for (let d = 1; d <= MAX_DIGIT; d++) {
    if ((a & (1 << (d - 1))) === 0) continue;
    // Shifting b's digits by d gives the sums d + e as bits (d + e) - 2.
    sums |= (apart ? b & ~(1 << (d - 1)) : b) << (d - 1);
  }
  return sums;
}

/** The digits of `a` that make a sum of `sums` (pairSums' bits) with some digit of `b`; different digits where `apart`. */
function pairSupport(a: number, b: number, sums: number, apart: boolean): number {
  let keep = 0;
  for (let d = 1; d <= MAX_DIGIT; d++) {
    const bit = 1 << (d - 1);
    if ((a & bit) === 0) continue;
    if ((((apart ? b & ~bit : b) << (d - 1)) & sums) !== 0) keep |= bit;
  }
  return keep;
}

/**
 * Zipper lines: cells the same distance from the line's centre add up to the same total, which is the
 * centre cell's digit on a line of odd length. Propagation is exact per pair: the totals left are those
 * every pair can still make (two different digits where the pair's cells see each other) and, on an odd
 * line, digits of the centre cell; each cell keeps the digits that reach one of those totals with a digit
 * of its partner, the centre cell the totals themselves.
 */
export const ZIPPER: RuleKind<ZipperRule> = {
  type: "zipper",
  step: { name: "zipper sums", difficulty: 1.8 },
  describe: (rule) => `zipper line: cells ${cellList(rule.cells)}, each pair the same distance from the centre adding up to the same total`,
  sentence: () =>
    "Digits the same distance from the centre of a zipper line add up to the same total; on a line of odd length that total is the digit in its centre.",
  check: (rule, at, layout): Issue[] => [...checkCells(rule.cells, at, layout, "zipper line"), ...checkLineSteps(rule.cells, at, "zipper line")],
  propagators: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    const n = cells.length;
    const half = n >> 1;
    // The centre cell of an odd line, -1 on an even one.
    const centre = n % 2 === 1 ? cells[half]! : -1;
    const apart = Array.from({ length: half }, (_, i) => isPeer(geometry, cells[i]!, cells[n - 1 - i]!));
    return [
      {
        cells,
        // i < half: cells[i] and cells[n - 1 - i] are cells of the layout, in range of cand.
        propagate: (cand) => {
          // The totals every pair can make, bit s - 2 for s; on an odd line also a digit of the centre (digit d is bit d - 1, the total d bit d - 2).
          let sums = centre < 0 ? -1 : (cand[centre]! & DIGIT_BITS) >> 1;
          for (let i = 0; i < half && sums !== 0; i++) sums &= pairSums(cand[cells[i]!]! & DIGIT_BITS, cand[cells[n - 1 - i]!]! & DIGIT_BITS, apart[i]!);
          if (sums === 0) return false;
          if (centre >= 0) cand[centre]! &= (sums << 1) | ~DIGIT_BITS;
          for (let i = 0; i < half; i++) {
            const a = cells[i]!;
            const b = cells[n - 1 - i]!;
            const ma = cand[a]! & DIGIT_BITS;
            const mb = cand[b]! & DIGIT_BITS;
            const ka = pairSupport(ma, mb, sums, apart[i]!);
            const kb = pairSupport(mb, ma, sums, apart[i]!);
            if (ka === 0 || kb === 0) return false;
            cand[a]! &= ka | ~DIGIT_BITS;
            cand[b]! &= kb | ~DIGIT_BITS;
          }
          return true;
        },
      },
    ];
  },
  violation: (rule, geometry, solution) => {
    // A checked layout's line cells are in its grids: cellAt finds each, and the solution has its digit.
    const digits = rule.cells.map((p) => solution[cellAt(geometry, p)]!);
    const n = digits.length;
    const totals = Array.from({ length: n >> 1 }, (_, i) => digits[i]! + digits[n - 1 - i]!);
    if (n % 2 === 1) totals.push(digits[n >> 1]!);
    const first = totals[0];
    return totals.every((t) => t === first)
      ? undefined
      : `zipper line at [${rule.cells[0]?.join(", ")}]: the pairs from the centre add up to ${totals.join(", ")}, not one total`;
  },
  svg: (rule, _geometry, draw) => {
    const { s, x, y } = draw;
    // The centre: the middle cell of an odd line, halfway between the middle two of an even one.
    const n = rule.cells.length;
    const [ar = 0, ac = 0] = rule.cells[(n - 1) >> 1] ?? [];
    const [br = 0, bc = 0] = rule.cells[n >> 1] ?? [];
    const cx = (x(ac) + x(bc) + s) / 2;
    const cy = (y(ar) + y(br) + s) / 2;
    return [linePicture(rule.cells, "zipper", "#b4b4ff", 0.2, draw), `<circle class="zipper-centre" cx="${cx}" cy="${cy}" r="${s * 0.06}" fill="#5a5ad2"/>`];
  },
};
