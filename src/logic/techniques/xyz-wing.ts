import { digitOfBit, popcount } from "../../model/digits.js";
import { digitList } from "../describe.js";
import { seeingAll } from "../scan.js";
import type { Step, Technique } from "../step.js";
import type { LogicState } from "../state.js";

/**
 * XYZ-wing: a pivot {a, b, c} sees pincers {a, c} and {b, c}. One of the three is c, so c leaves every
 * cell that sees the pivot and both pincers.
 */
export const xyzWing: Technique = {
  name: "XYZ-wing",
  weight: 180,
  level: "hard",
  find(state: LogicState): Step | undefined {
    const { geometry, candidates, values } = state;
    const { peerStart, peerList } = geometry;
    for (let pivot = 0; pivot < values.length; pivot++) {
      const pm = candidates[pivot];
      if (values[pivot] !== 0 || popcount(pm) !== 3) continue;
      const wings: number[] = [];
      for (let i = peerStart[pivot]; i < peerStart[pivot + 1]; i++) {
        const p = peerList[i];
        const m = candidates[p];
        if (values[p] === 0 && popcount(m) === 2 && (m & ~pm) === 0) wings.push(p);
      }
      for (let i = 0; i < wings.length; i++) {
        for (let k = i + 1; k < wings.length; k++) {
          const m1 = candidates[wings[i]];
          const m2 = candidates[wings[k]];
          const c = m1 & m2;
          if (m1 === m2 || popcount(c) !== 1) continue;
          const hit = seeingAll(state, [pivot, wings[i], wings[k]], c, []);
          if (hit.length === 0) continue;
          return {
            technique: "XYZ-wing",
            placements: [],
            eliminations: hit.map((cell) => ({ cell, digits: c })),
            cells: [pivot, wings[i], wings[k]],
            units: [],
            digits: pm,
            reason: `pivot {${digitList(pm).join(",")}} with pincers {${digitList(m1).join(",")}} and {${digitList(m2).join(",")}}: one of the three is ${digitOfBit(c)}`,
          };
        }
      }
    }
    return undefined;
  },
};
