/**
 * Random puzzles over random layouts: a random solved layout (see layouts.ts), masked at random.
 */
import fc from "fast-check";
import { buildGeometry } from "../model/geometry.js";
import type { Geometry } from "../model/geometry.js";
import type { Layout } from "../model/schemas.js";
import { layoutArb, solvedCanvasArb } from "./layouts.js";

export interface CutPuzzle {
  layout: Layout;
  geometry: Geometry;
  /** The solved layout the puzzle was cut from, one digit per cell. */
  solved: Uint8Array;
  givens: Uint8Array;
}

/**
 * A puzzle cut from a random solved layout (of `size`, default 9; `box` "none": grids without boxes),
 * keeping each cell with probability keep (0..1).
 */
export function cutPuzzleArb(options: { maxGrids?: number; minGrids?: number; keep: [number, number]; size?: number; box?: "none" }): fc.Arbitrary<CutPuzzle> {
  return layoutArb(options.maxGrids ?? 6, options.minGrids ?? 1, options.size ?? 9, options.box).chain((layout) => {
    const geometry = buildGeometry(layout);
    return fc
      .tuple(
        solvedCanvasArb(geometry.rows, geometry.cols, geometry.size, geometry.boxes ? undefined : "none"),
        fc.integer({ min: Math.round(options.keep[0] * 100), max: Math.round(options.keep[1] * 100) }),
        fc.array(fc.integer({ min: 0, max: 99 }), { minLength: geometry.cellCount, maxLength: geometry.cellCount }),
      )
      .map(([canvas, keepPercent, rolls]) => {
        const solved = new Uint8Array(geometry.cellCount);
        for (const [c, row] of geometry.cellRow.entries()) solved[c] = canvas.digitAt(row, geometry.cellCol[c]!); // one entry per cell
        const givens = solved.map((d, c) => ((rolls[c] ?? 0) < keepPercent ? d : 0)); // a roll per cell
        return { layout, geometry, solved, givens };
      });
  });
}
