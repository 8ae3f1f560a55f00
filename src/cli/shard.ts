import { UsageError } from "../model/errors.js";
import type { InputSource } from "./io.js";

/** `--shard i/n`: the i-th (1-based, as GNU parallel's job numbers and Playwright's shards) of n parts of a run. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** The most shards a run may be split into: far beyond any cluster, small enough to name in a message. */
const MAX_SHARDS = 1_000_000;

/** Reads `--shard i/n` (1 <= i <= n), or undefined when the option is absent; anything else is a UsageError. */
export function parseShard(value: unknown): Shard | undefined {
  if (value === undefined) return undefined;
  const m = typeof value === "string" ? /^\s*(\d{1,7})\s*\/\s*(\d{1,7})\s*$/.exec(value) : null;
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (m === null || !(count >= 1 && count <= MAX_SHARDS && index >= 1 && index <= count)) {
    throw new UsageError(
      `--shard must be i/n, the i-th of n parts (1 <= i <= n, n at most ${MAX_SHARDS.toLocaleString("en-US")}), not ${JSON.stringify(String(value))}; in a Kubernetes indexed Job: --shard $((JOB_COMPLETION_INDEX + 1))/N`,
    );
  }
  return { index, count };
}

/**
 * The part [from, to) of 0..total-1 that a shard takes: contiguous, so that the shards' outputs, put one
 * after another in shard order, are the output of one run. Parts differ in size by at most one; every
 * index is in exactly one part (from and to are floors of i*total/n, which only grow with i).
 */
export function shardRange(total: number, shard: Shard): { readonly from: number; readonly to: number } {
  return { from: Math.floor(((shard.index - 1) * total) / shard.count), to: Math.floor((shard.index * total) / shard.count) };
}

/**
 * A batch file's share for one shard: the same text with every line that does not start in the shard's
 * byte range blanked (its newline kept), so that line numbers in messages and answers stay those of the
 * whole file and the batch readers skip the blank lines. The byte ranges come from the file's size
 * (shardRange over its bytes): every line starts in exactly one of them, so the shards together answer
 * every line once, and their outputs, one after another in shard order, are one run's. Each shard still
 * reads the whole file (reading is cheap beside solving); standard input, whose size is not known before
 * it ends, is refused.
 */
export function shardSource(source: InputSource, shard: Shard, file: string): InputSource {
  if (source.size === undefined) {
    source.close();
    throw new UsageError(`--shard splits a file by its size: ${file === "-" ? "standard input" : file} has none known before it ends; name a file`);
  }
  const { from, to } = shardRange(source.size, shard);
  const chunks = (async function* (): AsyncGenerator<string> {
    let pending = "";
    let lineStart = 0; // byte offset where pending's first line starts
    for await (const chunk of source.chunks) {
      pending += chunk;
      let out = "";
      let start = 0;
      for (let end = pending.indexOf("\n"); end >= 0; end = pending.indexOf("\n", start)) {
        const line = pending.slice(start, end + 1);
        out += lineStart >= from && lineStart < to ? line : "\n";
        lineStart += Buffer.byteLength(line);
        start = end + 1;
      }
      pending = pending.slice(start);
      if (out !== "") yield out;
    }
    if (pending !== "" && lineStart >= from && lineStart < to) yield pending;
  })();
  return { size: source.size, chunks, close: source.close };
}

/** Why -f csv and --shard do not go together: each shard's header would repeat in the joined output. */
export const SHARD_CSV = "--shard writes parts to be joined one after another: -f csv would repeat its header in each; use -f json or text";

/**
 * A shard's share of a batch that holds no line (the blank lines shardSource leaves): nothing to do, exit
 * 0. Anything else that is not a batch is one puzzle, which --shard cannot split: a UsageError.
 */
export function wholeShard(text: string, file: string): number {
  if (text.trim() === "") return 0;
  throw new UsageError(`--shard splits a batch (81-character lines or JSON Lines, one puzzle a line); ${file} is one puzzle`);
}
