import type { Step, Technique } from "../step.js";
import type { LogicState } from "../state.js";
import { findNakedSubset } from "./subsets.js";

/** Naked pair: 2 digits and 2 cells of a unit bound to each other (see subsets.ts, naked). */
export const nakedPair: Technique = {
  name: "naked pair",
  weight: 60,
  level: "medium",
  find(state: LogicState): Step | undefined {
    return findNakedSubset(state, 2, "naked pair");
  },
};
