import type { Layout } from "./schemas.js";

/** The smallest size a layout may say (`"size"`). */
export const MIN_SIZE = 4;
/** The largest size a layout may say: digits 1-9 then A-G. */
export const MAX_SIZE = 16;

/**
 * The usual box shape (rows x cols) of each size that has one: the most nearly square factoring, rows <=
 * cols (10 = 2x5, 14 = 2x7, 15 = 3x5). Sizes missing here (the primes 5, 7, 11, 13) have no box shape:
 * their grids default to no boxes (`"box": "none"`), as a layout of any size may say.
 */
export const DEFAULT_BOXES: Readonly<Record<number, readonly [number, number]>> = {
  4: [2, 2],
  6: [2, 3],
  8: [2, 4],
  9: [3, 3],
  10: [2, 5],
  12: [3, 4],
  14: [2, 7],
  15: [3, 5],
  16: [4, 4],
};

/** Every size a layout may say, 4 to 16. */
export const SIZES: readonly number[] = Array.from({ length: MAX_SIZE - MIN_SIZE + 1 }, (_, i) => MIN_SIZE + i);

/** A layout's grid size and box shape. */
export interface GridShape {
  /** Side of every grid: its digits are 1..size. */
  readonly size: number;
  /**
   * False when the grids have no boxes (`"box": "none"`, or a size without a usual box shape): only rows and
   * columns (and a jigsaw's regions, where a rule gives them) are units.
   */
  readonly boxes: boolean;
  /**
   * Shape of a box (boxRows * boxCols === size in a checked layout). Without boxes both are 1: the step at
   * which grids may be placed on the canvas (any row and column); nothing is drawn or solved as a box.
   */
  readonly boxRows: number;
  readonly boxCols: number;
}

/**
 * The grid size and box shape of a layout: `size` (default 9) and `box` (default the usual shape of that
 * size, none for 5, 7, 11 and 13). A layout that passed the checks has boxRows * boxCols === size when it
 * has boxes.
 */
export function gridShape(layout: Pick<Layout, "size" | "box">): GridShape {
  const size = layout.size ?? 9;
  const box = layout.box;
  if (box === "none") return { size, boxes: false, boxRows: 1, boxCols: 1 };
  if (box !== undefined) return { size, boxes: true, boxRows: box.rows, boxCols: box.cols };
  const usual = DEFAULT_BOXES[size];
  return usual === undefined ? { size, boxes: false, boxRows: 1, boxCols: 1 } : { size, boxes: true, boxRows: usual[0], boxCols: usual[1] };
}

/**
 * How candidate marks (pencil marks) sit in a cell: `across` x `down` slots, enough for every digit. The box
 * shape turned on its side when the grid has one (3 across, 2 down for 1-6), else the most nearly square
 * arrangement, no taller than wide (3 x 2 for 1-5, 3 x 3 for 1-7).
 */
export function markShape(shape: GridShape): { readonly across: number; readonly down: number } {
  if (shape.boxes) return { across: shape.boxCols, down: shape.boxRows };
  const across = Math.ceil(Math.sqrt(shape.size));
  return { across, down: Math.ceil(shape.size / across) };
}
