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
  requireSingleGrid(loaded, target);
  const { geometry, givens } = loaded.model;
  const grid = loaded.layout.grids[0];
  const cells: FpuzzlesCell[][] = [];
  for (let r = 0; r < 9; r++) {
    const row: FpuzzlesCell[] = [];
    for (let c = 0; c < 9; c++) {
      const d = givens[geometry.grids[0].cells[r * 9 + c]];
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
  // f-puzzles' one non-consecutive flag means "no white dot: not consecutive" when white dots are drawn:
  // beside a white dot, combo-sudoku's non-consecutive (which forbids the dot's pair too) has no f-puzzles form.
  const rules = loaded.layout.rules ?? [];
  const nonConsecutive = rules.findIndex((r) => r.type === "non-consecutive");
  if (nonConsecutive >= 0 && rules.some((r) => r.type === "kropki" && r.color === "white")) {
    delete puzzle.nonconsecutive;
    dropped.push(`rule ${nonConsecutive + 1} (non-consecutive beside white kropki dots: f-puzzles would read "all white dots given")`);
  }
  if (dropped.length > 0 && options.lossy !== true) {
    throw new InvalidInputError(dropped.map((what) => ({ message: `${target} cannot express ${what} (--lossy leaves it out)` })));
  }
  return { puzzle, dropped };
}

/** Throws the one-line reason when the puzzle has more than one grid: `target` holds a single grid. */
function requireSingleGrid(loaded: LoadedPuzzle, target: string): void {
  const n = loaded.layout.grids.length;
  if (n !== 1) {
    throw new InvalidInputError([{ message: `${target} holds a single 9x9 grid; this puzzle's layout ${loaded.layout.name} has ${n} grids` }]);
  }
}
