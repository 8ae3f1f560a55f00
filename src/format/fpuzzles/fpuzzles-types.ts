/**
 * The f-puzzles puzzle object, as far as combo-sudoku reads and writes it. Fields relied on, with their
 * public sources:
 *
 * - `size` (grid side: 4, 6, 8, 9, 12 or 16 here), `grid` (size rows of size cells), a cell's `value` (1..size)
 *   and `given` (a digit is a given only with `given: true`; other values are a solver's entries), a cell's
 *   `region` (0-based region index; absent means the cell's default box): SudokuPad's f-puzzles decoder,
 *   `createBlankPuzzle` and `getRegionShape` in
 *   https://github.com/SudokuPad/sudokutools/blob/master/src/fpuzzlesdecoder.js (see `fpuzzles-size.ts` for
 *   the default box of each size).
 * - `diagonal+` (the anti-diagonal, top-right to bottom-left) and `diagonal-` (top-left to bottom-right),
 *   both `true` when set: the same decoder, `parse['diagonal+']` / `parse['diagonal-']` (the lines they draw).
 * - `extraregion` (`[{ cells: ["R1C1", ...] }]`, 1-based "R<row>C<col>" cell names, parsed by
 *   `fpuzzlesParseRC` in the same decoder).
 * - `title`, `author`, `ruleset`, `solution`: metadata, `parse.title` etc. in the same decoder.
 *
 * Every other top-level key is a constraint (`killercage`, `thermometer`, `arrow`, `antiknight`, ...):
 * see `rule-table.ts` for which ones map onto combo-sudoku rules.
 */
export interface FpuzzlesCell {
  value?: number;
  given?: boolean;
  region?: number | null;
  /** Digits the cell is limited to (f-puzzles' given pencil marks; dclamage's solver reads them too). */
  givenPencilMarks?: number[];
}

export interface FpuzzlesPuzzle {
  size: number;
  grid: FpuzzlesCell[][];
  title?: string;
  author?: string;
  ruleset?: string;
  "diagonal+"?: boolean;
  "diagonal-"?: boolean;
  extraregion?: { cells: string[] }[];
  [constraint: string]: unknown;
}

/** "R1C1"-style name (1-based) of the cell at 0-based (row, col) of the grid. */
export function cellName(row: number, col: number): string {
  return `R${row + 1}C${col + 1}`;
}

/**
 * The 0-based [row, col] of an "R1C1"-style cell name of a size x size grid (rows and columns 1..size, in
 * decimal: "R12C10" on a 12x12), or undefined when it is not one.
 */
export function parseCellName(name: unknown, size = 9): [number, number] | undefined {
  const m = typeof name === "string" ? /^R([1-9][0-9]?)C([1-9][0-9]?)$/i.exec(name) : null;
  if (m === null) return undefined;
  const r = Number(m[1]);
  const c = Number(m[2]);
  return r > size || c > size ? undefined : [r - 1, c - 1];
}
