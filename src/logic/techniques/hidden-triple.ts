import type { Step, Technique } from "../step.js";
import type { LogicState } from "../state.js";
import { findHiddenSubset } from "./subsets.js";

/** Hidden triple: 3 digits and 3 cells of a unit bound to each other (see subsets.ts, hidden). */
export const hiddenTriple: Technique = {
  name: "hidden triple",
  weight: 100,
  level: "medium",
  find(state: LogicState): Step | undefined {
    return findHiddenSubset(state, 3, "hidden triple");
  },
};
