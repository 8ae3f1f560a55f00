import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { findFinnedFish } from "./finned-fish.js";

/**
 * Finned (or sashimi) jellyfish: a fish of size 4 with fins (see finned-fish.ts); a sashimi one rates 0.1
 * more. Above the hard level's ceiling (6.0): the generator's hard puzzles never run it.
 */
export const finnedJellyfish: Technique = {
  name: "finned jellyfish",
  difficulty: 6.3,
  find(state: LogicState): Step | undefined {
    return findFinnedFish(state, 4, "finned jellyfish", 6.3);
  },
};
