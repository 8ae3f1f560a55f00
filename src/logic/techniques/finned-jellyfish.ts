import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { findFinnedFish } from "./finned-fish.js";

/** Finned (or sashimi) jellyfish: a fish of size 4 with fins (see finned-fish.ts); a sashimi one rates 0.1 more. */
export const finnedJellyfish: Technique = {
  name: "finned jellyfish",
  difficulty: 5.4,
  find(state: LogicState): Step | undefined {
    return findFinnedFish(state, 4, "finned jellyfish", 5.4);
  },
};
