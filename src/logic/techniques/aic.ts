import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { findChain } from "./chains.js";
import { PLAIN_LOOP as LOOP } from "./continuous-nice-loop.js";

/**
 * AIC: an alternating chain over any candidates, strong links in cells and units (see chains.ts). Its
 * searches note the continuous nice loop's conclusions on the way (the loop's links are the AIC's), which
 * the engine tries next on the same position (continuous-nice-loop.ts).
 */
export const aic: Technique = {
  name: "AIC",
  difficulty: 7.0,
  find(state: LogicState): Step | undefined {
    return findChain(state, { strongInCell: true, strongInUnit: true, weakInCell: true, sameDigitEnds: false }, "AIC", 7.0, undefined, Infinity, LOOP);
  },
};
