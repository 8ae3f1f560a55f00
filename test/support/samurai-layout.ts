import type { Layout } from "../../src/model/schemas.js";

/**
 * A samurai of size x size grids with square boxes (4x4 grids with 2x2 boxes, 16x16 with 4x4): four outer
 * grids, each sharing one corner box with the center grid. The outer grids sit 2 * (size - box) apart, the
 * center at (size - box, size - box); at size 9 this is the built-in samurai.
 */
export function samuraiLayout(size: 4 | 9 | 16): Layout {
  const d = size - Math.sqrt(size);
  return {
    name: `samurai-${size}`,
    ...(size === 9 ? {} : { size }),
    grids: [
      { id: "nw", row: 0, col: 0 },
      { id: "ne", row: 0, col: 2 * d },
      { id: "center", row: d, col: d },
      { id: "sw", row: 2 * d, col: 0 },
      { id: "se", row: 2 * d, col: 2 * d },
    ],
  };
}
