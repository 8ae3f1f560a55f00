import { csvHeader } from "../format/csv/batch-csv.js";
import type { Strategy } from "../strategies/solve.js";
import type { LineJob } from "../format/batch-lines/rate-line.js";
import type { LineBlock } from "../format/batch-lines/line-block.js";
import type { BlockAnswer, BlockOptions } from "../format/batch-lines/solve-block.js";
import { emptyAnswer, solveBlock } from "../format/batch-lines/solve-block.js";
import { cutBlock } from "../format/batch-lines/cut-block.js";
import { BLOCK_LINES } from "../format/sniff-input.js";
import type { CliIo } from "./io.js";
import type { Stopper } from "./stop.js";
import type { WorkerPool } from "./workers.js";
import type { Piece } from "./piece-queue.js";
import { PieceQueue } from "./piece-queue.js";
import { nextUnlessStopped, yieldToEventLoop } from "./stop.js";
import { countAndRate, progressLine, tickProgress } from "./progress.js";
import { batchStatsText, emptyTally, endStopped } from "./batch-end.js";

/**
 * Pieces sent ahead to each worker, so that it never waits for this thread between them (this thread may be
 * busy with a piece of its own, a read or a write). With two, a worker on easy lines (pieces of 1,000 lines,
 * about 4 ms) sat idle about a tenth of the time; with four, under 1% (17-clue x5, --jobs 2: 0.95 s instead
 * of 1.02 s, median of 7).
 */
const WORKER_DEPTH = 4;
/**
 * Blocks' worth of lines (BLOCK_LINES each) this thread may answer ahead of the oldest piece a worker has
 * yet to answer (while a worker starts up, say), before it waits to write that one: the bound on memory, a
 * few hundred kB. Counted in lines, not pieces: pieces of hard lines are small, and a worker's first ones
 * take long (start-up, a cold compiler), which this thread should spend solving, not waiting.
 */
const MAIN_AHEAD = 8;
/** The most threads solving, whatever --jobs says: each worker costs memory, and more than the cores buy nothing. */
const MAX_JOBS = 64;
/**
 * About how long a piece of a block should take to answer, when threads share a batch: at the end each
 * thread waits at most for the pieces the others still hold (WORKER_DEPTH each), so pieces this short let
 * them finish together; a piece's messaging (about 0.05 ms) stays small beside it. Blocks of 1,000 hard
 * lines (about 0.2 s each) left one thread idle for up to half a second at the end of a batch.
 */
const PIECE_MS = 10;
/** Lines of this thread's first piece, before any has been timed: a batch of hard lines is measured before much of it is handed out. */
const FIRST_PIECE_LINES = 32;
/**
 * Lines of a worker's first pieces, sent before it has answered any: fewer, as a worker starts cold (rating
 * lines, it may take a hundred times longer a line than once warm), and this thread may end up waiting for them.
 */
const FIRST_WORKER_PIECE_LINES = 8;
/** The fewest lines a piece holds, however slow the lines: below it, messaging would cost more than it buys. */
const MIN_PIECE_LINES = 8;
/**
 * A batch of one block starts the workers when the rest of it would keep this thread busy longer than this:
 * a worker solving lines takes about 0.1 s to start and warm up. One rating lines costs about a second of
 * CPU more (the logic's code compiled again for its own thread, competing with both threads for two
 * cores): rating 400 hard lines, 0.8 s alone, took 1.1-1.3 s with a worker started midway, and a
 * first piece's (cold) pace overstates the rest, so rate starts workers only for a second block.
 */
const WORKER_WORTH_MS = { solve: 100, rate: Number.POSITIVE_INFINITY } as const;
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
  /** Techniques outside the default list to add, by name (`--with`; logic/opt-in.ts). */
  readonly with?: readonly string[] | undefined;
}

/**
 * A batch of 9x9 puzzles, one per line, streamed: every line gets exactly one output line, in input order:
 * the 81-digit solution, or the input line unchanged when it has no solution or is not a valid puzzle
 * (format json: one JSON object a line, {line, status, solution, reason?, nodes?, ms?}; csv: a header and a
 * row a line, line,status,solution,nodes,ms,reason). Reasons go to stderr with the line number. The input
 * comes in blocks of whole lines (line-block.ts), each answered by solveBlock into one string: on this
 * thread with --jobs 1 (or a batch of one block it soon answers alone), else cut into pieces (cut-block.ts)
 * shared by this thread and `jobs - 1` workers, a bounded number of lines in flight and written in order, so
 * memory stays flat however long the input. Returns the worst
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
    ...(args.with === undefined || args.with.length === 0 ? {} : { with: args.with }),
    format: args.format,
    strategy: args.strategy,
    stats: args.stats,
    lineStats: args.stats || args.format === "csv",
  };
  // --jobs N: N threads solve, this one and N - 1 workers, started once the batch is seen to be worth them
  // (a second block, or a first block whose rest would take a while). This thread starts at once, without
  // waiting for more input (a slow pipe's first lines are answered as they come), keeps solving while the
  // workers start up, and takes a piece whenever every worker already has its next one waiting.
  //
  // A rate batch rates every line on workers, --jobs N of them, and this thread only reads, hands out and
  // writes: one line's rating may take seconds, and no signal is handled while this thread computes (a
  // --jobs 2 batch went on 19-36 s after SIGINT). A worker polls the shared stop flag, which this thread,
  // idle, sets at once. Without a worker script (the in-process tests) it rates here, as before.
  const offMain = options.job === "rate";
  const workers = Math.min(args.jobs, MAX_JOBS) - (offMain ? 0 : 1);
  let pool: WorkerPool | undefined;
  let poolDecided = workers < 1;
  const startPool = async (): Promise<void> => {
    poolDecided = true;
    const { WorkerPool, workerScript } = await import("./workers.js");
    const script = workerScript();
    if (script !== undefined) pool = new WorkerPool(script, workers, { flag: stopper.flag, strategy: args.strategy, block: options }, WORKER_DEPTH);
  };
  /** Piece sizes for this thread, and for the workers (alike, near enough, once warm). */
  const size = new PieceSize(FIRST_PIECE_LINES);
  const workerSize = new PieceSize(FIRST_WORKER_PIECE_LINES);

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
  /** Output lines written that a worker answered (--stats). */
  let onWorkers = 0;
  /** Writes a piece's answer: its lines, up to the first a stop left undone, and its reasons. */
  const write = async (answer: BlockAnswer, piece: Piece): Promise<void> => {
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
    if (piece.onWorker) onWorkers += answer.written;
    lastLine = answer.lastLine ?? lastLine;
    stoppedAt = answer.stoppedAt;
    if (text !== "") await sink.write(text);
    if (written > 0) stopper.ready("batch"); // a stop from now on leaves lines to keep (OUTPUT.partial)
  };

  const inFlight = new PieceQueue(write, () => stoppedAt === undefined && !sink.closed());
  let block: LineBlock | undefined;
  try {
    if (offMain && !poolDecided) await startPool();
    block = await readBlock();
    while (block !== undefined && stopper.cause === undefined && stoppedAt === undefined && !sink.closed()) {
      // With threads to share it with, a block is cut into pieces of about PIECE_MS each, sized by how fast
      // the thread that gets it has been (a worker starts cold), so that the threads finish together; alone,
      // this thread answers whole blocks. This thread answers one piece at a time (awaited here: it yields
      // now and then, and the workers' answers come in meanwhile); a worker's answer is awaited only when its
      // turn to be written comes.
      const toWorker = pool?.hasRoom() === true;
      if (offMain && pool !== undefined && !toWorker) {
        await inFlight.flush(inFlight.lines); // every worker busy: wait for the oldest piece, and write it
        continue;
      }
      const cut = poolDecided && pool === undefined ? { head: block, lines: 0 } : cutBlock(block, (toWorker ? workerSize : size).lines);
      if (toWorker && pool !== undefined) {
        const lines = cut.lines;
        const piece: Piece = {
          answer: pool.solveBlock(cut.head).then(
            ({ answer, ms }) => {
              workerSize.took(lines, ms);
              piece.done = true;
              return answer;
            },
            (e: unknown) => {
              piece.done = true; // written next in turn: the failure ends the batch then, not 12,000 lines later
              throw e;
            },
          ),
          lines,
          done: false,
          onWorker: true,
        };
        piece.answer.catch(() => undefined); // awaited in order below; this only keeps a failure from going unhandled
        inFlight.push(piece);
      } else {
        const since = performance.now();
        const answer = await solveHere(cut.head, options, stopper);
        size.took(cut.lines, performance.now() - since);
        inFlight.push({ answer: Promise.resolve(answer), lines: cut.lines, done: true, onWorker: false });
      }
      block = cut.rest;
      // A first block alone is worth the workers when the rest of it would keep this thread busy a while.
      if (!poolDecided && block !== undefined && stopper.cause === undefined && size.msFor(lineCount(block)) > WORKER_WORTH_MS[options.job]) {
        await startPool();
      }
      // Written as soon as they are answered, in order; a worker's answer is waited for only when this thread
      // is too far ahead of it.
      await inFlight.flush((workers * WORKER_DEPTH + MAIN_AHEAD) * BLOCK_LINES);
      if (block === undefined && stoppedAt === undefined && stopper.cause === undefined) {
        block = await readBlock();
        if (!poolDecided && block !== undefined) await startPool(); // a second block: worth the workers
      }
    }
    await inFlight.drain();
  } catch (e: unknown) {
    await sink.abort();
    throw e;
  } finally {
    stopTicker();
    if (!ended) closeInput();
    await pool?.close();
  }

  const cause = stopper.cause;
  const everyLine = ended && block === undefined && stoppedAt === undefined;
  if (cause !== undefined && !everyLine) {
    return endStopped(io, sink, { file: args.file, output: args.output, cause, stoppedAt, lastLine, written });
  }
  await sink.commit();
  const threads = pool === undefined ? undefined : { threads: workers + (offMain ? 0 : 1), onWorkers };
  if (args.stats) io.stderr(`${batchStatsText(tally, written, performance.now() - started, threads)}\n`);
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

/**
 * How many lines a piece should hold to take about PIECE_MS, from how long the last piece of the same
 * thread(s) took (the pieces of one batch take alike long per line, near enough; a slow stretch, or a cold
 * start, shrinks the next ones).
 */
class PieceSize {
  private msPerLine = 0;

  constructor(public lines: number) {}

  /** `lines` lines were answered in `ms`. */
  took(lines: number, ms: number): void {
    if (lines <= 0) return;
    this.msPerLine = ms / lines;
    this.lines = Math.max(MIN_PIECE_LINES, Math.min(BLOCK_LINES, Math.round(PIECE_MS / Math.max(this.msPerLine, 1e-6))));
  }

  /** About how long `lines` more lines would take, at that pace. */
  msFor(lines: number): number {
    return lines * this.msPerLine;
  }
}

/** Lines in a block's text (its last line may lack the newline). */
function lineCount(block: LineBlock): number {
  let n = 0;
  for (let at = 0; at < block.text.length; n++) {
    const eol = block.text.indexOf("\n", at);
    at = eol < 0 ? block.text.length : eol + 1;
  }
  return n;
}
