import { digitOfBit, popcount } from "../../model/digits.js";
import { digitList } from "../describe.js";
import { seeingAll } from "../scan.js";
import type { Step, Technique } from "../step.js";
import type { LogicState } from "../state.js";

/**
 * XY-wing: a pivot with candidates {a, b} sees two pincers {a, c} and {b, c}. Whichever the pivot holds,
 * one pincer is c, so c leaves every cell that sees both pincers.
 */
export const xyWing: Technique = {
  name: "XY-wing",
  weight: 160,
  level: "hard",
  find(state: LogicState): Step | undefined {
    const { geometry, candidates, values } = state;
    const { peerStart, peerList } = geometry;
    for (let pivot = 0; pivot < values.length; pivot++) {
      const pm = candidates[pivot];
      if (values[pivot] !== 0 || popcount(pm) !== 2) continue;
      const wings: number[] = [];
      for (let i = peerStart[pivot]; i < peerStart[pivot + 1]; i++) {
        const p = peerList[i];
        const m = candidates[p];
        if (values[p] === 0 && popcount(m) === 2 && popcount(m & pm) === 1) wings.push(p);
      }
      for (let i = 0; i < wings.length; i++) {
        for (let k = i + 1; k < wings.length; k++) {
          const m1 = candidates[wings[i]];
          const m2 = candidates[wings[k]];
          const c = m1 & m2 & ~pm;
          // One shares a with the pivot, the other b, and both hold the same third digit c.
          if (c === 0 || (m1 & pm) === (m2 & pm)) continue;
          const hit = seeingAll(state, [wings[i], wings[k]], c, [pivot]);
          if (hit.length === 0) continue;
          return {
            technique: "XY-wing",
            placements: [],
            eliminations: hit.map((cell) => ({ cell, digits: c })),
            cells: [pivot, wings[i], wings[k]],
            units: [],
            digits: pm | c,
            reason: `pivot {${digitList(pm).join(",")}} with pincers {${digitList(m1).join(",")}} and {${digitList(m2).join(",")}}: one pincer is ${digitOfBit(c)}`,
          };
        }
      }
    }
    return undefined;
  },
};
