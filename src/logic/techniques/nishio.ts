import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { findForcing } from "../forcing.js";

/**
 * Nishio forcing chains (SE 7.5): one digit at a time, assume a candidate true and follow that digit alone
 * (its peers lose it, a unit left with one place forces it); a contradiction proves the candidate false.
 */
export const nishio: Technique = {
  name: "Nishio forcing chains",
  difficulty: 7.5,
  find(state: LogicState): Step | undefined {
    return findForcing(state, { name: "Nishio forcing chains", binaryBase: 7.5, mode: () => ({ dynamic: true }), perDigit: true, offTrials: false });
  },
};
