import { InvalidInputError } from "../../model/errors.js";
import { parseJson } from "../../layout/parse-json.js";
import { loadLine } from "../batch-lines/load-line.js";
import { decodeFpuzzlesPayload, fpuzzlesLinkPayload } from "../fpuzzles/fpuzzles-link.js";
import { fromFpuzzles, isFpuzzlesObject } from "../fpuzzles/read-fpuzzles.js";
import { loadInput } from "../load-input.js";
import type { LoadedPuzzle, LoadOptions } from "../puzzle-json/load-puzzle.js";
import { loadPuzzleObject } from "../puzzle-json/load-puzzle.js";
import { sudokupadLinkPayload } from "../sudokupad/sudokupad-link.js";

/** Where a puzzle read by `readAnyPuzzle` came from. */
export type ForeignFormat = LoadedPuzzle["format"] | "fpuzzles" | "fpuzzles-link" | "sudokupad-link";

export interface ReadAny {
  readonly puzzle: LoadedPuzzle;
  readonly from: ForeignFormat;
  /** What the source said that combo-sudoku cannot (only with `lossy`; else that is an error). */
  readonly dropped: readonly string[];
}

/**
 * Reads one puzzle in any format the tool knows: what `loadInput` reads (a JSON puzzle, nine lines, one
 * 81-character line), an f-puzzles JSON object, or an f-puzzles or SudokuPad f-puzzles link. A batch of
 * several lines is an InvalidInputError: this reads one puzzle.
 */
export function readAnyPuzzle(text: string, options: LoadOptions & { readonly lossy?: boolean } = {}): ReadAny {
  const body = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).trim();
  const linkPayload = fpuzzlesLinkPayload(body) ?? sudokupadLinkPayload(body);
  if (linkPayload !== undefined) {
    const read = fromFpuzzles(decodeFpuzzlesPayload(linkPayload, options.file), options);
    return {
      puzzle: loadPuzzleObject(read.document, options),
      from: fpuzzlesLinkPayload(body) !== undefined ? "fpuzzles-link" : "sudokupad-link",
      dropped: read.dropped,
    };
  }
  if (/^https?:\/\//i.test(body)) {
    throw new InvalidInputError([{ file: options.file, message: "not an f-puzzles (?load=) or SudokuPad (sudokupad.app/fpuzzles...) link" }]);
  }
  if (body.startsWith("{")) {
    const data = parseJson(body, options.file);
    if (isFpuzzlesObject(data)) {
      const read = fromFpuzzles(data, options);
      return { puzzle: loadPuzzleObject(read.document, options), from: "fpuzzles", dropped: read.dropped };
    }
    return { puzzle: loadPuzzleObject(data, options), from: "json", dropped: [] };
  }
  const input = loadInput(body, options);
  if (input.kind === "puzzle") return { puzzle: input.puzzle, from: input.puzzle.format, dropped: [] };
  const lines = input.batch.lines;
  const only = lines[0];
  if (lines.length !== 1 || only === undefined) {
    throw new InvalidInputError([{ file: options.file, message: `${lines.length} puzzle lines: convert takes one puzzle` }]);
  }
  return { puzzle: loadLine(only.text, options), from: "line", dropped: [] };
}
