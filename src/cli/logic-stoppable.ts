import type { LoadedPuzzle } from "../format/puzzle-json/load-puzzle.js";
import type { LogicOptions, LogicResult } from "../logic/engine.js";
import { withoutNetsIf } from "../logic/techniques.js";
import { continueLogically, techniquesFor } from "../logic/engine.js";
import { optInTechniques } from "../logic/opt-in.js";
import { initialState } from "../logic/state.js";
import { isClassicNine } from "../model/classic-nine.js";
import type { LogicState, Step } from "../model/step-contract.js";
import type { Stopper } from "./stop.js";
import { yieldToEventLoop } from "./stop.js";

/**
 * How long the step engine runs on the main thread before it moves to a worker thread: most puzzles are
 * explained well within it; past it, a worker keeps the event loop free so that SIGINT, SIGTERM and SIGHUP
 * (whose handlers cannot run while this thread works) stop it at once.
 */
const MAIN_THREAD_MS = 200;

/**
 * The same for a classic 9x9 (model/classic-nine.ts), whose logic stays on the main thread longer: a step
 * of it takes about a second at most on the hardest published 9x9 puzzles, run cold (docs/BENCHMARKS.md),
 * so a signal, handled between steps, still stops it soon; a worker would compile the whole engine again,
 * which cost a cold `rate LINE` of a forum-hardest puzzle about a fifth of its CPU. Past this, even inside
 * a step, the worker takes over as elsewhere (a --with technique slower than the default list could get
 * there).
 */
const NINE_MAIN_THREAD_MS = 5000;

export interface LogicRunOptions {
  /** A search proved one solution: the uniqueness techniques may be used. */
  readonly knownUnique: boolean;
  /** Most steps (hint: 1). */
  readonly maxSteps?: number;
  /**
   * A search found several solutions: the nets are left out (techniques from NETS_DIFFICULTY up), which
   * would spend their whole budget at every step on positions where nothing is forced.
   */
  readonly multiple?: boolean;
  /** Techniques outside the default list to add, by name (`--with`; logic/opt-in.ts). */
  readonly with?: readonly string[] | undefined;
}

/**
 * The step engine for explain, hint and rate on one puzzle, stoppable at any time: on this thread a step at
 * a time for a stretch (MAIN_THREAD_MS, a classic 9x9 NINE_MAIN_THREAD_MS), then, if it goes on,
 * continued on a worker thread from the position reached (no step is found twice). A stop (--timeout, a
 * signal) ends it with outcome "stopped" and the steps found so far, so the caller can print them and say
 * where they stopped.
 */
export async function solveLogicallyStoppable(puzzle: LoadedPuzzle, options: LogicRunOptions, stopper: Stopper): Promise<LogicResult> {
  const { knownUnique, maxSteps } = options;
  const extra = options.with ?? [];
  const techniques = techniquesFor(puzzle.model.geometry, knownUnique, optInTechniques(extra));
  const { maxDifficulty } = withoutNetsIf(options.multiple === true);
  const limit = { ...(maxSteps === undefined ? {} : { maxSteps }), ...(maxDifficulty === undefined ? {} : { maxDifficulty }) };
  const stretch = isClassicNine(puzzle.model.geometry) ? NINE_MAIN_THREAD_MS : MAIN_THREAD_MS;
  stopper.ready("logic");
  const here = await stepByStep(initialState(puzzle.model), { techniques, ...limit }, stopper, performance.now() + stretch);
  if (here.outcome !== "stopped" || stopper.cause !== undefined || (maxSteps !== undefined && here.steps.length >= maxSteps)) return here;
  await yieldToEventLoop(); // a signal that came during that stretch is handled now
  if (stopper.cause !== undefined) return here;
  const { logicInWorker, workerScript } = await import("./workers.js");
  const script = workerScript();
  const rest = {
    techniques,
    shouldStop: stopper.shouldStop,
    ...(maxSteps === undefined ? {} : { maxSteps: maxSteps - here.steps.length }),
    ...(maxDifficulty === undefined ? {} : { maxDifficulty }),
  };
  // From the TypeScript sources (the in-process tests) no worker can start: go on here, polling the stopper.
  if (script === undefined) return joined(here, continueLogically(here.state, rest));
  const there = await logicInWorker(
    script,
    { flag: stopper.flag, progress: stopper.progress, strategy: "auto" },
    {
      kind: "logic",
      layout: puzzle.layout,
      values: here.state.values,
      candidates: here.state.candidates,
      knownUnique,
      with: extra,
      maxSteps: rest.maxSteps,
      maxDifficulty,
    },
    () => stopper.ready("step"),
  );
  const geometry = puzzle.model.geometry;
  const state = { geometry, values: there.values, candidates: there.candidates };
  return joined(here, { outcome: there.outcome, steps: there.steps, state, techniques });
}

/**
 * The step engine on this thread one step at a time, letting the event loop in after each step (a signal's
 * handler runs then and stops it), until it ends, `maxSteps` are found, or `until` (performance.now()) has
 * passed: then outcome "stopped" and the position reached. A --timeout and `until` are also polled inside a
 * step (between techniques), so a step that runs past `until` is left for the worker to find again.
 */
async function stepByStep(from: LogicState, options: LogicOptions, stopper: Stopper, until: number): Promise<LogicResult> {
  const maxSteps = options.maxSteps ?? Infinity;
  const steps: Step[] = [];
  let state = from;
  for (;;) {
    const one = continueLogically(state, {
      ...options,
      maxSteps: Math.min(1, maxSteps - steps.length),
      shouldStop: () => stopper.shouldStop() || performance.now() > until,
    });
    for (const step of one.steps) steps.push(step);
    if (steps.length > 0) stopper.ready("step"); // a stop from now on has steps to show
    state = one.state;
    if (one.outcome !== "stopped" || steps.length >= maxSteps || performance.now() > until) return { ...one, steps };
    await yieldToEventLoop();
    if (stopper.cause !== undefined) return { ...one, steps };
  }
}

/** A solve continued: the first part's steps, then the second's, ending as the second ended. */
function joined(first: LogicResult, second: LogicResult): LogicResult {
  return { ...second, steps: [...first.steps, ...second.steps] };
}
