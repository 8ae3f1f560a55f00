import type { Geometry } from "../model/geometry.js";
import type { Issue } from "../model/errors.js";
import type { Layout, Rule } from "../model/schemas.js";

/**
 * The contract of one kind of rule (one file per kind under src/rules/, listed in registry.ts). Rules sit
 * just above the model: they read a layout and its geometry and never import the solver, so every engine,
 * the layout checks and the SVG writer can use them.
 *
 * What a kind gives, each optional where the kind has nothing to say:
 * - describe:    the rule in words, for a terminal.
 * - check:       layout errors beyond the schema, located by JSON pointer `at` (the rule is rules[index]).
 * - distinct:    groups of cells whose digits may not repeat (a cage, a knight's move): the search adds them
 *                to each cell's peers, the cheapest propagation there is. Units (nine cells holding 1-9, a
 *                jigsaw region) live in the geometry instead, so that every engine and the logic see them.
 * - propagators: narrowing of candidate masks that knows the rule (killer sums, thermometer order).
 * - violation:   the final check of a filled solution, a sentence when the rule is broken.
 * - svg:         the rule's picture, an SVG fragment drawn over the cells and under the digits.
 */
export interface RuleKind<R extends Rule> {
  readonly type: R["type"];
  readonly check: (rule: R, at: string, layout: Layout, index: number) => Issue[];
  /** One line for `layouts`, e.g. "killer cage: cells (0,0) (0,1) add up to 3". */
  readonly describe: (rule: R) => string;
  readonly distinct?: (rule: R, geometry: Geometry) => number[][];
  readonly propagators?: (rule: R, geometry: Geometry) => Propagator[];
  readonly violation: (rule: R, geometry: Geometry, solution: Uint8Array) => string | undefined;
  readonly svg: (rule: R, geometry: Geometry, draw: Drawing) => string[];
}

/**
 * A propagator narrows the candidate masks of its cells, in place. Bits 0-8 of cand[c] are the digits
 * (digits.ts); higher bits belong to the caller and must be kept, so a propagator only ever clears digit
 * bits (cand[c] &= keep | ~ALL_DIGITS). It returns false when some cell of its would be left with no
 * candidate, or when its cells, all down to one candidate, break the rule: that last part makes the
 * propagator also the rule's check at the leaves of a search.
 */
export interface Propagator {
  readonly cells: Int32Array;
  readonly propagate: (cand: Uint16Array) => boolean;
}

/** Where cells are on the picture (format/svg.ts passes its own). */
export interface Drawing {
  /** Side of a cell. */
  readonly s: number;
  /** Left edge of a canvas column, top edge of a canvas row. */
  readonly x: (col: number) => number;
  readonly y: (row: number) => number;
}

/** Canvas cells as a terminal shows them: "(0,0) (0,1)". */
export function cellList(cells: readonly (readonly number[])[]): string {
  return cells.map(([r, c]) => `(${r},${c})`).join(" ");
}

/** The cell at canvas [row, col] (-1 when no grid covers it). */
export function cellAt(geometry: Geometry, [row, col]: readonly number[]): number {
  return row < geometry.rows && col < geometry.cols ? geometry.canvas[row * geometry.cols + col] : -1;
}

/**
 * The located issues of a rule's canvas cells (at/cells/j): each covered by a grid, none twice. `what`
 * names the rule ("killer cage"), `needs` what its cells must be ("different cells").
 */
export function checkCells(cells: readonly (readonly number[])[], at: string, layout: Layout, what: string, needs = "different cells"): Issue[] {
  const issues: Issue[] = [];
  const seen = new Map<string, number>();
  cells.forEach(([r, c], j) => {
    const pointer = `${at}/cells/${j}`;
    if (!layout.grids.some((g) => r >= g.row && r < g.row + 9 && c >= g.col && c < g.col + 9)) {
      issues.push({ pointer, row: r + 1, col: c + 1, message: `${what} cell [${r}, ${c}] (0-based) is not covered by any grid: every ${what} cell must be in a grid` });
    }
    const key = `${r},${c}`;
    const first = seen.get(key);
    if (first !== undefined) issues.push({ pointer, row: r + 1, col: c + 1, message: `the same cell as cells/${first}: a ${what} needs ${needs}` });
    else seen.set(key, j);
  });
  return issues;
}
