import type { EvenRule, OddRule } from "../model/schemas.js";
import type { Drawing, Propagator, RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, cellAt, cellSetList, checkCells } from "./rule-kind.js";
import type { Geometry } from "../model/geometry.js";

/** Odd digits 1, 3, ..., 15 (bits 0, 2, ..., 14) and even digits 2, 4, ..., 16, of any size. */
const ODD_DIGITS = 0x5555;
const EVEN_DIGITS = DIGIT_BITS & ~ODD_DIGITS;

/**
 * Odd and even cells: one file for the two kinds, which differ only in their digits and shape. The
 * propagator masks the cells once (their other candidates never come back, so later runs change nothing).
 * Drawn as setters do: a grey circle in an odd cell, a grey square in an even one.
 */
function parityKind<R extends OddRule | EvenRule>(type: R["type"], digits: number, shape: (cx: number, cy: number, s: number) => string): RuleKind<R> {
  const cells = (rule: R, geometry: Geometry): Int32Array => Int32Array.from(rule.cells.map((p) => cellAt(geometry, p)));
  return {
    type,
    step: { name: "odd/even cells", difficulty: 1.0 },
    describe: (rule) => `${type}: cells ${cellSetList(rule.cells)} hold ${type} digits`,
    sentence: () => (type === "odd" ? "Circled cells hold odd digits." : "Cells in a square hold even digits."),
    check: (rule, at, layout) => checkCells(rule.cells, at, layout, `${type} cell`),
    propagators: (rule, geometry): Propagator[] => {
      const list = cells(rule, geometry);
      return [
        {
          cells: list,
          propagate: (cand) => {
            for (let i = 0; i < list.length; i++) {
              const c = list[i]!; // i < length, and c a cell of the layout: in range of cand
              if ((cand[c]! & digits) === 0) return false;
              cand[c]! &= digits | ~DIGIT_BITS;
            }
            return true;
          },
        },
      ];
    },
    // Broken, a one-cell rule's cell holds a digit of the other parity; several cells: one of them, no single mask.
    negation: (rule, geometry): Propagator[] | undefined => {
      const list = cells(rule, geometry);
      const c = list[0];
      if (list.length !== 1 || c === undefined) return undefined;
      const other = DIGIT_BITS & ~digits;
      return [
        {
          cells: list,
          propagate: (cand) => {
            if ((cand[c]! & other) === 0) return false; // c a cell of the layout: in range of cand
            cand[c]! &= other | ~DIGIT_BITS;
            return true;
          },
        },
      ];
    },
    violation: (rule, geometry, solution) => {
      // c a cell of the layout: the solution has its digit
      const bad = [...cells(rule, geometry)].find((c) => ((1 << (solution[c]! - 1)) & digits) === 0);
      return bad === undefined ? undefined : `${type} cell ${bad} holds ${solution[bad]}`;
    },
    svg: (rule, _geometry, { s, x, y }: Drawing) => [
      `<g class="${type}" fill="#d0d0d0">`,
      ...rule.cells.map(([r = 0, c = 0]) => shape(x(c) + s / 2, y(r) + s / 2, s)), // a checked cell is [row, col]
      "</g>",
    ],
  };
}

export const ODD: RuleKind<OddRule> = parityKind<OddRule>("odd", ODD_DIGITS, (cx, cy, s) => `<circle cx="${cx}" cy="${cy}" r="${Math.round(s * 0.4)}"/>`);
export const EVEN: RuleKind<EvenRule> = parityKind<EvenRule>(
  "even",
  EVEN_DIGITS,
  (cx, cy, s) => `<rect x="${cx - s * 0.38}" y="${cy - s * 0.38}" width="${s * 0.76}" height="${s * 0.76}"/>`,
);
