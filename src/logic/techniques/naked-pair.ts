import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { findNakedSubset } from "./subsets.js";

/** Naked pair: 2 digits and 2 cells of a unit bound to each other (see subsets.ts, naked). */
export const nakedPair: Technique = {
  name: "naked pair",
  difficulty: 3.0,
  find(state: LogicState): Step | undefined {
    return findNakedSubset(state, 2, "naked pair");
  },
};
