import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { findHiddenSubset } from "./subsets.js";

/** Hidden pair: 2 digits and 2 cells of a unit bound to each other (see subsets.ts, hidden). */
export const hiddenPair: Technique = {
  name: "hidden pair",
  difficulty: 3.4,
  find(state: LogicState): Step | undefined {
    return findHiddenSubset(state, 2, "hidden pair");
  },
};
