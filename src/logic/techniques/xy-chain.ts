import type { Step, Technique } from "../step.js";
import type { LogicState } from "../state.js";
import { findChain } from "./chains.js";

/** XY-chain: an alternating chain over bivalue cells, strong links inside them (see chains.ts). */
export const xyChain: Technique = {
  name: "XY-chain",
  weight: 260,
  level: "expert",
  find(state: LogicState): Step | undefined {
    return findChain(state, { strongInCell: true, strongInUnit: false, weakInCell: false, sameDigitEnds: true }, "XY-chain");
  },
};
