import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { findFinnedFish } from "./finned-fish.js";

/** Finned (or sashimi) swordfish: a fish of size 3 with fins (see finned-fish.ts); a sashimi one rates 0.1 more. */
export const finnedSwordfish: Technique = {
  name: "finned swordfish",
  difficulty: 4.9,
  find(state: LogicState): Step | undefined {
    return findFinnedFish(state, 3, "finned swordfish", 4.9);
  },
};
