import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { findFish } from "./fish.js";

/** Jellyfish: a fish of size 4, 4 disjoint base units covered by 4 units (see fish.ts). */
export const jellyfish: Technique = {
  name: "jellyfish",
  difficulty: 5.2,
  find(state: LogicState): Step | undefined {
    return findFish(state, 4, "jellyfish");
  },
};
