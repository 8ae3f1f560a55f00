/**
 * Random box-aligned layouts and random solved layouts, for the property tests.
 *
 * Solved layouts come from one canvas-wide pattern, value(r, c) = (3*(r mod 3) + floor(r/3) + c) mod 9 + 1,
 * which is a valid sudoku in every 9x9 window whose corner sits on a multiple of 3 (each row is nine
 * consecutive c; each column and box meets all of {0,3,6} + three consecutive values). Transformations that
 * keep every such window valid then give variety: relabelling digits, permuting the rows inside each canvas
 * band of three and the columns inside each canvas stack of three.
 *
 * At other sizes (4, 6, 8, 12, 16, boxes of h rows by w columns) the same pattern, value(r, c) =
 * (w*(r mod h) + floor(r/h) + c) mod size + 1, is valid in every size x size window whose corner sits on a
 * multiple of h (rows) and w (columns): a row is `size` consecutive c; a column meets every r mod h with w
 * consecutive floor(r/h); a box meets every r mod h with one floor(r/h) and w consecutive c. Rows are then
 * permuted inside each band of h, columns inside each stack of w, digits relabelled.
 */
import fc from "fast-check";
import { DEFAULT_BOXES } from "../model/grid-size.js";
import type { Layout } from "../model/schemas.js";

/** The sizes a layout may have. */
export const SIZES = [4, 6, 8, 9, 12, 16] as const;

/** One of the sizes; 16 is drawn less often (its searches are the longest). */
export function sizeArb(): fc.Arbitrary<number> {
  return fc.oneof({ arbitrary: fc.constantFrom(4, 6, 8, 9, 12), weight: 5 }, { arbitrary: fc.constant(16), weight: 1 });
}

export interface GridSpot {
  row: number;
  col: number;
}

/**
 * 1..maxGrids grids at distinct box-aligned spots; each new grid overlaps or touches an earlier one. With a
 * size other than 9 the layout says it (`size`, default box shape), and spots are aligned on its boxes.
 */
export function layoutArb(maxGrids = 6, minGrids = 1, size = 9): fc.Arbitrary<Layout> {
  const [h, w] = boxOf(size);
  // Steps of up to a grid's side (in boxes), so that a new grid overlaps or touches the one it steps from.
  const across = size / w;
  const down = size / h;
  return fc
    .array(fc.tuple(fc.nat(1000), fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 })), {
      minLength: minGrids - 1,
      maxLength: maxGrids - 1,
    })
    .map((steps) => {
      const spots: GridSpot[] = [{ row: 0, col: 0 }];
      for (const [pick, dr, dc] of steps) {
        const from = spots[pick % spots.length]!; // spots starts with one and only grows
        const spot = { row: from.row + h * Math.max(-down, Math.min(down, dr)), col: from.col + w * Math.max(-across, Math.min(across, dc)) };
        if (!spots.some((s) => s.row === spot.row && s.col === spot.col)) spots.push(spot);
      }
      const minRow = Math.min(...spots.map((s) => s.row));
      const minCol = Math.min(...spots.map((s) => s.col));
      return {
        name: "random",
        ...(size === 9 ? {} : { size: size as 4 | 6 | 8 | 12 | 16 }),
        grids: spots.map((s, i) => ({ id: `g${i}`, row: s.row - minRow, col: s.col - minCol })),
      } satisfies Layout;
    });
}

/** A solved canvas for the layout: digit at canvas (r, c), from the pattern above, transformed. */
export interface SolvedCanvas {
  digitAt(row: number, col: number): number;
}

export function solvedCanvasArb(rows: number, cols: number, size = 9): fc.Arbitrary<SolvedCanvas> {
  const [h, w] = boxOf(size);
  const bands = rows / h;
  const stacks = cols / w;
  const perm3 = fc.constantFrom([0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]);
  const permOf = (n: number): fc.Arbitrary<readonly number[]> =>
    n === 3
      ? perm3
      : fc.shuffledSubarray(
          Array.from({ length: n }, (_, i) => i),
          { minLength: n, maxLength: n },
        );
  return fc
    .record({
      relabel: permOf(size),
      rowPerms: fc.array(permOf(h), { minLength: bands, maxLength: bands }),
      colPerms: fc.array(permOf(w), { minLength: stacks, maxLength: stacks }),
    })
    .map(({ relabel, rowPerms, colPerms }) => ({
      digitAt(row: number, col: number): number {
        // A canvas position is inside the bands and stacks drawn for it; the permutations have h, w and size
        // items, each index taken modulo their length.
        const r = h * Math.floor(row / h) + rowPerms[Math.floor(row / h)]![row % h]!;
        const c = w * Math.floor(col / w) + colPerms[Math.floor(col / w)]![col % w]!;
        return relabel[(w * (r % h) + Math.floor(r / h) + c) % size]! + 1;
      },
    }));
}

/** The usual box shape (rows, cols) of a grid size; a size no layout may say is a caller's error. */
function boxOf(size: number): readonly [number, number] {
  const box = DEFAULT_BOXES[size];
  if (box === undefined) throw new RangeError(`no grid size ${size}: 4, 6, 8, 9, 12 or 16`);
  return box;
}
