import type { Step, Technique } from "../step.js";
import type { LogicState } from "../state.js";
import { findFish } from "./fish.js";

/** Jellyfish: a fish of size 4, 4 disjoint base units covered by 4 units (see fish.ts). */
export const jellyfish: Technique = {
  name: "jellyfish",
  weight: 160,
  level: "expert",
  find(state: LogicState): Step | undefined {
    return findFish(state, 4, "jellyfish");
  },
};
