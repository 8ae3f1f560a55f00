/**
 * Random box-aligned layouts and random solved layouts, for the property tests.
 *
 * Solved layouts come from one canvas-wide pattern, value(r, c) = (3*(r mod 3) + floor(r/3) + c) mod 9 + 1,
 * which is a valid sudoku in every 9x9 window whose corner sits on a multiple of 3 (each row is nine
 * consecutive c; each column and box meets all of {0,3,6} + three consecutive values). Transformations that
 * keep every such window valid then give variety: relabelling digits, permuting the rows inside each canvas
 * band of three and the columns inside each canvas stack of three.
 */
import fc from "fast-check";
import type { Layout } from "../model/schemas.js";

export interface GridSpot {
  row: number;
  col: number;
}

/** 1..maxGrids grids at distinct box-aligned spots; each new grid overlaps or touches an earlier one. */
export function layoutArb(maxGrids = 6, minGrids = 1): fc.Arbitrary<Layout> {
  return fc
    .array(fc.tuple(fc.nat(1000), fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 })), {
      minLength: minGrids - 1,
      maxLength: maxGrids - 1,
    })
    .map((steps) => {
      const spots: GridSpot[] = [{ row: 0, col: 0 }];
      for (const [pick, dr, dc] of steps) {
        const from = spots[pick % spots.length]!; // spots starts with one and only grows
        const spot = { row: from.row + 3 * dr, col: from.col + 3 * dc };
        if (!spots.some((s) => s.row === spot.row && s.col === spot.col)) spots.push(spot);
      }
      const minRow = Math.min(...spots.map((s) => s.row));
      const minCol = Math.min(...spots.map((s) => s.col));
      return {
        name: "random",
        grids: spots.map((s, i) => ({ id: `g${i}`, row: s.row - minRow, col: s.col - minCol })),
      } satisfies Layout;
    });
}

/** A solved canvas for the layout: digit at canvas (r, c), from the pattern above, transformed. */
export interface SolvedCanvas {
  digitAt(row: number, col: number): number;
}

export function solvedCanvasArb(rows: number, cols: number): fc.Arbitrary<SolvedCanvas> {
  const bands = rows / 3;
  const stacks = cols / 3;
  const perm3 = fc.constantFrom([0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]);
  return fc
    .record({
      relabel: fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9, maxLength: 9 }),
      rowPerms: fc.array(perm3, { minLength: bands, maxLength: bands }),
      colPerms: fc.array(perm3, { minLength: stacks, maxLength: stacks }),
    })
    .map(({ relabel, rowPerms, colPerms }) => ({
      digitAt(row: number, col: number): number {
        // A canvas position is inside the bands and stacks drawn for it; perm3 and relabel are permutations
        // of 3 and 9 items, each index taken modulo their length.
        const r = 3 * Math.floor(row / 3) + rowPerms[Math.floor(row / 3)]![row % 3]!;
        const c = 3 * Math.floor(col / 3) + colPerms[Math.floor(col / 3)]![col % 3]!;
        return relabel[(3 * (r % 3) + Math.floor(r / 3) + c) % 9]!;
      },
    }));
}
