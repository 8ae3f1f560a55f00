import type { Step, Technique } from "../step.js";
import type { LogicState } from "../state.js";
import { findHiddenSubset } from "./subsets.js";

/** Hidden quad: 4 digits and 4 cells of a unit bound to each other (see subsets.ts, hidden). */
export const hiddenQuad: Technique = {
  name: "hidden quad",
  weight: 150,
  level: "hard",
  find(state: LogicState): Step | undefined {
    return findHiddenSubset(state, 4, "hidden quad");
  },
};
