/**
 * The arrow rule's combinations step (src/rules/arrow.ts `logic`): the sums an arrow can make when its
 * cells that see each other differ and their candidates have gaps, where the bounds of the arrow sums step
 * keep more; and nothing where the bounds already say all.
 */
import { describe, expect, it } from "vitest";
import { techniquesFor } from "../../src/logic/engine.js";
import { initialState } from "../../src/logic/state.js";
import { bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { LogicState, Step } from "../../src/model/step-contract.js";

const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
/** Cell number of r{row}c{col} (1-based) on one 9x9 grid. */
const at = (row: number, col: number): number => (row - 1) * 9 + col - 1;

/** An empty 9x9 grid with one arrow (0-based [row, col] cells), and its combinations step. */
function position(circle: [number, number], cells: [number, number][]): { state: LogicState; find: () => Step | undefined } {
  const geometry = buildGeometry({ name: "x", grids: [{ id: "a", row: 0, col: 0 }], rules: [{ type: "arrow", circle, cells }] });
  const state = initialState({ geometry, givens: new Uint8Array(81) });
  const t = techniquesFor(geometry).find((x) => x.name === "arrow combinations");
  if (t === undefined) throw new Error("no arrow combinations");
  return { state, find: () => t.find(state) };
}

describe("arrow combinations", () => {
  it("two arrow cells in one row add up to 3 at least, so the circle is 3 to 9 and neither cell 9", () => {
    const { find } = position(
      [0, 0],
      [
        [0, 1],
        [0, 2],
      ],
    );
    const step = find();
    expect(step?.eliminations).toEqual([
      { cell: at(1, 1), digits: mask(1, 2) },
      { cell: at(1, 2), digits: mask(9) },
      { cell: at(1, 3), digits: mask(9) },
    ]);
    expect(step?.reason).toBe("the arrow from r1c1 along r1c2 r1c3 can only add up to 3 to 9, its cells that see each other different");
  });

  it("cells of 1 or 5 that see each other make 6 only; that do not, 2, 6 or 10", () => {
    const seeing = position(
      [0, 0],
      [
        [0, 1],
        [0, 2],
      ],
    );
    for (const c of [at(1, 2), at(1, 3)]) seeing.state.candidates[c] = mask(1, 5);
    expect(seeing.find()?.eliminations).toEqual([{ cell: at(1, 1), digits: mask(1, 2, 3, 4, 5, 7, 8, 9) }]);
    // r1c3 and r2c4 share no row, column or box: 1+1 and 5+5 are possible, the circle 2 or 6.
    const apart = position(
      [0, 1],
      [
        [0, 2],
        [1, 3],
      ],
    );
    for (const c of [at(1, 3), at(2, 4)]) apart.state.candidates[c] = mask(1, 5);
    const step = apart.find();
    expect(step?.eliminations).toEqual([{ cell: at(1, 2), digits: mask(1, 3, 4, 5, 7, 8, 9) }]);
    expect(step?.reason).toBe("the arrow from r1c2 along r1c3 r2c4 can only add up to 2 or 6");
    apart.state.candidates[at(1, 2)] = mask(2, 6);
    expect(apart.find()).toBeUndefined();
  });
});
