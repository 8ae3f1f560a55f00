import { formatIssue } from "../model/errors.js";
import { csvHeader } from "../format/csv/batch-csv.js";
import type { Strategy } from "../strategies/solve.js";
import type { LineOutcome } from "../format/batch-lines/solve-line.js";
import type { LineJob } from "../format/batch-lines/rate-line.js";
import { answerLine, writeAnswer } from "../format/batch-lines/rate-line.js";
import type { CliIo } from "./io.js";
import type { BatchLine } from "../format/batch-lines/line-kind.js";
import type { Stopper } from "./stop.js";
import { nextUnlessStopped, yieldToEventLoop } from "./stop.js";
import { countAndRate, progressLine, tickProgress } from "./progress.js";
import { batchStatsText, emptyTally, endStopped } from "./batch-end.js";

/** Lines per chunk sent to a worker: large enough that messaging costs little, small enough to stream. */
const CHUNK_LINES = 1000;
/** Chunks in flight per worker: enough to keep every worker busy while results wait to be written in order. */
const CHUNKS_PER_JOB = 2;
/** The most worker threads started, whatever --jobs says: each costs memory, and more than the cores buy nothing. */
const MAX_JOBS = 64;
/** The longest stretch of solving on the main thread before signals and timers get a turn. */
const YIELD_MS = 50;

export interface BatchArgs {
  readonly file: string;
  readonly format: "pretty" | "text" | "json" | "csv";
  readonly output?: string;
  readonly strategy: Strategy;
  readonly jobs: number;
  /** Each line's search nodes and time (in json and csv), and a summary on stderr at the end. */
  readonly stats: boolean;
  /** Solve each line (default), or rate it (`rate`; see rate-line.ts for its output). */
  readonly job?: LineJob;
}

/**
 * A batch of 9x9 puzzles, one per line, streamed: every line gets exactly one output line, in input order:
 * the 81-digit solution, or the input line unchanged when it has no solution or is not a valid puzzle
 * (format json: one JSON object a line, {line, status, solution, reason?, nodes?, ms?}; csv: a header and a
 * row a line, line,status,solution,nodes,ms,reason). Reasons go to stderr with the
 * line number. Chunks of lines are solved on `jobs` worker threads, a bounded number in flight, so memory
 * stays flat however long the input. Returns the worst that happened: 2 invalid line, 1 unsolvable, 0;
 * 3 when a timeout or an interrupt stopped it (output then ends at the first line not solved; with -o,
 * the lines before it go to OUTPUT.partial and OUTPUT is not written).
 */
export async function runBatch(lines: AsyncIterable<BatchLine>, closeInput: () => void, args: BatchArgs, io: CliIo, stopper: Stopper): Promise<number> {
  const iterator = lines[Symbol.asyncIterator]();
  let ended = false;
  const readChunk = async (): Promise<BatchLine[]> => {
    const chunk: BatchLine[] = [];
    while (!ended && chunk.length < CHUNK_LINES) {
      // Raced against a stop: an input that stays open (a pipe) must not hold a stop back.
      const next = await nextUnlessStopped(iterator, stopper);
      if (next === "stopped") break;
      if (next.done === true) ended = true;
      else chunk.push(next.value);
    }
    return chunk;
  };

  let chunk = await readChunk();
  // Worker threads pay off only beyond one chunk; a short batch, or --jobs 1, is solved on this thread.
  const { WorkerPool, workerScript } = ended || args.jobs <= 1 ? { WorkerPool: undefined, workerScript: undefined } : await import("./workers.js");
  const script = workerScript?.();
  const lineStats = args.stats || args.format === "csv";
  const job = args.job ?? "solve";
  const pool =
    WorkerPool !== undefined && script !== undefined
      ? new WorkerPool(script, Math.min(args.jobs, MAX_JOBS), { flag: stopper.flag, strategy: args.strategy, job, lineStats })
      : undefined;
  const solveChunk =
    pool !== undefined ? (c: readonly BatchLine[]) => pool.solveLines(c) : (c: readonly BatchLine[]) => solveHere(c, job, args.strategy, stopper, lineStats);
  const started = performance.now();
  const progress = progressLine(io, started);
  const stopTicker = tickProgress(progress, () => `batch: ${countAndRate(written, "lines done", started)}`);
  const tally = emptyTally();

  const sink = io.openOutput(args.output);
  let worst = 0;
  let written = 0;
  let stoppedAt: number | undefined;
  let headerWritten = false;
  /** The input line of the last output line written. */
  let lastLine: number | undefined;
  /** Writes a chunk's results in order, up to its first line a stop left unsolved. */
  const write = async (chunkLines: readonly BatchLine[], outcomes: readonly LineOutcome[]): Promise<void> => {
    let text = "";
    if (args.format === "csv" && !headerWritten) {
      text = csvHeader();
      headerWritten = true;
    }
    for (let i = 0; i < chunkLines.length; i++) {
      const { line } = chunkLines[i];
      const o = outcomes[i];
      if (o.status === "stopped") {
        stoppedAt = line;
        break;
      }
      if (o.reason !== undefined) {
        progress.clear(); // a reason starts on a line of its own, not after the progress line
        io.stderr(`${formatIssue({ file: args.file, line, message: o.reason })}\n`);
      }
      worst = Math.max(worst, o.status === "invalid" ? 2 : o.status === "none" ? 1 : 0);
      tally[o.status]++;
      tally.nodes += o.nodes ?? 0;
      text += writeAnswer(job, chunkLines[i], o, args.format, args.stats);
      written++;
      lastLine = line;
    }
    if (text !== "") await sink.write(text);
  };

  const inFlight: { lines: readonly BatchLine[]; outcomes: Promise<LineOutcome[]> }[] = [];
  const maxInFlight = pool === undefined ? 1 : Math.min(args.jobs, MAX_JOBS) * CHUNKS_PER_JOB;
  try {
    while (chunk.length > 0 && stopper.cause === undefined && stoppedAt === undefined && !sink.closed()) {
      const outcomes = solveChunk(chunk);
      outcomes.catch(() => undefined); // awaited in order below; this only keeps a failure from going unhandled
      inFlight.push({ lines: chunk, outcomes });
      chunk = [];
      if (inFlight.length >= maxInFlight) {
        const done = inFlight.shift();
        if (done !== undefined) await write(done.lines, await done.outcomes);
      }
      if (stoppedAt === undefined && stopper.cause === undefined) chunk = await readChunk();
    }
    for (const pending of inFlight.splice(0)) {
      const outcomes = await pending.outcomes;
      if (stoppedAt === undefined && !sink.closed()) await write(pending.lines, outcomes);
    }
  } catch (e: unknown) {
    await sink.abort();
    throw e;
  } finally {
    stopTicker();
    if (!ended) closeInput();
    await pool?.close();
  }

  const cause = stopper.cause;
  const everyLine = ended && chunk.length === 0 && stoppedAt === undefined;
  if (cause !== undefined && !everyLine) {
    // Lines read but not yet solved when the stop came: the first of them is where the batch stopped.
    return endStopped(io, sink, { file: args.file, output: args.output, cause, stoppedAt: stoppedAt ?? chunk[0]?.line, lastLine, written });
  }
  await sink.commit();
  if (args.stats) io.stderr(`${batchStatsText(tally, written, performance.now() - started)}\n`);
  return worst;
}

/** Solves (or rates) a chunk on this thread, letting signals and timers in now and then. */
async function solveHere(lines: readonly BatchLine[], job: LineJob, strategy: Strategy, stopper: Stopper, stats: boolean): Promise<LineOutcome[]> {
  const outcomes: LineOutcome[] = [];
  let since = performance.now();
  for (const l of lines) {
    outcomes.push(stopper.shouldStop() ? { status: "stopped" } : answerLine(job, l.text, strategy, stopper.shouldStop, l.overlong, stats));
    if (performance.now() - since > YIELD_MS) {
      await yieldToEventLoop();
      since = performance.now();
    }
  }
  await yieldToEventLoop();
  return outcomes;
}
