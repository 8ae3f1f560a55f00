import { InvalidInputError } from "../model/errors.js";
import type { LineBlock } from "./batch-lines/line-block.js";
import type { BatchLine } from "./batch-lines/line-kind.js";
import { isBatchLine, isSkippedLine } from "./batch-lines/line-kind.js";
import { isPuzzleJsonLine } from "./puzzle-lines/puzzle-lines.js";

/** Default for --max-input-bytes: the most a JSON or nine-line puzzle file may hold (10 MB). */
export const DEFAULT_MAX_INPUT_BYTES = 10_000_000;

export function tooLargeMessage(maxBytes: number): string {
  return `larger than the limit of ${maxBytes} bytes for a puzzle file (raise it with --max-input-bytes)`;
}

/** A text input read as a stream: a file or standard input (the CLI opens it; see cli/io.ts). */
export interface InputSource {
  /** Size in bytes when known before reading (a regular file), so size caps apply before any reading. */
  readonly size?: number;
  readonly chunks: AsyncIterable<string>;
  /** Stops reading (the rest of the input is not needed). */
  readonly close: () => void;
}

/**
 * An input, read as far as needed to tell what it is: a whole document (JSON, or nine lines of nine, or
 * something invalid: loadInput says what) read in full under the size cap; or a batch, whose first puzzle
 * line has 81 characters, streamed line by line with no size cap.
 */
export type SniffedInput =
  | { kind: "whole"; text: string }
  /** `lines` one by one, or `blocks` of whole lines (the faster way; read one of the two, not both). */
  | { kind: "batch"; lines: AsyncIterable<BatchLine>; blocks: AsyncIterable<LineBlock> }
  /** JSON Lines of puzzle documents (format/puzzle-lines.ts), streamed like a batch. */
  | { kind: "puzzles"; lines: AsyncIterable<BatchLine> };

/**
 * Reads the start of an input to tell a batch from a document. A document larger than maxBytes is rejected
 * before it is read in full (a file's size is known up front; standard input stops at the cap).
 */
export async function sniffInput(source: InputSource, file: string, maxBytes: number): Promise<SniffedInput> {
  const iterator = source.chunks[Symbol.asyncIterator]();
  let head = "";
  let headBytes = 0;
  let ended = false;
  const tooLarge = (): never => {
    source.close();
    throw new InvalidInputError([{ file, message: tooLargeMessage(maxBytes) }]);
  };
  const readChunk = async (): Promise<void> => {
    const next = await iterator.next();
    if (next.done === true) ended = true;
    else {
      head += next.value;
      headBytes += Buffer.byteLength(next.value);
      if (headBytes > maxBytes) tooLarge();
    }
  };
  // Read until the first puzzle line is complete: that line says which kind of input this is.
  let first: string | undefined;
  for (;;) {
    first = puzzleLine(head, ended, 0);
    if (first !== undefined || ended) break;
    await readChunk();
  }
  const firstTrimmed = first?.replace(/^\uFEFF/, "").trim();
  if (firstTrimmed !== undefined && isBatchLine(firstTrimmed)) {
    const rest = ended ? undefined : iterator;
    return { kind: "batch", lines: splitLines(head, rest, maxBytes), blocks: splitBlocks(head, rest, maxBytes) };
  }
  if (firstTrimmed !== undefined && isPuzzleJsonLine(firstTrimmed)) {
    // A JSON object on the first line: JSON Lines if another puzzle line follows.
    for (;;) {
      if (puzzleLine(head, ended, 1) !== undefined) return { kind: "puzzles", lines: splitLines(head, ended ? undefined : iterator, maxBytes) };
      if (ended) break;
      await readChunk();
    }
  }
  if (source.size !== undefined && source.size > maxBytes) tooLarge();
  while (!ended) await readChunk();
  return { kind: "whole", text: head };
}

/**
 * The line of index `nth` (0: the first) among those that are neither blank nor a comment, once it is
 * complete (or the input has ended).
 */
function puzzleLine(head: string, ended: boolean, nth: number): string | undefined {
  let start = 0;
  let seen = 0;
  for (;;) {
    const end = head.indexOf("\n", start);
    if (end < 0) {
      const rest = head.slice(start);
      return ended && !isSkippedLine(rest.trim()) && seen === nth ? rest : undefined;
    }
    const line = head.slice(start, end);
    if (!isSkippedLine(line.replace(/^\uFEFF/, "").trim()) && seen++ === nth) return line;
    start = end + 1;
  }
}

/**
 * The text not yet split, with the next chunk of the stream added (done: the stream has ended). Text past
 * maxBytes holds no newline, so it is one line too long: only its first 100 characters are kept, and it is
 * marked overlong (what more of it comes is cut again the same way), so memory stays bounded.
 */
async function readOn(
  pending: string,
  overlong: boolean,
  rest: AsyncIterator<string> | undefined,
  maxBytes: number,
): Promise<{ pending: string; overlong: boolean; done: boolean }> {
  const long = pending.length > maxBytes;
  const kept = long ? pending.slice(0, 100) : pending;
  const next = rest === undefined ? { done: true as const, value: undefined } : await rest.next();
  return next.done === true
    ? { pending: kept, overlong: overlong || long, done: true }
    : { pending: kept + next.value, overlong: overlong || long, done: false };
}

/**
 * The lines of a batch (blank and comment lines skipped), from the text already read and the rest of the
 * stream. Memory stays bounded: a line longer than maxBytes keeps only its start and is marked overlong.
 */
async function* splitLines(head: string, rest: AsyncIterator<string> | undefined, maxBytes: number): AsyncGenerator<BatchLine> {
  let pending = head;
  let overlong = false;
  let lineNumber = 0;
  const emit = (raw: string, long: boolean): BatchLine | undefined => {
    lineNumber++;
    const text = (lineNumber === 1 ? raw.replace(/^\uFEFF/, "") : raw).trim();
    return isSkippedLine(text) && !long ? undefined : { line: lineNumber, text, ...(long ? { overlong: true } : {}) };
  };
  for (;;) {
    let start = 0;
    for (let end = pending.indexOf("\n"); end >= 0; end = pending.indexOf("\n", start)) {
      const item = emit(pending.slice(start, end), overlong);
      overlong = false;
      start = end + 1;
      if (item !== undefined) yield item;
    }
    pending = pending.slice(start);
    const read = await readOn(pending, overlong, rest, maxBytes);
    ({ pending, overlong } = read);
    if (read.done) break;
  }
  if (pending !== "" || overlong) {
    const item = emit(pending, overlong);
    if (item !== undefined) yield item;
  }
}

/** Lines in a block: a worker's share is large enough that messaging costs little, small enough to stream. */
export const BLOCK_LINES = 1000;

/**
 * The lines of a batch in blocks of up to BLOCK_LINES whole lines (line-block.ts), from the text already
 * read and the rest of the stream; the lines, their numbers and the overlong rule as splitLines has them,
 * but blank and comment lines are left in (solve-block.ts skips them). Memory stays bounded: a line longer
 * than maxBytes keeps only its start and is a block of its own, marked overlong.
 */
async function* splitBlocks(head: string, rest: AsyncIterator<string> | undefined, maxBytes: number): AsyncGenerator<LineBlock> {
  let pending = head;
  let overlong = false;
  let line = 1;
  for (;;) {
    let start = 0;
    if (overlong) {
      const eol = pending.indexOf("\n");
      if (eol >= 0) {
        yield { firstLine: line++, text: pending.slice(0, 100), overlong: true };
        overlong = false;
        start = eol + 1;
      }
    }
    if (!overlong) {
      for (;;) {
        let end = start;
        let lines = 0;
        while (lines < BLOCK_LINES) {
          const eol = pending.indexOf("\n", end);
          if (eol < 0) break;
          end = eol + 1;
          lines++;
        }
        if (lines === 0) break;
        yield { firstLine: line, text: pending.slice(start, end) };
        line += lines;
        start = end;
      }
    }
    pending = overlong ? pending : pending.slice(start);
    const read = await readOn(pending, overlong, rest, maxBytes);
    ({ pending, overlong } = read);
    if (read.done) break;
  }
  if (overlong) yield { firstLine: line, text: pending.slice(0, 100), overlong: true };
  else if (pending !== "") yield { firstLine: line, text: pending };
}
