import { digitChar } from "../../model/digit-chars.js";
import { digitOfBit, popcount } from "../../model/digits.js";
import { digitChars } from "../describe.js";
import { pivotsWithPincers, seeingAll } from "../scan.js";
import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";

/**
 * XYZ-wing: a pivot {a, b, c} sees pincers {a, c} and {b, c}. One of the three is c, so c leaves every
 * cell that sees the pivot and both pincers.
 */
export const xyzWing: Technique = {
  name: "XYZ-wing",
  difficulty: 4.4,
  find(state: LogicState): Step | undefined {
    const { candidates } = state;
    for (const [pivot, w1, w2] of pivotsWithPincers(state, 3, (pm, m) => (m & ~pm) === 0)) {
      // pivotsWithPincers yields cells, each with a candidate mask
      const pm = candidates[pivot]!;
      const m1 = candidates[w1]!;
      const m2 = candidates[w2]!;
      const c = m1 & m2;
      if (m1 === m2 || popcount(c) !== 1) continue;
      const hit = seeingAll(state, [pivot, w1, w2], c, []);
      if (hit.length === 0) continue;
      return {
        technique: "XYZ-wing",
        placements: [],
        eliminations: hit.map((cell) => ({ cell, digits: c })),
        cells: [pivot, w1, w2],
        units: [],
        digits: pm,
        reason: `pivot {${digitChars(pm).join(",")}} with pincers {${digitChars(m1).join(",")}} and {${digitChars(m2).join(",")}}: one of the three is ${digitChar(digitOfBit(c))}`,
      };
    }
    return undefined;
  },
};
