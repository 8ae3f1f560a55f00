import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { findHiddenSubset } from "./subsets.js";

/** Hidden quad: 4 digits and 4 cells of a unit bound to each other (see subsets.ts, hidden). */
export const hiddenQuad: Technique = {
  name: "hidden quad",
  difficulty: 5.4,
  find(state: LogicState): Step | undefined {
    return findHiddenSubset(state, 4, "hidden quad");
  },
};
