import { functionOption, numberOption, oneOfOption, optionsObject, seedOption } from "../model/option-checks.js";
import { LimitError } from "../model/errors.js";
import type { Geometry } from "../model/geometry.js";
import { solve } from "../strategies/solve.js";
import { digHoles } from "./dig-holes.js";
import { createRandom, drawSeed } from "./random.js";
import { solvedLayout } from "./solved-layout.js";
import type { Symmetry } from "./symmetry-orbits.js";
import { SYMMETRIES } from "./symmetry-orbits.js";
import { counted } from "../model/counted.js";
import { symmetryOrbits } from "./symmetry-orbits.js";

export const DEFAULT_ATTEMPTS = 20;

export interface GenerateOptions {
  /** The whole result is a function of the seed, the layout and these options. Absent: drawn (and reported in the result). */
  readonly seed?: number | undefined;
  readonly symmetry?: Symmetry;
  /**
   * Stop at this many givens or fewer, trying up to `attempts` fresh solutions. Absent: a minimal puzzle
   * (no orbit of givens can be removed) from the first solution.
   */
  readonly givens?: number | undefined;
  /** Fresh solutions to try for `givens`. Default 20. */
  readonly attempts?: number | undefined;
  /** Polled during the work (a timeout); true ends it with a LimitError. */
  readonly shouldStop?: () => boolean;
  /** Called now and then: the attempt (1-based) and the givens left, for a progress display. */
  readonly onProgress?: (attempt: number, givens: number) => void;
}

/**
 * The generator's options checked as the CLI checks its flags (a UsageError naming the option): seed a whole
 * number 0..2^32-1, symmetry one of SYMMETRIES, givens a whole number from 0, attempts from 1 (or Infinity,
 * with a shouldStop to end it), the callbacks functions. Shared with generateAtLevel.
 */
export function checkedGenerateOptions<O extends GenerateOptions>(asked: O): O {
  const options = optionsObject("generate", asked) as O;
  seedOption(options.seed);
  oneOfOption("symmetry", options.symmetry, SYMMETRIES);
  numberOption("givens", options.givens, { integer: true });
  numberOption("attempts", options.attempts, { integer: true, min: 1, infinity: true });
  functionOption("shouldStop", options.shouldStop);
  functionOption("onProgress", options.onProgress);
  return options;
}

export interface GenerateStats {
  givens: number;
  /** Fresh solutions used. */
  attempts: number;
  /**
   * Removals left untried because their uniqueness check ran past its node budget (large layouts): 0 means
   * the puzzle is minimal when no --givens target was set.
   */
  unproven: number;
  /** Search nodes the solver needed to prove the final puzzle unique: a first difficulty signal. */
  nodes: number;
  ms: number;
}

export interface GeneratedPuzzle {
  /** The seed it was made from (the one given, or the one drawn): the same seed makes it again. */
  readonly seed: number;
  /** One digit per cell, 0 = empty. Exactly one solution. */
  readonly givens: Uint8Array;
  readonly solution: Uint8Array;
  readonly stats: GenerateStats;
}

/**
 * Makes a puzzle with exactly one solution on the layout: a random full solution (solved-layout.ts), then
 * cells emptied while it stays unique (dig-holes.ts), in symmetric orbits when asked. Deterministic: one
 * seeded generator drives every random choice in order. Throws LimitError when `givens` is not reached in
 * the attempts allowed (saying how close it got) or when shouldStop ends the work.
 */
export function generatePuzzle(geometry: Geometry, asked: GenerateOptions = {}): GeneratedPuzzle {
  const started = performance.now();
  const options = checkedGenerateOptions(asked);
  const seed = options.seed ?? drawSeed();
  const random = createRandom(seed);
  const orbits = symmetryOrbits(geometry, options.symmetry ?? "none");
  const attempts = options.givens === undefined ? 1 : (options.attempts ?? DEFAULT_ATTEMPTS);
  const stopped = (): never => {
    throw new LimitError(`stopped before the puzzle (seed ${seed}) was finished`);
  };
  let fewest = Infinity;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const solution = solvedLayout(geometry, random, options.shouldStop);
    if (solution === undefined) return stopped();
    const dug = digHoles(geometry, solution, random, {
      orbits,
      target: options.givens,
      shouldStop: options.shouldStop,
      onCheck: options.onProgress === undefined ? undefined : (givens) => options.onProgress?.(attempt, givens),
    });
    if (dug.stopped) return stopped();
    fewest = Math.min(fewest, dug.count);
    if (options.givens === undefined || dug.count <= options.givens) {
      const proof = solve({ geometry, givens: dug.givens }, { limit: 2, keep: 0 });
      return {
        seed,
        givens: dug.givens,
        solution,
        stats: { givens: dug.count, attempts: attempt, unproven: dug.unproven, nodes: proof.stats.nodes, ms: performance.now() - started },
      };
    }
  }
  throw new LimitError(
    `could not reach ${counted(options.givens ?? 0, "given")} in ${attempts} attempt${attempts === 1 ? "" : "s"} (seed ${seed}): ` +
      `the fewest was ${fewest}; ask for more givens or raise --attempts`,
  );
}
