import type { Strategy } from "../../strategies/solve.js";
import type { BatchChunk } from "./batch-chunk.js";
import { ChunkCursor } from "./batch-chunk.js";
import type { LineJob } from "./rate-line.js";
import { answerLine, writeAnswer } from "./rate-line.js";
import type { BatchFormat } from "./write-line.js";

/** Lines between two questions to `pause` (a clock read costs a tenth of an easy solve; a hard line takes a millisecond). */
const PAUSE_EVERY = 16;

/** A reason a batch line has no plain answer, by its input line number (the CLI prints it on stderr). */
export interface LineIssue {
  readonly line: number;
  readonly message: string;
}

/**
 * What became of a chunk's lines, already written out: the same answer whether a worker thread or the
 * main thread solved it, and small to send back (one string, plus a few issues).
 */
export interface ChunkAnswer {
  /** The output lines, in input order, up to (not including) the first line left unsolved. */
  readonly text: string;
  /** How many output lines `text` holds. */
  readonly written: number;
  /** The reasons for lines without a plain answer, in input order. */
  readonly issues: readonly LineIssue[];
  /** The worst outcome among the lines written: 2 an invalid line, 1 a line without solution, else 0. */
  readonly worst: number;
  /** The first line a timeout or an interrupt left unsolved: the chunk ends there. */
  readonly stoppedAt?: number;
  /** The lines not looked at because `pause` said so (not a stop): solve them next. */
  readonly rest?: BatchChunk;
}

export interface ChunkOptions {
  /** Solve each line, or rate it (rate-line.ts). */
  readonly job: LineJob;
  readonly format: BatchFormat;
  readonly strategy: Strategy;
  readonly shouldStop: () => boolean;
  /** Asked every PAUSE_EVERY lines; true hands the remaining lines back as `rest` (the main thread lets signals in). */
  readonly pause?: () => boolean;
}

/**
 * Solves (or rates) a chunk of batch lines and writes their answers (answerLine and writeAnswer, line by line): every
 * line one output line, in input order, until a stop. The text is built here, on the thread that solved,
 * so that only one string goes back to the thread writing the output.
 */
export function solveChunk(chunk: BatchChunk, options: ChunkOptions): ChunkAnswer {
  const { job, format, strategy, shouldStop, pause } = options;
  const cursor = new ChunkCursor(chunk);
  const issues: LineIssue[] = [];
  let text = "";
  let written = 0;
  let worst = 0;
  for (let input = cursor.next(); input !== undefined; input = cursor.next()) {
    const outcome = shouldStop() ? ({ status: "stopped" } as const) : answerLine(job, input.text, strategy, shouldStop, input.overlong);
    if (outcome.status === "stopped") return { text, written, issues, worst, stoppedAt: input.line };
    if (outcome.reason !== undefined) issues.push({ line: input.line, message: outcome.reason });
    worst = Math.max(worst, outcome.status === "invalid" ? 2 : outcome.status === "none" ? 1 : 0);
    text += writeAnswer(job, input, outcome, format);
    written++;
    if (pause !== undefined && written % PAUSE_EVERY === 0 && pause()) {
      const rest = cursor.rest();
      if (rest !== undefined) return { text, written, issues, worst, rest };
    }
  }
  return { text, written, issues, worst };
}
