import { digitString } from "../model/digit-chars.js";
import type { ParityLineRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, cellAt, cellList, cellsOf, checkCells, checkLineSteps, linePicture } from "./rule-kind.js";

/** The odd digits 1, 3, 5, ..., 15 as a mask (digit d is bit d - 1); the even digits are the other bits. */
const ODD_DIGITS = 0x5555;
const EVEN_DIGITS = DIGIT_BITS & ~ODD_DIGITS;

/**
 * Parity lines: digits side by side along the line alternate between odd and even, so the cells at even
 * places on the line (the 1st, 3rd, ...) share one parity and the others hold the other. Propagation is
 * exact for the line: of the two ways (even places odd, or even places even), a way is kept when every
 * cell has a candidate of the parity it gives that cell's place; each cell keeps the digits of its place's
 * parity in the ways kept (none kept: fails). Any size: every size has odd and even digits.
 */
export const PARITY_LINE: RuleKind<ParityLineRule> = {
  type: "parity-line",
  step: { name: "parity lines", difficulty: 1.5 },
  describe: (rule) => `parity line: digits along ${cellList(rule.cells)} alternate between odd and even`,
  sentence: () => "Digits side by side along a parity line alternate between odd and even.",
  check: (rule, at, layout) => [...checkCells(rule.cells, at, layout, "parity line"), ...checkLineSteps(rule.cells, at, "parity line")],
  propagators: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    return [
      {
        cells,
        idempotent: true,
        // cells are cells of the layout, in range of cand.
        propagate: (cand) => {
          // Whether the cells at even places can all be odd (the others even), and the other way round.
          let evenOdd = true;
          let evenEven = true;
          for (let i = 0; i < cells.length; i++) {
            const m = cand[cells[i]!]!;
            const here = i % 2 === 0;
            if ((m & (here ? ODD_DIGITS : EVEN_DIGITS)) === 0) evenOdd = false;
            if ((m & (here ? EVEN_DIGITS : ODD_DIGITS)) === 0) evenEven = false;
          }
          if (!evenOdd && !evenEven) return false;
          // Both ways left: nothing to take (every cell has digits of both parities that some way allows).
          if (evenOdd && evenEven) return true;
          const evenPlaces = evenOdd ? ODD_DIGITS : EVEN_DIGITS;
          const oddPlaces = DIGIT_BITS & ~evenPlaces;
          for (let i = 0; i < cells.length; i++) cand[cells[i]!]! &= (i % 2 === 0 ? evenPlaces : oddPlaces) | ~DIGIT_BITS;
          return true;
        },
      },
    ];
  },
  violation: (rule, geometry, solution) => {
    // A checked layout's line cells are in its grids: cellAt finds each, and the solution has its digit.
    const digits = rule.cells.map((p) => solution[cellAt(geometry, p)]!);
    // Empty cells (0) are skipped: the check also runs on the givens alone.
    const bad = digits.findIndex((d, i) => i > 0 && d !== 0 && digits[i - 1] !== 0 && d % 2 === digits[i - 1]! % 2);
    return bad < 0
      ? undefined
      : `parity line at [${rule.cells[0]?.join(", ")}]: ${digitString(digits.slice(bad - 1, bad + 1))} side by side are both ${digits[bad]! % 2 === 1 ? "odd" : "even"} (${digitString(digits)})`;
  },
  partial: true,
  svg: (rule, _geometry, draw) => [linePicture(rule.cells, "parity-line", "#d9609c", 0.2, draw)],
};
