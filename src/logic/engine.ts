import { UsageError } from "../model/errors.js";
import { booleanOption, functionOption, numberOption, optionsObject } from "../model/option-checks.js";
import type { Geometry } from "../model/geometry.js";
import { perGeometry } from "../model/per-geometry.js";
import type { Model } from "../model/model.js";
import type { LogicState, Step, Technique } from "../model/step-contract.js";
import { stepDifficulty } from "../model/step-contract.js";
import { compileRules, ruleTechniques } from "../rules/registry.js";
import { copyState, initialState, isBroken, openCells, place } from "./state.js";
import { StepStopped, withStepStop } from "./stop-poll.js";
import { TECHNIQUES } from "./techniques.js";
import { ruleContradiction } from "./techniques/rule-contradiction.js";

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
  /**
   * The techniques to use (default: techniquesFor the model's geometry: every classic technique and those
   * of the layout's rules). Ordered by difficulty by the engine.
   */
  readonly techniques?: readonly Technique[];
  /**
   * The puzzle is known to have exactly one solution (a search proved it): the techniques that assume it
   * (unique rectangles, BUG) may be used. Default false. Ignored when `techniques` is given.
   */
  readonly knownUnique?: boolean;
  /** Techniques above this difficulty are left out (a generator aiming at a level). Default: none. */
  readonly maxDifficulty?: number;
  /** Most steps taken (default: unbounded; every step places or removes at least one candidate anyway). */
  readonly maxSteps?: number;
  /** Polled between steps; true stops the solve (timeout, interrupt). */
  readonly shouldStop?: () => boolean;
}

export interface LogicResult {
  readonly outcome: LogicOutcome;
  readonly steps: Step[];
  /** The techniques the solve could use, easiest first (the rating looks up each step's difficulty here). */
  readonly techniques: readonly Technique[];
  /** The position where the solve ended (solved, or where logic stopped). */
  readonly state: LogicState;
}

/** Techniques in the engine's order: by difficulty (a stable sort keeps a list's order among equals). */
export function byDifficulty(techniques: readonly Technique[]): Technique[] {
  return [...techniques].sort((x, y) => x.difficulty - y.difficulty);
}

/** A geometry's default techniques: all of them, and those that do not assume a unique solution. */
const defaultsOf = perGeometry((geometry) => {
  const rules = ruleTechniques(geometry);
  // A rule contradiction needs rules that narrow candidates or keep cells apart (a classic layout has none: its list is TECHNIQUES).
  const all = byDifficulty([...TECHNIQUES, ...rules, ...(compileRules(geometry) !== undefined ? [ruleContradiction] : [])]);
  return { all, sound: all.filter((t) => t.assumesUnique !== true) };
});

/**
 * Every technique that applies to a geometry, easiest first: the classic ones (TECHNIQUES) and those the
 * layout's rules bring (rules/registry.ts ruleTechniques), with `extra` (techniques outside the default
 * list: OPT_IN_TECHNIQUES, optInTechniques(names) in opt-in.ts) added in their places, each once; with `knownUnique`
 * false (the default), those that assume a unique solution are left out. Built once per geometry.
 */
export function techniquesFor(geometry: Geometry, knownUnique = false, extra: readonly Technique[] = []): readonly Technique[] {
  if (extra.length > 0) {
    const base = techniquesFor(geometry, knownUnique);
    const added = [...new Set(extra)].filter((t) => !base.includes(t) && (knownUnique || t.assumesUnique !== true));
    return byDifficulty([...base, ...added]);
  }
  const defaults = defaultsOf(geometry);
  return knownUnique ? defaults.all : defaults.sound;
}

/**
 * The easiest step available in the position, or undefined when no technique finds one. The techniques
 * must be ordered by difficulty (byDifficulty): they are tried in turn, and the search ends as soon as no
 * later technique can be easier than the best step found, since a step rates at least its technique's
 * difficulty. A technique whose steps vary (chains by length) may so be passed over for an easier one.
 */
export function nextStep(state: LogicState, techniques: readonly Technique[] = techniquesFor(state.geometry), shouldStop?: () => boolean): Step | undefined {
  let best: Step | undefined;
  let bestDifficulty = Infinity;
  for (const t of techniques) {
    if (t.difficulty >= bestDifficulty) break;
    // Polled before each technique, not only between steps: one step may try many (slow) techniques.
    if (best === undefined && shouldStop?.() === true) return undefined;
    let step: Step | undefined;
    try {
      // The loops of a technique that grow with the layout poll the stop too (stop-poll.ts): the step
      // under way, and any easier one found before, are dropped, and the engine ends "stopped".
      step = withStepStop(shouldStop, () => t.find(state, bestDifficulty));
    } catch (e: unknown) {
      if (e instanceof StepStopped) return undefined;
      throw e;
    }
    if (step === undefined) continue;
    const d = stepDifficulty(step, t);
    if (d < bestDifficulty) {
      best = step;
      bestDifficulty = d;
    }
  }
  return best;
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
export function continueLogically(from: LogicState, asked: LogicOptions = {}): LogicResult {
  const options = checkedLogicOptions(asked);
  const state = copyState(from);
  const steps: Step[] = [];
  const chosen = options.techniques === undefined ? techniquesFor(from.geometry, options.knownUnique === true) : byDifficulty(options.techniques);
  const ceiling = options.maxDifficulty;
  const techniques = ceiling === undefined ? chosen : chosen.filter((t) => t.difficulty <= ceiling);
  const maxSteps = options.maxSteps ?? Infinity;
  const end = (outcome: LogicOutcome): LogicResult => ({ outcome, steps, state, techniques });
  if (isBroken(state)) return end("broken");
  let open = openCells(state);
  for (;;) {
    if (open === 0) return end("solved");
    if (steps.length >= maxSteps || options.shouldStop?.() === true) return end("stopped");
    const step = nextStep(state, techniques, options.shouldStop);
    if (step === undefined) return end(options.shouldStop?.() === true ? "stopped" : isBroken(state) ? "broken" : "stuck");
    steps.push(step);
    applyStep(state, step);
    open -= step.placements.length;
    if (brokenBy(state, step)) return end("broken");
  }
}

/** The engine's options checked as the CLI checks its flags (a UsageError naming the option). */
function checkedLogicOptions(asked: LogicOptions): LogicOptions {
  const options = optionsObject("solveLogically", asked) as LogicOptions;
  const { techniques } = options;
  if (
    techniques !== undefined &&
    (!Array.isArray(techniques) ||
      !techniques.every((t: unknown) => {
        const x = t as Partial<Technique> | null;
        return x !== null && typeof x === "object" && typeof x.find === "function" && typeof x.name === "string" && typeof x.difficulty === "number";
      }))
  ) {
    throw new UsageError("techniques must be a list of techniques ({ name, difficulty, find })");
  }
  booleanOption("knownUnique", options.knownUnique);
  numberOption("maxDifficulty", options.maxDifficulty, { infinity: true });
  numberOption("maxSteps", options.maxSteps, { integer: true, infinity: true });
  functionOption("shouldStop", options.shouldStop);
  return options;
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
