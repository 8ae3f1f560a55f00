import { digitOfBit, isSingle } from "../../model/digits.js";
import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";

/** Naked single: an open cell with one candidate left takes it. */
export const nakedSingle: Technique = {
  name: "naked single",
  difficulty: 2.3,
  find(state: LogicState): Step | undefined {
    for (let c = 0; c < state.values.length; c++) {
      const m = state.candidates[c]!; // c < values.length = candidates.length
      if (state.values[c] === 0 && isSingle(m)) {
        return {
          technique: "naked single",
          placements: [{ cell: c, digit: digitOfBit(m) }],
          eliminations: [],
          cells: [c],
          units: [],
          digits: m,
          reason: "the only candidate left in the cell",
        };
      }
    }
    return undefined;
  },
};
