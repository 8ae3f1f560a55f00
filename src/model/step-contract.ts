import type { Geometry } from "./geometry.js";

/**
 * The step contract, one for every logic technique, the classic ones (src/logic/techniques/) and those a
 * rule brings (src/rules/, `RuleKind.logic`), so that soundness is checked once for all of them:
 *
 *   technique.find(state) -> Step | undefined
 *
 * A technique never guesses: a step is a deduction that holds in every solution of the position
 * (placements: the cell must hold the digit; eliminations: the cell cannot hold those digits). The one
 * exception is declared: a technique with `assumesUnique` (unique rectangles, BUG) holds only when the
 * puzzle has exactly one solution, and the engine uses it only when told so. find does not change the
 * state; the engine applies the step (logic/engine.ts).
 *
 * It lives in the model, the bottom room, so that rules (just above) can supply techniques without
 * importing the logic room.
 */

/**
 * A position as a person solving on paper sees it: the digit of every placed cell and the pencil marks
 * (candidates) of every other cell, over the model's geometry (any layout, any rule).
 *
 * Data layout: one candidate mask per cell (size bits, up to 16; digit d = bit d-1, model/digits.ts); a
 * placed cell keeps the one bit of its digit, so "does digit d still fit cell c" is one test for placed
 * and open cells alike. values[c] is the placed digit, 0 while open. Techniques read only cells with
 * values[c] === 0 as open.
 * Rejected: deriving the values from single-bit masks: a cell left with one candidate is a naked single
 * still to be found (and counted in the rating), not a placed digit.
 */
export interface LogicState {
  readonly geometry: Geometry;
  readonly candidates: Uint16Array;
  readonly values: Uint8Array;
}

/** A digit the step puts in a cell. */
export interface Placement {
  readonly cell: number;
  readonly digit: number;
}

/** Digits (a candidate mask, model/digits.ts) the step removes from a cell's candidates. */
export interface Elimination {
  readonly cell: number;
  readonly digits: number;
}

/**
 * A node of a chain: a candidate (one cell and one digit), or a group node (several cells of one unit that
 * together hold the digit: grouped chains), or an almost locked set's cells and digits (ALS nodes).
 */
export interface ChainNode {
  readonly cells: readonly number[];
  /** The node's digit (one bit), or an ALS node's digits (a mask). */
  readonly digits: number;
}

/**
 * A chain as a solver writes it, `r1c2=5 - r1c7=5 = r3c8=5`: its nodes in order and the link between each
 * node and the next (links[i] joins nodes[i] and nodes[i + 1]: "strong" when one of the two must be true,
 * "weak" when both cannot be). A loop repeats its first node at the end. For describing and drawing a step.
 */
export interface Chain {
  readonly nodes: readonly ChainNode[];
  readonly links: readonly ("strong" | "weak")[];
}

export interface Step {
  /** The technique's name, e.g. "hidden single". */
  readonly technique: string;
  /**
   * This step's difficulty on the rating scale (see Technique.difficulty), when it differs from its
   * technique's: a hidden single in a row rates above one in a box, a long chain above a short one.
   */
  readonly difficulty?: number;
  readonly placements: readonly Placement[];
  readonly eliminations: readonly Elimination[];
  /** The cells of the pattern that proves the step (for highlighting and the text), e.g. a fish's corners. */
  readonly cells: readonly number[];
  /** The units the pattern lives in (geometry unit numbers), e.g. the base and cover units of a fish. */
  readonly units: readonly number[];
  /** The digits of the pattern (a candidate mask). */
  readonly digits: number;
  /** What the pattern is, in words without the cells' names (logic/describe.ts adds those). */
  readonly reason?: string;
  /**
   * The chains that prove the step, for steps that are chains (one), or forcing chains (one from each
   * candidate or branch, each ending in the same conclusion or in a contradiction).
   */
  readonly chains?: readonly Chain[];
}

export interface Technique {
  readonly name: string;
  /**
   * Difficulty on the numeric scale of Sudoku Explainer (SE), the one published ratings use: 1.0 a full
   * house, 1.2 a hidden single in a box, 2.3 a naked single, 3.2 an X-wing ... 11+ nested forcing nets
   * (the table is in docs/explain.md). The lowest difficulty a step of this technique has; a step may rate
   * higher (Step.difficulty). The engine tries techniques in this order and takes the easiest step.
   */
  readonly difficulty: number;
  /**
   * True for a technique that is sound only on a puzzle with exactly one solution (uniqueness: unique
   * rectangles, BUG+1). The engine uses it only when the caller knows the puzzle is unique.
   */
  readonly assumesUnique?: boolean;
  /**
   * The first (easiest) instance of the technique in the position that changes something, or undefined.
   * `ceiling`, when given, is the difficulty of the best step the caller already holds: a step rating that
   * much or more is of no use to it, so a costly technique may skip what cannot rate below it (the engine
   * passes it; a technique may ignore it).
   */
  find(state: LogicState, ceiling?: number): Step | undefined;
}

/** The difficulty a step rates: its own, else its technique's. */
export function stepDifficulty(step: Step, technique: Technique): number {
  return step.difficulty ?? technique.difficulty;
}
