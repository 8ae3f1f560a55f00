import { InvalidInputError } from "../model/errors.js";
import type { BatchChunk } from "./batch-lines/batch-chunk.js";
import { isBatchLine, isSkippedLine } from "./batch-lines/line-kind.js";

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
 * line has 81 characters, streamed in chunks of whole lines with no size cap.
 */
export type SniffedInput = { kind: "whole"; text: string } | { kind: "batch"; chunks: AsyncIterable<BatchChunk> };

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
    first = firstPuzzleLine(head, ended);
    if (first !== undefined || ended) break;
    await readChunk();
  }
  if (first !== undefined && isBatchLine(first.replace(/^\uFEFF/, "").trim())) {
    return { kind: "batch", chunks: splitChunks(head, ended ? undefined : iterator, maxBytes) };
  }
  if (source.size !== undefined && source.size > maxBytes) tooLarge();
  while (!ended) await readChunk();
  return { kind: "whole", text: head };
}

/** The first line that is neither blank nor a comment, once it is complete (or the input has ended). */
function firstPuzzleLine(head: string, ended: boolean): string | undefined {
  let start = 0;
  for (;;) {
    const end = head.indexOf("\n", start);
    if (end < 0) {
      const rest = head.slice(start);
      return ended && !isSkippedLine(rest.trim()) ? rest : undefined;
    }
    const line = head.slice(start, end);
    if (!isSkippedLine(line.replace(/^\uFEFF/, "").trim())) return line;
    start = end + 1;
  }
}

/**
 * Lines per chunk at most: enough that handing a chunk to a worker thread costs little next to solving
 * it, few enough that output streams and every worker gets work. A chunk holds the complete lines that
 * have arrived (a piece of a file, or what a pipe delivered), so a slow stdin is answered line by line.
 */
const CHUNK_LINES = 1000;

/** What an overlong line keeps of its start (nothing reads it; it only bounds memory). */
const OVERLONG_KEEP = 100;

/**
 * The lines of a batch as raw chunks (see BatchChunk), from the text already read and the rest of the
 * stream. Memory stays bounded: a line longer than maxBytes keeps only its start and is marked overlong.
 */
async function* splitChunks(head: string, rest: AsyncIterator<string> | undefined, maxBytes: number): AsyncGenerator<BatchChunk> {
  let pending = head.replace(/^\uFEFF/, "");
  /** The number of pending's first line. */
  let lineNumber = 1;
  /** Pending's first line is longer than the cap (its start was kept). */
  let overlong = false;
  let ended = rest === undefined;
  for (;;) {
    // Complete lines, CHUNK_LINES at a time; an unfinished last line waits for more input unless the input ended.
    let start = 0;
    while (start < pending.length) {
      let end = start;
      let lines = 0;
      for (let nl = pending.indexOf("\n", end); nl >= 0 && lines < CHUNK_LINES; nl = pending.indexOf("\n", end)) {
        end = nl + 1;
        lines++;
      }
      if (ended && lines < CHUNK_LINES && end < pending.length) {
        end = pending.length;
        lines++;
      }
      if (lines === 0) break;
      yield { firstLine: lineNumber, text: pending.slice(start, end), ...(overlong ? { overlong: [lineNumber] } : {}) };
      overlong = false;
      lineNumber += lines;
      start = end;
    }
    pending = pending.slice(start);
    if (ended) return;
    if (pending.length > maxBytes) {
      pending = pending.slice(0, OVERLONG_KEEP);
      overlong = true;
    }
    const next = rest === undefined ? { done: true as const, value: undefined } : await rest.next();
    if (next.done === true) ended = true;
    else pending += next.value;
  }
}
