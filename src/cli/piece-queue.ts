import type { BlockAnswer } from "../format/batch-lines/solve-block.js";

/**
 * A piece of a batch handed to a thread: its answer (to come), its lines, whether the answer is in (or the
 * thread failed), and whether a worker answers it.
 */
export interface Piece {
  readonly answer: Promise<BlockAnswer>;
  readonly lines: number;
  done: boolean;
  readonly onWorker: boolean;
}

/**
 * The pieces of a batch being answered, in input order, and their writing in that order (cli/batch.ts):
 * each is written once it and every piece before it are answered, never one after a piece that a stop
 * cut short, so the output stays one line per input line up to the stop.
 */
export class PieceQueue {
  private readonly pieces: Piece[] = [];
  private linesIn = 0;

  /**
   * `write` writes an answer; `canWrite` says whether another may follow (false once an answer a stop cut
   * short has been written, or the output is closed).
   */
  constructor(
    private readonly write: (answer: BlockAnswer, piece: Piece) => Promise<void>,
    private readonly canWrite: () => boolean,
  ) {}

  push(piece: Piece): void {
    this.pieces.push(piece);
    this.linesIn += piece.lines;
  }

  /** Lines of the pieces not yet written. */
  get lines(): number {
    return this.linesIn;
  }

  /**
   * Writes the answered pieces at the head of the queue, and, while more than `maxLines` lines are in it,
   * waits for the oldest: the bound on how far this thread may run ahead of a worker.
   */
  async flush(maxLines: number): Promise<void> {
    for (let oldest = this.pieces[0]; oldest !== undefined && this.canWrite() && (oldest.done || this.linesIn >= maxLines); oldest = this.pieces[0]) {
      await this.writeOldest(oldest);
    }
  }

  /** Writes every piece left, in order, as long as another may follow; the rest is dropped. */
  async drain(): Promise<void> {
    for (let oldest = this.pieces[0]; oldest !== undefined; oldest = this.pieces[0]) {
      if (this.canWrite()) await this.writeOldest(oldest);
      else {
        this.pieces.length = 0;
        this.linesIn = 0;
      }
    }
  }

  private async writeOldest(oldest: Piece): Promise<void> {
    this.pieces.shift();
    this.linesIn -= oldest.lines;
    await this.write(await oldest.answer, oldest);
  }
}
