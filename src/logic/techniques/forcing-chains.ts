import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { findForcing } from "../forcing.js";

/**
 * Forcing chains over the links of the position (SE's static chains): from a candidate true or false,
 * along bivalue cells and bilocal units (strong links) and peers (weak links). A contradiction or a
 * verity from one candidate rates 7.0, a conclusion shared by every candidate of a cell or every place
 * of a digit in a unit 8.0 (SE's cell and region forcing chains), plus the chains' length.
 */
export const forcingChains: Technique = {
  name: "forcing chains",
  difficulty: 7.0,
  find(state: LogicState, ceiling?: number): Step | undefined {
    return findForcing(state, { name: "forcing chains", binaryBase: 7.0, multipleBase: 8.0, mode: () => ({ dynamic: false }), offTrials: true }, ceiling);
  },
};
