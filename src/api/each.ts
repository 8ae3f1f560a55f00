import type { LoadedInput } from "../format/load-input.js";
import { loadInput } from "../format/load-input.js";
import { readAnyPuzzle } from "../format/interchange/read-any.js";
import { ComboSudokuError } from "../model/errors.js";
import type { Answers, EachResult } from "./answers.js";
import { errorAnswer } from "./answers.js";
import type { PuzzleInput, ReadOptions, ReadPuzzle } from "./puzzle-input.js";
import { readPuzzleInput } from "./puzzle-input.js";
import { onePuzzle } from "../format/one-puzzle.js";

/**
 * Many puzzles, as the one-call functions take a batch: a list, or any iterable or async iterable, of
 * puzzles each in any form (PuzzleInput). A text holding a batch (JSON Lines, lines of 81 characters) is the
 * other way in: the one-call functions tell it from a single puzzle by its content.
 */
export type PuzzleList = readonly PuzzleInput[] | Iterable<PuzzleInput> | AsyncIterable<PuzzleInput>;

/** A result standing for a puzzle's error (validate's `ok: false`), or undefined: the error is the answer. */
type Recover<R> = (e: ComboSudokuError) => R | undefined;

type Item = { readonly line: number; readonly read: ReadPuzzle } | { readonly line: number; readonly error: ComboSudokuError };

/** Whether a one-call function's argument is a batch given as a list or (async) iterable, not one puzzle. */
export function isPuzzleList(value: unknown): value is PuzzleList {
  return typeof value === "object" && value !== null && (Symbol.iterator in value || Symbol.asyncIterator in value);
}

/** Whether a text, read, holds more than one puzzle line (a batch of one is that puzzle). */
export function isBatchText(read: LoadedInput): read is Extract<LoadedInput, { kind: "batch" | "puzzles" }> {
  return (read.kind === "batch" || read.kind === "puzzles") && read.batch.lines.length > 1;
}

/**
 * The puzzles of a batch one at a time, each loaded (or the error loading it), in order: a text's batch
 * lines with their line numbers, or a list's puzzles numbered from 1. The library takes content, never a
 * file name: stream a big file's lines yourself and pass them as an async iterable.
 */
async function* eachPuzzle(batch: Extract<LoadedInput, { kind: "batch" | "puzzles" }> | PuzzleList, options: ReadOptions): AsyncGenerator<Item> {
  if ("kind" in batch) {
    for (const { line, text } of batch.batch.lines) yield attempt(line, () => readAnyPuzzle(text, options));
    return;
  }
  let line = 0;
  for await (const puzzle of batch as AsyncIterable<PuzzleInput>) {
    line++;
    yield attempt(line, () => readPuzzleInput(puzzle, options));
  }
}

function attempt(line: number, load: () => ReadPuzzle): Item {
  try {
    return { line, read: load() };
  } catch (e: unknown) {
    if (e instanceof ComboSudokuError) return { line, error: e };
    throw e;
  }
}

/**
 * A one-call function's batch form: `one` applied to each puzzle of the batch as it is asked for. A puzzle
 * that cannot be read, or that `one` refuses (invalid, or stopped by a limit), is an `error` answer with
 * the message and exit code the CLI gives it; the batch goes on. A fault that is not the input's (a bug)
 * still throws. `recover` may turn such an error into a result instead (validate: `ok: false`).
 */
export function answersOf<O extends ReadOptions, R>(
  batch: Extract<LoadedInput, { kind: "batch" | "puzzles" }> | PuzzleList,
  options: O,
  one: (read: ReadPuzzle, options: O) => R,
  recover: Recover<R> = () => undefined,
): Answers<R> {
  const answer = (line: number, e: ComboSudokuError): EachResult<R> => {
    const result = recover(e);
    return result === undefined ? errorAnswer(line, e) : { line, result };
  };
  async function* answers(): AsyncGenerator<EachResult<R>> {
    for await (const item of eachPuzzle(batch, options)) {
      if ("error" in item) {
        yield answer(item.line, item.error);
        continue;
      }
      try {
        yield { line: item.line, result: one(item.read, options) };
      } catch (e: unknown) {
        if (!(e instanceof ComboSudokuError)) throw e;
        yield answer(item.line, e);
      }
    }
  }
  return { batch: true, [Symbol.asyncIterator]: answers };
}

/**
 * The dispatch every one-call function shares: a list (or iterable) is a batch; a text is read once and is
 * a batch when it holds several puzzle lines, else the one puzzle it holds (a layout, or a text that is
 * neither, an InvalidInputError saying what it is); any other value is one puzzle (an object as JSON.parse
 * gives it, or a loaded puzzle).
 */
export function oneOrMany<O extends ReadOptions, R>(
  input: PuzzleInput | PuzzleList,
  options: O,
  command: string,
  one: (read: ReadPuzzle, options: O) => R,
  recover?: Recover<R>,
): R | Answers<R> {
  if (typeof input === "string") {
    const read = loadInput(input, options);
    if (isBatchText(read)) return answersOf(read, options, one, recover);
    return one(onePuzzle(read, { ...options, command }), options);
  }
  if (isPuzzleList(input)) return answersOf(input, options, one, recover);
  return one(readPuzzleInput(input, options, command), options);
}
