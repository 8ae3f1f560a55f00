import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { findHiddenSubset } from "./subsets.js";

/** Hidden triple: 3 digits and 3 cells of a unit bound to each other (see subsets.ts, hidden). */
export const hiddenTriple: Technique = {
  name: "hidden triple",
  difficulty: 4.0,
  find(state: LogicState): Step | undefined {
    return findHiddenSubset(state, 3, "hidden triple");
  },
};
