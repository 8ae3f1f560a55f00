import { digitChar } from "../../model/digit-chars.js";
import { digitOfBit, popcount } from "../../model/digits.js";
import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { almostLockedSets, alsText, bitsOf, disjoint, restricted, zEliminations } from "./als.js";

/**
 * ALS-XZ: two disjoint almost locked sets (als.ts) A and B with a restricted common digit x (every x of
 * one sees every x of the other, so at most one holds x) and another common digit z. The set without x
 * is locked, so it holds z: z is in A or in B, and leaves every cell that sees all the z cells of both.
 *
 * Difficulty 5.5, ours: SE has no ALS techniques. HoDoKu places ALS-XZ after the wings and sue de coq
 * and before ALS-XY-wing and death blossom; 5.5 sits it with the WXYZ-wing (an ALS-XZ of a bivalue cell
 * and a three-cell set is one), above the XYZ-wing and below the chains (6.6+).
 */
export const alsXz: Technique = {
  name: "ALS-XZ",
  difficulty: 5.5,
  find(state: LogicState): Step | undefined {
    const sets = almostLockedSets(state);
    const size = state.geometry.size;
    for (let i = 0; i < sets.length; i++) {
      const a = sets[i]!; // i < sets.length
      for (let j = i + 1; j < sets.length; j++) {
        const b = sets[j]!; // j < sets.length
        const common = a.digits & b.digits;
        if (popcount(common) < 2 || !disjoint(a, b)) continue;
        for (const x of bitsOf(common, size)) {
          if (!restricted(state, a, b, x)) continue;
          for (const z of bitsOf(common & ~x, size)) {
            const eliminations = zEliminations(state, [a, b], z);
            if (eliminations.length === 0) continue;
            return {
              technique: "ALS-XZ",
              placements: [],
              eliminations,
              cells: [...a.cells, ...b.cells],
              units: [a.unit, b.unit],
              digits: x | z,
              reason: `almost locked sets ${alsText(state, a)} and ${alsText(state, b)}, restricted common ${digitChar(digitOfBit(x))}: one of them holds ${digitChar(digitOfBit(z))}`,
            };
          }
        }
      }
    }
    return undefined;
  },
};
