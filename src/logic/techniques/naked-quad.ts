import type { Step, Technique } from "../step.js";
import type { LogicState } from "../state.js";
import { findNakedSubset } from "./subsets.js";

/** Naked quad: 4 digits and 4 cells of a unit bound to each other (see subsets.ts, naked). */
export const nakedQuad: Technique = {
  name: "naked quad",
  weight: 120,
  level: "hard",
  find(state: LogicState): Step | undefined {
    return findNakedSubset(state, 4, "naked quad");
  },
};
