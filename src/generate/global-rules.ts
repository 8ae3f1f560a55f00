/**
 * The rules `generate --rules` draws over whole grids rather than as clues (anti-taxicab): the solution the
 * clues are drawn from must keep them, and only givens (or other kinds' clues) give them something to work on.
 */
import { UsageError } from "../model/errors.js";
import type { Geometry } from "../model/geometry.js";
import { buildGeometry } from "../model/geometry.js";
import type { Layout, Rule } from "../model/schemas.js";

/** The generated kinds that are one rule over every grid, with no clue of their own. */
export const GLOBAL_RULE_KINDS = ["anti-taxicab"] as const;

/**
 * The geometry a random solution is drawn on: the layout's, with the rules over whole grids asked for added
 * and any other rule chosen before the grid is filled (`chosen`: 159's indexing cells), their cells the same
 * (only the search's propagators differ); else the layout's own.
 */
export function solvingGeometry(base: Layout, geometry: Geometry, kinds: readonly string[], chosen: readonly Rule[] = []): Geometry {
  const global = GLOBAL_RULE_KINDS.filter((k) => kinds.includes(k));
  if (global.length === 0 && chosen.length === 0) return geometry;
  return buildGeometry({ ...base, rules: [...(base.rules ?? []), ...global.map((type) => ({ type })), ...chosen] });
}

/**
 * A UsageError for `--givens 0` when every kind asked for is a rule over whole grids and the layout has no
 * rules of its own: with nothing given such a puzzle has many solutions (a grid turned over keeps every
 * distance along rows and columns, so on a layout that is its own mirror image each solution has a twin).
 */
export function refuseGlobalAlone(base: Layout, kinds: readonly string[]): void {
  if ((base.rules ?? []).length > 0 || kinds.length === 0 || !kinds.every((k) => (GLOBAL_RULE_KINDS as readonly string[]).includes(k))) return;
  throw new UsageError(
    `${kinds.join(", ")} is a rule over whole grids with no clues of its own: without givens it has many solutions (a grid's mirror image keeps every distance along rows and columns); ask for --givens 1 or more, or add a kind with clues`,
  );
}

/**
 * A UsageError for a rule over whole grids at a size no grid keeps it: the search finds no 4x4 grid with
 * 2x2 boxes without two 1s side by side, two 2s two steps apart, and so on.
 */
export function refuseGlobalSize(kinds: readonly string[], size: number, boxes: boolean): void {
  if (kinds.includes("anti-taxicab") && size === 4 && boxes)
    throw new UsageError("no 4x4 grid with 2x2 boxes keeps anti-taxicab: it has no solution at that size");
}
