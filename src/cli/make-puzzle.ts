import type { GeneratedPuzzle } from "../generate/generate-puzzle.js";
import { generatePuzzle } from "../generate/generate-puzzle.js";
import { generateAtLevel } from "../generate/generate-level.js";
import type { GeneratedRuleKind } from "../generate/generate-rules.js";
import { generateWithRules } from "../generate/generate-rules.js";
import type { Symmetry } from "../generate/symmetry-orbits.js";
import type { Rating } from "../logic/rating.js";
import type { Level } from "../logic/rating.js";
import type { Geometry } from "../model/geometry.js";
import type { Layout } from "../model/schemas.js";

/** What `generate` asks for one puzzle: a unique puzzle (minimal or to --givens), or one at --difficulty. */
export interface PuzzleRequest {
  readonly seed: number;
  readonly symmetry: Symmetry;
  readonly givens?: number | undefined;
  readonly attempts?: number | undefined;
  readonly level?: Level;
  /** Rules to draw on the layout (generate --rules). */
  readonly rules?: readonly GeneratedRuleKind[];
  /** The least difference on the german-whispers lines drawn (generate --whispers-difference). */
  readonly whispersDifference?: number;
}

/** One puzzle of `generate`, and its rating when made to a difficulty. */
export interface MadePuzzle {
  readonly puzzle: GeneratedPuzzle;
  readonly rating?: Rating;
  /** The layout with the rules drawn, when rules were asked for. */
  readonly layout?: Layout;
}

/**
 * Makes one puzzle as `generate` asks, on whichever thread runs it (the CLI's main thread, or a worker
 * thread so that the main thread stays free for signals): one place for the choice between the two
 * generators.
 */
export function makePuzzle(
  geometry: Geometry,
  request: PuzzleRequest,
  shouldStop: () => boolean,
  onProgress: (attempt: number, givens: number) => void,
): MadePuzzle {
  const { seed, symmetry, givens, attempts, level, rules, whispersDifference } = request;
  if (rules !== undefined) {
    const ruled = generateWithRules(geometry.layout, { seed, rules, symmetry, givens, attempts, level, whispersDifference, shouldStop, onProgress });
    return { puzzle: ruled, layout: ruled.layout, ...(ruled.rating === undefined ? {} : { rating: ruled.rating }) };
  }
  if (level !== undefined) {
    const leveled = generateAtLevel(geometry, { seed, level, symmetry, attempts, shouldStop, onProgress });
    return { puzzle: leveled, rating: leveled.rating };
  }
  return { puzzle: generatePuzzle(geometry, { seed, symmetry, givens, attempts, shouldStop, onProgress }) };
}
