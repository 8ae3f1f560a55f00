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
 *
 * Grids without boxes (`"box": "none"`, and the sizes without a box shape: 5, 7, 11, 13) may sit at any
 * offset: value(r, c) = (k*r + c) mod size + 1, k prime to size, is a Latin square in every size x size
 * window wherever it sits (a row is `size` consecutive c; a column `size` consecutive r, times k, which
 * meets every residue), digits relabelled.
 */
import fc from "fast-check";
import { DEFAULT_BOXES, SIZES as LAYOUT_SIZES } from "../model/grid-size.js";
import type { Layout } from "../model/schemas.js";

/** The sizes a layout may have: 4 to 16. */
export const SIZES: readonly number[] = LAYOUT_SIZES;

/**
 * One of the sizes 4 to 16 (5, 7, 11 and 13 without boxes); the large ones (11, 13, 14, 15, 16) are drawn
 * less often: their searches are the longest.
 */
export function sizeArb(): fc.Arbitrary<number> {
  return fc.oneof({ arbitrary: fc.constantFrom(4, 5, 6, 7, 8, 9, 10, 12), weight: 5 }, { arbitrary: fc.constantFrom(11, 13, 14, 15, 16), weight: 1 });
}

/** Whether a layout of this size and box has no boxes (the size's default when `box` is absent). */
function isBoxless(size: number, box: "none" | undefined): boolean {
  return box === "none" || DEFAULT_BOXES[size] === undefined;
}

export interface GridSpot {
  row: number;
  col: number;
}

/**
 * 1..maxGrids grids at distinct box-aligned spots; each new grid overlaps or touches an earlier one. With a
 * size other than 9 the layout says it (`size`, default box shape), and spots are aligned on its boxes.
 * With `box` "none" (or a size without boxes) the layout has no boxes and the spots are any cells.
 */
export function layoutArb(maxGrids = 6, minGrids = 1, size = 9, box?: "none"): fc.Arbitrary<Layout> {
  const boxless = isBoxless(size, box);
  const [h, w] = boxless ? [1, 1] : boxOf(size);
  // Steps of up to a grid's side (in boxes, or cells without them), so that a new grid overlaps or touches
  // the one it steps from.
  const across = size / w;
  const down = size / h;
  const step = boxless ? size : 3;
  return fc
    .array(fc.tuple(fc.nat(1000), fc.integer({ min: -step, max: step }), fc.integer({ min: -step, max: step })), {
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
        ...(size === 9 ? {} : { size }),
        ...(box === undefined ? {} : { box }),
        grids: spots.map((s, i) => ({ id: `g${i}`, row: s.row - minRow, col: s.col - minCol })),
      } satisfies Layout;
    });
}

/** A solved canvas for the layout: digit at canvas (r, c), from the pattern above, transformed. */
export interface SolvedCanvas {
  digitAt(row: number, col: number): number;
}

/**
 * A solved canvas of `rows` x `cols` positions for grids of `size` (every box-aligned window a valid grid),
 * or, `box` "none" (and at sizes without boxes), for grids without boxes (every window a Latin square).
 */
export function solvedCanvasArb(rows: number, cols: number, size = 9, box?: "none"): fc.Arbitrary<SolvedCanvas> {
  if (isBoxless(size, box)) return latinCanvasArb(size);
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

/** A canvas every size x size window of which is a Latin square: (k*r + c) mod size, k prime to size, relabelled. */
function latinCanvasArb(size: number): fc.Arbitrary<SolvedCanvas> {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const primes = Array.from({ length: size - 1 }, (_, i) => i + 1).filter((k) => gcd(k, size) === 1);
  return fc
    .record({
      k: fc.constantFrom(...primes),
      relabel: fc.shuffledSubarray(
        Array.from({ length: size }, (_, i) => i),
        { minLength: size, maxLength: size },
      ),
    })
    .map(({ k, relabel }) => ({
      // (k*row + col) mod size is an index into relabel, which has size items.
      digitAt: (row: number, col: number): number => relabel[(k * row + col) % size]! + 1,
    }));
}

/** The usual box shape (rows, cols) of a grid size; a size without one is a caller's error. */
function boxOf(size: number): readonly [number, number] {
  const box = DEFAULT_BOXES[size];
  if (box === undefined) throw new RangeError(`grid size ${size} has no box shape: its grids have none ("box": "none")`);
  return box;
}
