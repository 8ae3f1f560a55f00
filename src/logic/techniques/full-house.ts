import { ALL_DIGITS, digitOfBit } from "../../solver/digits.js";
import type { Step, Technique } from "../step.js";
import type { LogicState } from "../state.js";

/** Full house: a unit with one open cell left; it takes the one digit the unit lacks. */
export const fullHouse: Technique = {
  name: "full house",
  weight: 4,
  level: "easy",
  find(state: LogicState): Step | undefined {
    const { unitCount, unitCells } = state.geometry;
    for (let u = 0; u < unitCount; u++) {
      let open = -1;
      let openCount = 0;
      let placed = 0;
      for (let j = 0; j < 9; j++) {
        const c = unitCells[u * 9 + j];
        if (state.values[c] === 0) {
          open = c;
          openCount++;
        } else placed |= state.candidates[c];
      }
      const missing = ALL_DIGITS & ~placed;
      if (openCount !== 1 || (state.candidates[open] & missing) !== missing || missing === 0) continue;
      const digit = digitOfBit(missing);
      return { technique: this.name, placements: [{ cell: open, digit }], eliminations: [], cells: [open], units: [u], digits: missing, reason: `the last open cell of the unit` };
    }
    return undefined;
  },
};
