import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { findChain } from "./chains.js";

/** XY-chain: an alternating chain over bivalue cells, strong links inside them (see chains.ts). */
export const xyChain: Technique = {
  name: "XY-chain",
  difficulty: 7.0,
  find(state: LogicState): Step | undefined {
    return findChain(state, { strongInCell: true, strongInUnit: false, weakInCell: false, sameDigitEnds: true }, "XY-chain", 7.0);
  },
};
