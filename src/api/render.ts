import { puzzleSvg } from "../format/svg.js";
import { nextStep, solveLogically, techniquesFor } from "../logic/engine.js";
import { optInTechniques } from "../logic/opt-in.js";
import { withoutNetsIf } from "../logic/techniques.js";
import { counted } from "../model/counted.js";
import { stepText } from "../logic/describe.js";
import { LimitError, NoSolutionError, UsageError } from "../model/errors.js";
import { numberOption, optionsObject } from "../model/option-checks.js";
import { solve as solveModel } from "../strategies/solve.js";
import type { Answers } from "./answers.js";
import type { PuzzleList } from "./each.js";
import { oneOrMany } from "./each.js";
import type { PuzzleInput, ReadOptions, ReadPuzzle } from "./puzzle-input.js";

/** Cells of a picture of a step (`step`, `render --step`): pencil marks of 15 units, the size of body text at 100%. */
export const STEP_CELL_UNITS = 56;

export interface RenderOptions extends ReadOptions {
  /** Draw the first solution found, filled digits in another colour (as `render --solve`). */
  readonly solve?: boolean;
  /** Draw the position before step N of `explain`, with pencil marks and that step highlighted (as `--step N`). */
  readonly step?: number;
  /** Printed width in millimetres (the height follows); default: pixels. */
  readonly widthMm?: number;
  /** Opt-in techniques for `step`, by name, as explain's `with` (and `render --with`). */
  readonly with?: readonly string[];
  /** Polled while solving; true ends it with a LimitError. */
  readonly shouldStop?: () => boolean;
}

/**
 * Draws a puzzle in one call (as `render`): an SVG document with its title, the rules drawn and stated
 * under it, and its cosmetics; with `solve` its solution, with `step` a position of the explanation. The
 * puzzle in any form the CLI reads (PuzzleInput); the SVG is returned as text (write it where you like).
 * With `solve` or `step`, a puzzle without solution is a NoSolutionError saying so (exit code 1, as the CLI's). A text holding a batch gives
 * the batch's Answers instead, one picture a line (isAnswers tells).
 *
 * @example
 *   const svg = render(readFileSync("puzzles/killer.json", "utf8"), { solve: true });
 *   if (typeof svg === "string") writeFileSync("killer.svg", svg);
 */
export function render(text: string, options?: RenderOptions): string | Answers<string>;
/** A batch (a list, or an iterable or async iterable, of puzzles in any form): each drawn, as an async iterable in order. */
export function render(puzzles: PuzzleList, options?: RenderOptions): Answers<string>;
/** One puzzle given as an object (parsed JSON, ours or f-puzzles, or a loaded puzzle). */
export function render(puzzle: object, options?: RenderOptions): string;
/** Any of the forms above, when its type does not say which. */
export function render(input: PuzzleInput | PuzzleList, options?: RenderOptions): string | Answers<string>;
export function render(input: PuzzleInput | PuzzleList, asked: RenderOptions = {}): string | Answers<string> {
  const options = optionsObject("render", asked) as RenderOptions;
  numberOption("step", options.step, { min: 1, max: 1_000_000, integer: true });
  if (options.solve === true && options.step !== undefined) throw new UsageError("step draws a position of the explanation; it cannot be used with solve");
  return oneOrMany(input, options, "render", renderOne);
}

function renderOne({ puzzle: loaded }: ReadPuzzle, { solve, step, widthMm, shouldStop, with: withNames }: RenderOptions): string {
  const { model } = loaded;
  const title = loaded.title ?? loaded.layout.name;
  const common = { givens: model.givens, legend: true, cosmetics: loaded.cosmetics, ...(widthMm === undefined ? {} : { widthMm }) };
  if (solve !== true && step === undefined) return puzzleSvg(model.geometry, model.givens, { ...common, title });
  const stop = shouldStop === undefined ? {} : { shouldStop };
  // Two solutions looked for, as explain does: a unique puzzle may use the uniqueness techniques, one with
  // several leaves the nets out, so that step N is explain's step N.
  const check = solveModel(model, { limit: 2, keep: 1, ...stop });
  const solution = check.solutions[0];
  if (solution === undefined && check.stopReason === "stopped") throw new LimitError("stopped before a solution was found");
  if (solution === undefined) throw new NoSolutionError("the puzzle has no solution: nothing to draw");
  if (step === undefined) return puzzleSvg(model.geometry, solution, { ...common, title });
  const unique = check.status === "unique";
  const logic = { techniques: techniquesFor(model.geometry, unique, optInTechniques(withNames ?? [])), ...withoutNetsIf(check.status === "multiple"), ...stop };
  const before = solveLogically(model, { ...logic, maxSteps: step - 1 });
  if (shouldStop?.() === true) throw new LimitError(`stopped before step ${step} was found`);
  const next = before.outcome === "stopped" ? nextStep(before.state, before.techniques, shouldStop) : undefined;
  if (next === undefined) throw new UsageError(`the explanation has ${counted(before.steps.length, "step")}; step ${step} is past them`);
  return puzzleSvg(model.geometry, before.state.values, {
    ...common,
    title: `${title}: step ${step}`,
    caption: stepText(model.geometry, next),
    candidates: before.state.candidates,
    step: next,
    cellSize: STEP_CELL_UNITS,
  });
}
