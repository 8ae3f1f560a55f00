import type { Technique } from "../model/step-contract.js";
import { stepDifficulty } from "../model/step-contract.js";

/**
 * The techniques with their steps capped at a difficulty: those whose every step rates above `cap` left
 * out, and from the others only steps rating `cap` or less (the scale has one decimal: a long chain of a
 * 7.0 technique may rate 8.3). A solve with them finishes exactly when the engine's easiest path, with
 * every technique, never needs a step above `cap`: a technique returns its easiest step and the engine
 * takes the easiest of those, so up to the first position that needs more it makes the same steps.
 * Each technique is told the cap as its ceiling, so a costly one skips what would rate above it.
 */
export function cappedTechniques(techniques: readonly Technique[], cap: number): Technique[] {
  const above = cap + 0.05; // steps from here up rate above the cap once rounded to one decimal
  return techniques
    .filter((t) => t.difficulty < above)
    .map((t) => ({
      ...t,
      find(state, ceiling) {
        const step = t.find(state, Math.min(ceiling ?? Infinity, above));
        return step !== undefined && stepDifficulty(step, t) < above ? step : undefined;
      },
    }));
}
