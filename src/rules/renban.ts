import { digitString } from "../model/digit-chars.js";
import { gridShape } from "../model/grid-size.js";
import type { RenbanRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, cellAt, cellList, cellsOf, checkCells, checkLineSteps, linePicture } from "./rule-kind.js";

/**
 * Renban lines: the digits on a line do not repeat and form a run of consecutive digits (3, 5, 4 on a
 * three-cell line), in any order.
 *
 * No repeats is the line as a group of peers (distinct). Propagation by runs: a line of n cells holds one
 * of the runs lo..lo+n-1 (lo from 1 to size - n + 1); a run is still possible when every cell can take one
 * of its digits and the cells together can take all of them (n different digits in n cells: each is
 * needed). Each cell keeps the digits of the possible runs. On cells down to one digit each, a possible
 * run means n different digits covering it: the same pass checks the finished line.
 */
export const RENBAN: RuleKind<RenbanRule> = {
  type: "renban",
  step: { name: "renban sets", difficulty: 2.3 },
  describe: (rule) => `renban: cells ${cellList(rule.cells)} hold consecutive digits in any order, without repeats`,
  sentence: () => "Digits on a purple line do not repeat and form a set of consecutive digits, in any order.",
  check: (rule, at, layout) => {
    const issues = [...checkCells(rule.cells, at, layout, "renban line"), ...checkLineSteps(rule.cells, at, "renban line")];
    const { size } = gridShape(layout);
    if (rule.cells.length > size) {
      issues.push({ pointer: `${at}/cells`, message: `a renban line of ${rule.cells.length} cells cannot hold different digits of 1-${size}` });
    }
    return issues;
  },
  distinct: (rule, geometry) => [rule.cells.map((p) => cellAt(geometry, p))],
  propagators: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    const n = cells.length;
    const runs: number[] = [];
    for (let lo = 1; lo + n - 1 <= geometry.size; lo++) runs.push(((1 << n) - 1) << (lo - 1));
    return [
      {
        cells,
        // i < n: cells[i] is a cell of the layout, in range of cand.
        propagate: (cand) => {
          let keep = 0;
          for (const run of runs) {
            let union = 0;
            let ok = true;
            for (let i = 0; i < n && ok; i++) {
              const m = cand[cells[i]!]! & run;
              ok = m !== 0;
              union |= m;
            }
            if (ok && union === run) keep |= run;
          }
          for (let i = 0; i < n; i++) {
            const c = cells[i]!;
            if ((cand[c]! & keep) === 0) return false;
            cand[c]! &= keep | ~DIGIT_BITS;
          }
          return true;
        },
      },
    ];
  },
  violation: (rule, geometry, solution) => {
    // A checked layout's renban cells are in its grids: cellAt finds each, and the solution has its digit.
    const digits = rule.cells.map((p) => solution[cellAt(geometry, p)]!);
    const consecutive = new Set(digits).size === digits.length && Math.max(...digits) - Math.min(...digits) === digits.length - 1;
    return consecutive ? undefined : `renban line at [${rule.cells[0]?.join(", ")}] is not a set of consecutive digits: ${digitString(digits)}`;
  },
  svg: (rule, _geometry, draw) => [linePicture(rule.cells, "renban", "#c45ae6", 0.22, draw)],
};
