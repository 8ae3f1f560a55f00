import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { findFish } from "./fish.js";

/** Swordfish: a fish of size 3, 3 disjoint base units covered by 3 units (see fish.ts). */
export const swordfish: Technique = {
  name: "swordfish",
  difficulty: 3.8,
  find(state: LogicState): Step | undefined {
    return findFish(state, 3, "swordfish");
  },
};
