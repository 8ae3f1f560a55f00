import type { Step, Technique } from "../model/step-contract.js";
import { stepDifficulty } from "../model/step-contract.js";
import type { LogicResult } from "./engine.js";

/**
 * The rating scale: Sudoku Explainer's (SE) numbers, the ones published ratings use. A puzzle's rating is
 * the difficulty of the hardest step on the easiest path through it (the engine always takes the easiest
 * step available), as in SE; the named levels are ranges of it.
 */

/** The named difficulty scale, easiest first. "needs search" is beyond it: the techniques got stuck. */
export const LEVELS = ["easy", "medium", "hard", "expert", "extreme"] as const;
export type Level = (typeof LEVELS)[number];

/**
 * The highest difficulty of each level but the last (which has no ceiling): easy up to 2.5 (the singles),
 * medium up to 3.9 (intersections, pairs, naked triples, X-wing, swordfish), hard up to 6.0 (wings, quads,
 * jellyfish, uniqueness), expert up to 8.0 (chains, ALS, forcing chains), extreme above (dynamic forcing
 * chains and nets).
 */
export const LEVEL_CEILINGS: Readonly<Record<Exclude<Level, "extreme">, number>> = { easy: 2.5, medium: 3.9, hard: 6.0, expert: 8.0 };

/** The level of a difficulty on the scale. */
export function levelOf(difficulty: number): Level {
  for (const level of LEVELS) if (level === "extreme" || difficulty <= LEVEL_CEILINGS[level] + 1e-9) return level;
  return "extreme";
}

/** The highest difficulty a level allows (Infinity for the last). */
export function levelCeiling(level: Level): number {
  return level === "extreme" ? Infinity : LEVEL_CEILINGS[level];
}

/** A puzzle's grade: the named level, or "needs search" when the techniques get stuck. */
export type RatingLevel = Level | "needs search";

export interface Rating {
  readonly level: RatingLevel;
  /**
   * The difficulty of the hardest step taken, on the scale above (one decimal, e.g. 7.2): the puzzle's
   * rating when solved by logic; when logic got stuck, how far it got (the puzzle is harder than that).
   * 0 when no step was needed.
   */
  readonly difficulty: number;
  /**
   * The technique of the hardest step (the first of them when several share its difficulty), as Sudoku
   * Explainer names the step that sets the rating; absent when no step was needed.
   */
  readonly hardest?: string;
  readonly solvedByLogic: boolean;
  /** Uses of each technique, in the order of the technique list. */
  readonly techniques: Record<string, number>;
}

/** The difficulty of a step, looked up among the techniques by name (its own when it carries one). */
export function difficultyOf(step: Step, techniques: readonly Technique[]): number {
  const t = techniques.find((x) => x.name === step.technique);
  return t === undefined ? (step.difficulty ?? 0) : stepDifficulty(step, t);
}

/**
 * Rates a logical solve: the hardest step sets the difficulty and, when logic finished, the level;
 * "needs search" when it did not. `techniques` are those the solve used (to look up each step's weight and
 * to order the counts): the engine's own list for the model when absent from the result.
 */
export function rateSolve(result: LogicResult, techniques: readonly Technique[] = result.techniques): Rating {
  const used = new Map<string, number>();
  let hardest = 0;
  let hardestName: string | undefined;
  // Runs of steps of one technique (most steps are singles): the technique is looked up once per run, and
  // its count is added at the run's end (a lookup and a map update per step were a fiftieth of the rating).
  let name: string | undefined;
  let technique: Technique | undefined;
  let run = 0;
  for (const s of result.steps) {
    if (s.technique !== name) {
      if (name !== undefined) used.set(name, (used.get(name) ?? 0) + run);
      name = s.technique;
      technique = techniques.find((x) => x.name === name);
      run = 0;
    }
    run++;
    const d = technique === undefined ? (s.difficulty ?? 0) : stepDifficulty(s, technique);
    if (d > hardest || hardestName === undefined) {
      hardest = Math.max(hardest, d);
      hardestName = name;
    }
  }
  if (name !== undefined) used.set(name, (used.get(name) ?? 0) + run);
  const counts: Record<string, number> = {};
  for (const t of techniques) {
    const n = used.get(t.name);
    if (n !== undefined) counts[t.name] = n;
  }
  const solved = result.outcome === "solved";
  const difficulty = Math.round(hardest * 10) / 10;
  return {
    level: solved ? levelOf(difficulty) : "needs search",
    difficulty,
    ...(hardestName === undefined ? {} : { hardest: hardestName }),
    solvedByLogic: solved,
    techniques: counts,
  };
}
