import { digitOfBit, lowestBit } from "../model/digits.js";
import type { InequalityRule } from "../model/schemas.js";
import type { Propagator, RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, cellAt, cellList, checkCells, sideBySide } from "./rule-kind.js";

/**
 * Inequality signs (greater-than sudoku): the first cell of the rule holds a smaller digit than the second,
 * its neighbour. Propagation by bounds, which is exact for "<": the smaller cell keeps the digits below the
 * larger one's largest candidate, the larger cell those above the smaller one's smallest; on two cells down
 * to one digit each, a wrong order leaves one of them none. Rejected: relationPropagator, whose one support
 * table serves symmetric relations only. Drawn as a chevron on the edge, its point at the smaller digit.
 */
export const INEQUALITY: RuleKind<InequalityRule> = {
  type: "inequality",
  step: { name: "inequality signs", difficulty: 1.5 },
  describe: (rule) => `inequality: ${cellList(rule.cells.slice(0, 1))} < ${cellList(rule.cells.slice(1))}`,
  sentence: () => "An inequality sign between two cells points at the smaller digit.",
  check: (rule, at, layout) => {
    const issues = checkCells(rule.cells, at, layout, "inequality sign");
    const [first = [], second = []] = rule.cells; // the schema asks for two cells; a missing one is beside nothing
    if (issues.length === 0 && !sideBySide(first, second)) {
      issues.push({
        pointer: `${at}/cells/1`,
        message: `an inequality sign sits between two cells side by side; [${second.join(", ")}] does not touch [${first.join(", ")}]`,
      });
    }
    return issues;
  },
  propagators: (rule, geometry) => {
    const [small = -1, large = -1] = rule.cells.map((p) => cellAt(geometry, p)); // a checked rule: two cells of the layout
    return lessThan(small, large);
  },
  // Broken, the first digit is not smaller: larger, as two cells side by side share a row or column.
  negation: (rule, geometry) => {
    const [small = -1, large = -1] = rule.cells.map((p) => cellAt(geometry, p)); // a checked rule: two cells of the layout
    return lessThan(large, small);
  },
  violation: (rule, geometry, solution) => {
    const [a, b] = rule.cells.map((p) => solution[cellAt(geometry, p)]);
    // A digit missing (no such cell) breaks the sign.
    return a !== undefined && b !== undefined && a < b ? undefined : `inequality ${cellList(rule.cells)}: ${a} is not less than ${b}`;
  },
  svg: (rule, _geometry, { s, x, y }) => {
    const [[r1 = 0, c1 = 0] = [], [r2 = 0, c2 = 0] = []] = rule.cells; // the schema: two cells, each [row, col]
    // The edge's middle; (dx, dy) one step from the smaller cell to the larger, (px, py) along the edge.
    const mx = (x(c1) + x(c2)) / 2 + s / 2;
    const my = (y(r1) + y(r2)) / 2 + s / 2;
    const [dx, dy] = [c2 - c1, r2 - r1];
    const [px, py] = [-dy, dx];
    const k = s * 0.1;
    const point = (along: number, across: number): string => `${mx + dx * along + px * across},${my + dy * along + py * across}`;
    return [
      `<polyline class="inequality" points="${point(k, -1.4 * k)} ${point(-k, 0)} ${point(k, 1.4 * k)}" fill="none" stroke="#000000" stroke-width="${Math.max(1.5, Math.round(s * 0.05))}" stroke-linecap="round" stroke-linejoin="round"/>`,
    ];
  },
};

/** Propagation by bounds of "the digit of `small` is less than that of `large`" (see INEQUALITY). */
function lessThan(small: number, large: number): Propagator[] {
  return [
    {
      cells: Int32Array.from([small, large]),
      // small and large are cells of the layout: in range of cand.
      propagate: (cand) => {
        // Below the large cell's largest digit: the bits under its highest bit.
        const largest = digitOfBit(cand[large]! & DIGIT_BITS);
        if (largest === 0) return false;
        const below = (1 << (largest - 1)) - 1;
        if ((cand[small]! & below) === 0) return false;
        cand[small]! &= below | ~DIGIT_BITS;
        // Above the small cell's smallest digit: every bit over its lowest bit.
        const lowest = lowestBit(cand[small]! & DIGIT_BITS);
        const above = DIGIT_BITS & ~(lowest | (lowest - 1));
        if ((cand[large]! & above) === 0) return false;
        cand[large]! &= above | ~DIGIT_BITS;
        return true;
      },
    },
  ];
}
