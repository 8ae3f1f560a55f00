import type { Issue } from "../model/errors.js";
import type { ValueIndexingRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, cellAt, cellList, cellsOf, checkCells, checkLineSteps, placeOf } from "./rule-kind.js";
import { arrowHead } from "./arrow-head.js";

/**
 * Value-indexing lines (the Interactive Sudoku Solver's Value Indexing): the line's second cell holds a
 * count N, and the cell N steps further along the line from it holds the same digit as the line's first
 * cell (the arrow points from a digit X towards the same X). N is at most the cells after the second.
 *
 * Propagation exact for the line alone: for each count N left in the second cell, the digits the first
 * cell and the cell N on share; a count with none goes, the first cell keeps the digits some count shares,
 * and a cell N on keeps only the shared digits when no other count is left (any digit otherwise: the rule
 * says nothing of a cell not pointed at). On cells down to one digit it fails exactly when the rule is broken.
 */
export const VALUE_INDEXING: RuleKind<ValueIndexingRule> = {
  type: "value-indexing",
  step: { name: "value indexing", difficulty: 1.7 },
  describe: (rule) =>
    `value-indexing line: ${cellList(rule.cells.slice(0, 1))}'s digit stands again N cells after ${cellList(rule.cells.slice(1, 2))} along ${cellList(rule.cells.slice(2))}, N the digit of ${cellList(rule.cells.slice(1, 2))}`,
  sentence: () =>
    "On a dashed line from a dot to an arrowhead, the digit in the second cell says how many cells further along the line the dot's digit stands again.",
  check: (rule, at, layout) => {
    const issues: Issue[] = [...checkCells(rule.cells, at, layout, "value-indexing line"), ...checkLineSteps(rule.cells, at, "value-indexing line")];
    return issues;
  },
  propagators: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    const value = cells[0]!; // the schema gives three cells at least
    const count = cells[1]!;
    const reach = Math.min(cells.length - 2, geometry.size);
    return [
      {
        cells,
        // One run leaves nothing for a second: the kept digits are exactly those some count supports.
        idempotent: true,
        // cells[N + 1] for N in 1..reach is a cell of the line (reach <= cells.length - 2).
        propagate: (cand) => {
          const x = cand[value]! & DIGIT_BITS;
          const counts = cand[count]! & DIGIT_BITS;
          let keepCount = 0;
          let keepValue = 0;
          let only = -1;
          let onlyShared = 0;
          for (let n = 1; n <= reach; n++) {
            if ((counts & (1 << (n - 1))) === 0) continue;
            const shared = x & cand[cells[n + 1]!]!;
            if (shared === 0) continue;
            keepCount |= 1 << (n - 1);
            keepValue |= shared;
            only = only === -1 ? n : -2;
            onlyShared = shared;
          }
          if (keepCount === 0) return false;
          cand[count]! &= keepCount | ~DIGIT_BITS;
          cand[value]! &= keepValue | ~DIGIT_BITS;
          if (only > 0) cand[cells[only + 1]!]! &= onlyShared | ~DIGIT_BITS;
          return true;
        },
      },
    ];
  },
  partial: true,
  violation: (rule, geometry, solution) => {
    const at = (j: number): number => cellAt(geometry, rule.cells[j] ?? []);
    const x = solution[at(0)] ?? 0;
    const n = solution[at(1)] ?? 0;
    if (n === 0) return undefined;
    if (n > rule.cells.length - 2) {
      return `value-indexing line at ${placeOf(geometry, at(0))}: the count ${n} at ${placeOf(geometry, at(1))} points past the line's ${rule.cells.length - 2} cells`;
    }
    const there = solution[at(n + 1)] ?? 0;
    if (x === 0 || there === 0 || there === x) return undefined;
    return `value-indexing line at ${placeOf(geometry, at(0))}: ${placeOf(geometry, at(n + 1))}, ${n} on from ${placeOf(geometry, at(1))}, holds ${there}, not ${x}`;
  },
  svg: (rule, _geometry, { s, x, y }) => {
    const centre = ([r = 0, c = 0]: readonly number[]): [number, number] => [x(c) + s / 2, y(r) + s / 2]; // the schema's [row, col]
    const points = rule.cells.map(centre);
    const [sx, sy] = points[0] ?? [0, 0];
    const [tx, ty] = points.at(-1) ?? [sx, sy];
    const [px, py] = points.at(-2) ?? [sx, sy];
    return [
      `<g class="value-indexing" fill="none" stroke="#3c8c8c" stroke-width="${Math.max(1, Math.round(s * 0.05))}" stroke-linecap="round" stroke-linejoin="round">`,
      `<polyline points="${points.map(([a, b]) => `${a},${b}`).join(" ")}" stroke-dasharray="${Math.round(s * 0.15)} ${Math.round(s * 0.1)}"/>`,
      `<circle cx="${sx}" cy="${sy}" r="${Math.round(s * 0.12)}" fill="#3c8c8c"/>`,
      `<polyline points="${arrowHead([px, py], [tx, ty], s * 0.22)}"/>`,
      "</g>",
    ];
  },
};
