import type { Place } from "../model/errors.js";
import type { Geometry } from "../model/geometry.js";

/**
 * Where a cell is, for messages: its 1-based canvas row and column, and its row and column inside a grid
 * (the first grid in layout order that contains it, or the one named).
 */
export function placeOfCell(geometry: Geometry, cell: number, preferGrid?: string): Place {
  const row = geometry.cellRow[cell];
  const col = geometry.cellCol[cell];
  if (row === undefined || col === undefined) return {}; // not a cell of this geometry: no place to name
  const inside = geometry.grids.filter((g) => row >= g.row && row < g.row + geometry.size && col >= g.col && col < g.col + geometry.size);
  const grid = inside.find((g) => g.id === preferGrid) ?? inside[0];
  return {
    row: row + 1,
    col: col + 1,
    ...(grid === undefined ? {} : { grid: grid.id, gridRow: row - grid.row + 1, gridCol: col - grid.col + 1 }),
  };
}
