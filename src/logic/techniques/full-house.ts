import { digitOfBit, isSingle } from "../../model/digits.js";
import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { unitName } from "../unit-name.js";

/**
 * Full house: a unit with one open cell left; it takes the one digit the unit lacks.
 *
 * Found from the cells, not the units: the last open cell of a unit has that digit as its only candidate
 * (its peers in the unit hold the other eight), so only cells with one candidate are checked, for a unit
 * where they are the only open cell. Rejected: scanning every unit for its open count before every step,
 * which cost more than all the other singles together.
 */
export const fullHouse: Technique = {
  name: "full house",
  difficulty: 1.0,
  find(state: LogicState): Step | undefined {
    const { values, candidates } = state;
    const { unitCells, cellUnitStart, cellUnitList } = state.geometry;
    const gridSize = state.geometry.size;
    // c is a cell (values and candidates hold one entry per cell), so cellUnitStart has entries c and c + 1,
    // the slots between them are in cellUnitList, and each unit u has gridSize cells in unitCells
    for (let c = 0; c < values.length; c++) {
      const bit = candidates[c]!;
      if (values[c] !== 0 || !isSingle(bit)) continue;
      for (let i = cellUnitStart[c]!; i < cellUnitStart[c + 1]!; i++) {
        const u = cellUnitList[i]!;
        // c is open: the unit is a full house when no other of its cells is (stop at the first that is)
        let j = 0;
        for (; j < gridSize; j++) {
          const x = unitCells[u * gridSize + j]!;
          if (x !== c && values[x] === 0) break;
        }
        if (j < gridSize) continue;
        return {
          technique: "full house",
          placements: [{ cell: c, digit: digitOfBit(bit) }],
          eliminations: [],
          cells: [c],
          units: [u],
          digits: bit,
          reason: `the last open cell of ${unitName(state.geometry, u)}`,
        };
      }
    }
    return undefined;
  },
};
