import { gridShape } from "../model/grid-size.js";
import type { Layout, LittleKillerRule } from "../model/schemas.js";
import { littleKillerDirection } from "../rules/little-killer.js";
import { keyPos } from "./editor-state.js";

/**
 * The diagonal step [dr, dc] (each -1 or 1) of a pointer's move of (dx, dy) cell sides (dy down), or
 * undefined when it moved less than `reach` of a side across or down (a click, or a move along a row or
 * column).
 */
export function dragDiagonal(dx: number, dy: number, reach = 0.35): [number, number] | undefined {
  if (Math.abs(dx) < reach || Math.abs(dy) < reach) return undefined;
  return [Math.sign(dy), Math.sign(dx)];
}

/** A little killer's diagonal, before its sum is typed: its cells from the clue on, and its direction when it has one cell. */
export interface LittleKillerLine {
  readonly cells: [number, number][];
  readonly direction?: NonNullable<LittleKillerRule["direction"]>;
}

/**
 * The whole diagonal of the grid under the cell (canvas key) through it along `step`, from the grid's edge
 * behind it (where the clue sits, outside) to the edge ahead: a drag from a cell out of the grid, or onto
 * its diagonal neighbour, draws it. A corner's own diagonal has one cell (r1c1 dragged down and left: the
 * clue above r1c2, its arrow into the corner), and then names its direction, as the layout requires.
 * Undefined when the cell is on no grid.
 */
export function littleKillerLine(layout: Layout, key: string, [dr, dc]: readonly [number, number]): LittleKillerLine | undefined {
  const { size } = gridShape(layout);
  const [r0, c0] = keyPos(key);
  const grid = layout.grids.find((g) => r0 >= g.row && r0 < g.row + size && c0 >= g.col && c0 < g.col + size);
  if (grid === undefined) return undefined;
  const inside = (r: number, c: number): boolean => r >= grid.row && r < grid.row + size && c >= grid.col && c < grid.col + size;
  let r = r0;
  let c = c0;
  while (inside(r - dr, c - dc)) {
    r -= dr;
    c -= dc;
  }
  const cells: [number, number][] = [];
  for (; inside(r, c); r += dr, c += dc) cells.push([r, c]);
  return cells.length === 1 ? { cells, direction: littleKillerDirection([dr, dc]) } : { cells };
}
