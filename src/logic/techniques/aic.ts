import type { Step, Technique } from "../step.js";
import type { LogicState } from "../state.js";
import { findChain } from "./chains.js";

/** AIC: an alternating chain over any candidates, strong links in cells and units (see chains.ts). */
export const aic: Technique = {
  name: "AIC",
  weight: 280,
  level: "extreme",
  find(state: LogicState): Step | undefined {
    return findChain(state, { strongInCell: true, strongInUnit: true, weakInCell: true, sameDigitEnds: false }, "AIC");
  },
};
