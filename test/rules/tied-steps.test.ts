/**
 * The rule steps over cells tied by pair relations (src/rules/tied-step.ts over tied-fillings.ts and
 * tied-groups.ts): the kropki chain (kropki.ts), X/V pairs (xv.ts) and whispers neighbours
 * (german-whispers.ts, crossing lines too), each on a small position of an empty 9x9 grid where it removes what one dot or
 * mark alone leaves, and where its core condition (cells that see each other) is missing and it finds
 * nothing.
 */
import { describe, expect, it } from "vitest";
import { techniquesFor } from "../../src/logic/engine.js";
import { initialState } from "../../src/logic/state.js";
import { bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Rule } from "../../src/model/schemas.js";
import type { LogicState, Step } from "../../src/model/step-contract.js";
import { tiedFillings } from "../../src/rules/tied-fillings.js";

const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const at = (r: number, c: number): number => r * 9 + c; // r1c1 = 0, cells row by row

/** The open position of an empty 9x9 grid with these rules, `without` taken out of the given cells first, and a technique by name. */
function position(rules: Rule[], technique: string, without: [number, number][] = []): { state: LogicState; find: () => Step | undefined } {
  const geometry = buildGeometry({ name: "x", grids: [{ id: "a", row: 0, col: 0 }], rules });
  const state = initialState({ geometry, givens: new Uint8Array(81) });
  for (const [cell, digits] of without) state.candidates[cell]! &= ~digits;
  const t = techniquesFor(geometry).find((x) => x.name === technique);
  if (t === undefined) throw new Error(`no technique ${technique}`);
  return { state, find: () => t.find(state) };
}

const white = (a: [number, number], b: [number, number]): Rule => ({ type: "kropki", color: "white", cells: [a, b] });
const black = (a: [number, number], b: [number, number]): Rule => ({ type: "kropki", color: "black", cells: [a, b] });

describe("kropki chain", () => {
  it("takes 1 and 9 from the middle of a white chain of three in one row (both ends would be 2, or 8)", () => {
    const { find } = position([white([0, 0], [0, 1]), white([0, 1], [0, 2])], "kropki chain");
    const step = find();
    expect(step?.technique).toBe("kropki chain");
    expect(step?.eliminations).toEqual([{ cell: at(0, 1), digits: mask(1, 9) }]);
    expect(step?.reason).toBe("the kropki chain of white dots at r1c1 r1c2 r1c3, cells that see each other different: r1c2 cannot be 1 or 9");
  });

  it("leaves 2 and 4 in the middle of a black chain of three in one box (1-2-4 or 2-4-8)", () => {
    const { find } = position([black([0, 0], [0, 1]), black([0, 1], [1, 1])], "kropki chain");
    const step = find();
    const middle = step?.eliminations.find((e) => e.cell === at(0, 1));
    expect(middle?.digits).toBe(mask(1, 3, 5, 6, 7, 8, 9));
    expect(step?.reason).toContain("the kropki chain of black dots at r1c1 r1c2 r2c2");
  });

  it("finds nothing on a chain whose ends do not see each other (r3c3 and r4c4)", () => {
    expect(position([white([2, 2], [2, 3]), white([2, 3], [3, 3])], "kropki chain").find()).toBeUndefined();
  });
});

describe("X/V pairs", () => {
  it("takes 5 from both cells of an X: side by side, they cannot both be 5", () => {
    const { find } = position(
      [
        {
          type: "xv",
          mark: "X",
          cells: [
            [4, 5],
            [4, 6],
          ],
        },
      ],
      "X/V pairs",
    );
    const step = find();
    expect(step?.eliminations).toEqual([
      { cell: at(4, 5), digits: mask(5) },
      { cell: at(4, 6), digits: mask(5) },
    ]);
    expect(step?.reason).toBe("the X at r5c6 r5c7, cells that see each other different: r5c6 cannot be 5, r5c7 cannot be 5");
  });

  it("finds nothing on a V (no digit pairs with itself to make 5)", () => {
    expect(
      position(
        [
          {
            type: "xv",
            mark: "V",
            cells: [
              [4, 5],
              [4, 6],
            ],
          },
        ],
        "X/V pairs",
      ).find(),
    ).toBeUndefined();
  });
});

describe("whispers neighbours", () => {
  const line = (cells: [number, number][]): Rule => ({ type: "german-whispers", cells });
  // After the pair-by-pair step: no 5 on the line.
  const no5 = (cells: [number, number][]): [number, number][] => cells.map(([r, c]) => [at(r, c), mask(5)]);

  it("takes 4 and 6 from a cell whose two neighbours on a German whispers line see each other (both would be 9, or 1)", () => {
    const cells: [number, number][] = [
      [0, 0],
      [1, 1],
      [0, 2],
    ];
    const { find } = position([line(cells)], "whispers neighbours", no5(cells));
    const step = find();
    expect(step?.eliminations).toEqual([{ cell: at(1, 1), digits: mask(4, 6) }]);
    expect(step?.reason).toBe("the German whispers line at r1c1 r2c2 r1c3, cells that see each other different: r2c2 cannot be 4 or 6");
  });

  it("finds nothing where the neighbours do not see each other", () => {
    const cells: [number, number][] = [
      [2, 2],
      [2, 3],
      [3, 3],
    ];
    expect(position([line(cells)], "whispers neighbours", no5(cells)).find()).toBeUndefined();
  });

  it("counts the neighbours on both lines where two lines cross: four cells of one box around r2c2 leave it 1 or 9", () => {
    const across: [number, number][] = [
      [1, 0],
      [1, 1],
      [1, 2],
    ];
    const down: [number, number][] = [
      [0, 1],
      [1, 1],
      [2, 1],
    ];
    const { find } = position([line(across), line(down)], "whispers neighbours", no5([...across, [0, 1], [2, 1]]));
    const step = find();
    expect(step?.eliminations.find((e) => e.cell === at(1, 1))?.digits).toBe(mask(2, 3, 4, 6, 7, 8));
    expect(step?.reason).toMatch(/^the German whispers lines at /);
  });

  it("holds for any difference, and names the line by it (difference 7: a 2 needs 9 on both sides, an 8 needs 1)", () => {
    const cells: [number, number][] = [
      [0, 0],
      [0, 1],
      [0, 2],
    ];
    const step = position([{ type: "german-whispers", difference: 7, cells }], "whispers neighbours").find();
    expect(step?.eliminations.find((e) => e.cell === at(0, 1))?.digits).toBe(mask(2, 3, 4, 5, 6, 7, 8));
    expect(step?.reason).toMatch(/^the whispers \(difference 7\) line at r1c1 r1c2 r1c3, /);
  });
});

describe("tied fillings", () => {
  it("are none when the chain cannot be filled, and null past the budget", () => {
    const geometry = buildGeometry({ name: "x", grids: [{ id: "a", row: 0, col: 0 }] });
    const state = initialState({ geometry, givens: new Uint8Array(81) });
    const same = new Uint16Array(17).map((_, d) => (d === 0 ? 0 : bitOf(d)));
    // Two cells of one row tied to hold the same digit: no filling.
    expect(tiedFillings(geometry, { cells: [0, 1], ties: [{ a: 0, b: 1, support: same }], name: "" }, state.candidates, state.values, 1000)).toBeUndefined();
    expect(tiedFillings(geometry, { cells: [0, 1], ties: [{ a: 0, b: 1, support: same }], name: "" }, state.candidates, state.values, 1)).toBeNull();
  });
});
