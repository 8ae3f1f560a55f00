import type { BatchLine } from "./line-kind.js";
import { isSkippedLine } from "./line-kind.js";

/**
 * A run of whole batch lines as read, still raw: what the reader hands on and what a worker thread
 * receives. One string per chunk (rather than an object per line) makes sending a chunk to a worker one
 * copy of its text, with no per-line structured clone.
 *
 * Layout of `text`: the input's lines in order, each ending with "\n" except perhaps the input's very
 * last line; carriage returns, blank and comment lines are still in it (the cursor skips them), a leading
 * byte-order mark is not (the reader drops it). `firstLine` is the 1-based input line number of its first
 * line, so that every line keeps its number whichever thread reads it.
 */
export interface BatchChunk {
  readonly firstLine: number;
  readonly text: string;
  /** Line numbers (ascending) of lines longer than the input cap: their text is only a start, they are bad lines. */
  readonly overlong?: readonly number[];
}

/**
 * Reads a chunk's puzzle lines one at a time, as BatchLine (trimmed, blank and comment lines skipped),
 * and can hand back the part not read yet: a thread that must pause (to let a signal in) resumes there.
 */
export class ChunkCursor {
  private pos = 0;
  private lineNumber: number;
  private overlongAt = 0;

  constructor(private readonly chunk: BatchChunk) {
    this.lineNumber = chunk.firstLine - 1;
  }

  /** The next puzzle line, or undefined at the end of the chunk. */
  next(): BatchLine | undefined {
    const { text, overlong } = this.chunk;
    while (this.pos < text.length) {
      let end = text.indexOf("\n", this.pos);
      if (end < 0) end = text.length;
      const raw = text.slice(this.pos, end);
      this.pos = end + 1;
      this.lineNumber++;
      while (overlong !== undefined && this.overlongAt < overlong.length && overlong[this.overlongAt] < this.lineNumber) this.overlongAt++;
      if (overlong !== undefined && overlong[this.overlongAt] === this.lineNumber) return { line: this.lineNumber, text: raw.slice(0, 100), overlong: true };
      // Trimming a line that has nothing to trim returns it as it is, so a clean 81-character line costs no copy.
      const trimmed = raw.trim();
      if (!isSkippedLine(trimmed)) return { line: this.lineNumber, text: trimmed };
    }
    return undefined;
  }

  /** The lines not read yet, as a chunk of their own; undefined when none are left. */
  rest(): BatchChunk | undefined {
    if (this.pos >= this.chunk.text.length) return undefined;
    const firstLine = this.lineNumber + 1;
    const overlong = this.chunk.overlong?.filter((n) => n >= firstLine);
    return { firstLine, text: this.chunk.text.slice(this.pos), ...(overlong !== undefined && overlong.length > 0 ? { overlong } : {}) };
  }
}
