import { InvalidInputError } from "../model/errors.js";
import { decodeFpuzzlesPayload, fpuzzlesLinkPayload } from "./fpuzzles/fpuzzles-link.js";
import { fromFpuzzles } from "./fpuzzles/read-fpuzzles.js";
import type { LoadedPuzzle, LoadOptions } from "./puzzle-json/load-puzzle.js";
import { loadPuzzleObject } from "./puzzle-json/load-puzzle.js";
import { sudokupadLinkPayload } from "./sudokupad/sudokupad-link.js";
import { fromScl } from "./sudokupad/read-scl.js";
import { decodeSclPayload, sclLinkPayload } from "./sudokupad/scl-link.js";

/** The puzzle behind a link, and what a `lossy` read left out. */
export interface ReadLink {
  readonly kind: "puzzle";
  readonly puzzle: LoadedPuzzle;
  readonly dropped: readonly string[];
}

/** What a link is, in a reader's words ("an f-puzzles link"), for messages. */
export function linkName(text: string): string {
  if (fpuzzlesLinkPayload(text) !== undefined) return "an f-puzzles link";
  if (/^https?:\/\/(?:[a-z]+\.)?sudokupad\.app\//i.test(text.trim())) return "a SudokuPad link";
  return "a link";
}

/**
 * Reads a puzzle link, decoded on the spot (nothing is fetched): f-puzzles' `?load=` and SudokuPad's
 * `sudokupad.app/fpuzzles...` (both LZ-string base64 of f-puzzles JSON), and SudokuPad's own
 * `sudokupad.app/scl...` (its format, sudokupad/scl-types.ts). Any other link is an InvalidInputError
 * saying which links are read.
 */
export function readLink(text: string, options: LoadOptions & { readonly lossy?: boolean } = {}): ReadLink {
  const scl = sclLinkPayload(text);
  if (scl !== undefined) {
    const read = fromScl(decodeSclPayload(scl, options.file), options);
    return { kind: "puzzle", puzzle: { ...loadPuzzleObject(read.document, options), format: "sudokupad" }, dropped: read.dropped };
  }
  const fpuzzles = fpuzzlesLinkPayload(text);
  const payload = fpuzzles ?? sudokupadLinkPayload(text);
  if (payload === undefined) {
    const sudokupad = /^https?:\/\/(?:[a-z]+\.)?sudokupad\.app\//i.test(text.trim());
    throw new InvalidInputError([
      {
        file: options.file,
        message: sudokupad
          ? "it names a puzzle stored on SudokuPad's server, which is not fetched (no network); the links read carry the puzzle itself (sudokupad.app/scl... or sudokupad.app/fpuzzles...)"
          : "not a puzzle link combo-sudoku reads: an f-puzzles link (f-puzzles.com/?load=...) or a SudokuPad link (sudokupad.app/scl... or sudokupad.app/fpuzzles...)",
      },
    ]);
  }
  const read = fromFpuzzles(decodeFpuzzlesPayload(payload, options.file), options);
  return {
    kind: "puzzle",
    puzzle: { ...loadPuzzleObject(read.document, options), format: fpuzzles !== undefined ? "fpuzzles-link" : "sudokupad-link" },
    dropped: read.dropped,
  };
}
