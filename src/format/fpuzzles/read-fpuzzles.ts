import { InvalidInputError } from "../../model/errors.js";
import type { Puzzle, Rule } from "../../model/schemas.js";
import type { FpuzzlesPuzzle } from "./fpuzzles-types.js";
import { cellName } from "./fpuzzles-types.js";
import { isPresent, NON_CONSTRAINT_KEYS, READ_KEY } from "./rule-table.js";

/** A puzzle document read from f-puzzles, and what was left out of it (only with `lossy`). */
export interface FromFpuzzles {
  readonly document: Puzzle;
  readonly dropped: readonly string[];
}

/** Whether a parsed JSON value looks like an f-puzzles puzzle (a `grid` and a `size`, no `layout`). */
export function isFpuzzlesObject(data: unknown): data is FpuzzlesPuzzle {
  return typeof data === "object" && data !== null && !Array.isArray(data) && "grid" in data && "size" in data && !("layout" in data);
}

/**
 * Turns an f-puzzles puzzle object into a combo-sudoku puzzle document on the `single` layout (its rules
 * inline when there are any). Givens are the cells with `given: true`. A constraint combo-sudoku cannot
 * express (a pill arrow, a negative X/V, cells in no region, ...) is an InvalidInputError naming each one, unless `lossy`:
 * then it is left out and named in `dropped`. The document still goes through the puzzle loader's checks.
 */
export function fromFpuzzles(data: unknown, options: { readonly lossy?: boolean; readonly file?: string | undefined } = {}): FromFpuzzles {
  const file = options.file;
  const bad = (message: string): never => {
    throw new InvalidInputError([{ file, message: `f-puzzles: ${message}` }]);
  };
  if (!isFpuzzlesObject(data)) return bad("not an f-puzzles puzzle (an object with size and grid)");
  if (data.size !== 9) return bad(`size ${String(data.size)}: only 9x9 grids can be converted`);
  const grid = data.grid;
  if (!Array.isArray(grid) || grid.length !== 9 || !grid.every((row) => Array.isArray(row) && row.length === 9)) {
    return bad("grid is not 9 rows of 9 cells");
  }
  const unsaid: string[] = [];
  let givens = "";
  let irregular = false;
  let outside = false;
  const regionOf: number[] = [];
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const cell: unknown = grid[r]?.[c];
      if (typeof cell !== "object" || cell === null) return bad(`grid cell ${cellName(r, c)} is not an object`);
      const { value, given, region } = cell as { value?: unknown; given?: unknown; region?: unknown };
      if (given === true) {
        if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > 9) return bad(`given at ${cellName(r, c)} is not a digit 1-9`);
        givens += String(value);
      } else {
        givens += ".";
      }
      // The standard box of (r, c) is 3 * floor(r / 3) + floor(c / 3); anything else is a jigsaw region.
      // An absent region (or dclamage's -1) is the standard box; null is a cell in no region.
      const box = 3 * Math.floor(r / 3) + Math.floor(c / 3);
      if (region === null) outside = true;
      else if (region === undefined || region === -1) regionOf.push(box);
      else if (typeof region !== "number" || !Number.isInteger(region) || region < 0 || region > 8) {
        return bad(`grid cell ${cellName(r, c)} has the region ${JSON.stringify(region)}: regions are numbered 0-8`);
      } else regionOf.push(region);
      if (regionOf.length > 0 && regionOf[regionOf.length - 1] !== box) irregular = true;
    }
  }
  const rules: Rule[] = [];
  if (outside) unsaid.push("cells outside every region (grid cells' region null)");
  else if (irregular) {
    const letters = "ABCDEFGHI";
    rules.push({
      type: "jigsaw",
      grid: "main",
      regions: Array.from({ length: 9 }, (_, r) =>
        regionOf
          .slice(r * 9, r * 9 + 9)
          .map((k) => letters[k])
          .join(""),
      ),
    });
  }
  for (const [key, value] of Object.entries(data)) {
    if (NON_CONSTRAINT_KEYS.has(key) || !isPresent(value)) continue;
    const read = READ_KEY[key];
    if (read === undefined) {
      unsaid.push(`constraint "${key}"`);
      continue;
    }
    const reading = read(value, data);
    if ("problem" in reading) return bad(reading.problem);
    rules.push(...reading.rules);
    unsaid.push(...(reading.unsaid ?? []));
  }
  if (unsaid.length > 0 && options.lossy !== true) {
    throw new InvalidInputError(unsaid.map((what) => ({ file, message: `f-puzzles: combo-sudoku cannot express ${what} (--lossy leaves it out)` })));
  }
  const document: Puzzle = {
    ...(typeof data.title === "string" && data.title !== "" ? { title: data.title.slice(0, 200) } : {}),
    ...(typeof data.author === "string" && data.author !== "" ? { source: `f-puzzles, by ${data.author}`.slice(0, 2000) } : {}),
    layout: rules.length === 0 ? "single" : { name: "single", grids: [{ id: "main", row: 0, col: 0 }], rules },
    givens: { main: givens },
  };
  return { document, dropped: unsaid };
}
