import type { LoadedPuzzle } from "../format/puzzle-json/load-puzzle.js";
import { readAnyPuzzle } from "../format/interchange/read-any.js";
import type { InputOptions } from "../format/load-input.js";

/**
 * A puzzle as the one-call functions take it: a text in any form the CLI reads (our JSON, f-puzzles JSON,
 * a link, an 81-character line, canvas text, ...), a parsed object of one of those forms (`JSON.parse`
 * of a file, or an object literal), or a puzzle already loaded (`loadInput`, `loadPuzzleObject`).
 */
export type PuzzleInput = string | LoadedPuzzle | object;

/** Options for reading a PuzzleInput: the reader's (file name for messages, canvas cap, `lossy`). */
export type ReadOptions = InputOptions;

/** The loaded puzzle of a PuzzleInput; a bad one is an InvalidInputError listing every problem. */
export function loadPuzzleInput(puzzle: PuzzleInput, options: ReadOptions = {}, command = "this function"): LoadedPuzzle {
  if (typeof puzzle === "string") return readAnyPuzzle(puzzle, { ...options, command }).puzzle;
  if (isLoaded(puzzle)) return puzzle;
  return readAnyPuzzle(JSON.stringify(puzzle), { ...options, command }).puzzle;
}

function isLoaded(value: object): value is LoadedPuzzle {
  const model = (value as { model?: { geometry?: unknown; givens?: unknown } }).model;
  return model !== undefined && model.givens instanceof Uint8Array && typeof model.geometry === "object" && "layout" in value;
}
