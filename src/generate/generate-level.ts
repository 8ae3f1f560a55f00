import { LimitError } from "../model/errors.js";
import type { Geometry } from "../model/geometry.js";
import type { LogicResult } from "../logic/engine.js";
import type { Technique } from "../model/step-contract.js";
import { continueLogically, solveLogically, techniquesFor } from "../logic/engine.js";
import type { Level, Rating } from "../logic/rating.js";
import { LEVEL_CEILINGS, LEVELS, levelCeiling, rateSolve } from "../logic/rating.js";
import { UsageError } from "../model/errors.js";
import { oneOfOption } from "../model/option-checks.js";
import { checkedGenerateOptions } from "./generate-puzzle.js";
import { solve } from "../strategies/solve.js";
import { cappedTechniques } from "./capped-techniques.js";
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

/**
 * The hardest step extreme digging allows once the techniques up to expert get stuck: the dynamic forcing
 * chains (8.5 and their longer chains), below the nets (dynamic forcing chains (+), 9.0, and nested: up to
 * seconds a step on a samurai).
 */
export const GENERATE_MAX_DIFFICULTY = 8.9;

/**
 * Makes a puzzle that the step engine solves at exactly the level asked for, rated as `rate` rates it (the
 * hardest step on the engine's path, the uniqueness techniques allowed). For each candidate: a random full
 * solution, then cells emptied in a random order (in symmetric orbits when asked) as long as the puzzle stays
 * unique (proved by search, check-removal.ts) and the engine still solves it with no step above the level
 * (cappedTechniques; the uniqueness techniques included: the puzzle has one solution); digging on until no
 * orbit can go pushes the puzzle up to the level. A candidate that ends easier is dropped and the next
 * one tried.
 *
 * Extreme has no ceiling, and its steps (long forcing chains, dynamic forcing chains, nets) are far too slow
 * to look for at every cell of a samurai. So extreme digs toward expert: a removal is kept at once when the
 * steps up to hard place its cells again; otherwise the solve goes on from where those stopped with steps up
 * to expert, and when that finishes, the removal is kept. When it gets stuck, the puzzle needs a step above
 * expert: the solve goes on, once, with steps up to GENERATE_MAX_DIFFICULTY. If that finishes, the puzzle is
 * extreme and digging ends there; if not, the orbit is refilled and digging goes on. (Each stage continues
 * the previous one's path exactly: see stagedSolve. The shortcut may keep a removal that the steps up to
 * expert would not solve; the final puzzle is rated in full all the same.)
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
  const all = techniquesFor(geometry, true);
  const extreme = options.level === "extreme";
  const stages = extreme
    ? [LEVEL_CEILINGS.hard, LEVEL_CEILINGS.expert, GENERATE_MAX_DIFFICULTY].map((cap) => cappedTechniques(all, cap))
    : [cappedTechniques(all, levelCeiling(options.level))];
  // Below the uniqueness techniques (easy, medium) a solve that finishes proves the puzzle unique itself.
  const sound = stages.every((stage) => stage.every((t) => t.assumesUnique !== true));
  const attempts = options.attempts ?? DEFAULT_LEVEL_ATTEMPTS;
  const stopped = (): never => {
    throw new LimitError(`stopped before a ${options.level} puzzle (seed ${seed}) was found`);
  };
  const levelsSeen = new Map<string, number>();
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const solution = solvedLayout(geometry, random, options.shouldStop);
    if (solution === undefined) return stopped();
    let found: Rating | undefined;
    const dug = digHoles(geometry, solution, random, {
      orbits,
      shouldStop: options.shouldStop,
      acceptProvesUnique: sound,
      accept: (givens, orbit) => {
        if (!extreme) return stagedSolve(geometry, givens, stages, options.shouldStop).result.outcome === "solved" ? "keep" : "refill";
        const placedAgain = (result: LogicResult): boolean => orbit.every((c) => result.state.values[c] !== 0);
        const { result, stage } = stagedSolve(geometry, givens, stages, options.shouldStop, placedAgain);
        if (stage < 2) return result.outcome === "solved" || placedAgain(result) ? "keep" : "refill";
        if (result.outcome !== "solved") return "refill";
        found = rateSolve(result, all);
        return found.level === "extreme" ? "finish" : "refill";
      },
      onCheck: options.onProgress === undefined ? undefined : (givens) => options.onProgress?.(attempt, givens),
    });
    if (dug.stopped) return stopped();
    // Steps capped at the level: the rating's level is at most the one asked for; `rate` solves the same way.
    const rating = dug.finished && found !== undefined ? found : rateSolve(solveLogically({ geometry, givens: dug.givens }, { knownUnique: true }));
    levelsSeen.set(rating.level, (levelsSeen.get(rating.level) ?? 0) + 1);
    if (rating.level !== options.level) continue;
    const proof = solve({ geometry, givens: dug.givens }, { limit: 2, keep: 0 });
    if (proof.count !== 1 || !proof.complete) throw new Error(`a ${options.level} puzzle (seed ${seed}) is not unique: the generator is unsound`);
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

/**
 * A knownUnique solve in stages of techniques with rising caps (cappedTechniques), each going on from where
 * the previous one got stuck, up to the last stage or until `enough` says the first stage did enough. The
 * steps are those of a solve with the last stage alone: at each position the engine takes the easiest step,
 * a capped stage finds it whenever it rates within the cap, and gets stuck exactly where it does not. With
 * the stage it ended in; the result's techniques are the last stage's.
 */
function stagedSolve(
  geometry: Geometry,
  givens: Uint8Array,
  stages: readonly (readonly Technique[])[],
  shouldStop: (() => boolean) | undefined,
  enough?: (first: LogicResult) => boolean,
): { result: LogicResult; stage: number } {
  // The first stage is not polled (a solve of cheap steps, between two polls of digHoles: the poll may cost
  // more than a step); the later ones are.
  const stop = shouldStop === undefined ? {} : { shouldStop };
  let result = solveLogically({ geometry, givens }, { techniques: stages[0]! });
  if (enough?.(result) === true) return { result, stage: 0 };
  let stage = 0;
  while (result.outcome === "stuck" && stage + 1 < stages.length) {
    stage++;
    const rest = continueLogically(result.state, { techniques: stages[stage]!, ...stop });
    result = { ...rest, steps: [...result.steps, ...rest.steps] };
  }
  return { result, stage };
}
