import { digitChar } from "../../model/digit-chars.js";
import { bitOf, digitOfBit, popcount } from "../../model/digits.js";
import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { cellRef } from "../describe.js";
import { onlyIn, rectangles, sharedUnits, uniquenessHolds } from "./unique-rectangle.js";
import { unitName } from "../unit-name.js";

/**
 * Hidden unique rectangle (assumes the puzzle has one solution): a rectangle as in unique-rectangle.ts,
 * a corner A that is {a, b} only, and at its opposite corner D two strong links on a: in a unit through D
 * and its neighbour B, and in one through D and its other neighbour C, a fits only those two cells. Were
 * D b, B and C would both be a, A (seeing one of them) b, and the four cells would be a and b only: a
 * deadly pattern. So b leaves D.
 *
 * Difficulty: SE has no hidden rectangle (its "type 3 hidden" is a hidden set next to a rectangle);
 * HoDoKu rates it with the unique rectangles, so it takes their 4.5.
 */
export const hiddenUniqueRectangle: Technique = {
  name: "hidden unique rectangle",
  difficulty: 4.5,
  assumesUnique: true,
  find(state: LogicState): Step | undefined {
    const { geometry, candidates } = state;
    if (!uniquenessHolds(geometry)) return undefined;
    const gridSize = geometry.size;
    for (const { corners, common } of rectangles(state)) {
      // Opposite corners: 0-3 and 1-2; the neighbours of the opposite corner are the other two.
      for (let i = 0; i < 4; i++) {
        const a = corners[i]!; // i < 4
        if (popcount(candidates[a]!) !== 2 || (candidates[a]! & ~common) !== 0) continue;
        const d = corners[3 - i]!;
        const b = corners[i === 0 || i === 3 ? 1 : 0]!;
        const c = corners[i === 0 || i === 3 ? 2 : 3]!;
        for (let x = 1; x <= gridSize; x++) {
          const keep = bitOf(x);
          if ((candidates[a]! & keep) === 0) continue;
          const lose = candidates[a]! & ~keep;
          const bd = sharedUnits(geometry, [b, d]).find((u) => onlyIn(state, u, keep, [b, d]));
          const cd = sharedUnits(geometry, [c, d]).find((u) => onlyIn(state, u, keep, [c, d]));
          if (bd === undefined || cd === undefined) continue;
          const pair = candidates[a]!;
          return {
            technique: "hidden unique rectangle",
            placements: [],
            eliminations: [{ cell: d, digits: lose }],
            cells: [...corners],
            units: [bd, cd],
            digits: pair,
            reason: `assuming the puzzle has one solution: ${digitChar(x)} fits ${unitName(geometry, bd)} only in ${cellRef(geometry, b)}, ${cellRef(geometry, d)} and ${unitName(geometry, cd)} only in ${cellRef(geometry, c)}, ${cellRef(geometry, d)}; were ${cellRef(geometry, d)} ${digitChar(digitOfBit(lose))}, the rectangle with ${cellRef(geometry, a)} would be a deadly pattern`,
          };
        }
      }
    }
    return undefined;
  },
};
