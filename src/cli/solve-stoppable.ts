import type { LoadedPuzzle } from "../format/puzzle-json/load-puzzle.js";
import type { SolveResult } from "../model/contract.js";
import type { Strategy } from "../strategies/solve.js";
import { solve } from "../strategies/solve.js";
import type { Stopper } from "./stop.js";
import { yieldToEventLoop } from "./stop.js";

/**
 * How long a single puzzle is searched on the main thread before the search moves to a worker thread.
 * Most puzzles are solved well within it, without the cost of starting a worker; past it, a worker keeps
 * the event loop free so that an interrupt is seen at once (during this stretch it waits until its end).
 */
const MAIN_THREAD_MS = 200;

/** What to ask of the solve: the contract's limit and keep, and the strategy. */
export interface StoppableOptions {
  readonly limit: number;
  readonly keep: number;
  readonly strategy: Strategy;
  readonly plannerBudget?: number | undefined;
}

/**
 * Solves on this thread for a short stretch, then, if the search goes on, on a worker thread, so that
 * SIGINT and SIGTERM (which cannot run while this thread searches) stop it at once. Used by every command
 * that solves one puzzle (solve, validate --unique).
 */
export async function solveStoppable(puzzle: LoadedPuzzle, options: StoppableOptions, stopper: Stopper): Promise<SolveResult> {
  const { limit, keep, strategy, plannerBudget } = options;
  stopper.ready("search");
  const budgetEnd = performance.now() + MAIN_THREAD_MS;
  const here = solve(puzzle.model, { limit, keep, strategy, plannerBudget, shouldStop: (found) => stopper.shouldStop(found) || performance.now() > budgetEnd });
  if (here.stopReason !== "stopped" || stopper.cause !== undefined) return here;
  await yieldToEventLoop(); // a signal that came during that stretch is handled now
  if (stopper.cause !== undefined) return here;
  const { solveInWorker, workerScript } = await import("./workers.js");
  const script = workerScript();
  if (script === undefined) return solve(puzzle.model, { limit, keep, strategy, plannerBudget, shouldStop: stopper.shouldStop });
  const request = { kind: "solve" as const, layout: puzzle.layout, givens: puzzle.model.givens, limit, keep, plannerBudget };
  const there = await solveInWorker(script, { flag: stopper.flag, progress: stopper.progress, strategy }, request);
  // The worker searched again from the start, in the same order: if it was stopped sooner, the stretch on
  // this thread had found more.
  return there.count >= here.count ? there : here;
}
