import { InvalidInputError } from "../../model/errors.js";
import type { GridPlacement, Rule } from "../../model/schemas.js";
import type { LoadedPuzzle } from "../puzzle-json/load-puzzle.js";
import type { FpuzzlesCell, FpuzzlesPuzzle } from "./fpuzzles-types.js";
import { WRITE_RULE } from "./rule-table.js";

/** An f-puzzles object and the rules left out of it (only with `lossy`). */
export interface ToFpuzzles {
  readonly puzzle: FpuzzlesPuzzle;
  readonly dropped: readonly string[];
}

/**
 * Writes a single-grid puzzle as an f-puzzles object: `size` 9, the givens as `{ value, given: true }`
 * cells, the title, and each rule through `WRITE_RULE`. A layout of several grids is an InvalidInputError
 * (f-puzzles has one grid); so is a rule f-puzzles cannot express, unless `lossy` (then it is named in
 * `dropped`).
 */
export function toFpuzzles(loaded: LoadedPuzzle, options: { readonly lossy?: boolean; readonly target?: string } = {}): ToFpuzzles {
  const target = options.target ?? "f-puzzles";
  const { grid, gridCells } = requireSingleGrid(loaded, target);
  const { givens } = loaded.model;
  const cells: FpuzzlesCell[][] = [];
  for (let r = 0; r < 9; r++) {
    const row: FpuzzlesCell[] = [];
    for (let c = 0; c < 9; c++) {
      const d = givens[gridCells[r * 9 + c] ?? -1] ?? 0; // r, c in 0..8: always one of the grid's cells
      row.push(d === 0 ? {} : { value: d, given: true });
    }
    cells.push(row);
  }
  const puzzle: FpuzzlesPuzzle = { size: 9, grid: cells, ...(loaded.title === undefined ? {} : { title: loaded.title }) };
  const dropped: string[] = [];
  for (const [i, rule] of (loaded.layout.rules ?? []).entries()) {
    const write = WRITE_RULE[rule.type] as ((rule: Rule, grid: GridPlacement, out: FpuzzlesPuzzle) => void) | "unsupported";
    if (write === "unsupported") dropped.push(`rule ${i + 1} (${rule.type})`);
    else write(rule, grid, puzzle);
  }
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
    throw new InvalidInputError([{ message: `${target} holds a single 9x9 grid; this puzzle's layout ${loaded.layout.name} has ${n} grids` }]);
  }
  return { grid, gridCells };
}
