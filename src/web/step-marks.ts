import type { StepJson } from "../format/logic-json.js";
import { posKey } from "./editor-state.js";

/**
 * What a logic step (a hint, or a step of an explanation) draws on the board: its cells outlined, the
 * candidates it eliminates struck through, the digits it places. Canvas keys (0-based); the step's JSON
 * counts from 1, as `combo-sudoku hint --format json` writes it. Pure.
 */
export interface StepMarks {
  /** The pattern's cells and the cells the step places in or removes from. */
  readonly cells: ReadonlySet<string>;
  /** Eliminated candidates: bit d-1 for digit d, by canvas key. */
  readonly struck: ReadonlyMap<string, number>;
  /** Placed digits, by canvas key. */
  readonly placed: ReadonlyMap<string, number>;
}

/** The marks of a step. */
export function stepMarks(step: StepJson): StepMarks {
  const key = (c: { row: number; col: number }): string => posKey(c.row - 1, c.col - 1);
  const struck = new Map<string, number>();
  for (const e of step.eliminations)
    struck.set(
      key(e),
      e.digits.reduce((mask, d) => mask | (1 << (d - 1)), struck.get(key(e)) ?? 0),
    );
  const placed = new Map(step.placements.map((p) => [key(p), p.digit] as const));
  return { cells: new Set([...step.cells.map(key), ...placed.keys(), ...struck.keys()]), struck, placed };
}

/** No step shown. */
export const NO_STEP: StepMarks = { cells: new Set(), struck: new Map(), placed: new Map() };
