import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { ComboSudokuError, LimitError } from "../model/errors.js";
import type { Layout } from "../model/schemas.js";
import type { SolveResult } from "../model/contract.js";
import type { Strategy } from "../strategies/solve.js";
import type { LineBlock } from "../format/batch-lines/line-block.js";
import type { BlockAnswer, BlockOptions } from "../format/batch-lines/solve-block.js";
import type { MadePuzzle, PuzzleRequest } from "./make-puzzle.js";
import type { LogicOutcome } from "../logic/engine.js";
import type { Step } from "../model/step-contract.js";

/**
 * The main thread's side of the worker threads (worker.ts is the other side). Solving on a worker keeps
 * the main thread's event loop free, so a signal handler or a timer can run and set the shared stop flag.
 * This module is imported only when a worker is wanted: a quick single solve never loads it.
 */
export interface WorkerData {
  readonly flag: Int32Array;
  readonly strategy: Strategy;
  /** Where the work's progress goes (Stopper.progress): the solver's count when it polls; the generator's attempt and givens left. */
  readonly progress?: Float64Array;
  /** How a batch's blocks of lines are answered (solve-block.ts), for a batch's workers. */
  readonly block?: BlockOptions;
}

export type WorkerRequest =
  /**
   * One puzzle. With `credits`, each solution is also posted as found (a "solution" message) while the
   * count stays above 0, one credit each: the main thread adds a credit per solution written, so at most
   * that many wait in between (flat memory whatever the count).
   */
  | { kind: "solve"; layout: Layout; givens: Uint8Array; limit: number; keep: number; plannerBudget?: number | undefined; credits?: Int32Array }
  | { kind: "block"; block: LineBlock }
  /** One puzzle of `generate` (make-puzzle.ts; shouldStop and onProgress are the worker's own). */
  | { kind: "generate"; layout: Layout; request: PuzzleRequest }
  /** The step engine, continued from a position (logic-stoppable.ts): its values and candidates. */
  | {
      kind: "logic";
      layout: Layout;
      values: Uint8Array;
      candidates: Uint16Array;
      knownUnique: boolean;
      /** Techniques outside the default list, by name (logic/opt-in.ts): a worker gets names, not functions. */
      with: readonly string[];
      maxSteps?: number | undefined;
      maxDifficulty?: number | undefined;
    };

export type WorkerReply =
  | { kind: "solved"; result: SolveResult }
  /** A solution posted as found (a streamed solve), before its request's "solved" reply. */
  | { kind: "solution"; digits: Uint8Array }
  /** `ms`: how long the worker took to answer the block (the batch sizes the next pieces it sends by it). */
  | { kind: "block"; answer: BlockAnswer; ms: number }
  | { kind: "generated"; made: MadePuzzle }
  /** The steps taken from the position sent, how the solve ended, and the position it ended in. */
  | { kind: "logic"; outcome: LogicOutcome; steps: Step[]; values: Uint8Array; candidates: Uint16Array }
  /** A typed error of the solve (the planner's budget, say), sent as its message and exit code. */
  | { kind: "failed"; message: string; exitCode: number }
  /** A notice before the answer, not an answer: a logic request has found its first step (SolverThread.onStepped). */
  | { kind: "stepped" };

/**
 * The compiled worker script beside this module, or undefined when it is missing: when the CLI runs from
 * its TypeScript sources (the in-process tests), where a worker thread cannot load it. Callers then solve
 * on the main thread instead.
 */
export function workerScript(): URL | undefined {
  const url = new URL("./worker.js", import.meta.url);
  return existsSync(fileURLToPath(url)) ? url : undefined;
}

/** A worker thread that answers requests in the order they were sent (it may be sent the next before it has answered one). */
export class SolverThread {
  private readonly worker: Worker;
  private readonly pending: { resolve: (reply: WorkerReply) => void; reject: (e: unknown) => void }[] = [];
  private failure: unknown;
  /** Where the solutions of a streamed solve go, as they come. */
  onStreamed: ((digits: Uint8Array) => void) | undefined;
  /** Called once a logic request has its first step (the readiness line "step", Stopper.ready). */
  onStepped: (() => void) | undefined;

  constructor(script: URL, data: WorkerData) {
    this.worker = new Worker(script, { workerData: data });
    this.worker.on("message", (reply: WorkerReply) => {
      if (reply.kind === "solution") this.onStreamed?.(reply.digits);
      else if (reply.kind === "stepped") this.onStepped?.();
      else this.pending.shift()?.resolve(reply);
    });
    const fail = (e: unknown): void => {
      this.failure ??= e;
      for (const p of this.pending.splice(0)) p.reject(e);
    };
    this.worker.on("error", fail);
    this.worker.on("exit", (code) => fail(new Error(`a worker thread ended early (exit code ${code})`)));
  }

  /** Whether the thread failed (an error, or it ended): it answers nothing more. */
  get failed(): boolean {
    return this.failure !== undefined;
  }

  /** Requests sent and not yet answered. */
  get busy(): number {
    return this.pending.length;
  }

  request(request: WorkerRequest): Promise<WorkerReply> {
    if (this.failure !== undefined) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      this.worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    this.worker.removeAllListeners("exit");
    await this.worker.terminate();
  }
}

/** A typed error raised on a worker thread, rebuilt on this side with its message and exit code. */
class WorkerFailure extends ComboSudokuError {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = "WorkerFailure";
  }
}

/** Solves one puzzle on a worker thread. */
export async function solveInWorker(script: URL, data: WorkerData, request: Extract<WorkerRequest, { kind: "solve" }>): Promise<SolveResult> {
  const thread = new SolverThread(script, data);
  try {
    const reply = await thread.request(request);
    if (reply.kind === "failed") throw new WorkerFailure(reply.message, reply.exitCode);
    if (reply.kind !== "solved") throw new Error("a worker thread answered the wrong request");
    return reply.result;
  } finally {
    await thread.close();
  }
}

/** Solutions posted ahead of the main thread's writing: the most a streamed solve keeps in flight. */
const STREAM_CREDITS = 64;

/**
 * Solves one puzzle on a worker thread, each solution handed to `onSolution` as found and written (awaited)
 * before the worker may post more than STREAM_CREDITS ahead; resolves with the result once every solution
 * has been handed over.
 */
export async function streamInWorker(
  script: URL,
  data: WorkerData,
  request: Omit<Extract<WorkerRequest, { kind: "solve" }>, "credits">,
  onSolution: (digits: Uint8Array) => Promise<void>,
): Promise<SolveResult> {
  const credits = new Int32Array(new SharedArrayBuffer(4));
  credits[0] = STREAM_CREDITS;
  const thread = new SolverThread(script, data);
  let written: Promise<void> = Promise.resolve();
  thread.onStreamed = (digits) => {
    written = written
      .then(() => onSolution(digits))
      .then(() => {
        Atomics.add(credits, 0, 1);
        Atomics.notify(credits, 0);
      });
  };
  try {
    const reply = await thread.request({ ...request, credits });
    if (reply.kind === "failed") throw new WorkerFailure(reply.message, reply.exitCode);
    if (reply.kind !== "solved") throw new Error("a worker thread answered the wrong request");
    await written;
    return reply.result;
  } finally {
    await thread.close();
  }
}

/** Continues a logical solve on a worker thread (logic-stoppable.ts); `onStepped` once it has found a step there. */
export async function logicInWorker(
  script: URL,
  data: WorkerData,
  request: Extract<WorkerRequest, { kind: "logic" }>,
  onStepped?: () => void,
): Promise<Extract<WorkerReply, { kind: "logic" }>> {
  const thread = new SolverThread(script, data);
  thread.onStepped = onStepped;
  try {
    const reply = await thread.request(request);
    if (reply.kind === "failed") throw new WorkerFailure(reply.message, reply.exitCode);
    if (reply.kind !== "logic") throw new Error("a worker thread answered the wrong request");
    return reply;
  } finally {
    await thread.close();
  }
}

/**
 * Makes one puzzle on a worker thread (opened by the caller, reused for the puzzles of a run): the main
 * thread stays free to see SIGINT and SIGTERM, and the generator polls the shared stop flag.
 */
export async function generateInWorker(thread: SolverThread, request: Extract<WorkerRequest, { kind: "generate" }>): Promise<MadePuzzle> {
  const reply = await thread.request(request);
  if (reply.kind === "failed") throw reply.exitCode === 3 ? new LimitError(reply.message) : new WorkerFailure(reply.message, reply.exitCode);
  if (reply.kind !== "generated") throw new Error("a worker thread answered the wrong request");
  return reply.made;
}

/**
 * A fixed number of worker threads answering blocks of batch lines, each sent up to `depth` blocks ahead
 * (a worker then never waits for the main thread between blocks); answers come back in the order sent.
 */
export class WorkerPool {
  private readonly threads: SolverThread[] = [];

  constructor(
    script: URL,
    jobs: number,
    data: WorkerData,
    private readonly depth = 2,
  ) {
    for (let i = 0; i < jobs; i++) this.threads.push(new SolverThread(script, data));
  }

  /** The least busy thread, when one has room for another block (a failed thread has none: it would only refuse it). */
  private free(): SolverThread | undefined {
    let best: SolverThread | undefined;
    for (const t of this.threads) if (!t.failed && t.busy < this.depth && (best === undefined || t.busy < best.busy)) best = t;
    return best;
  }

  /** Whether a thread has room for another block now. */
  hasRoom(): boolean {
    return this.free() !== undefined;
  }

  /**
   * Sends a block to the least busy thread (the caller checks hasRoom first; when none has room, still the
   * least busy); its answer comes with the time the worker took.
   */
  async solveBlock(block: LineBlock): Promise<{ answer: BlockAnswer; ms: number }> {
    const thread = this.free() ?? this.threads.reduce((a, b) => (b.busy < a.busy ? b : a));
    const reply = await thread.request({ kind: "block", block });
    if (reply.kind !== "block") throw new Error("a worker thread answered the wrong request");
    return { answer: reply.answer, ms: reply.ms };
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.close()));
  }
}
