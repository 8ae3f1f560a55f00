import { DEFAULT_BOXES } from "../../model/grid-size.js";

/**
 * Grid sizes and default regions of f-puzzles JSON. f-puzzles' `size` is the grid's side; a cell without a
 * `region` belongs to the default box of that size. Two public readers agree on that box, always the wide
 * one (fewer rows than columns when the side is not a square):
 * - dclamage/SudokuSolver `SudokuSolver/SolverUtility.cs` `DefaultRegions(size)` (called by
 *   `SolverFactory.CreateFromFPuzzles` before a cell's `region` overrides it): 4, 9, 16 square boxes; 6 and
 *   8 "two rows tall, half board width wide" (2x3, 2x4); 12 "three rows tall, 1/3rd board width wide" (3x4);
 *   region index `(r / rows) * rows + c / width`.
 * - SudokuPad/sudokutools `src/fpuzzlesdecoder.js` `getRegionShape(size)`: the largest divisor of size not
 *   above its square root as the height, size / height as the width (2x3, 2x4, 3x4, and the squares), region
 *   index `floor(r / height) * height + floor(c / width)`.
 * These are combo-sudoku's default boxes (`DEFAULT_BOXES`: rows x cols) for the sizes it has.
 */
export const FPUZZLES_SIZES: readonly number[] = [4, 6, 8, 9, 12, 16];

/** Index of the box of shape rows x cols holding (r, c) of a size x size grid, boxes numbered row by row. */
export function boxIndex(r: number, c: number, size: number, rows: number, cols: number): number {
  return Math.floor(r / rows) * (size / cols) + Math.floor(c / cols);
}

/** The default box shape (rows x cols) of a size f-puzzles and combo-sudoku both have, else undefined. */
export function defaultBox(size: number): readonly [number, number] | undefined {
  return FPUZZLES_SIZES.includes(size) ? DEFAULT_BOXES[size] : undefined;
}

/** A partition of the cells (a label per cell, row by row) relabelled by first appearance: equal partitions give equal arrays. */
export function canonicalPartition(labels: readonly (number | string)[]): number[] {
  const seen = new Map<number | string, number>();
  return labels.map((label) => {
    const known = seen.get(label);
    if (known !== undefined) return known;
    seen.set(label, seen.size);
    return seen.size - 1;
  });
}

/**
 * The box shape (rows x cols, rows * cols = size) whose boxes are exactly the regions `labels` (a label per
 * cell of the size x size grid, row by row), or undefined when the regions are not boxes of one shape.
 */
export function boxShapeOf(labels: readonly (number | string)[], size: number): readonly [number, number] | undefined {
  const canon = canonicalPartition(labels);
  for (let rows = 2; rows <= size / 2; rows++) {
    if (size % rows !== 0) continue; // a box of one row or one column repeats a row or column: not a box
    const cols = size / rows;
    const boxes: number[] = [];
    for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) boxes.push(boxIndex(r, c, size, rows, cols));
    const boxCanon = canonicalPartition(boxes);
    if (boxCanon.every((v, i) => v === canon[i])) return [rows, cols];
  }
  return undefined;
}
