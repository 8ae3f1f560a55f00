import { digitString } from "../model/digit-chars.js";
import type { Issue } from "../model/errors.js";
import type { SumLineRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, cellAt, cellList, cellsOf, checkCells, checkLineSteps, linePicture } from "./rule-kind.js";

/**
 * Whether digits read along a line (a loop when `loop`) cut into stretches of consecutive cells that each
 * add up to `sum`. Digits are positive, so from a given cut the stretches follow: a line is cut before its
 * first cell; a loop is tried from each cell.
 */
export function cutsIntoSums(digits: readonly number[], sum: number, loop: boolean): boolean {
  const n = digits.length;
  for (let from = 0; from < (loop ? n : 1); from++) {
    let run = 0;
    let ok = true;
    for (let k = 0; k < n && ok; k++) {
      run += digits[(from + k) % n] ?? 0;
      if (run === sum) run = 0;
      else ok = run < sum;
    }
    if (ok && run === 0) return true;
  }
  return false;
}

/**
 * Sum lines (the Interactive Sudoku Solver's Sum Line): the line divides into stretches of consecutive
 * cells that each add up to the sum; on a loop a stretch may run on from the last cell to the first.
 * Digits may repeat along the line where no unit forbids it.
 *
 * Propagation is exact for the line (different digits in a unit left to the units): the running total of
 * the current stretch at each boundary between cells (0 to sum - 1; reaching the sum closes a stretch and
 * starts the next at 0) is followed forwards from the line's start (0) and backwards from its end (0); a
 * digit stays in a cell when some running total before it that the start reaches, with the digit, gives one
 * after it from which the end is reached. A loop has no start: each running total at the boundary before
 * its first cell is tried, the same total required at its end, and the digits any of them keeps stay. On
 * cells down to one digit this is exactly the rule.
 */
export const SUM_LINE: RuleKind<SumLineRule> = {
  type: "sum-line",
  step: { name: "sum lines", difficulty: 2.3 },
  describe: (rule) => `sum line${rule.loop === true ? " (a loop)" : ""}: ${cellList(rule.cells)} cut into stretches that each add up to ${rule.sum}`,
  sentence: (rule) =>
    `A sum line${rule.loop === true ? " (a loop)" : ""} divides into stretches of consecutive cells that each add up to ${rule.sum}${rule.loop === true ? "; a stretch may run on from the loop's last cell to its first" : ""}.`,
  check: (rule, at, layout) => {
    const issues: Issue[] = [...checkCells(rule.cells, at, layout, "sum line"), ...checkLineSteps(rule.cells, at, "sum line")];
    if (rule.loop === true) {
      const [r0 = 0, c0 = 0] = rule.cells[0] ?? [];
      const [r1 = 0, c1 = 0] = rule.cells.at(-1) ?? [];
      if (rule.cells.length < 3 || Math.max(Math.abs(r0 - r1), Math.abs(c0 - c1)) !== 1) {
        issues.push({
          pointer: `${at}/loop`,
          message: `a sum line drawn as a loop needs three cells at least, its last [${r1}, ${c1}] touching its first [${r0}, ${c0}]`,
        });
      }
    }
    return issues;
  },
  propagators: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    const n = cells.length;
    const sum = rule.sum;
    // reach[i * sum + p]: the running total p at the boundary before cell i can be reached from the start;
    // finish[i * sum + p]: the end can be reached from it. One slot per boundary (n + 1) and total.
    const reach = new Uint8Array((n + 1) * sum);
    const finish = new Uint8Array((n + 1) * sum);
    const keep = new Int32Array(n);
    const loop = rule.loop === true;
    /** The cells' digits kept by the stretches from running total `start` before the first cell to the same total after the last (or 0 without a loop); false when none. */
    const walk = (cand: Uint16Array | Uint32Array, start: number): boolean => {
      reach.fill(0);
      finish.fill(0);
      reach[start] = 1;
      // Every index below is in range: i < n, p < sum, q = p + d < sum (or the stretch closes at 0).
      for (let i = 0; i < n; i++) {
        const m = cand[cells[i]!]! & DIGIT_BITS;
        for (let p = 0; p < sum; p++) {
          if (reach[i * sum + p] === 0) continue;
          // Only the cell's digits, lowest first (bits & -bits the lowest left).
          for (let bits = m; bits !== 0; bits &= bits - 1) {
            const d = 32 - Math.clz32(bits & -bits);
            if (p + d > sum) break;
            reach[(i + 1) * sum + ((p + d) % sum)] = 1;
          }
        }
      }
      if (reach[n * sum + start] === 0) return false;
      finish[n * sum + start] = 1;
      for (let i = n - 1; i >= 0; i--) {
        const m = cand[cells[i]!]! & DIGIT_BITS;
        let kept = 0;
        for (let p = 0; p < sum; p++) {
          for (let bits = m; bits !== 0; bits &= bits - 1) {
            const bit = bits & -bits;
            const d = 32 - Math.clz32(bit);
            if (p + d > sum) break;
            if (finish[(i + 1) * sum + ((p + d) % sum)] === 0) continue;
            finish[i * sum + p] = 1;
            if (reach[i * sum + p] === 1) kept |= bit;
          }
        }
        keep[i]! |= kept;
      }
      return true;
    };
    return [
      {
        cells,
        idempotent: true,
        propagate: (cand) => {
          keep.fill(0);
          let found = false;
          for (let start = 0; start < (loop ? sum : 1); start++) if (walk(cand, start)) found = true;
          if (!found) return false;
          // cells and keep have one slot per cell of the line.
          for (let i = 0; i < n; i++) {
            const left = cand[cells[i]!]! & keep[i]! & DIGIT_BITS;
            if (left === 0) return false;
            cand[cells[i]!]! &= left | ~DIGIT_BITS;
          }
          return true;
        },
      },
    ];
  },
  violation: (rule, geometry, solution) => {
    // A checked layout's line cells are in its grids: cellAt finds each, and the solution has its digit.
    const digits = rule.cells.map((p) => solution[cellAt(geometry, p)]!);
    return cutsIntoSums(digits, rule.sum, rule.loop === true)
      ? undefined
      : `sum line at [${rule.cells[0]?.join(", ")}]: ${digitString(digits)} does not cut into stretches of ${rule.sum}`;
  },
  svg: (rule, _geometry, draw) => {
    const { s, x, y } = draw;
    const path = rule.loop === true ? [...rule.cells, rule.cells[0] ?? []] : rule.cells;
    const line = linePicture(path, "sum-line", "#64b464", 0.12, draw).replace("/>", ` stroke-dasharray="${Math.round(s * 0.2)} ${Math.round(s * 0.12)}"/>`);
    const [r0 = 0, c0 = 0] = rule.cells[0] ?? [];
    return [
      line,
      `<text class="sum-line-sum" x="${x(c0) + s * 0.06}" y="${y(r0) + s * 0.26}" font-size="${Math.round(s * 0.24)}" fill="#2e7d32">${rule.sum}</text>`,
    ];
  },
};
