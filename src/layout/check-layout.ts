import type { Issue } from "../model/errors.js";
import { DEFAULT_BOXES, gridShape } from "../model/grid-size.js";
import { byPointer } from "./by-pointer.js";
import type { Layout } from "../model/schemas.js";
import { ruleIssues } from "../rules/registry.js";
import { checkCells } from "../rules/rule-kind.js";

/** Size caps for a layout, which a user can raise (hostile layouts must not exhaust memory). */
export interface LayoutLimits {
  /** Most canvas positions (rows x columns) a layout may span. */
  readonly maxCanvasCells?: number | undefined;
}

export const DEFAULT_MAX_CANVAS_CELLS = 1_000_000;

/**
 * The most the canvas cap may be raised to: 100,000,000 positions (the canvas alone is then a 400 MB array;
 * beyond, typed arrays of that length cannot be made, and the run would end in an internal error).
 */
export const MAX_CANVAS_CELLS_LIMIT = 100_000_000;

/**
 * The rules of a layout beyond its schema: a box shape matching the size, grids at offsets that are
 * multiples of the box's rows and columns (any offset without boxes), unique grid ids, no two grids on the same spot, a canvas within
 * the size cap, rules naming existing grids and covered, distinct cells, regions of `size` cells, and each rule kind's own checks (src/rules/). Pointers are
 * relative to `at`
 * (e.g. "/layout" for a layout inside a puzzle file). Returns every issue found.
 */
export function checkLayout(layout: Layout, at = "", limits: LayoutLimits = {}): Issue[] {
  const issues: Issue[] = [];
  const { size, boxes, boxRows, boxCols } = gridShape(layout);
  if (boxes && boxRows * boxCols !== size) {
    const usual = DEFAULT_BOXES[size];
    issues.push({
      pointer: `${at}/box`,
      message: `a ${boxRows}x${boxCols} box has ${boxRows * boxCols} cells, but a ${size}x${size} grid needs boxes of ${size} cells (${usual === undefined ? `${size} has no box shape but 1x${size}: say "none" for grids without boxes` : `e.g. ${usual[0]}x${usual[1]}, or "none" for grids without boxes`})`,
    });
    return issues; // offsets and the canvas below depend on the box shape
  }
  const firstById = new Map<string, number>();
  const firstByPlace = new Map<string, number>();
  layout.grids.forEach((g, i) => {
    // Without boxes the step is 1: any row and column.
    if (g.row % boxRows !== 0) issues.push({ pointer: `${at}/grids/${i}/row`, message: `must be a multiple of ${boxRows} (grids sit on box boundaries)` });
    if (g.col % boxCols !== 0) issues.push({ pointer: `${at}/grids/${i}/col`, message: `must be a multiple of ${boxCols} (grids sit on box boundaries)` });
    const sameId = firstById.get(g.id);
    if (sameId !== undefined) {
      issues.push({ pointer: `${at}/grids/${i}/id`, message: `grid id "${g.id}" is already used by /grids/${sameId}` });
    } else firstById.set(g.id, i);
    const spot = `${g.row},${g.col}`;
    const sameSpot = firstByPlace.get(spot);
    if (sameSpot !== undefined) {
      issues.push({
        pointer: `${at}/grids/${i}`,
        message: `grid "${g.id}" lies exactly on grid "${layout.grids[sameSpot]?.id}" (both at row ${g.row}, col ${g.col})`,
      });
    } else firstByPlace.set(spot, i);
  });

  const rows = Math.max(...layout.grids.map((g) => g.row)) + size;
  const cols = Math.max(...layout.grids.map((g) => g.col)) + size;
  const cap = limits.maxCanvasCells ?? DEFAULT_MAX_CANVAS_CELLS;
  if (rows * cols > cap) {
    issues.push({
      pointer: `${at}/grids`,
      message: `the canvas would be ${rows} x ${cols} positions, more than the limit of ${cap} (${cap >= MAX_CANVAS_CELLS_LIMIT ? "the most --max-canvas allows" : "raise it with --max-canvas"})`,
    });
    return issues; // coverage checks below would walk that canvas
  }

  (layout.rules ?? []).forEach((rule, i) => {
    if (rule.type === "region" && rule.cells.length !== size) {
      issues.push({
        pointer: `${at}/rules/${i}/cells`,
        message: `a region needs ${size} cells, one per digit of this layout's ${size}x${size} grids, not ${rule.cells.length}`,
      });
      return;
    }
    if (rule.type === "diagonal") {
      if (!firstById.has(rule.grid)) {
        issues.push({
          pointer: `${at}/rules/${i}/grid`,
          message: `a diagonal rule names grid "${rule.grid}", but this layout has no such grid (its grids: ${[...firstById.keys()].join(", ")})`,
        });
      }
      return;
    }
    const found =
      rule.type === "region"
        ? checkCells(rule.cells, `${at}/rules/${i}`, layout, "region", `${size === 9 ? "nine" : size} different cells`)
        : ruleIssues(rule, `${at}/rules/${i}`, layout, i);
    for (const issue of found) issues.push(issue); // a loop, not push(...found): a rule may have an issue per cell
  });
  return issues.sort(byPointer);
}
