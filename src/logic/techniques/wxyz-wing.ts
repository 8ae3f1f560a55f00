import { digitChar } from "../../model/digit-chars.js";
import { bitOf, digitOfBit, popcount } from "../../model/digits.js";
import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { cellRef, digitChars } from "../describe.js";
import { seeingAll } from "../scan.js";
import { sees } from "../state.js";

/**
 * WXYZ-wing: a pivot and three wing cells it sees, four cells holding four digits between them, where every
 * digit but one, z, is restricted (the cells holding it all see each other, so it is in at most one of
 * them). Three restricted digits fill at most three of the four cells, so z is in one of the cells that
 * hold it, and z leaves every cell that sees them all.
 *
 * Difficulty (Sukaku Explainer, WXYZWingHint): 5.5, and 5.6 when the pattern's largest cell has three
 * candidates (a pivot of four or all cells of two are easier to see).
 */
export const wxyzWing: Technique = {
  name: "WXYZ-wing",
  difficulty: 5.5,
  find(state: LogicState): Step | undefined {
    const { geometry, candidates, values } = state;
    const { peerStart, peerList } = geometry;
    const wings: number[] = [];
    // Invariants behind the `!` below: pivot and every wing are cells (from the loop or peerList), so
    // peerStart and the state's masks have their entries; indexes stay below wings.length.
    for (let pivot = 0; pivot < values.length; pivot++) {
      const pm = candidates[pivot]!;
      if (values[pivot] !== 0 || popcount(pm) < 2 || popcount(pm) > 4) continue;
      wings.length = 0;
      for (let i = peerStart[pivot]!; i < peerStart[pivot + 1]!; i++) {
        const p = peerList[i]!;
        const m = candidates[p]!;
        if (values[p] === 0 && popcount(m) >= 2 && popcount(m | pm) <= 4) wings.push(p);
      }
      for (let i = 0; i < wings.length; i++) {
        const w1 = wings[i]!;
        const m1 = pm | candidates[w1]!;
        for (let j = i + 1; j < wings.length; j++) {
          const w2 = wings[j]!;
          const m2 = m1 | candidates[w2]!;
          if (popcount(m2) > 4) continue;
          for (let k = j + 1; k < wings.length; k++) {
            const w3 = wings[k]!;
            const all = m2 | candidates[w3]!;
            if (popcount(all) !== 4 || !oneUnrestricted(pivot, w1, w2, w3, all)) continue;
            const step = judge([pivot, w1, w2, w3], all);
            if (step !== undefined) return step;
          }
        }
      }
    }
    return undefined;

    /**
     * Whether exactly one digit of the four cells is unrestricted (judge's first test, without its arrays:
     * most quadruples fail it). Two cells holding a digit restrict it when they see each other.
     */
    function oneUnrestricted(a: number, b: number, c: number, d: number, all: number): boolean {
      let free = 0;
      // a, b, c, d are cells: the state's masks have their entries
      for (let m = all; m !== 0; m &= m - 1) {
        const bit = m & -m;
        const ha = (candidates[a]! & bit) !== 0;
        const hb = (candidates[b]! & bit) !== 0;
        const hc = (candidates[c]! & bit) !== 0;
        const hd = (candidates[d]! & bit) !== 0;
        const restricted =
          !(ha && hb && !sees(geometry, a, b)) &&
          !(ha && hc && !sees(geometry, a, c)) &&
          !(ha && hd && !sees(geometry, a, d)) &&
          !(hb && hc && !sees(geometry, b, c)) &&
          !(hb && hd && !sees(geometry, b, d)) &&
          !(hc && hd && !sees(geometry, c, d));
        if (!restricted && ++free > 1) return false;
      }
      return free === 1;
    }

    function judge(cells: readonly number[], all: number): Step | undefined {
      let z = 0;
      let zCells: number[] = [];
      for (let d = 1; d <= geometry.size; d++) {
        const bit = bitOf(d);
        if ((all & bit) === 0) continue;
        const holding = cells.filter((c) => (candidates[c]! & bit) !== 0);
        const restricted = holding.every((a, i) => holding.every((b, j) => i === j || sees(geometry, a, b)));
        if (restricted) continue;
        if (z !== 0) return undefined;
        z = bit;
        zCells = holding;
      }
      if (z === 0) return undefined; // a naked quad: every digit restricted
      const hit = seeingAll(state, zCells, z, cells);
      if (hit.length === 0) return undefined;
      const largest = Math.max(...cells.map((c) => popcount(candidates[c]!)));
      return {
        technique: "WXYZ-wing",
        ...(largest === 3 ? { difficulty: 5.6 } : {}),
        placements: [],
        eliminations: hit.map((cell) => ({ cell, digits: z })),
        cells: [...cells],
        units: [],
        digits: all,
        reason: `${cells.map((c) => `${cellRef(geometry, c)} {${digitChars(candidates[c]!).join(",")}}`).join(", ")} hold four digits, all but ${digitChar(digitOfBit(z))} restricted: one of them is ${digitChar(digitOfBit(z))}`,
      };
    }
  },
};
