import type { LoadedPuzzle } from "../format/puzzle-json/load-puzzle.js";
import { readAnyPuzzle } from "../format/interchange/read-any.js";
import type { InputOptions } from "../format/load-input.js";

/**
 * A puzzle as the one-call functions take it: a text in any form the CLI reads (our JSON, f-puzzles JSON,
 * an f-puzzles or SudokuPad link, an 81-character line, nine lines of nine, canvas text), a parsed object
 * of one of those forms (`JSON.parse` of a file, or an object literal), or a puzzle already loaded
 * (`loadInput`, `loadPuzzleObject`: a LoadedPuzzle). Never a file name: the library reads no files. (Typed
 * `string | object`: a union naming LoadedPuzzle as well makes TypeScript check an object literal in a list
 * against LoadedPuzzle's properties and refuse it.)
 */
export type PuzzleInput = string | object;

/** Options for reading a PuzzleInput: the reader's (file name for messages, canvas cap, `lossy`). */
export type ReadOptions = InputOptions;

/** A puzzle read, and what a `lossy` read left out of it. */
export interface ReadPuzzle {
  readonly puzzle: LoadedPuzzle;
  readonly dropped: readonly string[];
}

/** The loaded puzzle of one PuzzleInput; a bad one is an InvalidInputError listing every problem. */
export function readPuzzleInput(puzzle: PuzzleInput, options: ReadOptions = {}, command = "this function"): ReadPuzzle {
  if (typeof puzzle === "string") return readAnyPuzzle(puzzle, { ...options, command });
  if (isLoaded(puzzle)) return { puzzle, dropped: [] };
  return readAnyPuzzle(JSON.stringify(puzzle), { ...options, command });
}

/** The loaded puzzle of one PuzzleInput (readPuzzleInput without what a lossy read dropped). */
export function loadPuzzleInput(puzzle: PuzzleInput, options: ReadOptions = {}, command = "this function"): LoadedPuzzle {
  return readPuzzleInput(puzzle, options, command).puzzle;
}

function isLoaded(value: object): value is LoadedPuzzle {
  const model = (value as { model?: { geometry?: unknown; givens?: unknown } }).model;
  return model !== undefined && model.givens instanceof Uint8Array && typeof model.geometry === "object" && "layout" in value;
}
