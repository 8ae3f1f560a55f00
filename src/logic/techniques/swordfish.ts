import type { Step, Technique } from "../step.js";
import type { LogicState } from "../state.js";
import { findFish } from "./fish.js";

/** Swordfish: a fish of size 3, 3 disjoint base units covered by 3 units (see fish.ts). */
export const swordfish: Technique = {
  name: "swordfish",
  weight: 150,
  level: "hard",
  find(state: LogicState): Step | undefined {
    return findFish(state, 3, "swordfish");
  },
};
