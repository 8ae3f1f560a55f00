import { parentPort, workerData } from "node:worker_threads";
import { ComboSudokuError } from "../model/errors.js";
import { buildGeometry } from "../model/geometry.js";
import { solve } from "../strategies/solve.js";
import { makePuzzle } from "./make-puzzle.js";
import { solveBlock } from "../format/batch-lines/solve-block.js";
import { continueLogically, techniquesFor } from "../logic/engine.js";
import { optInTechniques } from "../logic/opt-in.js";
import type { WorkerData, WorkerReply, WorkerRequest } from "./workers.js";

/**
 * A worker thread's entry: solves what the main thread sends (one puzzle, or a block of batch lines) and
 * posts the result back. The search polls the shared stop flag, which the main thread sets on --timeout
 * or an interrupt while this thread is busy.
 */
const { flag, strategy, progress, block } = workerData as WorkerData;
const shouldStop = (count?: number): boolean => {
  if (progress !== undefined && count !== undefined) progress[0] = count;
  return Atomics.load(flag, 0) !== 0;
};
const onProgress = (attempt: number, givens: number): void => {
  if (progress === undefined) return;
  progress[0] = attempt;
  progress[1] = givens;
};
const port = parentPort;
if (port === null) throw new Error("worker.ts runs only as a worker thread");

/**
 * Posts a streamed solution once a credit is free (workers.ts streamInWorker): this thread waits while the
 * main thread writes those before it. Once the run is stopped it posts without waiting: the search ends at
 * its next poll, and what it found until then is still written.
 */
function post(credits: Int32Array, digits: Uint8Array): void {
  while (Atomics.load(credits, 0) <= 0 && Atomics.load(flag, 0) === 0) Atomics.wait(credits, 0, 0, 50);
  Atomics.sub(credits, 0, 1);
  port?.postMessage({ kind: "solution", digits: digits.slice() } satisfies WorkerReply);
}

port.on("message", (request: WorkerRequest) => {
  let reply: WorkerReply;
  if (request.kind === "generate") {
    try {
      const made = makePuzzle(buildGeometry(request.layout), request.request, () => Atomics.load(flag, 0) !== 0, onProgress);
      reply = { kind: "generated", made };
    } catch (e: unknown) {
      if (!(e instanceof ComboSudokuError)) throw e;
      reply = { kind: "failed", message: e.message, exitCode: e.exitCode };
    }
  } else if (request.kind === "logic") {
    const state = { geometry: buildGeometry(request.layout), values: request.values, candidates: request.candidates };
    const options = {
      techniques: techniquesFor(state.geometry, request.knownUnique, optInTechniques(request.with)),
      shouldStop,
      ...(request.maxDifficulty === undefined ? {} : { maxDifficulty: request.maxDifficulty }),
    };
    // The first step alone, then a notice of it (the main thread's readiness line "step"), then the rest.
    const most = request.maxSteps ?? Infinity;
    let result = continueLogically(state, { ...options, maxSteps: Math.min(1, most) });
    if (result.steps.length > 0) {
      port.postMessage({ kind: "stepped" } satisfies WorkerReply);
      if (result.outcome === "stopped" && most > 1) {
        const more = continueLogically(result.state, { ...options, maxSteps: most - 1 });
        result = { ...more, steps: [...result.steps, ...more.steps] };
      }
    }
    reply = { kind: "logic", outcome: result.outcome, steps: result.steps, values: result.state.values, candidates: result.state.candidates };
  } else if (request.kind === "solve") {
    const geometry = buildGeometry(request.layout);
    try {
      const options = { limit: request.limit, keep: request.keep, strategy, plannerBudget: request.plannerBudget, shouldStop };
      const credits = request.credits;
      const streamed = credits === undefined ? {} : { onSolution: (digits: Uint8Array) => post(credits, digits) };
      reply = { kind: "solved", result: solve({ geometry, givens: request.givens }, { ...options, ...streamed }) };
    } catch (e: unknown) {
      if (!(e instanceof ComboSudokuError)) throw e;
      reply = { kind: "failed", message: e.message, exitCode: e.exitCode };
    }
  } else {
    if (block === undefined) throw new Error("a batch block came to a worker started without the batch's options");
    const started = performance.now();
    const answer = solveBlock(request.block, block, shouldStop);
    reply = { kind: "block", answer, ms: performance.now() - started };
  }
  port.postMessage(reply);
});
