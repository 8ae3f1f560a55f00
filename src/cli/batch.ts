import { csvHeader } from "../format/csv/batch-csv.js";
import type { Strategy } from "../strategies/solve.js";
import type { LineJob } from "../format/batch-lines/rate-line.js";
import type { LineBlock } from "../format/batch-lines/line-block.js";
import type { BlockAnswer, BlockOptions } from "../format/batch-lines/solve-block.js";
import { emptyAnswer, solveBlock } from "../format/batch-lines/solve-block.js";
import type { CliIo } from "./io.js";
import type { Stopper } from "./stop.js";
import { nextUnlessStopped, yieldToEventLoop } from "./stop.js";
import { countAndRate, progressLine, tickProgress } from "./progress.js";
import { batchStatsText, emptyTally, endStopped } from "./batch-end.js";

/** Blocks sent ahead to each worker: it never waits for this thread between blocks. */
const WORKER_DEPTH = 2;
/**
 * Blocks this thread may answer ahead of the oldest block a worker has yet to answer (while a worker starts
 * up, say), before it waits to write that one: the bound on memory, a few hundred kB.
 */
const MAIN_AHEAD = 8;
/** The most threads solving, whatever --jobs says: each worker costs memory, and more than the cores buy nothing. */
const MAX_JOBS = 64;
/** The longest stretch of solving on the main thread before signals and timers get a turn. */
const YIELD_MS = 50;
/** Lines solved on the main thread between looks at the clock. */
const LINES_PER_CLOCK = 16;

export interface BatchArgs {
  readonly file: string;
  readonly format: "pretty" | "text" | "json" | "csv";
  readonly output?: string | undefined;
  readonly strategy: Strategy;
  readonly jobs: number;
  /** Each line's search nodes and time (in json and csv), and a summary on stderr at the end. */
  readonly stats: boolean;
  /** Solve each line (default), or rate it (`rate`; see rate-line.ts for its output). */
  readonly job?: LineJob | undefined;
}

/**
 * A batch of 9x9 puzzles, one per line, streamed: every line gets exactly one output line, in input order:
 * the 81-digit solution, or the input line unchanged when it has no solution or is not a valid puzzle
 * (format json: one JSON object a line, {line, status, solution, reason?, nodes?, ms?}; csv: a header and a
 * row a line, line,status,solution,nodes,ms,reason). Reasons go to stderr with the line number. The input
 * comes in blocks of whole lines (line-block.ts), each answered by solveBlock into one string: on this
 * thread with --jobs 1 (or a batch of one block), else on this thread and `jobs - 1` workers, a bounded number of
 * blocks in flight and written in order, so memory stays flat however long the input. Returns the worst
 * that happened: 2 invalid line, 1 unsolvable, 0; 3 when a timeout or an interrupt stopped it (output then
 * ends at the first line not solved; with -o, the lines before it go to OUTPUT.partial and OUTPUT is not
 * written). Every read is raced against the stop, so an input that stays open cannot hold a stop back.
 */
export async function runBatch(blocks: AsyncIterable<LineBlock>, closeInput: () => void, args: BatchArgs, io: CliIo, stopper: Stopper): Promise<number> {
  const iterator = blocks[Symbol.asyncIterator]();
  let ended = false;
  const readBlock = async (): Promise<LineBlock | undefined> => {
    if (ended) return undefined;
    const next = await nextUnlessStopped(iterator, stopper);
    if (next === "stopped") return undefined;
    if (next.done === true) {
      ended = true;
      return undefined;
    }
    return next.value;
  };

  const options: BlockOptions = {
    file: args.file,
    job: args.job ?? "solve",
    format: args.format,
    strategy: args.strategy,
    stats: args.stats,
    lineStats: args.stats || args.format === "csv",
  };
  // Worker threads pay off only beyond one block; a short batch, or --jobs 1, is solved on this thread.
  const ahead: LineBlock[] = [];
  const first = await readBlock();
  if (first !== undefined) ahead.push(first);
  const second = args.jobs > 1 && first !== undefined ? await readBlock() : undefined;
  if (second !== undefined) ahead.push(second);
  const { WorkerPool, workerScript } = second === undefined ? { WorkerPool: undefined, workerScript: undefined } : await import("./workers.js");
  const script = workerScript?.();
  // --jobs N: N threads solve, this one and N - 1 workers. This thread starts at once, while the workers
  // start up, and takes a block whenever every worker already has its next one waiting.
  const workers = Math.min(args.jobs, MAX_JOBS) - 1;
  const pool =
    WorkerPool !== undefined && script !== undefined
      ? new WorkerPool(script, workers, { flag: stopper.flag, strategy: args.strategy, block: options }, WORKER_DEPTH)
      : undefined;

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
  /** Writes a block's answer: its lines, up to the first a stop left undone, and its reasons. */
  const write = async (answer: BlockAnswer): Promise<void> => {
    let text = answer.text;
    if (args.format === "csv" && !headerWritten) {
      text = csvHeader() + text;
      headerWritten = true;
    }
    if (answer.problems !== "") {
      progress.clear(); // a reason starts on a line of its own, not after the progress line
      io.stderr(answer.problems);
    }
    worst = Math.max(worst, answer.worst);
    tally.unique += answer.tally.unique;
    tally.multiple += answer.tally.multiple;
    tally.none += answer.tally.none;
    tally.invalid += answer.tally.invalid;
    tally.nodes += answer.tally.nodes;
    written += answer.written;
    lastLine = answer.lastLine ?? lastLine;
    stoppedAt = answer.stoppedAt;
    if (text !== "") await sink.write(text);
  };

  const inFlight: Promise<BlockAnswer>[] = [];
  const maxInFlight = pool === undefined ? 1 : workers * WORKER_DEPTH + MAIN_AHEAD;
  let block = ahead.shift();
  try {
    while (block !== undefined && stopper.cause === undefined && stoppedAt === undefined && !sink.closed()) {
      // This thread answers one block at a time (awaited here: it yields now and then, and the workers'
      // answers come in meanwhile); a worker's answer is awaited only when its turn to be written comes.
      const answer = pool?.hasRoom() === true ? pool.solveBlock(block) : Promise.resolve(await solveHere(block, options, stopper));
      answer.catch(() => undefined); // awaited in order below; this only keeps a failure from going unhandled
      inFlight.push(answer);
      block = undefined;
      if (inFlight.length >= maxInFlight) {
        const done = inFlight.shift();
        if (done !== undefined) await write(await done);
      }
      if (stoppedAt === undefined && stopper.cause === undefined) block = ahead.shift() ?? (await readBlock());
    }
    for (const pending of inFlight.splice(0)) {
      const answer = await pending;
      if (stoppedAt === undefined && !sink.closed()) await write(answer);
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
  const everyLine = ended && block === undefined && ahead.length === 0 && stoppedAt === undefined;
  if (cause !== undefined && !everyLine) {
    return endStopped(io, sink, { file: args.file, output: args.output, cause, stoppedAt, lastLine, written });
  }
  await sink.commit();
  if (args.stats) io.stderr(`${batchStatsText(tally, written, performance.now() - started)}\n`);
  return worst;
}

/** Answers a block on this thread, letting signals and timers in now and then. */
async function solveHere(block: LineBlock, options: BlockOptions, stopper: Stopper): Promise<BlockAnswer> {
  const whole = emptyAnswer();
  let since = performance.now();
  let lines = 0;
  const pause = (): boolean => ++lines % LINES_PER_CLOCK === 0 && performance.now() - since > YIELD_MS;
  let from: BlockAnswer["resume"];
  do {
    const part = solveBlock(block, options, stopper.shouldStop, pause, from);
    whole.text += part.text;
    whole.problems += part.problems;
    whole.written += part.written;
    whole.lastLine = part.lastLine ?? whole.lastLine;
    whole.stoppedAt = part.stoppedAt;
    whole.worst = Math.max(whole.worst, part.worst);
    for (const k of ["unique", "multiple", "none", "invalid", "nodes"] as const) whole.tally[k] += part.tally[k];
    from = part.resume;
    if (from !== undefined) {
      await yieldToEventLoop();
      since = performance.now();
    }
  } while (from !== undefined);
  await yieldToEventLoop();
  return whole;
}
