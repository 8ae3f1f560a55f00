import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { chainGroups } from "./chain-groups.js";
import type { ChainAlso } from "./chains.js";
import { findChain } from "./chains.js";
import { GROUPED_AIC } from "./grouped-aic.js";

const LINKS = { strongInCell: true, strongInUnit: true, weakInCell: true, sameDigitEnds: false, loops: true } as const;

/** A grouped loop's base: the grouped AIC's (grouped-aic.ts), as the loop is made of its links. */
const GROUPED = 8.0;

/** The loop of candidates as the AIC's search notes it (aic.ts, chains.ts ChainAlso). */
export const PLAIN_LOOP: ChainAlso = { name: "continuous nice loop", base: 7.0 };

/**
 * Continuous nice loop (HoDoKu's "Continuous Nice Loop"; SudokuWiki's nice loop rule 1; Sudoku Explainer's
 * bidirectional X- and Y-cycles): a closed loop of alternating strong and weak links over candidates (the
 * AIC's links: a cell's two digits, a digit's two places in a unit, peers on one digit, two digits of one
 * cell), found by the chain search (chains.ts) as a chain from a candidate false back to a node weakly
 * linked to it. Every weak link of it becomes strong (the rest of the loop is an AIC between its ends):
 * a weak link on one digit removes it from every other cell seeing both ends' cells, a weak link inside a
 * cell removes the cell's other digits. Any layout's units, so across a samurai's shared boxes too. When no
 * loop of candidates removes anything, loops through group nodes (chain-groups.ts), rated as the grouped AIC.
 *
 * Difficulty 7.0 plus its length's (chain-length.ts: every node of the loop counts), a loop through a group
 * 8.0 plus its length's. HoDoKu scores a continuous nice loop as its AIC and discontinuous nice loop (all
 * three "unfair", 280 points), so the AIC's 7.0 here (aic.ts); SE rates its bidirectional cycles lower
 * (X-cycle 6.5, Y-cycle 6.6, plus length), but its cycles are over one digit or bivalue cells only, the
 * X-chain's and XY-chain's ground (6.6 and 7.0 here), while the loop mixes every kind of link. In the
 * default list by measurement: it takes steps the AIC and the forcing chains took (on the 2,344 SE-rated
 * puzzles 126 ratings change, all down), and the agreement with SE rises (Spearman 0.944215 -> 0.944764,
 * held-out 0.950591 -> 0.950936: docs/BENCHMARKS.md).
 *
 * The AIC's search (aic.ts) notes the loops of candidates on the way, so the engine's call after it on the
 * same position searches only the starts left open; the grouped search notes the grouped AIC's chains.
 */
export const continuousNiceLoop: Technique = {
  name: "continuous nice loop",
  difficulty: 7.0,
  find(state: LogicState, ceiling?: number): Step | undefined {
    const plain = findChain(state, LINKS, PLAIN_LOOP.name, PLAIN_LOOP.base, undefined, ceiling);
    if (plain !== undefined || (ceiling !== undefined && ceiling <= GROUPED)) return plain;
    const groups = chainGroups(state);
    if (groups.cells.length === 0) return undefined;
    // Noting the grouped AIC's chains on the way: the same links and groups (grouped-aic.ts).
    return findChain(state, LINKS, PLAIN_LOOP.name, GROUPED, groups, ceiling, GROUPED_AIC);
  },
};
