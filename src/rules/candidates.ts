import { digitChar } from "../model/digit-chars.js";
import type { Issue } from "../model/errors.js";
import { gridShape } from "../model/grid-size.js";
import type { CandidatesRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, cellSetList, cellsOf, checkCells } from "./rule-kind.js";

/** The rule's digits as a candidate mask (digit d = bit d - 1). */
function maskOf(rule: CandidatesRule): number {
  return rule.digits.reduce((m, d) => m | (1 << (d - 1)), 0);
}

/**
 * Given candidates (a setter's given pencil marks, f-puzzles' `givenPencilMarks`): each cell of the rule
 * holds one of its digits. The propagator masks the cells once (their other candidates never come back, so
 * later runs change nothing), as odd and even cells do. A given outside the digits is found by the
 * violation on the givens alone (`partial`). Drawn as the digits written small in the cell, each where a
 * player's corner marks put it (digit d at place d of a 3x3 block on 9x9, 4x4 on 16x16).
 */
export const CANDIDATES: RuleKind<CandidatesRule> = {
  type: "candidates",
  step: { name: "given candidates", difficulty: 1.0 },
  describe: (rule) => `candidates: cells ${cellSetList(rule.cells)} each hold one of ${[...rule.digits].sort((a, b) => a - b).join(", ")}`,
  sentence: () => "Small digits given in a cell are its only candidates: the cell holds one of them.",
  check: (rule, at, layout) => {
    const issues: Issue[] = checkCells(rule.cells, at, layout, "candidates");
    const { size } = gridShape(layout);
    rule.digits.forEach((d, j) => {
      if (d > size) issues.push({ pointer: `${at}/digits/${j}`, message: `candidate ${d} is not a digit of 1-${size}` });
    });
    return issues;
  },
  propagators: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    const digits = maskOf(rule);
    return [
      {
        cells,
        propagate: (cand) => {
          for (let i = 0; i < cells.length; i++) {
            const c = cells[i]!; // i < length, and c a cell of the layout: in range of cand
            if ((cand[c]! & digits) === 0) return false;
            cand[c]! &= digits | ~DIGIT_BITS;
          }
          return true;
        },
      },
    ];
  },
  partial: true,
  violation: (rule, geometry, solution) => {
    const digits = maskOf(rule);
    // c a cell of the layout: the solution (or the givens, 0 for empty) has its digit.
    const bad = [...cellsOf(geometry, rule.cells)].find((c) => solution[c] !== 0 && ((1 << (solution[c]! - 1)) & digits) === 0);
    if (bad === undefined) return undefined;
    return `cell [${geometry.cellRow[bad]}, ${geometry.cellCol[bad]}] holds ${solution[bad]}, not one of its candidates ${[...rule.digits].sort((a, b) => a - b).join("")}`;
  },
  svg: (rule, geometry, { s, x, y }) => {
    // The marks' block: 2x2 for sizes up to 4, 3x3 up to 9, 4x4 up to 16, digit d at place d - 1 in reading order.
    const side = Math.ceil(Math.sqrt(geometry.size));
    const step = s / side;
    const font = Math.round(step * 0.8);
    const marks = rule.cells.flatMap(([r = 0, c = 0]) =>
      rule.digits.map((d) => {
        const cx = x(c) + ((d - 1) % side) * step + step / 2;
        const cy = y(r) + Math.floor((d - 1) / side) * step + step / 2;
        return `<text x="${cx}" y="${cy}" dominant-baseline="central">${digitChar(d)}</text>`;
      }),
    );
    return [
      `<g class="candidates" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${font}" text-anchor="middle" fill="#1f4fa0">`,
      ...marks,
      "</g>",
    ];
  },
};
