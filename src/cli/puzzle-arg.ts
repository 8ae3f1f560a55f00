import { UsageError } from "../model/errors.js";
import type { CliIo, InputSource } from "./io.js";

/** Digits and empty cells ('.' or '0') only: what an 81-character puzzle line is made of. */
const LINE_CHARS = /^[0-9.]+$/;
/** Fewer characters than a sparse puzzle's givens look like a file name made of digits, not a puzzle. */
const LINE_MIN = 17;
/** A web address: an f-puzzles or SudokuPad link typed as the argument (the reader says which links it reads). */
const LINK = /^https?:\/\//i;

/**
 * The text of a puzzle argument (every command that reads one puzzle): a file ('-' standard input), or the
 * puzzle itself typed on the command line: one line of 81 characters (1-9, '.' or '0' empty), as `solve`'s
 * batch lines and the puzzle sites' exports write it, or an f-puzzles or SudokuPad link. A file by that
 * name wins, so a puzzle stored under its own line still reads as a file. A run of digits and dots of
 * another length that is no file is a mistyped line: said so (exit 2) rather than "no such file".
 */
export function puzzleArgText(arg: string, io: CliIo, maxBytes?: number): string {
  return typedPuzzleText(arg, io) ?? io.readText(arg, maxBytes);
}

/**
 * The puzzle typed as the argument, as a one-line text, or undefined when the argument names a file (or
 * '-'), which the caller reads its own way (`solve` and `rate` stream it, as it may be a batch). A run of
 * digits and dots of another length than 81 that is no file: a UsageError (exit 2), as puzzleArgText says.
 */
export function typedPuzzleText(arg: string, io: CliIo): string | undefined {
  if (arg === "-" || io.exists?.(arg) === true) return undefined;
  if (LINK.test(arg)) return `${arg}\n`;
  if (!LINE_CHARS.test(arg) || arg.length < LINE_MIN) return undefined;
  if (arg.length === 81) return `${arg}\n`;
  throw new UsageError(
    `${arg.length} characters: a puzzle on the command line is one line of 81 (1-9, '.' or '0' for an empty cell), and no file has this name`,
  );
}

/** The argument as a stream (what `solve` and `validate` sniff): the typed puzzle's text, else the file opened. */
export function puzzleArgSource(arg: string, io: CliIo): InputSource {
  const typed = typedPuzzleText(arg, io);
  if (typed === undefined) return io.openInput(arg);
  return {
    size: Buffer.byteLength(typed),
    chunks: (async function* (): AsyncGenerator<string> {
      yield typed;
    })(),
    close: () => {},
  };
}
