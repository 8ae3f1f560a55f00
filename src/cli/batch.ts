import { formatIssue } from "../model/errors.js";
import type { Strategy } from "../strategies/solve.js";
import type { BatchChunk } from "../format/batch-lines/batch-chunk.js";
import type { ChunkAnswer } from "../format/batch-lines/solve-chunk.js";
import { solveChunk } from "../format/batch-lines/solve-chunk.js";
import type { BatchFormat } from "../format/batch-lines/write-line.js";
import type { LineJob } from "../format/batch-lines/rate-line.js";
import type { CliIo } from "./io.js";
import type { Stopper } from "./stop.js";
import { yieldToEventLoop } from "./stop.js";

/** Chunks in flight per worker: enough to keep every worker busy while results wait to be written in order. */
const CHUNKS_PER_JOB = 2;
/** The most worker threads started, whatever --jobs says: each costs memory, and more than the cores buy nothing. */
const MAX_JOBS = 64;
/** The longest stretch of solving on the main thread before signals and timers get a turn. */
const YIELD_MS = 50;

export interface BatchArgs {
  readonly file: string;
  readonly format: BatchFormat;
  readonly output?: string;
  readonly strategy: Strategy;
  readonly jobs: number;
  /** Solve each line (default), or rate it (`rate`; see rate-line.ts for its output). */
  readonly job?: LineJob;
}

/**
 * A batch of 9x9 puzzles, one per line, streamed: every line gets exactly one output line, in input order:
 * the 81-digit solution, or the input line unchanged when it has no solution or is not a valid puzzle
 * (format json: one JSON object a line, {line, status, solution, reason?}). Reasons go to stderr with the
 * line number. Returns the worst that happened: 2 invalid line, 1 unsolvable, 0; 3 when a timeout or an
 * interrupt stopped it (output then ends at the first line not solved; a -o file is not written).
 *
 * How the lines move: the reader hands on raw chunks of whole lines (BatchChunk); each chunk is solved and
 * written out as one string (solveChunk) on a worker thread, or here with --jobs 1 or a batch of a single
 * chunk, and each answer is written in one write. Workers are started only once a second chunk exists, and
 * a bounded number of chunks is in flight, so memory stays flat however long the input; the main thread
 * then only reads, hands out and writes.
 */
export async function runBatch(chunks: AsyncIterable<BatchChunk>, closeInput: () => void, args: BatchArgs, io: CliIo, stopper: Stopper): Promise<number> {
  const iterator = chunks[Symbol.asyncIterator]();
  let ended = false;
  const readChunk = async (): Promise<BatchChunk | undefined> => {
    const next = ended ? undefined : await iterator.next();
    if (next === undefined || next.done === true) {
      ended = true;
      return undefined;
    }
    return next.value;
  };

  const queue: BatchChunk[] = [];
  const first = await readChunk();
  if (first !== undefined) queue.push(first);
  const second = await readChunk();
  if (second !== undefined) queue.push(second);
  // Worker threads pay off only beyond one chunk; a short batch, or --jobs 1, is solved on this thread.
  const jobs = Math.min(args.jobs, MAX_JOBS);
  const { WorkerPool, workerScript } = queue.length < 2 || jobs <= 1 ? { WorkerPool: undefined, workerScript: undefined } : await import("./workers.js");
  const script = workerScript?.();
  // This thread is one of the `jobs` solvers: it solves whatever the workers have no room for, beginning
  // at once while they start, so --jobs 2 starts one worker, not two, and no core waits for this one.
  const pool =
    WorkerPool !== undefined && script !== undefined
      ? new WorkerPool(script, jobs - 1, { flag: stopper.flag, strategy: args.strategy, job: args.job })
      : undefined;

  const sink = io.openOutput(args.output);
  let worst = 0;
  let written = 0;
  let stoppedAt: number | undefined;
  /** Writes a chunk's answer: its reasons on stderr, its lines in one write. */
  const write = async (answer: ChunkAnswer): Promise<void> => {
    for (const { line, message } of answer.issues) io.stderr(`${formatIssue({ file: args.file, line, message })}\n`);
    worst = Math.max(worst, answer.worst);
    written += answer.written;
    stoppedAt ??= answer.stoppedAt;
    if (answer.text !== "") await sink.write(answer.text);
  };
  const going = (): boolean => stopper.cause === undefined && stoppedAt === undefined && !sink.closed();

  /** The next chunk to solve, read only while the run goes on. */
  const nextChunk = async (): Promise<BatchChunk | undefined> => queue.shift() ?? (going() ? await readChunk() : undefined);
  let chunk = queue.shift();
  /** Chunks handed to the workers, in order with those solved here; `answer` once it is known. */
  const inFlight: { answer?: ChunkAnswer; done: Promise<unknown> }[] = [];
  const maxAtWorkers = pool === undefined ? 0 : (jobs - 1) * CHUNKS_PER_JOB;
  let atWorkers = 0;
  try {
    while (chunk !== undefined && going()) {
      if (pool !== undefined && atWorkers < maxAtWorkers) {
        atWorkers++;
        const entry: { answer?: ChunkAnswer; done: Promise<unknown> } = { done: Promise.resolve() };
        entry.done = pool.solveChunk(chunk, args.format).then((a) => {
          entry.answer = a;
          atWorkers--;
        });
        entry.done.catch(() => undefined); // awaited in order below; this only keeps a failure from going unhandled
        inFlight.push(entry);
      } else {
        // Solved here, in stretches with signals, timers and the workers' answers let in between.
        inFlight.push({ answer: await solveHere(chunk, args, stopper), done: Promise.resolve() });
      }
      // Write every answer that is ready, in input order; wait for the oldest only when the window is full.
      while (inFlight.length > 0 && (inFlight[0].answer !== undefined || inFlight.length > maxAtWorkers + 1)) {
        const oldest = inFlight[0];
        await oldest.done;
        inFlight.shift();
        if (oldest.answer !== undefined && stoppedAt === undefined && !sink.closed()) await write(oldest.answer);
      }
      chunk = await nextChunk();
    }
    for (const pending of inFlight.splice(0)) {
      await pending.done;
      if (pending.answer !== undefined && stoppedAt === undefined && !sink.closed()) await write(pending.answer);
    }
  } catch (e: unknown) {
    await sink.abort();
    throw e;
  } finally {
    if (!ended) closeInput();
    await pool?.close();
  }

  const cause = stopper.cause;
  const everyLine = ended && chunk === undefined && queue.length === 0 && stoppedAt === undefined;
  if (cause !== undefined && !everyLine) {
    await sink.abort();
    const why = cause === "timeout" ? "stopped by --timeout" : "interrupted";
    const where = args.output === undefined ? `output ends after ${written} lines` : `${args.output} not written`;
    io.stderr(`${args.file}: ${why}${stoppedAt === undefined ? "" : ` at line ${stoppedAt}`} (${where})\n`);
    return 3;
  }
  await sink.commit();
  return worst;
}

/** Solves a whole chunk on this thread: in stretches of YIELD_MS, letting signals and timers in between. */
async function solveHere(chunk: BatchChunk, args: BatchArgs, stopper: Stopper): Promise<ChunkAnswer> {
  const parts: ChunkAnswer[] = [];
  for (let part: BatchChunk | undefined = chunk; part !== undefined; ) {
    const since = performance.now();
    const answer = solveChunk(part, {
      job: args.job ?? "solve",
      format: args.format,
      strategy: args.strategy,
      shouldStop: stopper.shouldStop,
      pause: () => performance.now() - since > YIELD_MS,
    });
    parts.push(answer);
    part = answer.rest;
    await yieldToEventLoop();
  }
  return parts.length === 1 ? parts[0] : joinAnswers(parts);
}

/** One answer for consecutive parts of a chunk. */
function joinAnswers(parts: readonly ChunkAnswer[]): ChunkAnswer {
  const stoppedAt = parts.find((p) => p.stoppedAt !== undefined)?.stoppedAt;
  return {
    text: parts.map((p) => p.text).join(""),
    written: parts.reduce((n, p) => n + p.written, 0),
    issues: parts.flatMap((p) => p.issues),
    worst: Math.max(...parts.map((p) => p.worst)),
    ...(stoppedAt === undefined ? {} : { stoppedAt }),
  };
}
