import type { LogicState } from "./state.js";

/**
 * The step contract, one for every technique, so that soundness is checked once for all of them:
 *
 *   technique.find(state) -> Step | undefined
 *
 * A technique never guesses: a step is a deduction that holds in every solution of the position
 * (placements: the cell must hold the digit; eliminations: the cell cannot hold those digits). find does
 * not change the state; the engine applies the step (see engine.ts).
 */

/** The named difficulty scale, easiest first. "needs search" is beyond it: the techniques got stuck. */
export const LEVELS = ["easy", "medium", "hard", "expert", "extreme"] as const;
export type Level = (typeof LEVELS)[number];

/** A digit the step puts in a cell. */
export interface Placement {
  readonly cell: number;
  readonly digit: number;
}

/** Digits (a 9-bit mask, see solver/digits.ts) the step removes from a cell's candidates. */
export interface Elimination {
  readonly cell: number;
  readonly digits: number;
}

export interface Step {
  /** The technique's name, e.g. "hidden single". */
  readonly technique: string;
  readonly placements: readonly Placement[];
  readonly eliminations: readonly Elimination[];
  /** The cells of the pattern that proves the step (for highlighting and the text), e.g. a fish's corners. */
  readonly cells: readonly number[];
  /** The units the pattern lives in (geometry unit numbers), e.g. the base and cover units of a fish. */
  readonly units: readonly number[];
  /** The digits of the pattern (9-bit mask). */
  readonly digits: number;
  /** What the pattern is, in words without the cells' names (describe.ts adds those), e.g. "2 only in ...". */
  readonly reason?: string;
}

export interface Technique {
  readonly name: string;
  /**
   * Difficulty weight: the points one use adds to a puzzle's score (HoDoKu's scale, the one most
   * human-style raters follow: singles 4-14, intersections 50, subsets 60-150, fish and wings 130-180,
   * chains 260-280). Within a level, the engine tries the lighter techniques first.
   */
  readonly weight: number;
  /** The level a puzzle reaches when it needs this technique. */
  readonly level: Level;
  /** The first instance of the technique in the position that changes something, or undefined. */
  find(state: LogicState): Step | undefined;
}
