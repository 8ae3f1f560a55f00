import { digitChar } from "../model/digit-chars.js";
import { gridShape } from "../model/grid-size.js";
import { ruleClues } from "../rules/registry.js";
import type { EditorState } from "./editor-state.js";
import { isCovered, posKey } from "./editor-state.js";
import type { StateIssues } from "./check-state.js";

/**
 * The view model of the board: every cell the page draws, with what it shows, and the extra places the
 * Draw mode offers for new grids. Pure: the shell (shell/render-board.ts) turns it into elements.
 */

export type Mode = "draw" | "set" | "play";

/** What a cell shows: a given, a player's digit, a digit of the solver's solution, or nothing. */
export type CellKind = "given" | "entry" | "solution" | "empty";

export interface CellView {
  /** Canvas position (0-based), as the element's data-row and data-col. */
  readonly row: number;
  readonly col: number;
  readonly digit: number;
  readonly kind: CellKind;
  /** Centre pencil marks, bit d-1 for digit d (only on empty cells). */
  readonly marks: number;
  /** Corner pencil marks, the same way (only on empty cells). */
  readonly corner: number;
  /** The player's colours, bit c-1 for colour c (1..9; 0: none). */
  readonly colour: number;
  /** Covered by two grids or more: drawn shaded as shared. */
  readonly shared: boolean;
  /** In a diagonal or an extra region. */
  readonly rule: boolean;
  /** The problems at this cell, in the CLI's words. */
  readonly errors: readonly string[];
}

export interface BoardView {
  /**
   * Canvas position of the view's top-left corner: negative in Draw mode, which shows a margin, and where
   * a rule's clues stand beside the grids (a little killer's arrow, a sandwich's sum): one cell's band on
   * each side that has one, as the CLI's SVG leaves (src/format/svg-figure.ts).
   */
  readonly originRow: number;
  readonly originCol: number;
  /** Size of the view, in cells. */
  readonly rows: number;
  readonly cols: number;
  readonly cells: readonly CellView[];
  /** Draw mode: the top-left canvas positions of uncovered boxes, where a click adds a grid. */
  readonly slots: readonly (readonly [number, number])[];
}

/** Room around the drawing in Draw mode, in cells: one grid's width on every side (of 9x9 grids; else the layout's size). */
export const DRAW_MARGIN = 9;
/** A fresh canvas shows this many cells each way (three grids' worth), to draw in. */
export const EMPTY_CANVAS = 27;

export interface BoardInput {
  readonly state: EditorState;
  readonly mode: Mode;
  readonly issues: StateIssues;
  /** The solver's solution by canvas position, shown in cells with nothing else in them. */
  readonly solution?: ReadonlyMap<string, number>;
}

/** The board for the state in the mode. */
export function boardView({ state, mode, issues, solution }: BoardInput): BoardView {
  const { grids } = state.layout;
  const { size, boxRows, boxCols } = gridShape(state.layout);
  const margin = size === 9 ? DRAW_MARGIN : size;
  const layoutRows = grids.length === 0 ? 0 : Math.max(...grids.map((g) => g.row)) + size;
  const layoutCols = grids.length === 0 ? 0 : Math.max(...grids.map((g) => g.col)) + size;
  let originRow = 0;
  let originCol = 0;
  let rows = layoutRows;
  let cols = layoutCols;
  if (mode === "draw") {
    if (grids.length === 0) {
      // Three grids' worth each way (27 cells for 9x9 grids), whole boxes.
      rows = size === 9 ? EMPTY_CANVAS : 3 * size;
      cols = rows;
    } else {
      originRow = -margin;
      originCol = -margin;
      rows = layoutRows + 2 * margin;
      cols = layoutCols + 2 * margin;
    }
  } else {
    const band = clueBands(state, layoutRows, layoutCols);
    originRow = 0 - band.above; // not -0
    originCol = 0 - band.left;
    rows = layoutRows + band.above + band.below;
    cols = layoutCols + band.left + band.right;
  }

  const ruleCells = new Set<string>();
  for (const rule of state.layout.rules ?? []) {
    if (rule.type === "region")
      for (const [r = -1, c = -1] of rule.cells) ruleCells.add(posKey(r, c)); // [row, col] pairs (the schema)
    else if (rule.type === "diagonal") {
      const g = grids.find((x) => x.id === rule.grid);
      if (g === undefined) continue;
      for (let i = 0; i < size; i++) {
        ruleCells.add(posKey(g.row + i, g.col + i));
        ruleCells.add(posKey(g.row + i, g.col + size - 1 - i));
      }
    }
  }

  // How many grids cover each canvas position, counted once per grid: a filter over the grids at every
  // position cost a sumo (33x33 positions, 13 grids) more than the rest of the view at each keypress.
  const covers = new Uint8Array(layoutRows * layoutCols);
  for (const g of grids) for (let r = g.row; r < g.row + size; r++) for (let c = g.col; c < g.col + size; c++) covers[r * layoutCols + c]! += 1; // on the canvas
  const cells: CellView[] = [];
  for (let r = 0; r < layoutRows; r++) {
    for (let c = 0; c < layoutCols; c++) {
      const cover = covers[r * layoutCols + c] ?? 0;
      if (cover === 0) continue;
      const k = posKey(r, c);
      const given = state.givens.get(k);
      const entry = state.entries.get(k);
      const solved = solution?.get(k);
      const [kind, digit]: [CellKind, number] =
        given !== undefined ? ["given", given] : entry !== undefined ? ["entry", entry] : solved !== undefined ? ["solution", solved] : ["empty", 0];
      cells.push({
        row: r,
        col: c,
        digit,
        kind,
        marks: kind === "empty" ? (state.marks.get(k) ?? 0) : 0,
        corner: kind === "empty" ? (state.corner.get(k) ?? 0) : 0,
        colour: state.colours.get(k) ?? 0,
        shared: cover > 1,
        rule: ruleCells.has(k),
        errors: issues.byCell.get(k) ?? [],
      });
    }
  }

  const slots: [number, number][] = [];
  if (mode === "draw") {
    for (let r = originRow; r < originRow + rows; r += boxRows) {
      for (let c = originCol; c < originCol + cols; c += boxCols) if (!isCovered(state.layout, r, c)) slots.push([r, c]);
    }
  }
  return { originRow, originCol, rows, cols, cells, slots };
}

/** The bands (0 or 1 cell) the rules' clues need beside the canvas on each side. */
function clueBands(state: EditorState, rows: number, cols: number): { above: number; below: number; left: number; right: number } {
  let clues: [number, number][];
  try {
    clues = ruleClues(state.layout);
  } catch {
    clues = []; // a rule the setter is still drawing: its clue gets room once it is whole
  }
  const band = (off: (p: [number, number]) => boolean): number => (clues.some(off) ? 1 : 0);
  return { above: band(([r]) => r < 0), below: band(([r]) => r >= rows), left: band(([, c]) => c < 0), right: band(([, c]) => c >= cols) };
}

/** The digits of a pencil-mark mask, in order, as written ("135" for 1, 3 and 5; "9AG" for 9, 10 and 16). */
export function markDigits(mask: number): string {
  let out = "";
  for (let d = 1; d <= 16; d++) if ((mask & (1 << (d - 1))) !== 0) out += digitChar(d);
  return out;
}
