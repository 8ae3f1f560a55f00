import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { findForcing } from "../forcing.js";
import { hiddenPair } from "./hidden-pair.js";
import { lockedCandidates } from "./locked-candidates.js";
import { nakedPair } from "./naked-pair.js";

/** The techniques a "(+)" net applies inside its trials, as SE's do. */
export const PLUS_TECHNIQUES = [lockedCandidates, nakedPair, hiddenPair];

/**
 * Dynamic forcing chains (+) (SE 9.0): dynamic forcing chains whose trials also apply locked candidates
 * and naked and hidden pairs at each fixpoint.
 */
export const dynamicForcingChainsPlus: Technique = {
  name: "dynamic forcing chains (+)",
  difficulty: 9.0,
  find(state: LogicState): Step | undefined {
    return findForcing(state, {
      name: "dynamic forcing chains (+)",
      binaryBase: 9.0,
      multipleBase: 9.0,
      mode: () => ({ dynamic: true, extra: PLUS_TECHNIQUES }),
      offTrials: true,
    });
  },
};
