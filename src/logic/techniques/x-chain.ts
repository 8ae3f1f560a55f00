import type { Step, Technique } from "../step.js";
import type { LogicState } from "../state.js";
import { findChain } from "./chains.js";

/** X-chain: an alternating chain over one digit, strong links in units (see chains.ts). */
export const xChain: Technique = {
  name: "X-chain",
  weight: 260,
  level: "expert",
  find(state: LogicState): Step | undefined {
    return findChain(state, { strongInCell: false, strongInUnit: true, weakInCell: false, sameDigitEnds: true }, "X-chain");
  },
};
