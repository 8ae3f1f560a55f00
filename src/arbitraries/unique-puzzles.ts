import fc from "fast-check";
import { generatePuzzle } from "../generate/generate-puzzle.js";
import type { Symmetry } from "../generate/symmetry-orbits.js";
import { BUILTIN_LAYOUTS } from "../layout/builtin-layouts.js";
import { buildGeometry } from "../model/geometry.js";
import type { Geometry } from "../model/geometry.js";
import type { Model } from "../model/model.js";
import type { Layout } from "../model/schemas.js";

/** A puzzle with exactly one solution (proved by the generator's search), and that solution. */
export interface UniquePuzzle {
  readonly layout: Layout;
  /** The puzzle: its geometry and givens (one digit per cell, 0 = empty), ready for `solve`. */
  readonly model: Model;
  /** The one solution, one digit per cell. */
  readonly solution: Uint8Array;
  /** The generator seed it came from: `generatePuzzle(geometry, { seed })` gives it again. */
  readonly seed: number;
}

export interface UniquePuzzleOptions {
  /** The layouts to draw from (default: the built-in single, twin and samurai: quick to generate). */
  readonly layouts?: readonly Layout[];
  /** Symmetry of the givens (default "none"). */
  readonly symmetry?: Symmetry;
}

/**
 * Unique puzzles on the given layouts, made by the project's seeded generator: the arbitrary draws a layout
 * and a seed, so a failing case shrinks towards a smaller seed and replays exactly. Each value costs a
 * generation (a minimal samurai takes some tens of milliseconds): keep `numRuns` modest.
 */
export function uniquePuzzleArb(options: UniquePuzzleOptions = {}): fc.Arbitrary<UniquePuzzle> {
  const layouts = options.layouts ?? [BUILTIN_LAYOUTS.single, BUILTIN_LAYOUTS.twin, BUILTIN_LAYOUTS.samurai];
  const geometries = new Map<Layout, Geometry>();
  const geometryOf = (layout: Layout): Geometry => {
    let g = geometries.get(layout);
    if (g === undefined) {
      g = buildGeometry(layout);
      geometries.set(layout, g);
    }
    return g;
  };
  return fc.tuple(fc.constantFrom(...layouts), fc.integer({ min: 0, max: 0xffffffff })).map(([layout, seed]) => {
    const geometry = geometryOf(layout);
    const made = generatePuzzle(geometry, { seed, symmetry: options.symmetry ?? "none" });
    return { layout, model: { geometry, givens: made.givens }, solution: made.solution, seed };
  });
}
