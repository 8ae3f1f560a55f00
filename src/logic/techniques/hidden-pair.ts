import type { Step, Technique } from "../step.js";
import type { LogicState } from "../state.js";
import { findHiddenSubset } from "./subsets.js";

/** Hidden pair: 2 digits and 2 cells of a unit bound to each other (see subsets.ts, hidden). */
export const hiddenPair: Technique = {
  name: "hidden pair",
  weight: 70,
  level: "medium",
  find(state: LogicState): Step | undefined {
    return findHiddenSubset(state, 2, "hidden pair");
  },
};
