import { InvalidInputError } from "../../model/errors.js";
import type { GridPlacement, Rule } from "../../model/schemas.js";
import type { LoadedPuzzle } from "../puzzle-json/load-puzzle.js";
import type { FpuzzlesCell, FpuzzlesPuzzle } from "./fpuzzles-types.js";
import { boxIndex, defaultBox } from "./fpuzzles-size.js";
import { WRITE_RULE } from "./rule-table.js";
import { writeCosmetics } from "./cosmetics.js";
import { gridShape } from "../../model/grid-size.js";
import { ruleSentences } from "../../rules/registry.js";

/** An f-puzzles object and the rules left out of it (only with `lossy`). */
export interface ToFpuzzles {
  readonly puzzle: FpuzzlesPuzzle;
  readonly dropped: readonly string[];
}

/**
 * Writes a single-grid puzzle as an f-puzzles object: its `size` (4 to 16), the givens as `{ value, given: true }`
 * cells (a box shape other than f-puzzles' default for the size as every cell's `region`; a grid without
 * boxes as every cell's `region: null`, SudokuPad's "no region"), the title, and each rule through `WRITE_RULE`. A layout of several grids is an InvalidInputError
 * (f-puzzles has one grid); so is a rule f-puzzles cannot express, unless `lossy` (then it is named in
 * `dropped`).
 */
export function toFpuzzles(loaded: LoadedPuzzle, options: { readonly lossy?: boolean; readonly target?: string } = {}): ToFpuzzles {
  const target = options.target ?? "f-puzzles";
  const { grid, gridCells } = requireSingleGrid(loaded, target);
  const { givens } = loaded.model;
  const { size, boxes, boxRows, boxCols } = gridShape(loaded.layout);
  // A box shape other than f-puzzles' default for the size (fpuzzles-size.ts) is said by each cell's region;
  // a grid without boxes by every cell's region null (in no region; a jigsaw rule then gives the regions).
  const box = defaultBox(size);
  const ownBoxes = box === undefined || box[0] !== boxRows || box[1] !== boxCols;
  const cells: FpuzzlesCell[][] = [];
  for (let r = 0; r < size; r++) {
    const row: FpuzzlesCell[] = [];
    for (let c = 0; c < size; c++) {
      const d = givens[gridCells[r * size + c] ?? -1] ?? 0; // r, c in 0..size-1: always one of the grid's cells
      const region = !boxes ? { region: null } : ownBoxes ? { region: boxIndex(r, c, size, boxRows, boxCols) } : {};
      row.push(d === 0 ? region : { value: d, given: true, ...region });
    }
    cells.push(row);
  }
  const puzzle: FpuzzlesPuzzle = { size, grid: cells, ...(loaded.title === undefined ? {} : { title: loaded.title }) };
  const dropped: string[] = [];
  for (const [i, rule] of (loaded.layout.rules ?? []).entries()) {
    const write = WRITE_RULE[rule.type] as ((rule: Rule, grid: GridPlacement, out: FpuzzlesPuzzle) => void) | "unsupported";
    if (write === "unsupported") dropped.push(`rule ${i + 1} (${rule.type})`);
    else write(rule, grid, puzzle);
  }
  // f-puzzles' one non-consecutive flag means "no white dot: not consecutive" when white dots are drawn:
  // beside a white dot, combo-sudoku's non-consecutive (which forbids the dot's pair too) has no f-puzzles form.
  const rules = loaded.layout.rules ?? [];
  const nonConsecutive = rules.findIndex((r) => r.type === "non-consecutive");
  if (nonConsecutive >= 0 && rules.some((r) => r.type === "kropki" && r.color === "white")) {
    delete puzzle.nonconsecutive;
    dropped.push(`rule ${nonConsecutive + 1} (non-consecutive beside white kropki dots: f-puzzles would read "all white dots given")`);
  }
  writeCosmetics(loaded.cosmetics ?? [], grid, puzzle);
  const ruleset = rulesetText(rules.filter((_, i) => !dropped.some((d) => d.startsWith(`rule ${i + 1} `))));
  if (ruleset !== undefined) puzzle.ruleset = ruleset;
  if (dropped.length > 0 && options.lossy !== true) {
    throw new InvalidInputError(dropped.map((what) => ({ message: `${target} cannot express ${what} (--lossy leaves it out)` })));
  }
  return { puzzle, dropped };
}

/** Throws the one-line reason when the puzzle has more than one grid: `target` holds a single grid. */
function requireSingleGrid(loaded: LoadedPuzzle, target: string): { readonly grid: GridPlacement; readonly gridCells: Int32Array } {
  const n = loaded.layout.grids.length;
  const grid = loaded.layout.grids[0];
  const gridCells = loaded.model.geometry.grids[0]?.cells;
  if (n !== 1 || grid === undefined || gridCells === undefined) {
    throw new InvalidInputError([{ message: `${target} holds a single grid; this puzzle's layout ${loaded.layout.name} has ${n} grids` }]);
  }
  return { grid, gridCells };
}

/**
 * The rules in words: SudokuPad's f-puzzles decoder shows antiknight, antiking and nonconsecutive only
 * as text, so the text says them. Undefined for a classic grid.
 */
function rulesetText(rules: readonly Rule[]): string | undefined {
  const sentences = ruleSentences(rules);
  return sentences.length === 0 ? undefined : ["Normal sudoku rules apply.", ...sentences].join(" ");
}
