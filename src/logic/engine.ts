import type { Model } from "../model/model.js";
import type { Step, Technique } from "./step.js";
import type { LogicState } from "./state.js";
import { copyState, initialState, isBroken, openCells, place } from "./state.js";
import { TECHNIQUES } from "./techniques.js";

/** How a logical solve ended. */
export type LogicOutcome =
  /** Every cell placed. */
  | "solved"
  /** No technique finds a step: the puzzle needs more than these techniques (or search). */
  | "stuck"
  /** A cell or unit lost every candidate: the puzzle has no solution. */
  | "broken"
  /** maxSteps or shouldStop ended it. */
  | "stopped";

export interface LogicOptions {
  /** The techniques to use, easiest first (default: TECHNIQUES, all of them). */
  readonly techniques?: readonly Technique[];
  /** Most steps taken (default: unbounded; every step places or removes at least one candidate anyway). */
  readonly maxSteps?: number;
  /** Polled between steps; true stops the solve (timeout, interrupt). */
  readonly shouldStop?: () => boolean;
}

export interface LogicResult {
  readonly outcome: LogicOutcome;
  readonly steps: Step[];
  /** The position where the solve ended (solved, or where logic stopped). */
  readonly state: LogicState;
}

/** The easiest step available in the position, or undefined when no technique finds one. */
export function nextStep(state: LogicState, techniques: readonly Technique[] = TECHNIQUES): Step | undefined {
  for (const t of techniques) {
    const step = t.find(state);
    if (step !== undefined) return step;
  }
  return undefined;
}

/** Applies a step to the position: placements (clearing their digit from open peers), then eliminations. */
export function applyStep(state: LogicState, step: Step): void {
  for (const { cell, digit } of step.placements) place(state, cell, digit);
  for (const { cell, digits } of step.eliminations) if (state.values[cell] === 0) state.candidates[cell]! &= ~digits; // a step's cells are the position's
}

/**
 * Solves a puzzle the way a person does, never guessing: repeatedly the easiest step available, until
 * the puzzle is solved or no technique applies. Works on any layout and rule the model holds.
 */
export function solveLogically(model: Model, options: LogicOptions = {}): LogicResult {
  return continueLogically(initialState(model), options);
}

/** solveLogically from a given position (copied, not changed). */
export function continueLogically(from: LogicState, options: LogicOptions = {}): LogicResult {
  const state = copyState(from);
  const steps: Step[] = [];
  const techniques = options.techniques ?? TECHNIQUES;
  const maxSteps = options.maxSteps ?? Infinity;
  if (isBroken(state)) return { outcome: "broken", steps, state };
  let open = openCells(state);
  for (;;) {
    if (open === 0) return { outcome: "solved", steps, state };
    if (steps.length >= maxSteps || options.shouldStop?.() === true) return { outcome: "stopped", steps, state };
    const step = nextStep(state, techniques);
    if (step === undefined) return { outcome: isBroken(state) ? "broken" : "stuck", steps, state };
    steps.push(step);
    applyStep(state, step);
    open -= step.placements.length;
    if (brokenBy(state, step)) return { outcome: "broken", steps, state };
  }
}

/** Whether the step left a touched cell, or a peer of a placed one, without candidates (cheap check). */
function brokenBy(state: LogicState, step: Step): boolean {
  const { peerStart, peerList } = state.geometry;
  for (const { cell } of step.eliminations) if (state.candidates[cell] === 0) return true;
  for (const { cell } of step.placements) {
    for (let i = peerStart[cell]!; i < peerStart[cell + 1]!; i++) {
      const p = peerList[i]!; // compressed rows of the geometry: in range by construction
      if (state.values[p] === 0 && state.candidates[p] === 0) return true;
    }
  }
  return false;
}
