import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { findFinnedFish } from "./finned-fish.js";

/** Finned (or sashimi) X-wing: a fish of size 2 with fins (see finned-fish.ts); a sashimi one rates 0.1 more. */
export const finnedXWing: Technique = {
  name: "finned X-wing",
  difficulty: 4.3,
  find(state: LogicState): Step | undefined {
    return findFinnedFish(state, 2, "finned X-wing", 4.3);
  },
};
