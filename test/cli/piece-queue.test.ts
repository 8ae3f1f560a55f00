import { describe, expect, it } from "vitest";
import { PieceQueue } from "../../src/cli/piece-queue.js";
import type { Piece } from "../../src/cli/piece-queue.js";
import type { BlockAnswer } from "../../src/format/batch-lines/solve-block.js";
import { emptyAnswer } from "../../src/format/batch-lines/solve-block.js";

/** An answer of `written` lines from line `from`, cut short by a stop at `stoppedAt` when given. */
function answerOf(from: number, written: number, stoppedAt?: number): BlockAnswer {
  return { ...emptyAnswer(), text: `${from}\n`, written, lastLine: from + written - 1, stoppedAt };
}

/** A queue writing into `out`, refusing more once an answer with a stop was written (as cli/batch.ts does). */
function queue(out: number[]): PieceQueue {
  let stopped = false;
  return new PieceQueue(
    async (answer) => {
      out.push(Number.parseInt(answer.text, 10));
      stopped = answer.stoppedAt !== undefined;
    },
    () => !stopped,
  );
}

const answered = (answer: BlockAnswer, lines: number): Piece => ({ answer: Promise.resolve(answer), lines, done: true, onWorker: false });

describe("PieceQueue", () => {
  it("writes answered pieces in order, and waits at the first piece still being answered", async () => {
    const out: number[] = [];
    const q = queue(out);
    let answerSecond: (a: BlockAnswer) => void = () => undefined;
    const second: Piece = { answer: new Promise((resolve) => (answerSecond = resolve)), lines: 10, done: false, onWorker: true };
    q.push(answered(answerOf(1, 10), 10));
    q.push(second);
    q.push(answered(answerOf(21, 10), 10));
    await q.flush(1000);
    expect(out).toEqual([1]);
    expect(q.lines).toBe(20);
    answerSecond(answerOf(11, 10));
    second.done = true;
    await q.flush(1000);
    expect(out).toEqual([1, 11, 21]);
    expect(q.lines).toBe(0);
  });

  it("past maxLines in the queue, waits for the oldest piece", async () => {
    const out: number[] = [];
    const q = queue(out);
    let answerFirst: (a: BlockAnswer) => void = () => undefined;
    q.push({ answer: new Promise((resolve) => (answerFirst = resolve)), lines: 10, done: false, onWorker: true });
    q.push(answered(answerOf(11, 10), 10));
    setTimeout(() => answerFirst(answerOf(1, 10)), 10);
    await q.flush(20);
    expect(out).toEqual([1, 11]);
  });

  it("a piece whose thread failed, at the head: flush rethrows its error at once, not when the queue is full", async () => {
    const out: number[] = [];
    const q = queue(out);
    const failed = Promise.reject(new Error("a worker thread ended early (exit code 7)"));
    failed.catch(() => undefined);
    q.push(answered(answerOf(1, 10), 10));
    q.push({ answer: failed, lines: 10, done: true, onWorker: true });
    q.push(answered(answerOf(21, 10), 10));
    await expect(q.flush(1000)).rejects.toThrow(/exit code 7/);
    expect(out).toEqual([1]);
  });

  it("writes nothing after a piece a stop cut short, though later pieces are answered (flush and drain)", async () => {
    for (const end of ["flush", "drain"] as const) {
      const out: number[] = [];
      const q = queue(out);
      q.push(answered(answerOf(1, 10), 10));
      q.push(answered(answerOf(11, 4, 15), 10)); // lines 11-14 answered, the stop at 15
      q.push(answered(answerOf(21, 10), 10));
      await (end === "flush" ? q.flush(1000) : q.drain());
      expect(out).toEqual([1, 11]);
      await q.drain();
      expect(out).toEqual([1, 11]);
      expect(q.lines).toBe(0);
    }
  });
});
