import { MAX_SIZE, MIN_SIZE } from "../../model/grid-size.js";

/**
 * Grid sizes and default regions of f-puzzles JSON. f-puzzles' `size` is the grid's side; a cell without a
 * `region` belongs to the default region of that size, and a cell whose `region` is null to none. Two public
 * readers agree on the default region, always the wide one (fewer rows than columns when the side is not a
 * square), and on rows for a prime side:
 * - dclamage/SudokuSolver `SudokuSolver/SolverUtility.cs` `DefaultRegions(size)` (called by
 *   `SolverFactory.CreateFromFPuzzles` before a cell's `region` overrides it): 4, 9, 16 square boxes; 6, 8,
 *   10, 14 "two rows tall, half board width wide" (2x3, 2x4, 2x5, 2x7); 12, 15 "three rows tall, 1/3rd board
 *   width wide" (3x4, 3x5); 5, 7, 11, 13 "overlap exactly with rows"; region index `(r / rows) * rows + c / width`.
 * - SudokuPad/sudokutools `src/fpuzzlesdecoder.js` `getRegionShape(size)`: the largest divisor of size not
 *   above its square root as the height, size / height as the width (1 x size for a prime), region index
 *   `floor(r / height) * height + floor(c / width)`; its `createBlankPuzzle` puts the cells whose `region`
 *   is null in no region (a hidden cage that does not check uniqueness).
 * For the sizes with boxes these are combo-sudoku's default boxes (`DEFAULT_BOXES`); a prime side's rows as
 * regions add nothing to the rows: a grid without boxes.
 */
export const FPUZZLES_SIZES: readonly number[] = Array.from({ length: MAX_SIZE - MIN_SIZE + 1 }, (_, i) => MIN_SIZE + i);

/** Index of the box of shape rows x cols holding (r, c) of a size x size grid, boxes numbered row by row. */
export function boxIndex(r: number, c: number, size: number, rows: number, cols: number): number {
  return Math.floor(r / rows) * (size / cols) + Math.floor(c / cols);
}

/**
 * The default region shape (rows x cols) of an f-puzzles grid of a size combo-sudoku reads, else undefined:
 * the largest divisor of size not above its square root as the rows (1 for a prime side: each row a region).
 */
export function defaultBox(size: number): readonly [number, number] | undefined {
  if (!FPUZZLES_SIZES.includes(size)) return undefined;
  let rows = Math.floor(Math.sqrt(size));
  while (size % rows !== 0) rows--;
  return [rows, size / rows];
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

/** True when the regions (a label per cell, row by row) are the grid's rows, or its columns: no boxes at all. */
export function regionsAreLines(labels: readonly (number | string)[], size: number): boolean {
  const canon = canonicalPartition(labels);
  const rows = canonicalPartition(Array.from({ length: size * size }, (_, i) => Math.floor(i / size)));
  const cols = canonicalPartition(Array.from({ length: size * size }, (_, i) => i % size));
  return canon.length === size * size && (canon.every((v, i) => v === rows[i]) || canon.every((v, i) => v === cols[i]));
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
