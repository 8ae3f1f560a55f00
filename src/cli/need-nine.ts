import type { LoadedPuzzle } from "../format/puzzle-json/load-puzzle.js";
import { UsageError } from "../model/errors.js";

/**
 * Refuses a puzzle whose grids are not 9x9 for a command that handles 9x9 grids only for now (the logic's
 * techniques, the SVG picture, the foreign formats): a one-line reason, exit 2, instead of a wrong answer.
 * `what` names the command, e.g. "explain".
 */
export function needNine(file: string, puzzle: LoadedPuzzle, what: string): void {
  const size = puzzle.model.geometry.size;
  if (size !== 9) throw new UsageError(`${file}: ${what} takes 9x9 grids for now (this puzzle's grids are ${size}x${size})`);
}
