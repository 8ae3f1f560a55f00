import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { findChain } from "./chains.js";

/** X-chain: an alternating chain over one digit, strong links in units (see chains.ts). */
export const xChain: Technique = {
  name: "X-chain",
  difficulty: 6.6,
  find(state: LogicState): Step | undefined {
    return findChain(state, { strongInCell: false, strongInUnit: true, weakInCell: false, sameDigitEnds: true }, "X-chain", 6.6);
  },
};
