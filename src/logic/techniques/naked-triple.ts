import type { Step, Technique } from "../step.js";
import type { LogicState } from "../state.js";
import { findNakedSubset } from "./subsets.js";

/** Naked triple: 3 digits and 3 cells of a unit bound to each other (see subsets.ts, naked). */
export const nakedTriple: Technique = {
  name: "naked triple",
  weight: 80,
  level: "medium",
  find(state: LogicState): Step | undefined {
    return findNakedSubset(state, 3, "naked triple");
  },
};
