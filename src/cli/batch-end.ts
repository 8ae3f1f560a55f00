import type { CliIo, OutputSink } from "./io.js";
import type { StopCause } from "./stop.js";

/** Where a stopped batch's lines go when its output was to be the file `output`. */
export function partialPath(output: string): string {
  return `${output}.partial`;
}

/** Where a batch stood when a timeout or an interrupt stopped it. */
export interface BatchStop {
  readonly file: string;
  readonly output?: string | undefined;
  readonly cause: StopCause;
  /** The input line the stop left undone, when known. */
  readonly stoppedAt?: number | undefined;
  /** The input line of the last output line written. */
  readonly lastLine?: number | undefined;
  /** Output lines written (one per input line done). */
  readonly written: number;
}

/**
 * Ends a stopped batch (9x9 lines or JSON Lines of puzzles) losing nothing it did: on stdout the lines so
 * far are already out; with -o they go to OUTPUT.partial (atomically, like any output file), and OUTPUT
 * itself is not written, so that a partial result is never taken for a whole one. One stderr line names
 * the input line where the batch stopped and where its lines are. Returns exit code 3.
 */
export async function endStopped(io: CliIo, sink: OutputSink, stop: BatchStop): Promise<number> {
  const { file, output, cause, stoppedAt, lastLine, written } = stop;
  const why = cause === "timeout" ? "stopped by --timeout" : "interrupted";
  const at = stoppedAt !== undefined ? ` at line ${stoppedAt}` : lastLine !== undefined ? ` after line ${lastLine}` : "";
  const plural = written === 1 ? "" : "s";
  let where: string;
  if (output === undefined) {
    await sink.abort();
    where = `output ends after ${written} line${plural}`;
  } else if (written > 0) {
    const partial = partialPath(output);
    await sink.commit(partial);
    where = `the ${written} line${plural} before it are in ${partial}; ${output} not written`;
  } else {
    await sink.abort();
    where = `${output} not written`;
  }
  io.stderr(`${file}: ${why}${at} (${where})\n`);
  return 3;
}

/** Lines of a batch by status, and the search nodes they took: for the --stats summary. */
export interface BatchTally {
  unique: number;
  multiple: number;
  none: number;
  invalid: number;
  nodes: number;
}

export function emptyTally(): BatchTally {
  return { unique: 0, multiple: 0, none: 0, invalid: 0, nodes: 0 };
}

/**
 * The --stats summary of a batch: how many lines got each status, the search nodes, the time and rate, and,
 * when worker threads took part, how the lines were shared (`threads`: the threads solving, this one and
 * the workers; `onWorkers`: the output lines written that the workers answered).
 */
export function batchStatsText(tally: Readonly<BatchTally>, lines: number, ms: number, threads?: { threads: number; onWorkers: number }): string {
  const rate = ms > 0 ? Math.round((lines * 1000) / ms) : 0;
  return [
    `lines: ${lines} (unique ${tally.unique}, multiple ${tally.multiple}, none ${tally.none}, invalid ${tally.invalid})`,
    `nodes: ${tally.nodes}`,
    `ms: ${ms.toFixed(1)}`,
    `rate: ${rate} lines/s`,
    ...(threads === undefined ? [] : [`threads: ${threads.threads} (lines answered here ${lines - threads.onWorkers}, on workers ${threads.onWorkers})`]),
  ].join("\n");
}
