import { InvalidInputError } from "../model/errors.js";
import { loadLine } from "./batch-lines/load-line.js";
import type { InputOptions, LoadedInput } from "./load-input.js";
import { loadInput } from "./load-input.js";
import type { LoadedPuzzle } from "./puzzle-json/load-puzzle.js";

/** Options of onePuzzle: the reader's, and the command that takes one puzzle (named in a refusal). */
export interface OnePuzzleOptions extends InputOptions {
  /** "explain", "render", ...: "explain takes one puzzle". Default "this command". */
  readonly command?: string;
}

/**
 * The one puzzle an input holds, for a command that takes one: a puzzle as read, a batch of one line (an
 * 81-character line, or one JSON puzzle document) as that puzzle. Anything else is refused in an
 * InvalidInputError that names what the input is ("this is a batch of 12 81-character lines: explain
 * takes one puzzle").
 */
export function onePuzzle(input: LoadedInput, options: OnePuzzleOptions = {}): { puzzle: LoadedPuzzle; dropped: readonly string[] } {
  const command = options.command ?? "this command";
  const refuse = (what: string, why = `${command} takes one puzzle`): never => {
    throw new InvalidInputError([{ file: options.file, message: `this is ${what}: ${why}` }]);
  };
  switch (input.kind) {
    case "puzzle":
      return input;
    case "batch": {
      const [only, ...more] = input.batch.lines;
      if (only === undefined || more.length > 0) {
        return refuse(`a batch of ${input.batch.lines.length} 81-character lines`, `${command} takes one puzzle (solve, validate and rate read batches)`);
      }
      return { puzzle: loadLine(only.text, options), dropped: [] };
    }
    case "puzzles": {
      const [only, ...more] = input.batch.lines;
      if (only === undefined || more.length > 0) {
        return refuse(`JSON Lines of ${input.batch.lines.length} puzzles`, `${command} takes one puzzle (solve, validate and rate read JSON Lines)`);
      }
      return onePuzzle(loadInput(only.text, options), options);
    }
    case "layout":
      return refuse('a layout file ("grids" and no "givens")', `${command} takes a puzzle (combo-sudoku init FILE writes an empty one on this layout)`);
  }
}
