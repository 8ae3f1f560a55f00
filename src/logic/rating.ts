import type { LogicResult } from "./engine.js";
import type { Level, Technique } from "./step.js";
import { LEVELS } from "./step.js";
import { TECHNIQUES } from "./techniques.js";

/** A puzzle's grade: the named level, or "needs search" when the techniques get stuck. */
export type RatingLevel = Level | "needs search";

export interface Rating {
  readonly level: RatingLevel;
  /**
   * Score: the sum of the weights of the steps taken (each technique's documented weight, per use), plus
   * SEARCH_WEIGHT for every cell still open when logic got stuck. So a longer or harder path scores
   * more, and a puzzle that resists logic earlier scores more than one that resists it late.
   */
  readonly score: number;
  readonly solvedByLogic: boolean;
  /** Uses of each technique, in the order of the technique list. */
  readonly techniques: Record<string, number>;
}

/** Points per cell left open when the techniques got stuck (above any one technique's weight). */
export const SEARCH_WEIGHT = 300;

/**
 * Rates a logical solve: the hardest technique used sets the level ("easy" when only singles were
 * needed), "needs search" when logic did not finish; see Rating.score for the score.
 */
export function rateSolve(result: LogicResult, techniques: readonly Technique[] = TECHNIQUES): Rating {
  const byName = new Map(techniques.map((t) => [t.name, t]));
  const used = new Map<string, number>();
  let score = 0;
  let hardest = 0;
  for (const s of result.steps) {
    used.set(s.technique, (used.get(s.technique) ?? 0) + 1);
    const t = byName.get(s.technique);
    if (t === undefined) continue;
    score += t.weight;
    hardest = Math.max(hardest, LEVELS.indexOf(t.level));
  }
  const counts: Record<string, number> = {};
  for (const t of techniques) {
    const n = used.get(t.name);
    if (n !== undefined) counts[t.name] = n;
  }
  const solved = result.outcome === "solved";
  if (!solved) {
    let open = 0;
    for (let c = 0; c < result.state.values.length; c++) if (result.state.values[c] === 0) open++;
    score += SEARCH_WEIGHT * open;
  }
  // hardest is the index of a technique's level, or 0 ("easy") when none was used: never the default.
  return { level: solved ? (LEVELS[hardest] ?? "easy") : "needs search", score, solvedByLogic: solved, techniques: counts };
}
