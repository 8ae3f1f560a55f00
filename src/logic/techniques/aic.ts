import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { findChain } from "./chains.js";

/** AIC: an alternating chain over any candidates, strong links in cells and units (see chains.ts). */
export const aic: Technique = {
  name: "AIC",
  difficulty: 7.0,
  find(state: LogicState): Step | undefined {
    return findChain(state, { strongInCell: true, strongInUnit: true, weakInCell: true, sameDigitEnds: false }, "AIC", 7.0);
  },
};
