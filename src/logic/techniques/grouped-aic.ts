import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { chainGroups } from "./chain-groups.js";
import { findChain } from "./chains.js";

/**
 * Grouped AIC (HoDoKu's "Grouped AIC"; a grouped nice loop when its ends meet): an alternating chain over
 * candidates and group nodes, a digit's two or three (or more) cells where a box meets a line, or any two
 * units of the layout meet (chain-groups.ts, so across a samurai's shared boxes too), written "(5)r1c78".
 * Only chains through a group count: those without one are the AIC's.
 *
 * Difficulty 7.5 plus its length's (chain-length.ts), ours: Sudoku Explainer's chains have no group nodes, so
 * it reaches these eliminations only as it reaches the ALS techniques' (als-xz.ts): a group is a node its
 * bivalue and bilocal links cannot express (Nishio 7.5+, or chains from every place of a digit in a unit,
 * 8.0+). Measured on the 2,344 SE-rated puzzles: at the AIC's 7.0 it undercut SE's 7.5-8.3 puzzles (their
 * medians fell 0.3-0.7; Spearman 0.944 -> 0.929 on every fourth puzzle).
 */
export const groupedAic: Technique = {
  name: "grouped AIC",
  difficulty: 7.5,
  find(state: LogicState, ceiling?: number): Step | undefined {
    const groups = chainGroups(state);
    if (groups.cells.length === 0) return undefined;
    return findChain(state, { strongInCell: true, strongInUnit: true, weakInCell: true, sameDigitEnds: false }, "grouped AIC", 7.5, groups, ceiling);
  },
};
