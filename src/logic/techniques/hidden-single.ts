import { digitChar } from "../../model/digit-chars.js";
import { digitOfBit, lowestBit } from "../../model/digits.js";
import type { Step, Technique } from "../step.js";
import type { LogicState } from "../state.js";

/** Hidden single: a digit that fits only one open cell of a unit goes there. */
export const hiddenSingle: Technique = {
  name: "hidden single",
  weight: 14,
  level: "easy",
  find(state: LogicState): Step | undefined {
    const { unitCount, unitCells } = state.geometry;
    const gridSize = state.geometry.size;
    const { values, candidates } = state;
    for (let u = 0; u < unitCount; u++) {
      // once: digits seen in at least one open cell; twice: in two or more (the classic two-mask count).
      let once = 0;
      let twice = 0;
      let placed = 0;
      // unit u has gridSize cells in unitCells (here and below), each a cell with a value and a candidate mask
      for (let j = 0; j < gridSize; j++) {
        const c = unitCells[u * gridSize + j]!;
        const m = candidates[c]!;
        if (values[c] !== 0) placed |= m;
        else {
          twice |= once & m;
          once |= m;
        }
      }
      const single = once & ~twice & ~placed;
      if (single === 0) continue;
      const bit = lowestBit(single);
      for (let j = 0; j < gridSize; j++) {
        const c = unitCells[u * gridSize + j]!;
        if (values[c] === 0 && (candidates[c]! & bit) !== 0) {
          return {
            technique: "hidden single",
            placements: [{ cell: c, digit: digitOfBit(bit) }],
            eliminations: [],
            cells: [c],
            units: [u],
            digits: bit,
            reason: `the only place for ${digitChar(digitOfBit(bit))} in the unit`,
          };
        }
      }
    }
    return undefined;
  },
};
