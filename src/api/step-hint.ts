import type { CellJson, StepJson } from "../format/logic-json.js";
import { stepJson } from "../format/logic-json.js";
import { cellRef } from "../logic/describe.js";
import type { Geometry } from "../model/geometry.js";
import type { Step } from "../model/step-contract.js";

/**
 * The levels of a hint and the words of each for a logic step (stepHint), with the small helpers the
 * graded hints (graded-hint.ts) share: cells in reading order, a unit's cells and name, the unit some
 * cells share.
 */

/** How much a hint tells: 1 where to look, 2 the technique and its cells, 3 the whole deduction. */
export type HintLevel = 1 | 2 | 3;

/** The levels, for option checks. */
export const HINT_LEVELS: readonly HintLevel[] = [1, 2, 3];

/** What a graded hint is about. */
export type HintKind = "wrong-digit" | "wrong-marks" | "no-solution" | "step" | "solved" | "stuck";

/** A graded hint: its words, the cells to highlight, and at level 3 the step drawn. */
export interface GradedHint {
  readonly level: HintLevel;
  readonly kind: HintKind;
  readonly text: string;
  /** The cells to highlight: the unit or cells to look at (1), the pattern (2), the step's cells (3). */
  readonly cells: CellJson[];
  /** Level 3 of a step: the step, as `hint --format json` writes it. */
  readonly step?: StepJson;
}

/** Canvas reading order of two cells. */
export function readingOrder(g: Geometry, a: number, b: number): number {
  return g.cellRow[a]! - g.cellRow[b]! || g.cellCol[a]! - g.cellCol[b]!; // cells of the geometry
}

/** A cell as the step JSON writes it: 1-based canvas row and column. */
export function cellJson(g: Geometry, cell: number): CellJson {
  return { row: g.cellRow[cell]! + 1, col: g.cellCol[cell]! + 1 }; // a cell of the geometry
}

/** The cells of unit `u`. */
export function unitCellList(g: Geometry, u: number): number[] {
  return Array.from(g.unitCells.subarray(u * g.size, (u + 1) * g.size));
}

/** The units of a cell. */
export function unitsOf(g: Geometry, cell: number): number[] {
  return Array.from(g.cellUnitList.subarray(g.cellUnitStart[cell]!, g.cellUnitStart[cell + 1]!)); // a cell of the geometry
}

/** Which unit kind a player looks at first: boxes (and a jigsaw's regions), then rows, columns, the rest. */
const KIND_ORDER = ["box", "region", "row", "column", "diagonal"] as const;

/** The unit that holds every one of the cells, the first by KIND_ORDER; none when they share none. */
export function commonUnit(g: Geometry, cells: readonly number[]): number | undefined {
  const [first, ...rest] = cells;
  if (first === undefined) return undefined;
  const shared = unitsOf(g, first).filter((u) => rest.every((c) => unitsOf(g, c).includes(u)));
  return shared.sort((a, b) => KIND_ORDER.indexOf(g.units[a]!.kind) - KIND_ORDER.indexOf(g.units[b]!.kind))[0]; // units of the geometry
}

/** A unit's name, its first where a shared box has two; on a single grid without " of grid g0". */
export function unitName(g: Geometry, u: number): string {
  const name = (g.units[u]?.name ?? "").split(" = ")[0] ?? "";
  return g.grids.length === 1 ? name.replace(/ of grid \S+$/, "") : name;
}

/** The cells of a step a player looks at: its pattern, else the cells it places in or removes from. */
function stepCells(step: Step): number[] {
  if (step.cells.length > 0) return [...step.cells];
  return [...new Set([...step.placements.map((p) => p.cell), ...step.eliminations.map((e) => e.cell)])];
}

/**
 * A step told at a hint's level: 1 where to look (the step's unit, else the one unit its cells share,
 * else its cells), 2 the technique and the pattern's cells, 3 the step's whole text and JSON (what it
 * places and removes). The words of `hint --level` and of the page's Hint button.
 */
export function stepHint(g: Geometry, step: Step, level: HintLevel): GradedHint {
  const cells = stepCells(step);
  const unit = step.units[0] ?? commonUnit(g, cells);
  const names = [...cells].sort((a, b) => readingOrder(g, a, b)).map((c) => cellRef(g, c));
  if (level === 1) {
    if (unit !== undefined) return { level, kind: "step", text: `Look at ${unitName(g, unit)}.`, cells: unitCellList(g, unit).map((c) => cellJson(g, c)) };
    return { level, kind: "step", text: `Look at ${names.join(", ")}.`, cells: cells.map((c) => cellJson(g, c)) };
  }
  if (level === 2) {
    const where = unit === undefined ? "" : ` in ${unitName(g, unit)}`;
    const technique = step.technique.charAt(0).toUpperCase() + step.technique.slice(1);
    return { level, kind: "step", text: `${technique}${where}: look at ${names.join(", ")}.`, cells: cells.map((c) => cellJson(g, c)) };
  }
  const json = stepJson(g, step);
  const all = [...json.cells, ...json.placements, ...json.eliminations].map((c) => ({ row: c.row, col: c.col }));
  const unique = all.filter((c, i) => all.findIndex((o) => o.row === c.row && o.col === c.col) === i);
  return { level, kind: "step", text: json.text, cells: unique, step: json };
}
