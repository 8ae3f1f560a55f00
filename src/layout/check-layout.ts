import type { Issue } from "../model/errors.js";
import { byPointer } from "./by-pointer.js";
import type { Layout } from "../model/schemas.js";

/** Size caps for a layout, which a user can raise (hostile layouts must not exhaust memory). */
export interface LayoutLimits {
  /** Most canvas positions (rows x columns) a layout may span. */
  readonly maxCanvasCells?: number;
}

export const DEFAULT_MAX_CANVAS_CELLS = 1_000_000;

/**
 * The rules of a layout beyond its schema: unique grid ids, no two grids on the same spot, a canvas within
 * the size cap, rules naming existing grids and covered, distinct cells. Pointers are relative to `at`
 * (e.g. "/layout" for a layout inside a puzzle file). Returns every issue found.
 */
export function checkLayout(layout: Layout, at = "", limits: LayoutLimits = {}): Issue[] {
  const issues: Issue[] = [];
  const firstById = new Map<string, number>();
  const firstByPlace = new Map<string, number>();
  layout.grids.forEach((g, i) => {
    const sameId = firstById.get(g.id);
    if (sameId !== undefined) {
      issues.push({ pointer: `${at}/grids/${i}/id`, message: `grid id "${g.id}" is already used by /grids/${sameId}` });
    } else firstById.set(g.id, i);
    const spot = `${g.row},${g.col}`;
    const sameSpot = firstByPlace.get(spot);
    if (sameSpot !== undefined) {
      issues.push({
        pointer: `${at}/grids/${i}`,
        message: `grid "${g.id}" lies exactly on grid "${layout.grids[sameSpot].id}" (both at row ${g.row}, col ${g.col})`,
      });
    } else firstByPlace.set(spot, i);
  });

  const rows = Math.max(...layout.grids.map((g) => g.row)) + 9;
  const cols = Math.max(...layout.grids.map((g) => g.col)) + 9;
  const cap = limits.maxCanvasCells ?? DEFAULT_MAX_CANVAS_CELLS;
  if (rows * cols > cap) {
    issues.push({
      pointer: `${at}/grids`,
      message: `the canvas would be ${rows} x ${cols} positions, more than the limit of ${cap} (raise it with --max-canvas)`,
    });
    return issues; // coverage checks below would walk that canvas
  }

  const covered = (r: number, c: number): boolean =>
    layout.grids.some((g) => r >= g.row && r < g.row + 9 && c >= g.col && c < g.col + 9);
  (layout.rules ?? []).forEach((rule, i) => {
    if (rule.type === "diagonal") {
      if (!firstById.has(rule.grid)) {
        issues.push({ pointer: `${at}/rules/${i}/grid`, message: `a diagonal rule names grid "${rule.grid}", but this layout has no such grid (its grids: ${[...firstById.keys()].join(", ")})` });
      }
      return;
    }
    const seen = new Map<string, number>();
    rule.cells.forEach(([r, c], j) => {
      const pointer = `${at}/rules/${i}/cells/${j}`;
      if (!covered(r, c)) {
        issues.push({ pointer, row: r + 1, col: c + 1, message: `region cell [${r}, ${c}] (0-based) is not covered by any grid: every region cell must be in a grid` });
      }
      const key = `${r},${c}`;
      const first = seen.get(key);
      if (first !== undefined) {
        issues.push({ pointer, row: r + 1, col: c + 1, message: `the same cell as cells/${first}: a region needs nine different cells` });
      } else seen.set(key, j);
    });
  });
  return issues.sort(byPointer);
}
