import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { findForcing } from "../forcing.js";
import { PLUS_TECHNIQUES } from "./dynamic-forcing-chains-plus.js";

/** Deepest nesting tried; every unique puzzle of the benchmark sets needs no more (docs/explain.md: nested forcing chains up to level 3). */
export const MAX_NESTING = 3;

/**
 * Work one level's search may do (its trials and the nested trials inside them, charged as the engine and
 * the nested closure charge it): a few seconds at most per level, so a step stays bounded by three of them
 * (and the trial of the conclusion taken, run again to rate it).
 */
const NESTED_BUDGET = 40_000_000;

/**
 * Nested forcing chains (SE 9.5 and up, 0.5 a level): dynamic forcing chains (+) whose trials also remove
 * every candidate that a trial one level down (inside the first) proves false by a contradiction. Level 1
 * rates 9.5, level 2 10.0, level 3 10.5, plus the outer chain's length. Tried level by level, each within
 * a budget of trials, the first conclusion of the lowest level taken.
 */
export const nestedForcingChains: Technique = {
  name: "nested forcing chains",
  difficulty: 9.5,
  find(state: LogicState, ceiling = Infinity): Step | undefined {
    for (let level = 1; level <= MAX_NESTING; level++) {
      const base = 9.5 + 0.5 * (level - 1);
      // A level's steps rate its base at least: from the caller's ceiling up, they would not be taken.
      if (base >= ceiling) return undefined;
      const step = findForcing(
        state,
        {
          name: "nested forcing chains",
          binaryBase: base,
          multipleBase: base,
          mode: () => ({ dynamic: true, extra: PLUS_TECHNIQUES, nested: level }),
          budget: NESTED_BUDGET,
          offTrials: false,
          firstOnly: true,
        },
        ceiling,
      );
      if (step !== undefined) return { ...step, reason: `level ${level}: ${step.reason ?? ""}` };
    }
    return undefined;
  },
};
