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
 * Difficulty 8.7 plus its length's (chain-length.ts; a set counts two nodes, its entry and its exit), ours:
 * SE has no ALS techniques nor ALS nodes in its chains; HoDoKu rates a chain with ALS nodes above the plain
 * grouped one (8.0 here). Measured on the 2,344 SE-rated puzzles (`npm run bench -- rating`, Spearman to six
 * places, overall / held-out; without it 0.944189 / 0.950552): a base of 8.1 0.9438 / 0.9504, 8.3 0.9439 /
 * 0.9504, 8.5 0.9442 / 0.9505 (each lower), 8.7 0.944215 / 0.950591 (24 puzzles change, all SE 8.8-9.0,
 * from 8.8-9.1 down to 8.7-8.9), 8.9 0.944207 / 0.950579 (4 change); so it is in the default list at 8.7
 * (docs/BENCHMARKS.md).
 */
export const groupedAicAls: Technique = {
  name: "grouped AIC with ALS nodes",
  difficulty: 8.7,
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
