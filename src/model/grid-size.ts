import type { Layout } from "./schemas.js";

/** The sizes a layout may say (`"size"`), each with its usual box shape (rows x cols). */
export const DEFAULT_BOXES: Readonly<Record<number, readonly [number, number]>> = {
  4: [2, 2],
  6: [2, 3],
  8: [2, 4],
  9: [3, 3],
  12: [3, 4],
  16: [4, 4],
};

/** A layout's grid size and box shape. */
export interface GridShape {
  /** Side of every grid: its digits are 1..size. */
  readonly size: number;
  readonly boxRows: number;
  readonly boxCols: number;
}

/**
 * The grid size and box shape of a layout: `size` (default 9) and `box` (default the usual shape of that
 * size). A layout that passed the checks has boxRows * boxCols === size.
 */
export function gridShape(layout: Pick<Layout, "size" | "box">): GridShape {
  const size = layout.size ?? 9;
  const [rows, cols] = DEFAULT_BOXES[size] ?? [3, 3];
  return { size, boxRows: layout.box?.rows ?? rows, boxCols: layout.box?.cols ?? cols };
}
