import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { withAlsNodes } from "./chain-als.js";
import { chainGroups } from "./chain-groups.js";
import { findChain } from "./chains.js";

/**
 * Grouped AIC with ALS nodes (HoDoKu's grouped nice loops and AICs with "ALS nodes" allowed): the grouped
 * AIC's chain (grouped-aic.ts) over candidates, group nodes and ALS nodes (chain-als.ts: a digit's cells in
 * an almost locked set; the set's strong link joins any two of its digits). Only chains through an ALS
 * node count; the others are the grouped AIC's or the AIC's.
 *
 * Text: Eureka, as our other chains, with an ALS entered on digit x and left on digit z written as one
 * term, "(x=z)ALS:r5c123" (HoDoKu writes the set "ALS:r5c123" in its nice loop notation; the digits before
 * it are Eureka's "(x=z)" for a set's strong link). A chain's end may be an ALS node: "(z)ALS:r5c123".
 *
 * Difficulty 8.1 plus its length's (chain-length.ts; a set counts two nodes, its entry and its exit), ours:
 * SE has no ALS techniques, and HoDoKu rates a chain with ALS nodes above the plain grouped one (8.0 here).
 * Measured on the 2,344 SE-rated puzzles (`RATING_WITH=grouped-aic-with-als-nodes npm run bench -- rating`,
 * docs/BENCHMARKS.md), every base tried lowers the agreement with SE (Spearman 0.9442, held-out 0.9506,
 * without it): 8.1 0.9438 / 0.9504, 8.3 0.9439 / 0.9504, 8.5 0.9442 / 0.9505; so it is not in TECHNIQUES:
 * users switch it on (OPT_IN_TECHNIQUES, `--with grouped-aic-with-als-nodes` or `grouped-aic-als`), at
 * 8.1, just above the grouped AIC, where it takes the steps it can.
 */
export const groupedAicAls: Technique = {
  name: "grouped AIC with ALS nodes",
  difficulty: 8.1,
  find(state: LogicState, ceiling?: number): Step | undefined {
    const groups = withAlsNodes(state, chainGroups(state));
    if (groups.als?.from === groups.cells.length) return undefined;
    return findChain(
      state,
      { strongInCell: true, strongInUnit: true, weakInCell: true, sameDigitEnds: false },
      "grouped AIC with ALS nodes",
      groupedAicAls.difficulty,
      groups,
      ceiling,
    );
  },
};
