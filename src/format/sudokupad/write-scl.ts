import { InvalidInputError } from "../../model/errors.js";
import { gridShape } from "../../model/grid-size.js";
import type { Layout, Rule } from "../../model/schemas.js";
import { ruleSentences } from "../../rules/registry.js";
import type { LoadedPuzzle } from "../puzzle-json/load-puzzle.js";
import type { SclPuzzle } from "./scl-types.js";
import { SCL_STYLE } from "./scl-types.js";
import type { SclWriter } from "./scl-rule-table.js";
import { cosmeticsWords } from "../fpuzzles/cosmetics.js";
import { SCL_RULES } from "./scl-rule-table.js";

/** An SCL puzzle and the rules left out of it (only with `lossy`). */
export interface ToScl {
  readonly scl: SclPuzzle;
  readonly dropped: readonly string[];
}

/** Cells of the canvas, a grid id, or both: 0-based [row, col]. */
type Cell = [number, number];

/**
 * Writes a puzzle of any layout in SudokuPad's own format (scl-types.ts): the canvas as `cells` (givens as
 * values, cells outside every grid covered white), every box of every grid as a region (a box two grids
 * share, once; a jigsaw grid's regions instead of its boxes), each grid's rows and columns as hidden
 * cages SudokuPad checks (`metadata.norowcol` stops it checking whole canvas rows), the title and the
 * rules in words as meta-cages, and each rule through `SCL_RULES`. A rule SudokuPad cannot show is an
 * InvalidInputError, unless `lossy` (then it is named in `dropped`).
 */
export function toScl(loaded: LoadedPuzzle, options: { readonly lossy?: boolean } = {}): ToScl {
  const { layout, model } = loaded;
  const { geometry, givens } = model;
  const { size, boxes, boxRows, boxCols } = gridShape(layout);
  const rules = layout.rules ?? [];
  const cells: SclPuzzle["cells"] = [];
  for (let r = 0; r < geometry.rows; r++) {
    const row: SclPuzzle["cells"][number] = [];
    for (let c = 0; c < geometry.cols; c++) {
      const d = givens[geometry.canvas[r * geometry.cols + c] ?? -1] ?? 0;
      row.push(d === 0 ? {} : { value: d });
    }
    cells.push(row);
  }
  const scl: SclPuzzle = { cellSize: 50, cells, regions: regionsOf(layout, size, boxes, boxRows, boxCols), cages: [], metadata: { norowcol: true } };
  for (const g of canvasOrder(layout.grids)) {
    for (let i = 0; i < size; i++) {
      const row: Cell[] = [];
      const col: Cell[] = [];
      for (let j = 0; j < size; j++) {
        row.push([g.row + i, g.col + j]);
        col.push([g.row + j, g.col + i]);
      }
      scl.cages?.push({ cells: row, unique: true, hidden: true, type: "rowcol" }, { cells: col, unique: true, hidden: true, type: "rowcol" });
    }
  }
  const dropped: string[] = [];
  for (const [i, rule] of rules.entries()) {
    const write = SCL_RULES[rule.type] as SclWriter<Rule> | "unsupported";
    const why = write === "unsupported" ? "SudokuPad's format has no such rule" : write(rule, { layout, size, scl });
    if (why !== undefined) dropped.push(`rule ${i + 1} (${rule.type}: ${why})`);
  }
  const kept = rules.filter((_, i) => !dropped.some((d) => d.startsWith(`rule ${i + 1} `)));
  // Drawing without meaning is not written in SudokuPad's own format yet (one grid goes as f-puzzles, which carries it).
  if (loaded.cosmetics !== undefined) dropped.push(`${cosmeticsWords(loaded.cosmetics)}: not written in SudokuPad's own format yet`);
  const meta = [...(loaded.title === undefined ? [] : [`title: ${loaded.title}`]), `rules: ${[classicSentence(layout), ...ruleSentences(kept)].join(" ")}`];
  scl.cages = [...meta.map((value) => ({ value })), ...(scl.cages ?? [])];
  coverOutside(scl, geometry.rows, geometry.cols, (r, c) => (geometry.canvas[r * geometry.cols + c] ?? -1) >= 0);
  if (dropped.length > 0 && options.lossy !== true) {
    throw new InvalidInputError(dropped.map((what) => ({ message: `a SudokuPad link cannot express ${what} (--lossy leaves it out)` })));
  }
  return { scl, dropped };
}

/**
 * The classic rule in words, for the layout's grids (the rules text's first sentence): its units are rows,
 * columns and boxes; a jigsaw grid's regions instead of its boxes; rows and columns only without boxes.
 */
export function classicSentence(layout: Pick<Layout, "grids" | "size" | "box" | "rules">): string {
  const { size, boxes } = gridShape(layout);
  const grids = layout.grids.length;
  const digits = size <= 9 ? `1-${size}` : `1-9 and A-${"ABCDEFG"[size - 10] ?? "G"}`;
  const jigsaw = (layout.rules ?? []).some((r) => r.type === "jigsaw");
  // A jigsaw among several grids replaces only its own grid's boxes: "box" still names the others'.
  const box = boxes ? (jigsaw && grids === 1 ? "region" : "box") : jigsaw ? "region" : "";
  const units = box === "" ? "row and column" : `row, column and ${box}`;
  return grids === 1
    ? `Place ${digits} once in every ${units}.`
    : `Place ${digits} once in every ${units} of each of the ${grids} grids; a ${box === "" ? "cell" : box} two grids share counts in both.`;
}

/**
 * The regions: every box of every grid, a jigsaw grid's regions instead of its boxes (none for a grid without boxes), grid by grid in
 * canvas order (the order read-scl.ts reads them back in), a box two grids share listed with each (the same
 * outline drawn twice, the same check), so that each grid's regions stand together.
 */
function regionsOf(layout: Layout, size: number, boxes: boolean, boxRows: number, boxCols: number): Cell[][] {
  const jigsaws = new Map<string, string[]>();
  for (const rule of layout.rules ?? []) if (rule.type === "jigsaw") jigsaws.set(rule.grid, rule.regions);
  const regions: Cell[][] = [];
  const add = (cells: Cell[]): void => {
    regions.push(cells);
  };
  for (const g of canvasOrder(layout.grids)) {
    const jigsaw = jigsaws.get(g.id);
    if (jigsaw !== undefined) {
      const byChar = new Map<string, Cell[]>();
      jigsaw.forEach((row, r) => {
        [...row].forEach((ch, c) => {
          const list = byChar.get(ch) ?? [];
          list.push([g.row + r, g.col + c]);
          byChar.set(ch, list);
        });
      });
      for (const cells of byChar.values()) add(cells);
      continue;
    }
    if (!boxes) continue; // a grid without boxes has no regions: its rows and columns are the cages below
    for (let br = 0; br < size; br += boxRows) {
      for (let bc = 0; bc < size; bc += boxCols) {
        const cells: Cell[] = [];
        for (let r = 0; r < boxRows; r++) for (let c = 0; c < boxCols; c++) cells.push([g.row + br + r, g.col + bc + c]);
        add(cells);
      }
    }
  }
  return regions;
}

/**
 * White covers over the cells no grid covers (SudokuPad has no "no cell" primitive; overlays are drawn over
 * the grid lines), listed before the rules' overlays: each reaches a little past its edges towards other covered cells and the canvas edge,
 * so no line shows between two covers, and stops short of a grid's cell by half a region outline.
 */
function coverOutside(scl: SclPuzzle, rows: number, cols: number, inGrid: (r: number, c: number) => boolean): void {
  const reach = (r: number, c: number): number => (r < 0 || c < 0 || r >= rows || c >= cols || !inGrid(r, c) ? 0.05 : -0.03);
  // The covers first, so that what rules draw over a covered position (a clue beside a grid) stays on top.
  const overlays: NonNullable<SclPuzzle["overlays"]> = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (inGrid(r, c)) continue;
      const [up, down, left, right] = [reach(r - 1, c), reach(r + 1, c), reach(r, c - 1), reach(r, c + 1)];
      overlays.push({
        center: [round(r + 0.5 + (down - up) / 2), round(c + 0.5 + (right - left) / 2)],
        width: round(1 + left + right),
        height: round(1 + up + down),
        backgroundColor: SCL_STYLE.white,
        borderColor: SCL_STYLE.white,
      });
    }
  }
  const all = [...overlays, ...(scl.overlays ?? [])];
  if (all.length > 0) scl.overlays = all;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Grids top to bottom, then left to right: the order read-scl.ts finds them in. */
function canvasOrder<G extends { readonly row: number; readonly col: number }>(grids: readonly G[]): G[] {
  return [...grids].sort((a, b) => a.row - b.row || a.col - b.col);
}
