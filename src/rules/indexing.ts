import type { Issue } from "../model/errors.js";
import type { Geometry } from "../model/geometry.js";
import { gridShape } from "../model/grid-size.js";
import type { GridPlacement, IndexingRule, Layout } from "../model/schemas.js";
import type { Propagator, RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, cellAt, cellSetList, checkCells, checkGrid, placeOf } from "./rule-kind.js";

/**
 * One indexing cell's link: the cell, the digit it indexes (its own column number in its grid for column
 * indexing, its row number for row indexing) and the cells it points into, in order (its grid's row for
 * column indexing, its column for row indexing): holding V, the cell says targets[V - 1] holds `digit`.
 */
export interface IndexingLink {
  readonly cell: number;
  readonly digit: number;
  readonly targets: Int32Array;
}

/**
 * The grid whose rows and columns a rule's cell is read in: the named grid, else the one grid covering it
 * (undefined when none does, or when several do and the rule names none: the check reports both).
 */
export function indexingGrid(rule: IndexingRule, layout: Layout, [r = -1, c = -1]: readonly number[]): GridPlacement | undefined {
  const { size } = gridShape(layout);
  const covering = layout.grids.filter((g) => r >= g.row && r < g.row + size && c >= g.col && c < g.col + size);
  if (rule.grid !== undefined) return covering.find((g) => g.id === rule.grid);
  return covering.length === 1 ? covering[0] : undefined;
}

/** Every cell's link (see IndexingLink), for a checked rule: each cell read in its grid. */
export function indexingLinks(rule: IndexingRule, geometry: Geometry): IndexingLink[] {
  const size = geometry.size;
  const links: IndexingLink[] = [];
  for (const p of rule.cells) {
    const placed = indexingGrid(rule, geometry.layout, p);
    const g = geometry.grids.find((grid) => grid.id === placed?.id);
    if (g === undefined) continue; // a checked rule's every cell has its grid
    const [r = 0, c = 0] = p;
    const gr = r - g.row;
    const gc = c - g.col;
    const targets = new Int32Array(size);
    // gr, gc, i in 0..size-1: cells of the grid.
    for (let i = 0; i < size; i++) targets[i] = rule.index === "column" ? g.cells[gr * size + i]! : g.cells[i * size + gc]!;
    links.push({ cell: cellAt(geometry, p), digit: (rule.index === "column" ? gc : gr) + 1, targets });
  }
  return links;
}

/**
 * The channel between each indexing cell and the cells it points into, both ways: the cell keeps a digit V
 * only while its V-th target may still hold the indexed digit C, and a target keeps C only while the cell
 * may still point at it. The second half leans on the row (or column) holding C exactly once, which the grid
 * says: a C elsewhere than where the cell points would be a second C. A cell's own place in its row is the
 * target for V = C (holding C it points at itself), which the channel leaves as it is. Each link is one pass;
 * links share cells (two indexing cells of a row both point into it), so the propagator is not idempotent.
 */
function indexingPropagator(rule: IndexingRule, geometry: Geometry): Propagator {
  const links = indexingLinks(rule, geometry);
  const cells = new Set<number>();
  for (const link of links) {
    cells.add(link.cell);
    for (const t of link.targets) cells.add(t);
  }
  return {
    cells: Int32Array.from(cells),
    // Every index below is a cell of the layout; targets has size entries, v - 1 in 0..size-1.
    propagate: (cand) => {
      for (const { cell, digit, targets } of links) {
        const bit = 1 << (digit - 1);
        const before = cand[cell]! & DIGIT_BITS;
        let keep = 0;
        for (let v = 1; v <= targets.length; v++) if (before & (1 << (v - 1)) && cand[targets[v - 1]!]! & bit) keep |= 1 << (v - 1);
        if (keep === 0) return false;
        if (keep !== before) cand[cell]! &= keep | ~DIGIT_BITS;
        for (let v = 1; v <= targets.length; v++) {
          if (keep & (1 << (v - 1))) continue;
          const t = targets[v - 1]!;
          if ((cand[t]! & bit) === 0) continue;
          cand[t]! &= ~bit;
          if ((cand[t]! & DIGIT_BITS) === 0) return false;
        }
      }
      return true;
    },
  };
}

/** The rule's cells whose grid cannot be told: none covers it (checkCells says so), or several and no `grid`. */
function gridIssues(rule: IndexingRule, at: string, layout: Layout): Issue[] {
  const { size } = gridShape(layout);
  const issues: Issue[] = [];
  rule.cells.forEach(([r = -1, c = -1], j) => {
    const covering = layout.grids.filter((g) => r >= g.row && r < g.row + size && c >= g.col && c < g.col + size);
    if (covering.length === 0) return;
    const pointer = `${at}/cells/${j}`;
    if (rule.grid !== undefined) {
      if (layout.grids.some((g) => g.id === rule.grid) && !covering.some((g) => g.id === rule.grid)) {
        issues.push({ pointer, row: r + 1, col: c + 1, message: `indexing cell [${r}, ${c}] is not in grid "${rule.grid}", the grid the rule names` });
      }
    } else if (covering.length > 1) {
      issues.push({
        pointer,
        row: r + 1,
        col: c + 1,
        message: `indexing cell [${r}, ${c}] lies in grids ${covering.map((g) => g.id).join(" and ")}: name the grid whose ${rule.index === "column" ? "rows" : "columns"} it indexes with "grid"`,
      });
    }
  });
  return issues;
}

/** The shading of column indexing cells and of row indexing cells (ISS's colours, lighter). */
export const INDEXING_FILL = { column: "#f2b8b8", row: "#b8e0b8" } as const;

/**
 * Indexing (ISS's Indexing, f-puzzles' column and row indexers): column indexing, a cell in column C of its
 * grid holding V says that the V-th cell of its row holds C; row indexing likewise down its column. 159
 * sudoku is column indexing on the whole columns 1, 5 and 9. The rows and columns are those of the grid the
 * cell is in (the named one where grids overlap). Drawn as shaded cells, red for column indexing, green for
 * row indexing.
 */
export const INDEXING: RuleKind<IndexingRule> = {
  type: "indexing",
  step: { name: "indexing", difficulty: 1.5 },
  describe: (rule) => `${rule.index} indexing: cells ${cellSetList(rule.cells)}${rule.grid === undefined ? "" : ` of grid ${rule.grid}`}`,
  sentence: (rule) =>
    rule.index === "column"
      ? "A digit V in a cell shaded red, in column C, says where C is in its row: the V-th cell of that row holds C."
      : "A digit V in a cell shaded green, in row R, says where R is in its column: the V-th cell of that column holds R.",
  check: (rule, at, layout) => [
    ...checkCells(rule.cells, at, layout, "indexing"),
    ...checkGrid(rule.grid, at, layout, "an indexing"),
    ...gridIssues(rule, at, layout),
  ],
  propagators: (rule, geometry) => [indexingPropagator(rule, geometry)],
  partial: true,
  violation: (rule, geometry, solution) => {
    for (const { cell, digit, targets } of indexingLinks(rule, geometry)) {
      const v = solution[cell] ?? 0;
      if (v === 0) continue;
      const t = targets[v - 1] ?? -1;
      const there = solution[t] ?? 0;
      if (there !== 0 && there !== digit) {
        return `${rule.index} indexing: ${placeOf(geometry, cell)} holds ${v}, so ${placeOf(geometry, t)} should hold ${digit}, but it holds ${there}`;
      }
    }
    return undefined;
  },
  svg: (rule, _geometry, { s, x, y }) => [
    `<g class="indexing" fill="${INDEXING_FILL[rule.index]}" opacity="0.6">`,
    ...rule.cells.map(([r = 0, c = 0]) => `<rect x="${x(c)}" y="${y(r)}" width="${s}" height="${s}"/>`),
    `</g>`,
  ],
};
