import { digitString } from "../model/digit-chars.js";
import { digitOfBit, lowestBit } from "../model/digits.js";
import type { ThermometerRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { gridShape } from "../model/grid-size.js";
import { DIGIT_BITS, MAX_DIGIT, cellAt, cellList, checkCells } from "./rule-kind.js";

/**
 * Thermometers: digits strictly increase from the bulb (the first cell) along the thermometer.
 *
 * Propagation keeps bounds: going up from the bulb, a cell's digit is above the smallest candidate of the
 * cell before it; going down from the tip, below the largest of the cell after it. The two passes reach a
 * fixpoint (the second only lowers maxima, which the first never reads), and on cells down to one digit
 * they fail exactly when the order is broken. Cells of a thermometer never repeat, but they need not be
 * peers beyond that: strict order already keeps them apart.
 */
export const THERMOMETER: RuleKind<ThermometerRule> = {
  type: "thermometer",
  step: { name: "thermometer bounds", difficulty: 1.5 },
  describe: (rule) => `thermometer: cells ${cellList(rule.cells)} increase from the bulb`,
  sentence: () => "Digits increase from the bulb of a thermometer.",
  check: (rule, at, layout) => {
    const issues = checkCells(rule.cells, at, layout, "thermometer");
    const { size } = gridShape(layout);
    if (rule.cells.length > size) {
      issues.push({ pointer: `${at}/cells`, message: `a thermometer of ${rule.cells.length} cells cannot increase strictly through digits 1-${size}` });
    }
    // The schema's cells are [row, col] each; the cell before the first is none.
    rule.cells.forEach(([r = 0, c = 0], j) => {
      const before = rule.cells[j - 1];
      if (before === undefined) return;
      const [pr = 0, pc = 0] = before;
      if (Math.max(Math.abs(r - pr), Math.abs(c - pc)) !== 1) {
        issues.push({
          pointer: `${at}/cells/${j}`,
          row: r + 1,
          col: c + 1,
          message: `thermometer cell [${r}, ${c}] does not touch the cell before it, [${pr}, ${pc}]`,
        });
      }
    });
    return issues;
  },
  propagators: (rule, geometry) => {
    const cells = Int32Array.from(rule.cells.map((p) => cellAt(geometry, p)));
    const n = cells.length;
    return [
      {
        cells,
        // i in 0..n-1, and cells[i] a cell of the layout: in range of cand.
        propagate: (cand) => {
          let low = 0; // digits up to `low` are too small for the next cell
          for (let i = 0; i < n; i++) {
            const c = cells[i]!;
            const m = cand[c]! & DIGIT_BITS & ~((1 << low) - 1);
            if (m === 0) return false;
            cand[c]! &= m | ~DIGIT_BITS;
            low = digitOfBit(lowestBit(m));
          }
          let high = MAX_DIGIT + 1; // digits from `high` up are too large for the cell before
          for (let i = n - 1; i >= 0; i--) {
            const c = cells[i]!;
            const m = cand[c]! & DIGIT_BITS & ((1 << (high - 1)) - 1);
            if (m === 0) return false;
            cand[c]! &= m | ~DIGIT_BITS;
            high = digitOfBit(m);
          }
          return true;
        },
      },
    ];
  },
  violation: (rule, geometry, solution) => {
    // A checked layout's thermometer cells are in its grids: cellAt finds each, and the solution has its digit.
    const digits = rule.cells.map((p) => solution[cellAt(geometry, p)]!);
    for (let i = 1; i < digits.length; i++) {
      if (digits[i]! <= digits[i - 1]!) return `thermometer at [${rule.cells[0]?.join(", ")}] does not increase: ${digitString(digits)}`; // i, i - 1 < length
    }
    return undefined;
  },
  svg: (rule, _geometry, { s, x, y }) => {
    const centre = ([r = 0, c = 0]: readonly number[]): string => `${x(c) + s / 2},${y(r) + s / 2}`; // the schema's [row, col]
    const [br = 0, bc = 0] = rule.cells[0] ?? []; // the schema gives two cells at least
    return [
      `<g class="thermometer" fill="#c8c8c8" stroke="#c8c8c8" opacity="0.9">`,
      `<polyline points="${rule.cells.map(centre).join(" ")}" fill="none" stroke-width="${Math.round(s * 0.28)}" stroke-linecap="round" stroke-linejoin="round"/>`,
      `<circle cx="${x(bc) + s / 2}" cy="${y(br) + s / 2}" r="${Math.round(s * 0.38)}"/>`,
      "</g>",
    ];
  },
};
