import { digitChar } from "../../model/digit-chars.js";
import { digitOfBit, lowestBit } from "../../model/digits.js";
import { perGeometry } from "../../model/per-geometry.js";
import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { unitName } from "../unit-name.js";

/**
 * Hidden single: a digit that fits only one open cell of a unit goes there.
 *
 * Boxes (and a jigsaw's regions, which are its boxes) are scanned first, as Sudoku Explainer does: a
 * hidden single in a box rates 1.2, in a row, column or other unit 1.5.
 */
export const hiddenSingle: Technique = {
  name: "hidden single",
  difficulty: 1.2,
  find(state: LogicState): Step | undefined {
    return findIn(state, true) ?? findIn(state, false);
  },
};

/** A geometry's boxes and its other units, each in unit order: built once, not sorted out per step. */
const listsOf = perGeometry((geometry): { readonly boxes: Int32Array; readonly others: Int32Array } => {
  const boxes: number[] = [];
  const others: number[] = [];
  for (const [u, unit] of geometry.units.entries()) (unit.kind === "box" ? boxes : others).push(u);
  return { boxes: Int32Array.from(boxes), others: Int32Array.from(others) };
});

/** The hidden singles of unit u: digits in one open cell only and not placed in the unit. */
function singlesIn(state: LogicState, u: number): number {
  const { unitCells } = state.geometry;
  const gridSize = state.geometry.size;
  const { values, candidates } = state;
  // once: digits seen in at least one open cell; twice: in two or more (the classic two-mask count).
  let once = 0;
  let twice = 0;
  let placed = 0;
  // unit u has gridSize cells in unitCells, each a cell with a value and a candidate mask
  for (let j = 0; j < gridSize; j++) {
    const c = unitCells[u * gridSize + j]!;
    const m = candidates[c]!;
    if (values[c] !== 0) placed |= m;
    else {
      twice |= once & m;
      once |= m;
    }
  }
  return once & ~twice & ~placed;
}

/** The first hidden single in a box (boxes true) or in any other unit (boxes false). */
function findIn(state: LogicState, boxes: boolean): Step | undefined {
  const { unitCells } = state.geometry;
  const gridSize = state.geometry.size;
  const { values, candidates } = state;
  const lists = listsOf(state.geometry);
  const list = boxes ? lists.boxes : lists.others;
  for (let i = 0; i < list.length; i++) {
    const u = list[i]!; // i < list.length
    const single = singlesIn(state, u);
    if (single === 0) continue;
    const bit = lowestBit(single);
    // unit u has gridSize cells in unitCells, each a cell with a value and a candidate mask
    for (let j = 0; j < gridSize; j++) {
      const c = unitCells[u * gridSize + j]!;
      if (values[c] === 0 && (candidates[c]! & bit) !== 0) {
        const digit = digitOfBit(bit);
        const reason = `the only place for ${digitChar(digit)} in ${unitName(state.geometry, u)}`;
        // Two literals, not one with a spread difficulty: the spread built each step property by property
        // (the step objects were a twelfth of rating the 17-clue set). Keys in the same order either way.
        if (boxes) return { technique: "hidden single", placements: [{ cell: c, digit }], eliminations: [], cells: [c], units: [u], digits: bit, reason };
        return { technique: "hidden single", difficulty: 1.5, placements: [{ cell: c, digit }], eliminations: [], cells: [c], units: [u], digits: bit, reason };
      }
    }
  }
  return undefined;
}
