import { digitChar } from "../../model/digit-chars.js";
import { digitOfBit, popcount } from "../../model/digits.js";
import { digitChars } from "../describe.js";
import { pivotsWithPincers, seeingAll } from "../scan.js";
import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";

/**
 * XY-wing: a pivot with candidates {a, b} sees two pincers {a, c} and {b, c}. Whichever the pivot holds,
 * one pincer is c, so c leaves every cell that sees both pincers.
 */
export const xyWing: Technique = {
  name: "XY-wing",
  difficulty: 4.2,
  find(state: LogicState): Step | undefined {
    const { candidates } = state;
    for (const [pivot, w1, w2] of pivotsWithPincers(state, 2, (pm, m) => popcount(m & pm) === 1)) {
      // pivotsWithPincers yields cells, each with a candidate mask
      const pm = candidates[pivot]!;
      const m1 = candidates[w1]!;
      const m2 = candidates[w2]!;
      const c = m1 & m2 & ~pm;
      // One shares a with the pivot, the other b, and both hold the same third digit c.
      if (c === 0 || (m1 & pm) === (m2 & pm)) continue;
      const hit = seeingAll(state, [w1, w2], c, [pivot]);
      if (hit.length === 0) continue;
      return {
        technique: "XY-wing",
        placements: [],
        eliminations: hit.map((cell) => ({ cell, digits: c })),
        cells: [pivot, w1, w2],
        units: [],
        digits: pm | c,
        reason: `pivot {${digitChars(pm).join(",")}} with pincers {${digitChars(m1).join(",")}} and {${digitChars(m2).join(",")}}: one pincer is ${digitChar(digitOfBit(c))}`,
      };
    }
    return undefined;
  },
};
