import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { chainGroups } from "./chain-groups.js";
import type { ChainAlso } from "./chains.js";
import { findChain } from "./chains.js";

/** The grouped AIC as the grouped loop's search notes it (continuous-nice-loop.ts, chains.ts ChainAlso). */
export const GROUPED_AIC: ChainAlso = { name: "grouped AIC", base: 8.0 };

/**
 * Grouped AIC (HoDoKu's "Grouped AIC"; a grouped nice loop when its ends meet): an alternating chain over
 * candidates and group nodes, a digit's two or three (or more) cells where a box meets a line, or any two
 * units of the layout meet (chain-groups.ts, so across a samurai's shared boxes too), written "(5)r1c78".
 * Only chains through a group count: those without one are the AIC's.
 *
 * Difficulty 8.0 plus its length's (chain-length.ts), ours: Sudoku Explainer's chains have no group nodes;
 * it reaches a group's strong link only by a chain from every place of the digit in the unit (region
 * forcing chains, 8.0+ here: forcing-chains.ts). Measured on the 2,344 SE-rated puzzles: at the AIC's 7.0
 * it undercut SE's 7.5-8.3 puzzles (Spearman 0.944 -> 0.929 on every fourth puzzle), at 7.5 still their
 * 8.0-8.3 ones (held-out 0.951 -> 0.950); at 8.0 the ratings are the same as without it.
 */
export const groupedAic: Technique = {
  name: "grouped AIC",
  difficulty: 8.0,
  find(state: LogicState, ceiling?: number): Step | undefined {
    const groups = chainGroups(state);
    if (groups.cells.length === 0) return undefined;
    return findChain(
      state,
      { strongInCell: true, strongInUnit: true, weakInCell: true, sameDigitEnds: false },
      GROUPED_AIC.name,
      GROUPED_AIC.base,
      groups,
      ceiling,
    );
  },
};
