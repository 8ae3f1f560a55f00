import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { findChain } from "./chains.js";

/** XY-chain: an alternating chain over bivalue cells, strong links inside them (see chains.ts). */
export const xyChain: Technique = {
  name: "XY-chain",
  difficulty: 6.6,
  find(state: LogicState): Step | undefined {
    return findChain(state, { strongInCell: true, strongInUnit: false, weakInCell: false, sameDigitEnds: true }, "XY-chain");
  },
};
