import { digitChar } from "../../model/digit-chars.js";
import { digitOfBit } from "../../model/digits.js";
import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import type { Als } from "./als.js";
import { almostLockedSets, alsText, restrictedPairs, zEliminations } from "./als.js";

/** The pair handed to zEliminations, reused (it keeps nothing). */
const pair: Als[] = [];

/**
 * ALS-XZ: two disjoint almost locked sets (als.ts) A and B with a restricted common digit x (every x of
 * one sees every x of the other, so at most one holds x) and another common digit z. The set without x
 * is locked, so it holds z: z is in A or in B, and leaves every cell that sees all the z cells of both.
 *
 * Difficulty 7.5, ours: SE has no ALS techniques, and reaches the same eliminations only by forcing chains
 * (a set is a node its bivalue and bilocal links cannot express: Nishio 7.5+, or chains from a cell's
 * every candidate, 8.0+), so the rating that agrees with SE's is such a chain's; HoDoKu too places ALS-XZ
 * after the XY-chain and the AIC. Measured on the 2,344 SE-rated puzzles: at 7.0 it undercut the nets of
 * SE's 7.5-8.3 puzzles (their medians fell 0.2-0.8). Above the hard level's ceiling (6.0), so the
 * generator's hard puzzles never run it.
 */
export const alsXz: Technique = {
  name: "ALS-XZ",
  difficulty: 7.5,
  find(state: LogicState): Step | undefined {
    let found: Step | undefined;
    restrictedPairs(state, almostLockedSets(state), (a, b, x) => {
      const common = a.digits & b.digits & ~x;
      if (common === 0) return false;
      pair[0] = a;
      pair[1] = b;
      for (let left = common; left !== 0; left &= left - 1) {
        const z = left & -left; // the digits low to high, as bitsOf lists them
        const eliminations = zEliminations(state, pair, z);
        if (eliminations === undefined) continue;
        found = {
          technique: "ALS-XZ",
          placements: [],
          eliminations,
          cells: [...a.cells, ...b.cells],
          units: [a.unit, b.unit],
          digits: x | z,
          reason: `almost locked sets ${alsText(state, a)} and ${alsText(state, b)}, restricted common ${digitChar(digitOfBit(x))}: one of them holds ${digitChar(digitOfBit(z))}`,
        };
        return true;
      }
      return false;
    });
    return found;
  },
};
