import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { findNakedSubset } from "./subsets.js";

/** Naked triple: 3 digits and 3 cells of a unit bound to each other (see subsets.ts, naked). */
export const nakedTriple: Technique = {
  name: "naked triple",
  difficulty: 3.6,
  find(state: LogicState): Step | undefined {
    return findNakedSubset(state, 3, "naked triple");
  },
};
