/** A canvas position [row, col]. */
export type Spot = [number, number];

/**
 * Every pair of cells side by side (sharing an edge) in a size x size grid whose top-left cell is at
 * (row, col) on the canvas, each pair once: the cell, then the one right of it or below it.
 */
export function pairsSideBySide(grid: { readonly row: number; readonly col: number }, size: number): [Spot, Spot][] {
  const pairs: [Spot, Spot][] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (c + 1 < size)
        pairs.push([
          [grid.row + r, grid.col + c],
          [grid.row + r, grid.col + c + 1],
        ]);
      if (r + 1 < size)
        pairs.push([
          [grid.row + r, grid.col + c],
          [grid.row + r + 1, grid.col + c],
        ]);
    }
  }
  return pairs;
}
