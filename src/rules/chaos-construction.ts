import type { Issue } from "../model/errors.js";
import type { Geometry } from "../model/geometry.js";
import { gridShape } from "../model/grid-size.js";
import type { ChaosConstructionRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { checkCells, checkGrid } from "./rule-kind.js";
import type { ChaosGrid } from "./chaos-construction/chaos-grids.js";
import { chaosGrids } from "./chaos-construction/chaos-grids.js";
import { chaosPropagator } from "./chaos-construction/chaos-propagator.js";
import { findDivision } from "./chaos-construction/find-division.js";

/** The letters of the marked groups, A for the first. */
const LETTERS = "ABCDEFGHIJKLMNOP";
/** The tint of marked cells and the colour of their letters. */
const MARK_FILL = "#e8e0f4";
const MARK_INK = "#5b3f8c";

/** The grid's digits by position (0 where a cell is empty). */
function gridDigits(grid: ChaosGrid, digits: ArrayLike<number>): number[] {
  return Array.from(grid.cells, (c) => digits[c] ?? 0);
}

/**
 * Chaos construction (ISS's ChaosConstruction, SudokuPad's and f-puzzles' puzzles of that name drawn without
 * regions): the grid has no boxes; it divides into `size` orthogonally connected regions of `size` cells,
 * each holding 1..size once, and the regions are part of the answer. The search finds them with the digits:
 * one variable per cell, its region (RuleKind.variables), narrowed by chaos-propagator.ts as digits are by
 * units, so a solution is a grid of digits with its division and two divisions of one grid of digits are two
 * solutions. Marked cells (a setter's shading or letters): a group's cells share a region, two groups' cells
 * do not. The logic steps see only rows and columns (the regions are no candidates of theirs).
 */
export const CHAOS_CONSTRUCTION: RuleKind<ChaosConstructionRule> = {
  type: "chaos-construction",
  describe: (rule) =>
    `chaos construction: ${rule.grid === undefined ? "every grid" : `grid ${rule.grid}`} divides into connected regions found with the digits` +
    (rule.marks === undefined || rule.marks.length === 0 ? "" : `, ${rule.marks.length} marked group${rule.marks.length === 1 ? "" : "s"}`),
  sentence: (rule) =>
    "Divide the grid into as many orthogonally connected regions as it has rows, each of as many cells; each region holds every digit once." +
    (rule.marks === undefined || rule.marks.length === 0
      ? ""
      : " Cells marked with one letter are in one region, cells with different letters in different regions."),
  check: (rule, at, layout, index) => {
    const issues: Issue[] = [...checkGrid(rule.grid, at, layout, "a chaos construction")];
    const shape = gridShape(layout);
    if (shape.boxes) {
      issues.push({ pointer: at, message: 'a chaos construction finds the grid\'s regions: the layout must have no boxes ("box": "none")' });
    }
    const rules = layout.rules ?? [];
    const first = rules.findIndex((r) => r.type === "chaos-construction" && (r.grid === undefined || rule.grid === undefined || r.grid === rule.grid));
    if (first >= 0 && first < index) issues.push({ pointer: at, message: `a grid already has a chaos construction (rules/${first}): one per grid` });
    const jigsaw = rules.findIndex((r) => r.type === "jigsaw" && (rule.grid === undefined || r.grid === rule.grid));
    if (jigsaw >= 0) issues.push({ pointer: at, message: `a chaos construction's grid has its regions given by a jigsaw (rules/${jigsaw}): one or the other` });
    const marks = rule.marks ?? [];
    if (marks.length > shape.size)
      issues.push({ pointer: `${at}/marks`, message: `${marks.length} marked groups, but a grid of ${shape.size} has ${shape.size} regions` });
    const seen = new Map<string, number>();
    marks.forEach((group, g) => {
      for (const issue of checkCells(group, `${at}/marks/${g}`, layout, "chaos construction mark")) issues.push(issue); // a mark may list any number of cells: no spread
      const grids = layout.grids.filter(
        (gr) =>
          (rule.grid === undefined || gr.id === rule.grid) &&
          group.every(([r = -1, c = -1]) => r >= gr.row && r < gr.row + shape.size && c >= gr.col && c < gr.col + shape.size),
      );
      if (grids.length === 0 && group.length > 0)
        issues.push({ pointer: `${at}/marks/${g}`, message: `marked group ${g + 1} does not lie in one grid of the chaos construction` });
      group.forEach(([r = -1, c = -1], j) => {
        const key = `${r},${c}`;
        const before = seen.get(key);
        if (before !== undefined && before !== g) {
          issues.push({
            pointer: `${at}/marks/${g}/${j}`,
            row: r + 1,
            col: c + 1,
            message: `cell [${r}, ${c}] is marked in groups ${before + 1} and ${g + 1}: a cell is in one region`,
          });
        }
        seen.set(key, g);
      });
    });
    return issues;
  },
  variables: (rule, geometry, base) => {
    const size = geometry.size;
    const domains: number[] = [];
    const propagators = chaosGrids(rule, geometry).map((grid) => {
      const p = chaosPropagator(grid, size, base + domains.length);
      for (let i = 0; i < size * size; i++) domains.push(geometry.allDigits);
      return p;
    });
    return { domains, propagators };
  },
  violation: (rule, geometry, solution) => {
    for (const grid of chaosGrids(rule, geometry)) {
      if (findDivision(grid, geometry.size, gridDigits(grid, solution)) === undefined) {
        return `chaos construction: grid ${grid.id} cannot be divided into ${geometry.size} connected regions of ${geometry.size} different digits${grid.marks.length === 0 ? "" : " that keep its marks"}`;
      }
    }
    return undefined;
  },
  svg: (rule, geometry, { s, x, y, digits }) => chaosPicture(rule, geometry, s, x, y, digits),
};

/**
 * The marked cells, tinted, each with its group's letter in a corner; and on a grid whose every cell is
 * filled (a solution), the borders of the division its digits admit (the first found, as render draws it).
 */
function chaosPicture(
  rule: ChaosConstructionRule,
  geometry: Geometry,
  s: number,
  x: (col: number) => number,
  y: (row: number) => number,
  digits: ArrayLike<number> | undefined,
): string[] {
  const out: string[] = [];
  const size = geometry.size;
  (rule.marks ?? []).forEach((group, g) => {
    for (const [r = 0, c = 0] of group) {
      out.push(`<rect class="chaos-mark" x="${x(c)}" y="${y(r)}" width="${s}" height="${s}" fill="${MARK_FILL}" opacity="0.9"/>`);
      out.push(
        `<text x="${x(c) + s * 0.08}" y="${y(r) + s * 0.26}" font-family="sans-serif" font-size="${Math.round(s * 0.24)}" fill="${MARK_INK}">${LETTERS[g] ?? "?"}</text>`,
      );
    }
  });
  if (digits === undefined) return out;
  for (const grid of chaosGrids(rule, geometry)) {
    const values = gridDigits(grid, digits);
    if (values.some((d) => d === 0)) continue;
    const regions = findDivision(grid, size, values);
    if (regions === undefined) continue;
    const g = geometry.grids.find((gr) => gr.id === grid.id);
    if (g === undefined) continue;
    out.push(`<g class="chaos-regions" stroke="#333333" stroke-width="2.5" stroke-linecap="square">`);
    // r, c < size: positions of the grid, in regions.
    for (let r = 0; r < size; r++) {
      for (let c = 0; c < size; c++) {
        const here = regions[r * size + c];
        if (c < size - 1 && here !== regions[r * size + c + 1])
          out.push(`<line x1="${x(g.col + c + 1)}" y1="${y(g.row + r)}" x2="${x(g.col + c + 1)}" y2="${y(g.row + r) + s}"/>`);
        if (r < size - 1 && here !== regions[(r + 1) * size + c])
          out.push(`<line x1="${x(g.col + c)}" y1="${y(g.row + r + 1)}" x2="${x(g.col + c) + s}" y2="${y(g.row + r + 1)}"/>`);
      }
    }
    out.push("</g>");
  }
  return out;
}
