import type { LoadedPuzzle } from "../puzzle-json/load-puzzle.js";
import type { InputOptions } from "../load-input.js";
import { loadInput } from "../load-input.js";
import type { OnePuzzleOptions } from "../one-puzzle.js";
import { onePuzzle } from "../one-puzzle.js";

/** Where a puzzle read by `readAnyPuzzle` came from. */
export type ForeignFormat = LoadedPuzzle["format"];

export interface ReadAny {
  readonly puzzle: LoadedPuzzle;
  readonly from: ForeignFormat;
  /** What the source said that combo-sudoku cannot (only with `lossy`; else that is an error). */
  readonly dropped: readonly string[];
}

/**
 * Reads one puzzle in any format the tool knows, told from the content (loadInput: our JSON, f-puzzles
 * JSON, an f-puzzles or SudokuPad link, nine lines, canvas text, one 81-character line or one JSON Lines
 * document); what every command that takes one puzzle reads, and the page's paste and drop. A batch of
 * several puzzles, or a layout file, is an InvalidInputError naming what it is.
 */
export function readAnyPuzzle(text: string, options: InputOptions & Pick<OnePuzzleOptions, "command"> = {}): ReadAny {
  const { puzzle, dropped } = onePuzzle(loadInput(text, options), options);
  return { puzzle, from: puzzle.format, dropped };
}
