import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { findNakedSubset } from "./subsets.js";

/** Naked quad: 4 digits and 4 cells of a unit bound to each other (see subsets.ts, naked). */
export const nakedQuad: Technique = {
  name: "naked quad",
  difficulty: 5.0,
  find(state: LogicState): Step | undefined {
    return findNakedSubset(state, 4, "naked quad");
  },
};
