import { digitOfBit, lowestBit } from "../../solver/digits.js";
import { intersectionsOf } from "../../solver/intersections.js";
import { commonUnits } from "../scan.js";
import type { Elimination, Step, Technique } from "../step.js";
import type { LogicState } from "../state.js";

/**
 * Locked candidates, for any two units that share cells: when a digit's open places in unit A all lie
 * where A meets B, B's digit is one of them, so it leaves the rest of B. A box and a line of one grid is
 * the classic pointing (A the box) and claiming (A the line); rows or columns of two grids that overlap
 * on the canvas, and the boxes a samurai's grids share, carry digits from one grid into another the same
 * way. The unit pairs come from solver/intersections.ts, built once per geometry.
 */
export const lockedCandidates: Technique = {
  name: "locked candidates",
  weight: 50,
  level: "medium",
  find(state: LogicState): Step | undefined {
    const x = intersectionsOf(state.geometry);
    const openMask = (from: number, to: number): number => {
      let m = 0;
      for (let i = from; i < to; i++) {
        const c = x.cells[i];
        if (state.values[c] === 0) m |= state.candidates[c];
      }
      return m;
    };
    for (let k = 0; k < x.count; k++) {
      const s0 = x.bounds[4 * k];
      const a0 = x.bounds[4 * k + 1];
      const b0 = x.bounds[4 * k + 2];
      const end = x.bounds[4 * k + 3];
      const shared = openMask(s0, a0);
      if (shared === 0) continue;
      const restA = openMask(a0, b0);
      const restB = openMask(b0, end);
      // A's digits locked in the shared cells leave the rest of B, and the other way round.
      for (const [lockedIn, from, to] of [
        [shared & ~restA & restB, b0, end],
        [shared & ~restB & restA, a0, b0],
      ] as const) {
        if (lockedIn === 0) continue;
        const bit = lowestBit(lockedIn);
        const eliminations: Elimination[] = [];
        for (let i = from; i < to; i++) {
          const c = x.cells[i];
          if (state.values[c] === 0 && (state.candidates[c] & bit) !== 0) eliminations.push({ cell: c, digits: bit });
        }
        const sharedCells = Array.from(x.cells.subarray(s0, a0)).filter((c) => state.values[c] === 0 && (state.candidates[c] & bit) !== 0);
        // The unit the digit is confined in (A when eliminating from B) and the unit it leaves.
        const unitA = commonUnits(state.geometry, Array.from(x.cells.subarray(s0, b0)))[0];
        const unitB = commonUnits(state.geometry, [...Array.from(x.cells.subarray(s0, a0)), ...Array.from(x.cells.subarray(b0, end))])[0];
        const [inUnit, leaves] = from === b0 ? [unitA, unitB] : [unitB, unitA];
        const d = digitOfBit(bit);
        const kindIn = state.geometry.units[inUnit].kind;
        const kindOut = state.geometry.units[leaves].kind;
        const form = kindIn === "box" && kindOut !== "box" ? "pointing" : kindOut === "box" && kindIn !== "box" ? "claiming" : "shared cells";
        return {
          technique: this.name,
          placements: [],
          eliminations,
          cells: sharedCells,
          units: [inUnit, leaves],
          digits: bit,
          reason: `${form}: ${d} fits ${state.geometry.units[inUnit].name} only where it meets ${state.geometry.units[leaves].name}`,
        };
      }
    }
    return undefined;
  },
};
