import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { findForcing } from "../forcing.js";

/**
 * Dynamic forcing chains (SE 8.5): as forcing chains, but a candidate the chain itself removed counts, so
 * a cell or a unit left with one place forces it, and the layout's rules (a cage's sum, a thermometer's
 * order, a knight's move) narrow along the way: nets rather than chains.
 */
export const dynamicForcingChains: Technique = {
  name: "dynamic forcing chains",
  difficulty: 8.5,
  find(state: LogicState): Step | undefined {
    return findForcing(state, { name: "dynamic forcing chains", binaryBase: 8.5, multipleBase: 8.5, mode: () => ({ dynamic: true }), offTrials: true });
  },
};
