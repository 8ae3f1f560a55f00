import { LimitError } from "../model/errors.js";
import type { Geometry } from "../model/geometry.js";
import { solveLogically } from "../logic/engine.js";
import type { Level, Rating } from "../logic/rating.js";
import { LEVELS, levelCeiling, rateSolve } from "../logic/rating.js";
import { UsageError } from "../model/errors.js";
import { oneOfOption } from "../model/option-checks.js";
import { checkedGenerateOptions } from "./generate-puzzle.js";
import { solve } from "../strategies/solve.js";
import { digHoles } from "./dig-holes.js";
import type { GeneratedPuzzle } from "./generate-puzzle.js";
import { createRandom, drawSeed } from "./random.js";
import { solvedLayout } from "./solved-layout.js";
import type { Symmetry } from "./symmetry-orbits.js";
import { symmetryOrbits } from "./symmetry-orbits.js";

/** Fresh solutions tried for a level before giving up. */
export const DEFAULT_LEVEL_ATTEMPTS = 100;

export interface LevelOptions {
  /** Absent: drawn (and reported in the result's seed). */
  readonly seed?: number | undefined;
  readonly level: Level;
  readonly symmetry?: Symmetry;
  /** Fresh solutions (candidates) to try. Default DEFAULT_LEVEL_ATTEMPTS. */
  readonly attempts?: number | undefined;
  readonly shouldStop?: () => boolean;
  readonly onProgress?: (attempt: number, givens: number) => void;
}

export interface LevelPuzzle extends GeneratedPuzzle {
  /** The rating of the puzzle: its level is the one asked for. */
  readonly rating: Rating;
}

/** The hardest technique the generator digs with (below the nets: dynamic forcing chains (+) are 9.0). */
export const GENERATE_MAX_DIFFICULTY = 8.9;

/**
 * Makes a puzzle that the step engine solves at exactly the level asked for (the hardest technique it
 * needs is of that level). For each candidate: a random full solution, then cells emptied (in symmetric
 * orbits when asked) as long as the techniques up to that level still solve the puzzle, which also
 * keeps it unique; digging on until no orbit can go pushes the puzzle up to the level. A candidate that
 * ends easier is dropped and the next one tried. The result is proved unique by search as well.
 * Deterministic in the seed, like generatePuzzle. Throws LimitError when no candidate reaches the level
 * in the attempts allowed, or when shouldStop ends the work.
 */
export function generateAtLevel(geometry: Geometry, asked: LevelOptions): LevelPuzzle {
  const started = performance.now();
  const options = checkedGenerateOptions(asked);
  if (oneOfOption("level", options.level, LEVELS) === undefined) throw new UsageError(`level must be one of ${LEVELS.join(", ")}`);
  const seed = options.seed ?? drawSeed();
  const random = createRandom(seed);
  const orbits = symmetryOrbits(geometry, options.symmetry ?? "none");
  // Each cell dug is a logical solve: the nets (dynamic forcing chains (+) and nested, 9.0 and up: up to
  // seconds a step) would make an extreme puzzle take hours, so the generator's extreme stops at dynamic
  // forcing chains (8.5 and their length); `rate` may still rate the result higher by another path.
  const maxDifficulty = Math.min(levelCeiling(options.level), GENERATE_MAX_DIFFICULTY);
  const attempts = options.attempts ?? DEFAULT_LEVEL_ATTEMPTS;
  const stopped = (): never => {
    throw new LimitError(`stopped before a ${options.level} puzzle (seed ${seed}) was found`);
  };
  const levelsSeen = new Map<string, number>();
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const solution = solvedLayout(geometry, random, options.shouldStop);
    if (solution === undefined) return stopped();
    const dug = digHoles(geometry, solution, random, {
      orbits,
      shouldStop: options.shouldStop,
      // Sound techniques only (no uniqueness assumption): a puzzle they solve has exactly one solution.
      accept: (givens) => solveLogically({ geometry, givens }, { maxDifficulty }).outcome === "solved",
      onCheck: options.onProgress === undefined ? undefined : (givens) => options.onProgress?.(attempt, givens),
    });
    if (dug.stopped) return stopped();
    // The engine takes the easiest step first, so with every technique it follows the same path as with
    // those allowed: the rating's level is at most the one asked for (a step may still rate above its
    // technique, a long chain: then the level is checked below like any other).
    const rating = rateSolve(solveLogically({ geometry, givens: dug.givens }));
    levelsSeen.set(rating.level, (levelsSeen.get(rating.level) ?? 0) + 1);
    if (rating.level !== options.level) continue;
    const proof = solve({ geometry, givens: dug.givens }, { limit: 2, keep: 0 });
    if (proof.count !== 1 || !proof.complete) throw new Error(`a ${options.level} puzzle (seed ${seed}) is not unique: the step engine is unsound`);
    return {
      seed,
      givens: dug.givens,
      solution,
      rating,
      stats: { givens: dug.count, attempts: attempt, unproven: 0, nodes: proof.stats.nodes, ms: performance.now() - started },
    };
  }
  const seen = [...levelsSeen].map(([level, n]) => `${n} ${level}`).join(", ");
  throw new LimitError(`no ${options.level} puzzle in ${attempts} attempts (seed ${seed}; they came out ${seen}); raise --attempts or try another seed`);
}
