import { encodeFpuzzlesPayload } from "../fpuzzles/fpuzzles-link.js";

/**
 * SudokuPad opens an f-puzzles payload placed after `https://sudokupad.app/fpuzzles`: the same LZ-string
 * base64 of the f-puzzles JSON as an f-puzzles `?load=` link. Sources: SudokuPad's own f-puzzles decoder
 * (https://github.com/SudokuPad/sudokutools/blob/master/src/fpuzzlesdecoder.js, with its LZ-string base64
 * codec), and public link writers that build `https://sudokupad.app/fpuzzles` + that payload (several turn
 * up in a code search; none is copied here).
 */
export const SUDOKUPAD_LINK_PREFIX = "https://sudokupad.app/fpuzzles";

/** The SudokuPad link of an f-puzzles puzzle object. */
export function sudokupadLink(fpuzzles: unknown): string {
  return SUDOKUPAD_LINK_PREFIX + encodeFpuzzlesPayload(fpuzzles);
}

/** The f-puzzles payload of a SudokuPad link (`sudokupad.app/fpuzzles<PAYLOAD>`), or undefined when not one. */
export function sudokupadLinkPayload(text: string): string | undefined {
  const m = /^https?:\/\/(?:beta\.)?sudokupad\.app\/(?:sudoku\/)?fpuzzles([^?#\s]+)/i.exec(text.trim());
  return m === null ? undefined : m[1];
}
