import { InvalidInputError } from "../../model/errors.js";
import { digitChar } from "../../model/digit-chars.js";
import type { Cosmetic, Layout, Puzzle, Rule } from "../../model/schemas.js";
import { COSMETIC_KEYS, readCosmetics } from "./cosmetics.js";
import { boxIndex, boxShapeOf, canonicalPartition, defaultBox, FPUZZLES_SIZES, regionsAreLines } from "./fpuzzles-size.js";
import { DEFAULT_BOXES } from "../../model/grid-size.js";
import type { FpuzzlesPuzzle } from "./fpuzzles-types.js";
import { cellName } from "./fpuzzles-types.js";
import { isPresent, NON_CONSTRAINT_KEYS, READ_KEY } from "./rule-table.js";

/** A jigsaw rule's region characters, one per region of a grid of up to 16 regions. */
const REGION_LETTERS = "ABCDEFGHIJKLMNOP";

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
 * Turns an f-puzzles puzzle object into a combo-sudoku puzzle document on the `single` layout (inline, with
 * its `size`, when it has rules or is not 9x9). Sizes 4 to 16; givens are the cells with
 * `given: true`. Cells' regions that are boxes of a shape other than the default say that `box`; every cell
 * in no region (`region: null`), or regions that are the rows (a prime side's default) or the columns, are a
 * grid without boxes (`"box": "none"`); other regions are a jigsaw rule. A constraint combo-sudoku cannot
 * express (a pill arrow, a negative X/V, cells in no region, ...) is an InvalidInputError naming each one, unless `lossy`:
 * then it is left out and named in `dropped`. Cosmetic items (text, lines, circles, rectangles, cages drawn
 * without meaning: cosmetics.ts) are kept as the document's `cosmetics`, which the solver ignores. The
 * document still goes through the puzzle loader's checks.
 */
export function fromFpuzzles(data: unknown, options: { readonly lossy?: boolean; readonly file?: string | undefined } = {}): FromFpuzzles {
  const file = options.file;
  const bad = (message: string): never => {
    throw new InvalidInputError([{ file, message: `f-puzzles: ${message}` }]);
  };
  if (!isFpuzzlesObject(data)) return bad("not an f-puzzles puzzle (an object with size and grid)");
  const size = data.size;
  const box = typeof size === "number" ? defaultBox(size) : undefined;
  if (box === undefined)
    return bad(`size ${JSON.stringify(size)}: combo-sudoku reads grids of ${FPUZZLES_SIZES[0]} to ${FPUZZLES_SIZES[FPUZZLES_SIZES.length - 1]} cells a side`);
  const grid = data.grid;
  if (!Array.isArray(grid) || grid.length !== size || !grid.every((row) => Array.isArray(row) && row.length === size)) {
    return bad(`grid is not ${size} rows of ${size} cells`);
  }
  const unsaid: string[] = [];
  const cosmetics: Cosmetic[] = [];
  let givens = "";
  let outside = 0;
  const regionOf: number[] = [];
  // Cells with given pencil marks, by their digits ("1,2,5"): one candidates rule for each set of digits.
  const pencilMarked = new Map<string, [number, number][]>();
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const cell: unknown = grid[r]?.[c];
      if (typeof cell !== "object" || cell === null) return bad(`grid cell ${cellName(r, c)} is not an object`);
      const { value, given, region, givenPencilMarks } = cell as { value?: unknown; given?: unknown; region?: unknown; givenPencilMarks?: unknown };
      if (Array.isArray(givenPencilMarks) && givenPencilMarks.length > 0) {
        const digits = [...new Set(givenPencilMarks)].sort((a, b) => Number(a) - Number(b));
        if (!digits.every((d) => typeof d === "number" && Number.isInteger(d) && d >= 1 && d <= size))
          return bad(`grid cell ${cellName(r, c)} has the given pencil marks ${JSON.stringify(givenPencilMarks)}: not digits 1-${size}`);
        const key = digits.join(",");
        const cells = pencilMarked.get(key);
        if (cells === undefined) pencilMarked.set(key, [[r, c]]);
        else cells.push([r, c]);
      } else if (givenPencilMarks !== undefined && givenPencilMarks !== null && !Array.isArray(givenPencilMarks)) {
        return bad(`grid cell ${cellName(r, c)} has the given pencil marks ${JSON.stringify(givenPencilMarks)}: not a list of digits`);
      }
      if (given === true) {
        if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > size)
          return bad(`given at ${cellName(r, c)} is not a digit 1-${size}`);
        givens += digitChar(value);
      } else {
        givens += ".";
      }
      // An absent region (or dclamage's -1) is the cell's default box (fpuzzles-size.ts); null is a cell in no region.
      if (region === null) outside++;
      else if (region === undefined || region === -1) regionOf.push(boxIndex(r, c, size, box[0], box[1]));
      else if (typeof region !== "number" || !Number.isInteger(region) || region < 0 || region >= size) {
        return bad(`grid cell ${cellName(r, c)} has the region ${JSON.stringify(region)}: regions are numbered 0-${size - 1}`);
      } else regionOf.push(region);
    }
  }
  const rules: Rule[] = [];
  // Every cell in no region, or the regions the rows (a prime side's default) or the columns: no boxes.
  const boxless = outside === size * size || (outside === 0 && regionsAreLines(regionOf, size));
  // Regions that are boxes of one shape are that box shape (the default one says nothing); others are a jigsaw.
  const shape = outside > 0 || boxless ? undefined : boxShapeOf(regionOf, size);
  if (outside > 0 && !boxless) unsaid.push("cells outside every region (grid cells' region null)");
  else if (shape === undefined && !boxless) {
    const letters = canonicalPartition(regionOf).map((k) => REGION_LETTERS[k] ?? "?"); // k < size <= 16
    rules.push({
      type: "jigsaw",
      grid: "main",
      regions: Array.from({ length: size }, (_, r) => letters.slice(r * size, r * size + size).join("")),
    });
  }
  // combo-sudoku's own default for the size (none for a prime side) says nothing.
  const usual = DEFAULT_BOXES[size];
  const boxSaid: Pick<Layout, "box"> = boxless
    ? usual === undefined
      ? {}
      : { box: "none" }
    : shape !== undefined && (usual === undefined || shape[0] !== usual[0] || shape[1] !== usual[1])
      ? { box: { rows: shape[0], cols: shape[1] } }
      : {};
  const sizeSaid: Pick<Layout, "size"> = size === 9 ? {} : { size };
  for (const [key, cells] of pencilMarked) rules.push({ type: "candidates", cells, digits: key.split(",").map(Number) });
  for (const [key, value] of Object.entries(data)) {
    if (NON_CONSTRAINT_KEYS.has(key) || !isPresent(value)) continue;
    if (COSMETIC_KEYS.has(key)) {
      const drawn = readCosmetics(key, value, size);
      if ("problem" in drawn) return bad(drawn.problem);
      for (const item of drawn.cosmetics) cosmetics.push(item);
      continue;
    }
    // Own keys only: a constraint named "constructor" or "__proto__" is unknown, not Object's.
    const read = Object.hasOwn(READ_KEY, key) ? READ_KEY[key] : undefined;
    if (read === undefined) {
      unsaid.push(`constraint "${key}"`);
      continue;
    }
    const reading = read(value, data);
    if ("problem" in reading) return bad(reading.problem);
    // One at a time: a spread puts every item on the stack, and a file may list 100,000 cages.
    for (const rule of reading.rules) rules.push(rule);
    for (const what of reading.unsaid ?? []) unsaid.push(what);
  }
  if (unsaid.length > 0 && options.lossy !== true) {
    throw new InvalidInputError(unsaid.map((what) => ({ file, message: `f-puzzles: combo-sudoku cannot express ${what} (--lossy leaves it out)` })));
  }
  const document: Puzzle = {
    ...(typeof data.title === "string" && data.title !== "" ? { title: data.title.slice(0, 200) } : {}),
    ...(typeof data.author === "string" && data.author !== "" ? { source: `f-puzzles, by ${data.author}`.slice(0, 2000) } : {}),
    layout:
      rules.length === 0 && size === 9 && boxSaid.box === undefined
        ? "single"
        : { name: "single", ...sizeSaid, ...boxSaid, grids: [{ id: "main", row: 0, col: 0 }], ...(rules.length === 0 ? {} : { rules }) },
    givens: { main: givens },
    ...(cosmetics.length === 0 ? {} : { cosmetics }),
  };
  return { document, dropped: unsaid };
}
