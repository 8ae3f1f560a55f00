import { digitChar } from "../../model/digit-chars.js";
import { bitOf, popcount } from "../../model/digits.js";
import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { cellRef } from "../describe.js";
import { uniquenessHolds } from "./unique-rectangle.js";

/**
 * BUG+1 (bivalue universal grave plus one; assumes the puzzle has one solution): every open cell has two
 * candidates but one, which has three, and taking one digit x from that cell would leave every digit in
 * exactly two open cells (or none) of every unit. Such a position (a BUG) has no solution or at least two:
 * from any solution, every open cell taking its other candidate gives another (each unit's two places of
 * a digit swap). The puzzle has one solution, so the three-candidate cell is x.
 *
 * Any layout whose rules are units (uniquenessHolds): the swap keeps every unit. Difficulty 5.6: Sukaku
 * Explainer's BUG type 1 (Bug1Hint).
 */
export const bugPlusOne: Technique = {
  name: "BUG+1",
  difficulty: 5.6,
  assumesUnique: true,
  find(state: LogicState): Step | undefined {
    const { geometry, candidates, values } = state;
    if (!uniquenessHolds(geometry)) return undefined;
    const { unitCount, unitCells, size, cellUnitStart, cellUnitList } = geometry;
    let odd = -1;
    for (let c = 0; c < values.length; c++) {
      if (values[c] !== 0) continue;
      const n = popcount(candidates[c]!); // c: a cell
      if (n === 2) continue;
      if (n !== 3 || odd >= 0) return undefined;
      odd = c;
    }
    if (odd < 0) return undefined;
    // count[u * size + d - 1]: open cells of unit u with candidate d.
    const count = new Int32Array(unitCount * size);
    for (let u = 0; u < unitCount; u++) {
      for (let j = 0; j < size; j++) {
        const c = unitCells[u * size + j]!; // unit u has size cells
        if (values[c] !== 0) continue;
        const m = candidates[c]!;
        for (let d = 1; d <= size; d++) if ((m & bitOf(d)) !== 0) count[u * size + d - 1]!++;
      }
    }
    const inOdd = new Set<number>();
    for (let i = cellUnitStart[odd]!; i < cellUnitStart[odd + 1]!; i++) inOdd.add(cellUnitList[i]!); // odd: a cell
    for (let u = 0; u < unitCount; u++) {
      if (inOdd.has(u)) continue;
      for (let d = 0; d < size; d++) {
        const n = count[u * size + d]!; // within the table
        if (n !== 0 && n !== 2) return undefined;
      }
    }
    for (let x = 1; x <= size; x++) {
      if ((candidates[odd]! & bitOf(x)) === 0) continue;
      let grave = true;
      for (const u of inOdd) {
        for (let d = 1; d <= size && grave; d++) {
          const n = count[u * size + d - 1]! - (d === x ? 1 : 0); // within the table
          if (n !== 0 && n !== 2) grave = false;
        }
      }
      if (!grave) continue;
      return {
        technique: "BUG+1",
        placements: [{ cell: odd, digit: x }],
        eliminations: [],
        cells: [odd],
        units: [],
        digits: bitOf(x),
        reason: `assuming the puzzle has one solution: every other open cell has two candidates, and without ${digitChar(x)} at ${cellRef(geometry, odd)} every digit would fit every unit twice or not at all, a position with no solution or several`,
      };
    }
    return undefined;
  },
};
