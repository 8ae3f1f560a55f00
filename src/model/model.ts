import type { Geometry } from "./geometry.js";

/** What every strategy solves: a layout's geometry and the puzzle's givens (one digit per cell, 0 = empty). */
export interface Model {
  readonly geometry: Geometry;
  readonly givens: Uint8Array;
}
