import type { CellJson } from "../format/logic-json.js";
import { cellRef, digitChars } from "../logic/describe.js";
import { nextStep, techniquesFor } from "../logic/engine.js";
import { initialState, openCells, place } from "../logic/state.js";
import { digitChar } from "../model/digit-chars.js";
import type { Geometry } from "../model/geometry.js";
import type { GradedHint, HintLevel } from "./step-hint.js";
import { cellJson, commonUnit, readingOrder, stepHint, unitCellList, unitName, unitsOf } from "./step-hint.js";
import { LimitError } from "../model/errors.js";
import type { Model } from "../model/model.js";
import type { Technique } from "../model/step-contract.js";
import { solve } from "../strategies/solve.js";

/**
 * Graded hints, as Sudoku Explainer's small and big clues grade them for classics, on any layout and rule:
 * level 1 says where to look (a unit, or a few cells), level 2 which technique and which cells, level 3 the
 * whole deduction (the step, with what it places and removes). Worked out from the player's own position:
 * a digit they placed that is wrong is said first (then pencil marks that leave out a cell's digit), and
 * the step is the easiest one from their digits and marks, not from the givens.
 */

/**
 * A player's position on a puzzle: the digits they placed and the candidates they pencilled in (centre
 * marks, as SudokuPad's players note candidates), 1-based canvas rows and columns as the step JSON's.
 * A cell without marks keeps every candidate its peers' digits allow.
 */
export interface PlayerPosition {
  readonly digits?: readonly (CellJson & { readonly digit: number })[];
  readonly marks?: readonly (CellJson & { readonly digits: readonly number[] })[];
}

export interface GradedHintOptions {
  /** Techniques outside the default list to try too (logic/opt-in.ts); the uniqueness ones are used when the puzzle has one solution. */
  readonly extra?: readonly Technique[];
  /** Polled during the checks and the step search; true gives up (the caller says it stopped). */
  readonly shouldStop?: () => boolean;
}

/**
 * The hint at `level` for the player's `position` on the puzzle `model` (its givens): a wrong digit first
 * (level 1 names its unit, 2 its cell, 3 why: the digit it clashes with, or the solution's digit), then
 * pencil marks that leave out a cell's digit, then the easiest step from the player's digits and marks.
 * Wrong digits and marks are known by the puzzle's solution, so they are told only when it has exactly
 * one; with several, only digits that leave no solution at all are (as "no-solution"). A stop asked for
 * by `shouldStop` is a LimitError (exit code 3).
 *
 * @example
 *   gradedHint(model, { digits: [{ row: 1, col: 1, digit: 5 }] }, 1).text; // "Look at box 4."
 */
export function gradedHint(model: Model, position: PlayerPosition, level: HintLevel, options: GradedHintOptions = {}): GradedHint {
  const g = model.geometry;
  const stop = options.shouldStop === undefined ? {} : { shouldStop: options.shouldStop };
  const cellOf = (c: CellJson): number => g.canvas[(c.row - 1) * g.cols + (c.col - 1)] ?? -1;
  const check = solve(model, { limit: 2, keep: 1, ...stop });
  if (check.stopReason === "stopped") throw new LimitError("stopped before the puzzle was checked");
  if (check.count === 0) return { level, kind: "no-solution", text: "The puzzle has no solution.", cells: [] };
  const solution = check.status === "unique" ? check.solutions[0] : undefined;
  // The player's digits over the givens (a digit on a given, or off the grids, is ignored).
  const digits = new Map<number, number>();
  for (const d of position.digits ?? []) {
    const cell = cellOf(d);
    if (cell >= 0 && model.givens[cell] === 0 && d.digit >= 1 && d.digit <= g.size) digits.set(cell, d.digit);
  }
  if (solution !== undefined) {
    const wrong = [...digits].filter(([cell, d]) => solution[cell] !== d).sort(([a], [b]) => readingOrder(g, a, b))[0];
    if (wrong !== undefined) return wrongDigit(model, digits, solution, wrong[0], wrong[1], level);
  } else {
    const values = model.givens.slice();
    for (const [cell, d] of digits) values[cell] = d;
    const mine = solve({ geometry: g, givens: values }, { limit: 1, keep: 0, ...stop });
    if (mine.stopReason === "stopped") throw new LimitError("stopped before the digits were checked");
    if (mine.count === 0) {
      return { level, kind: "no-solution", text: "Your digits leave no solution: one of them is wrong.", cells: [] };
    }
  }
  const marks = new Map<number, number>();
  for (const m of position.marks ?? []) {
    const cell = cellOf(m);
    const mask = m.digits.reduce((acc, d) => (d >= 1 && d <= g.size ? acc | (1 << (d - 1)) : acc), 0);
    if (cell >= 0 && model.givens[cell] === 0 && !digits.has(cell) && mask !== 0) marks.set(cell, mask);
  }
  if (solution !== undefined) {
    const missing = [...marks].filter(([cell, mask]) => (mask & (1 << (solution[cell]! - 1))) === 0).sort(([a], [b]) => readingOrder(g, a, b))[0]; // cell of the geometry
    if (missing !== undefined) return wrongMarks(g, missing[0], missing[1], solution, level);
  }
  // The player's position: their digits placed, each marked cell's candidates cut to its marks.
  const state = initialState(model);
  for (const [cell, d] of digits) place(state, cell, d);
  for (const [cell, mask] of marks) if (state.values[cell] === 0) state.candidates[cell]! &= mask; // cell of the geometry
  if (openCells(state) === 0) return { level, kind: "solved", text: "Solved!", cells: [] };
  const step = nextStep(state, techniquesFor(g, check.status === "unique", options.extra ?? []), options.shouldStop);
  if (step === undefined) {
    if (options.shouldStop?.() === true) throw new LimitError("stopped before a step was found");
    return { level, kind: "stuck", text: "No step found: from here the puzzle needs more than these techniques.", cells: [] };
  }
  return stepHint(g, step, level);
}

function wrongDigit(model: Model, digits: ReadonlyMap<number, number>, solution: Uint8Array, cell: number, digit: number, level: HintLevel): GradedHint {
  const g = model.geometry;
  const name = cellRef(g, cell);
  if (level === 1) {
    const unit = commonUnit(g, [cell]);
    const where = unit === undefined ? name : unitName(g, unit);
    return {
      level,
      kind: "wrong-digit",
      text: `One of your digits is wrong: look at ${where}.`,
      cells: (unit === undefined ? [cell] : unitCellList(g, unit)).map((c) => cellJson(g, c)),
    };
  }
  if (level === 2) return { level, kind: "wrong-digit", text: `The ${digitChar(digit)} at ${name} is wrong.`, cells: [cellJson(g, cell)] };
  // Why: a digit it clashes with in one of its units (a given, or another of the player's), else the solution's.
  const value = (c: number): number => model.givens[c] || (digits.get(c) ?? 0);
  for (const u of unitsOf(g, cell)) {
    const twin = unitCellList(g, u).find((c) => c !== cell && value(c) === digit);
    if (twin !== undefined) {
      return {
        level,
        kind: "wrong-digit",
        text: `The ${digitChar(digit)} at ${name} is wrong: ${unitName(g, u)} has a ${digitChar(digit)} at ${cellRef(g, twin)} already.`,
        cells: [cellJson(g, cell), cellJson(g, twin)],
      };
    }
  }
  return {
    level,
    kind: "wrong-digit",
    text: `The ${digitChar(digit)} at ${name} is wrong: the puzzle's one solution has ${digitChar(solution[cell]!)} there.`, // a cell of the geometry
    cells: [cellJson(g, cell)],
  };
}

function wrongMarks(g: Geometry, cell: number, mask: number, solution: Uint8Array, level: HintLevel): GradedHint {
  const name = cellRef(g, cell);
  if (level === 1) {
    const unit = commonUnit(g, [cell]);
    return {
      level,
      kind: "wrong-marks",
      text: `Some of your pencil marks leave out a cell's digit: look at ${unit === undefined ? name : unitName(g, unit)}.`,
      cells: (unit === undefined ? [cell] : unitCellList(g, unit)).map((c) => cellJson(g, c)),
    };
  }
  const marks = digitChars(mask).join(" ");
  const text =
    level === 2
      ? `The pencil marks at ${name} (${marks}) leave out its digit.`
      : `The pencil marks at ${name} (${marks}) leave out its digit, ${digitChar(solution[cell]!)}.`; // a cell of the geometry
  return { level, kind: "wrong-marks", text, cells: [cellJson(g, cell)] };
}
