import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { findFish } from "./fish.js";

/** X-wing: a fish of size 2, 2 disjoint base units covered by 2 units (see fish.ts). */
export const xWing: Technique = {
  name: "X-wing",
  difficulty: 3.2,
  find(state: LogicState): Step | undefined {
    return findFish(state, 2, "X-wing");
  },
};
