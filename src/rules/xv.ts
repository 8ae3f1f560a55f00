import { gridShape } from "../model/grid-size.js";
import type { Geometry } from "../model/geometry.js";
import type { XvRule } from "../model/schemas.js";
import type { Technique } from "../model/step-contract.js";
import type { RuleKind } from "./rule-kind.js";
import { cellAt, cellList, checkCells, relationPropagator, sideBySide, supportOf } from "./rule-kind.js";
import type { Tie } from "./tied-groups.js";
import { tiedGroups } from "./tied-groups.js";
import { tiedStep } from "./tied-step.js";

const SUM: Record<XvRule["mark"], number> = { X: 10, V: 5 };
const SUPPORT: Record<XvRule["mark"], Uint16Array> = { X: supportOf((d, e) => d + e === 10), V: supportOf((d, e) => d + e === 5) };
const BROKEN: Record<XvRule["mark"], Uint16Array> = { X: supportOf((d, e) => d + e !== 10), V: supportOf((d, e) => d + e !== 5) };

/**
 * X and V between two neighbouring cells: their digits add up to 10 (X) or 5 (V). A relation
 * (rule-kind.ts): each side keeps the complements of the other's digits. Drawn as the letter on the edge.
 */
export const XV: RuleKind<XvRule> = {
  type: "xv",
  step: { name: "X/V sums", difficulty: 2.0 },
  describe: (rule) => `${rule.mark}: cells ${cellList(rule.cells)} add up to ${SUM[rule.mark]}`,
  sentence: () => "An X joins digits adding up to 10, a V digits adding up to 5.",
  check: (rule, at, layout) => {
    const issues = checkCells(rule.cells, at, layout, "X or V");
    const { size } = gridShape(layout);
    if (size + size - 1 < SUM[rule.mark]) issues.push({ pointer: `${at}/mark`, message: `no two digits of 1-${size} add up to ${SUM[rule.mark]}` });
    const [first = [], second = []] = rule.cells; // the schema asks for two cells; a missing one is beside nothing
    if (issues.length === 0 && !sideBySide(first, second)) {
      issues.push({
        pointer: `${at}/cells/1`,
        message: `an ${rule.mark} sits between two cells side by side; [${second.join(", ")}] does not touch [${first.join(", ")}]`,
      });
    }
    return issues;
  },
  propagators: (rule, geometry) => [
    relationPropagator(
      rule.cells.map((p) => cellAt(geometry, p)),
      SUPPORT[rule.mark],
    ),
  ],
  logic: (rules, geometry) => [xvPairs(rules, geometry)],
  negation: (rule, geometry) => [
    relationPropagator(
      rule.cells.map((p) => cellAt(geometry, p)),
      BROKEN[rule.mark],
    ),
  ],
  violation: (rule, geometry, solution) => {
    const [a, b] = rule.cells.map((p) => solution[cellAt(geometry, p)]);
    // A digit missing (no such cell) breaks the mark, as NaN did before the check.
    return a !== undefined && b !== undefined && a + b === SUM[rule.mark]
      ? undefined
      : `${rule.mark} at ${cellList(rule.cells)}: ${a} + ${b} is not ${SUM[rule.mark]}`;
  },
  svg: (rule, _geometry, { s, x, y }) => {
    const [[r1 = 0, c1 = 0] = [], [r2 = 0, c2 = 0] = []] = rule.cells; // the schema: two cells, each [row, col]
    const cx = (x(c1) + x(c2)) / 2 + s / 2;
    const cy = (y(r1) + y(r2)) / 2 + s / 2;
    return [
      `<text class="xv" x="${cx}" y="${cy}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${Math.round(s * 0.34)}" font-weight="bold" text-anchor="middle" dominant-baseline="central" fill="#000000" stroke="#ffffff" stroke-width="3" paint-order="stroke">${rule.mark}</text>`,
    ];
  },
};

/** Each mark as a tie between its two cells. */
function tiesOf(rules: readonly XvRule[], geometry: Geometry): Tie[] {
  return rules.map((r) => {
    const [a = -1, b = -1] = r.cells.map((p) => cellAt(geometry, p)); // the schema: two cells
    return { a, b, support: SUPPORT[r.mark] };
  });
}

/** A mark as said: "the X at r1c1 r1c2". */
function markName(cells: string, ties: readonly Tie[]): string {
  return `the ${ties[0]?.support === SUPPORT.V ? "V" : "X"} at ${cells}`;
}

/**
 * X/V pairs: the two cells of a mark see each other (side by side, in one row or column), so an X never
 * holds 5 twice, which the X/V sums step (2.0), pairing digits by their sum alone, keeps. Rated 2.1: one
 * look past the sums.
 */
function xvPairs(rules: readonly XvRule[], geometry: Geometry): Technique {
  return tiedStep("X/V pairs", 2.1, () => tiesOf(rules, geometry).flatMap((t) => tiedGroups(geometry, [t], 2, 2, markName)), geometry);
}
