import type { LoadedPuzzle } from "../format/puzzle-json/load-puzzle.js";
import { UsageError } from "../model/errors.js";

/**
 * Refuses a puzzle whose grids are not 9x9 for a command that handles 9x9 grids only (today `convert --to
 * txt`: the 81-character line and the canvas rows are 9x9 forms): a one-line reason, exit 2, instead of a
 * wrong answer. `what` names the command, e.g. "convert --to txt".
 */
export function needNine(file: string, puzzle: LoadedPuzzle, what: string): void {
  const size = puzzle.model.geometry.size;
  if (size !== 9) throw new UsageError(`${file}: ${what} takes 9x9 grids for now (this puzzle's grids are ${size}x${size})`);
}
