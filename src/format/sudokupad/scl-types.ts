/**
 * SudokuPad's own puzzle format ("SCL", what `https://sudokupad.app/scl...` links carry), as far as
 * combo-sudoku writes and reads it. Facts relied on, from public sources (no code copied):
 *
 * - The shape (SudokuPad/sudokutools `src/fpuzzlesdecoder.js`, which turns f-puzzles JSON into it:
 *   `createBlankPuzzle`, `parse.killercage`, `parse.thermometer`, ...; and setters' exporters that write it
 *   directly): `cellSize`, `cells` (rows of cell objects, a given as `value`), `regions` (lists of
 *   0-based `[row, col]` cells, drawn with thick outlines and checked for repeats), `cages` (`cells`,
 *   `value` (a killer's sum as text), `unique`, `hidden`, `type`), and the drawn parts `lines`
 *   (`wayPoints`, `color`, `thickness`), `arrows` (the same and `headLength`), `overlays` and `underlays`
 *   (`center`, `width`, `height`, `rounded`, `backgroundColor`, `borderColor`, `text`). Drawn coordinates
 *   count gridline intersections: cell (r, c) spans [r, r+1] x [c, c+1], its centre is [r + 0.5, c + 0.5].
 * - Metadata: cages without cells whose value is "title: ...", "author: ...", "rules: ..." (the decoder's
 *   `fpuzzlesParseMeta`); `metadata.antiknight` and `metadata.antiking` flags (the decoder's
 *   `parse.antiknight`); `metadata.norowcol: true` stops SudokuPad checking every whole row and column of
 *   the canvas, which a multi-grid layout needs; each grid's rows and columns are then cages
 *   `{unique: true, hidden: true, type: "rowcol"}`, the form SudokuPad's own exporters give a group of
 *   cells whose digits may not repeat.
 * - SudokuPad has no "no cell here" primitive: cells outside every grid stay in `cells`, in no region, and
 *   are covered by white overlays (overlays are drawn above the grid lines).
 * - The link: `https://sudokupad.app/scl` + LZ-string `compressToBase64` of the JSON text (or of its
 *   "zipped" form, PuzzleZipper in sudokutools `src/puzzlezipper_lib.js`: short keys, unquoted).
 */
export interface SclCage {
  cells?: [number, number][];
  value?: string | number;
  unique?: boolean;
  hidden?: boolean;
  type?: string;
  [key: string]: unknown;
}

export interface SclShape {
  center?: [number, number];
  width?: number;
  height?: number;
  rounded?: boolean;
  backgroundColor?: string;
  borderColor?: string;
  text?: string | number;
  [key: string]: unknown;
}

export interface SclLine {
  wayPoints?: [number, number][];
  color?: string;
  thickness?: number;
  [key: string]: unknown;
}

export interface SclPuzzle {
  cellSize?: number;
  cells: { value?: number | string; [key: string]: unknown }[][];
  regions?: [number, number][][];
  cages?: SclCage[];
  lines?: SclLine[];
  arrows?: SclLine[];
  overlays?: SclShape[];
  underlays?: SclShape[];
  metadata?: { norowcol?: boolean; antiknight?: boolean; antiking?: boolean; [key: string]: unknown };
  [key: string]: unknown;
}

/** Colours and sizes of the drawn rules: SudokuPad's f-puzzles decoder's own, so that its puzzles read alike. */
export const SCL_STYLE = {
  /** Thermometer tube and bulb. */
  thermo: "#CFCFCF",
  thermoThickness: 21,
  thermoBulb: 0.85,
  /** Arrow line and circle. */
  arrow: "#a1a1a1",
  arrowCircle: 0.75,
  /** Odd circles and even squares. */
  parity: "#CFCFCF",
  paritySize: 0.7,
  /** Kropki dots. */
  dot: 0.3,
  /** X and V letters. */
  letter: 0.25,
  /** Diagonal lines. */
  diagonal: "#34BBE6",
  /** Extra regions' shading. */
  region: "#CFCFCF",
  /** Line rules: renban purple, German whispers green, palindrome grey (thinner than a thermometer). */
  renban: "#C45AE6",
  whispers: "#67F067",
  palindromeThickness: 16,
  /** Between lines: a thin grey line and a circle at each end (SudokuPad's decoder's). */
  betweenThickness: 2,
  betweenCircle: 0.8,
  /** The circle of a quadruple. */
  quadruple: 0.7,
  /** A clue outside the grid (little killer, sandwich): black text on a small white box; a little killer's arrow. */
  clueBox: 0.25,
  littleKillerFont: 28,
  littleKillerArrow: 2,
  sandwichFont: 32,
  lineThickness: 12,
  white: "#FFFFFF",
  black: "#000000",
} as const;

/** Whether a parsed JSON value looks like an SCL puzzle: `cells` rows and no f-puzzles `grid`, no `layout`. */
export function isSclObject(data: unknown): data is SclPuzzle {
  return (
    typeof data === "object" &&
    data !== null &&
    !Array.isArray(data) &&
    Array.isArray((data as { cells?: unknown }).cells) &&
    !("grid" in data) &&
    !("layout" in data)
  );
}
