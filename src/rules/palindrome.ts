import type { Issue } from "../model/errors.js";
import { digitString } from "../model/digit-chars.js";
import { gridShape } from "../model/grid-size.js";
import type { Layout, PalindromeRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, cellAt, cellList, cellsOf, checkCells, checkLineSteps, linePicture } from "./rule-kind.js";

/** Whether two canvas cells share a row, column or box of some grid of the layout (its boxes of the default shape); clone.ts asks it too. */
export function shareUnit(layout: Layout, [r1 = -1, c1 = -1]: readonly number[], [r2 = -1, c2 = -1]: readonly number[]): boolean {
  const { size, boxRows, boxCols } = gridShape(layout);
  return layout.grids.some((g) => {
    const inside = (r: number, c: number): boolean => r >= g.row && r < g.row + size && c >= g.col && c < g.col + size;
    if (!inside(r1, c1) || !inside(r2, c2)) return false;
    // A jigsaw grid's regions replace its boxes: its rows and columns are all that is sure.
    const jigsaw = (layout.rules ?? []).some((rule) => rule.type === "jigsaw" && rule.grid === g.id);
    const box = (r: number, c: number): string => `${Math.floor((r - g.row) / boxRows)},${Math.floor((c - g.col) / boxCols)}`;
    return r1 === r2 || c1 === c2 || (!jigsaw && box(r1, c1) === box(r2, c2));
  });
}

/**
 * Palindromes: the line reads the same from either end: its i-th cell and its i-th cell from the other
 * end hold the same digit. Propagation keeps the digits both cells of each such pair can hold, which
 * fails a finished pair of two different digits. Two cells of a pair in one row, column or box can never
 * match: a layout error.
 */
export const PALINDROME: RuleKind<PalindromeRule> = {
  type: "palindrome",
  step: { name: "palindrome", difficulty: 1.5 },
  describe: (rule) => `palindrome: cells ${cellList(rule.cells)} read the same from either end`,
  sentence: () => "Digits on a grey line read the same from either end.",
  check: (rule, at, layout) => {
    const issues: Issue[] = [...checkCells(rule.cells, at, layout, "palindrome line"), ...checkLineSteps(rule.cells, at, "palindrome line")];
    const n = rule.cells.length;
    for (let i = 0; i < Math.floor(n / 2); i++) {
      const a = rule.cells[i] ?? [];
      const b = rule.cells[n - 1 - i] ?? [];
      if (shareUnit(layout, a, b)) {
        issues.push({
          pointer: `${at}/cells/${n - 1 - i}`,
          message: `palindrome cells [${a.join(", ")}] and [${b.join(", ")}] must hold the same digit but share a row, column or box`,
        });
      }
    }
    return issues;
  },
  propagators: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    const n = cells.length;
    return [
      {
        cells,
        // i < n / 2: cells[i] and cells[n - 1 - i] are cells of the layout, in range of cand.
        propagate: (cand) => {
          for (let i = 0; i < n >> 1; i++) {
            const a = cells[i]!;
            const b = cells[n - 1 - i]!;
            const both = cand[a]! & cand[b]! & DIGIT_BITS;
            if (both === 0) return false;
            cand[a]! &= both | ~DIGIT_BITS;
            cand[b]! &= both | ~DIGIT_BITS;
          }
          return true;
        },
      },
    ];
  },
  violation: (rule, geometry, solution) => {
    // A checked layout's line cells are in its grids: cellAt finds each, and the solution has its digit.
    const digits = rule.cells.map((p) => solution[cellAt(geometry, p)]!);
    const same = digits.every((d, i) => d === digits[digits.length - 1 - i]);
    return same ? undefined : `palindrome at [${rule.cells[0]?.join(", ")}] does not read the same both ways: ${digitString(digits)}`;
  },
  svg: (rule, _geometry, draw) => [linePicture(rule.cells, "palindrome", "#a8a8a8", 0.2, draw)],
};
