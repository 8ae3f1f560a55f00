import type { Geometry } from "../model/geometry.js";

export type Symmetry = "none" | "central" | "mirror";

/** Every symmetry, for checks and messages. */
export const SYMMETRIES: readonly Symmetry[] = ["none", "central", "mirror"];

/**
 * The cells of the layout grouped into orbits of the symmetry on the canvas: the generator keeps or removes
 * an orbit's cells together, so the givens show the symmetry.
 *   none     every cell is its own orbit.
 *   central  a cell and its image under a 180-degree rotation about the canvas center.
 *   mirror   a cell and its image in the vertical line through the canvas center (left-right).
 * A cell whose image is not a cell of the layout (an asymmetric layout) is its own orbit, so every layout
 * works and the givens are symmetric wherever the layout itself is. Orbits are in order of their first cell.
 */
export function symmetryOrbits(geometry: Geometry, symmetry: Symmetry): number[][] {
  const { rows, cols, canvas, cellRow, cellCol, cellCount } = geometry;
  const orbits: number[][] = [];
  const seen = new Uint8Array(cellCount);
  for (const [c, row] of cellRow.entries()) {
    if (seen[c] !== 0) continue;
    seen[c] = 1;
    const orbit = [c];
    if (symmetry !== "none") {
      const r = symmetry === "central" ? rows - 1 - row : row;
      const image = canvas[r * cols + cols - 1 - cellCol[c]!] ?? -1; // cellCol has every cell; off the canvas: no image
      if (image >= 0 && seen[image] === 0) {
        seen[image] = 1;
        orbit.push(image);
      }
    }
    orbits.push(orbit);
  }
  return orbits;
}
