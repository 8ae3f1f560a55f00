import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { findFinnedFish } from "./finned-fish.js";

/**
 * Finned (or sashimi) jellyfish: a fish of size 4 with fins (see finned-fish.ts); a sashimi one rates 0.1
 * more. Not in TECHNIQUES yet: on multi-grid layouts its search costs tens of milliseconds a call, which
 * made generating a hard samurai 25 times slower; pass it in `techniques` to use it.
 */
export const finnedJellyfish: Technique = {
  name: "finned jellyfish",
  difficulty: 5.4,
  find(state: LogicState): Step | undefined {
    return findFinnedFish(state, 4, "finned jellyfish", 5.4);
  },
};
