import type { ComboSudokuError } from "../model/errors.js";

/**
 * One answer of a batch: its line (the text's line number, or the 1-based place in a list) and the
 * result, or why that puzzle has none (the message and the exit code the CLI would give it); a bad puzzle
 * does not stop the batch, as on the command line.
 */
export type EachResult<R> =
  | { readonly line: number; readonly result: R }
  | { readonly line: number; readonly error: { readonly message: string; readonly exitCode: number } };

/** A puzzle's error as its answer: the message and the exit code, as the CLI reports that line. */
export function errorAnswer<R>(line: number, e: ComboSudokuError): EachResult<R> {
  return { line, error: { message: e.message, exitCode: e.exitCode } };
}

/**
 * What a one-call function returns for a batch: the answers as an async iterable, in input order
 * (`for await (const answer of rate(jsonl)) ...`), worked out as they are asked for. `batch` tells it from
 * a single puzzle's report (see isAnswers). Iterating again starts the batch again (a list is read again;
 * a one-shot async iterable given as the batch is not).
 */
export interface Answers<R> extends AsyncIterable<EachResult<R>> {
  readonly batch: true;
}

/**
 * Whether a one-call function's result is a batch's answers rather than one puzzle's report: a text may
 * hold one puzzle or a batch (JSON Lines, lines of 81 characters), and only its content tells.
 *
 * @example
 *   const rated = rate(text);
 *   if (isAnswers(rated)) for await (const answer of rated) console.log(answer.line, "result" in answer ? answer.result.status : answer.error.message);
 *   else console.log(rated.status);
 */
export function isAnswers<R>(value: R | Answers<R>): value is Answers<R> {
  return typeof value === "object" && value !== null && (value as { batch?: unknown }).batch === true && Symbol.asyncIterator in value;
}
