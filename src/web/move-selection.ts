import { gridShape } from "../model/grid-size.js";
import type { Layout } from "../model/schemas.js";
import { isCovered } from "./editor-state.js";

export type Direction = "up" | "down" | "left" | "right";

const STEP: Record<Direction, readonly [number, number]> = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] };

/**
 * Where an arrow key takes the selection: the next covered cell that way, jumping gaps between grids
 * (a samurai's corner gaps), or the same cell at the canvas edge.
 */
export function moveSelection(layout: Layout, row: number, col: number, direction: Direction): [number, number] {
  const [dr, dc] = STEP[direction];
  const { size } = gridShape(layout);
  const rows = Math.max(0, ...layout.grids.map((g) => g.row + size));
  const cols = Math.max(0, ...layout.grids.map((g) => g.col + size));
  for (let r = row + dr, c = col + dc; r >= 0 && c >= 0 && r < rows && c < cols; r += dr, c += dc) {
    if (isCovered(layout, r, c)) return [r, c];
  }
  return [row, col];
}
