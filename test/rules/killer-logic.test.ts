/**
 * The killer rule's own logic steps (src/rules/killer.ts `logic`), each where it applies and where it does
 * not: innies and outies over one unit and over runs of rows, cage/unit overlap both ways, hard cage
 * combinations, cage clash. Cells are numbered row by row (r1c1 = 0, r2c1 = 9).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadPuzzleInput } from "../../src/api/puzzle-input.js";
import { solveLogically, techniquesFor } from "../../src/logic/engine.js";
import { initialState } from "../../src/logic/state.js";
import { FORCING_TECHNIQUES } from "../../src/logic/techniques.js";
import { bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { LogicState, Step } from "../../src/model/step-contract.js";
import { projectRoot } from "../support/fixtures.js";

const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
type Cage = { cells: [number, number][]; sum: number };

/** The open position of an empty 9x9 grid with these cages, and one of its techniques by name. */
function position(cages: Cage[], technique: string): { state: LogicState; find: () => Step | undefined } {
  const geometry = buildGeometry({ name: "x", grids: [{ id: "a", row: 0, col: 0 }], rules: cages.map((c) => ({ type: "killer" as const, ...c })) });
  const state = initialState({ geometry, givens: new Uint8Array(81) });
  const t = techniquesFor(geometry).find((x) => x.name === technique);
  if (t === undefined) throw new Error(`no technique ${technique}`);
  return { state, find: () => t.find(state) };
}

/** Eight upright cages of 10 over rows 1-2, columns 1-8: rows 1-2 leave r1c9 and r2c9 (innies over two rows). */
const twoRowCages: Cage[] = [
  {
    cells: [
      [0, 0],
      [1, 0],
    ],
    sum: 10,
  },
  {
    cells: [
      [0, 1],
      [1, 1],
    ],
    sum: 10,
  },
  {
    cells: [
      [0, 2],
      [1, 2],
    ],
    sum: 10,
  },
  {
    cells: [
      [0, 3],
      [1, 3],
    ],
    sum: 10,
  },
  {
    cells: [
      [0, 4],
      [1, 4],
    ],
    sum: 10,
  },
  {
    cells: [
      [0, 5],
      [1, 5],
    ],
    sum: 10,
  },
  {
    cells: [
      [0, 6],
      [1, 6],
    ],
    sum: 10,
  },
  {
    cells: [
      [0, 7],
      [1, 7],
    ],
    sum: 10,
  },
];

describe("killer logic steps", () => {
  it("innies and outies over two rows: the cells of rows 1-2 outside their cages add up to 90 less the cages", () => {
    // Eight cages of 10 in rows 1-2 leave r1c9 + r2c9 = 10: not 5+5 (one column), so no 5.
    const { find } = position(twoRowCages, "innies and outies");
    const step = find();
    expect(step?.reason).toContain("innies of rows 1-2");
    expect(step?.reason).toContain("add up to 10");
    expect(step?.difficulty).toBe(3.0);
    expect(step?.eliminations).toEqual([
      { cell: 8, digits: mask(5) },
      { cell: 17, digits: mask(5) },
    ]);
  });

  it("innies over two rows may repeat a digit where the cells do not see each other", () => {
    // Eight cages of 10, each r1cX with r2c(X+1), leave r1c9 + r2c1 = 10: two cells in no common unit, so
    // 5+5 is possible and nothing goes (the same sum in one column lost its 5 above).
    const slanted: Cage[] = Array.from({ length: 8 }, (_, c) => ({
      cells: [
        [0, c],
        [1, c + 1],
      ] as [number, number][],
      sum: 10,
    }));
    const { find } = position(slanted, "innies and outies");
    expect(find()).toBeUndefined();
  });

  it("innies of one row (the 45 rule) still come first and rate 2.8", () => {
    const { find } = position(
      [
        {
          cells: [
            [0, 0],
            [0, 1],
            [0, 2],
            [0, 3],
          ],
          sum: 10,
        },
        {
          cells: [
            [0, 4],
            [0, 5],
            [0, 6],
            [0, 7],
          ],
          sum: 30,
        },
      ],
      "innies and outies",
    );
    const step = find();
    expect(step?.reason).toContain("innies of row 1");
    expect(step?.difficulty).toBeUndefined();
    // r1c9 = 45 - 40 = 5.
    expect(step?.eliminations).toEqual([{ cell: 8, digits: mask(1, 2, 3, 4, 6, 7, 8, 9) }]);
  });

  it("cage/unit overlap: a digit every combination of a cage holds, only in one unit's cells, leaves the rest of the unit", () => {
    // 6 in three cells is 1+2+3; the cage of 6 at r1c1 r1c2 r2c1 lies in box 1: 1, 2, 3 leave box 1's other cells.
    const { find } = position(
      [
        {
          cells: [
            [0, 0],
            [0, 1],
            [1, 0],
          ],
          sum: 6,
        },
      ],
      "cage/unit overlap",
    );
    const step = find();
    expect(step?.technique).toBe("cage/unit overlap");
    expect(step?.reason).toContain("holds 1");
    expect(step?.reason).toContain("box 1");
    expect(step?.eliminations.map((e) => e.cell).sort((a, b) => a - b)).toEqual([2, 10, 11, 18, 19, 20]);
    expect(step?.eliminations.every((e) => e.digits === mask(1))).toBe(true);
  });

  it("cage/unit overlap: none where the cage's combinations share no digit", () => {
    // 10 in three cells: 1+2+7, 1+3+6, 1+4+5, 2+3+5: no digit in every one.
    const { find } = position(
      [
        {
          cells: [
            [0, 0],
            [0, 1],
            [1, 0],
          ],
          sum: 10,
        },
      ],
      "cage/unit overlap",
    );
    expect(find()).toBeUndefined();
  });

  it("cage/unit overlap the other way: a row's digit only in one cage puts the cage's digit there", () => {
    // 9 of row 1 only in r1c1 or r1c2, both in the cage of 12 at r1c1 r1c2 r2c1: the cage holds 9 in row 1,
    // so it is 1+2+9 and r2c1 is 1 or 2.
    const { state, find } = position(
      [
        {
          cells: [
            [0, 0],
            [0, 1],
            [1, 0],
          ],
          sum: 12,
        },
      ],
      "cage/unit overlap",
    );
    for (let c = 2; c < 9; c++) state.candidates[c]! &= ~mask(9);
    const step = find();
    expect(step?.reason).toBe("row 1 of grid a can only place 9 in the cage of 12 at r1c1 r1c2 r2c1: the cage holds 9 there, so only its combinations 129");
    expect(step?.eliminations).toEqual([
      { cell: 0, digits: mask(3, 4, 5, 6, 7, 8) },
      { cell: 1, digits: mask(3, 4, 5, 6, 7, 8) },
      { cell: 9, digits: mask(3, 4, 5, 6, 7, 8, 9) },
    ]);
  });

  it("cage/unit overlap the other way: none while the row can place its digit outside the cage", () => {
    const { state, find } = position(
      [
        {
          cells: [
            [0, 0],
            [0, 1],
            [1, 0],
          ],
          sum: 12,
        },
      ],
      "cage/unit overlap",
    );
    for (let c = 2; c < 8; c++) state.candidates[c]! &= ~mask(9); // r1c9 keeps its 9
    expect(find()).toBeUndefined();
  });

  it("hard cage combinations: a set whose digits are there but not one for each cell is out", () => {
    // 15 in r1c1 r1c2 r1c3 with candidates 59, 59, 15: only 1+5+9 fits the candidates' digits, and
    // r1c1, r1c2 take 5 and 9 between them, so r1c3 is 1 (the cage combinations step keeps its 5).
    const { state, find } = position(
      [
        {
          cells: [
            [0, 0],
            [0, 1],
            [0, 2],
          ],
          sum: 15,
        },
      ],
      "hard cage combinations",
    );
    state.candidates[0] = mask(5, 9);
    state.candidates[1] = mask(5, 9);
    state.candidates[2] = mask(1, 5);
    const step = find();
    expect(step?.reason).toBe("the cage of 15 at r1c1 r1c2 r1c3 can only be 159, each cell taking its own digit");
    expect(step?.eliminations).toEqual([{ cell: 2, digits: mask(5) }]);
  });

  it("hard cage combinations: none where each cell can take its own digit of every set", () => {
    const { state, find } = position(
      [
        {
          cells: [
            [0, 0],
            [0, 1],
            [0, 2],
          ],
          sum: 15,
        },
      ],
      "hard cage combinations",
    );
    state.candidates[0] = mask(5, 9);
    state.candidates[1] = mask(5, 9);
    state.candidates[2] = mask(1, 2); // 1+5+9 works; 2 has no set (2+4+9, 2+5+8: no 4 or 8)
    const step = find();
    expect(step?.eliminations).toEqual([{ cell: 2, digits: mask(2) }]);
    state.candidates[2] = mask(1);
    expect(find()).toBeUndefined();
  });

  it("cage clash: a combination leaving another cage of the row no combination is out", () => {
    // Row 1: 15 at r1c1 r1c2 is 69 or 78; 14 at r1c5 r1c6 is 59 or 68. With 69, the 14 has neither: so
    // the 15 is 78, and 6 and 9 leave r1c1 r1c2.
    const { find } = position(
      [
        {
          cells: [
            [0, 0],
            [0, 1],
          ],
          sum: 15,
        },
        {
          cells: [
            [0, 4],
            [0, 5],
          ],
          sum: 14,
        },
      ],
      "cage clash",
    );
    const step = find();
    expect(step?.eliminations).toEqual([
      { cell: 0, digits: mask(1, 2, 3, 4, 5, 6, 9) },
      { cell: 1, digits: mask(1, 2, 3, 4, 5, 6, 9) },
    ]);
    expect(step?.reason).toBe("in row 1 of grid a, the cage of 15 at r1c1 r1c2 is 78, not 69 (the cage of 14 at r1c5 r1c6 would have no combination left)");
  });

  it("cage clash: a combination leaving a cell of the row nothing is out; none while every combination fits", () => {
    const cages: Cage[] = [
      {
        cells: [
          [0, 0],
          [0, 1],
        ],
        sum: 15,
      },
      {
        cells: [
          [0, 4],
          [0, 5],
        ],
        sum: 3,
      },
    ];
    const { state, find } = position(cages, "cage clash");
    for (const c of [0, 1]) state.candidates[c] = mask(6, 7, 8, 9);
    expect(find()).toBeUndefined(); // 12 at r1c5 r1c6 clashes with neither 69 nor 78
    state.candidates[8] = mask(6, 9); // r1c9: 6 or 9, so the 15 cannot be 69
    const step = find();
    expect(step?.reason).toContain("not 69 (r1c9 would be left nothing)");
    expect(step?.eliminations).toEqual([
      { cell: 0, digits: mask(6, 9) },
      { cell: 1, digits: mask(6, 9) },
    ]);
  });

  it("solves published killers without forcing chains that needed them before (janko.at 90, 133, 175)", () => {
    const lines = readFileSync(`${projectRoot}test/fixtures/third-party/janko/killer.jsonl`, "utf8")
      .split("\n")
      .filter((l) => l.trim() !== "")
      .map((l) => JSON.parse(l) as { id: string; puzzle: object; solution: string });
    for (const id of ["090", "133", "175"]) {
      const line = lines.find((l) => l.id === id);
      if (line === undefined) throw new Error(`no killer ${id}`);
      const { model } = loadPuzzleInput(line.puzzle);
      const techniques = techniquesFor(model.geometry).filter((t) => !FORCING_TECHNIQUES.includes(t) && t.difficulty < 7);
      const result = solveLogically(model, { techniques });
      expect(result.outcome, `killer ${id}`).toBe("solved");
      expect(Array.from(result.state.values).join("")).toBe(line.solution);
    }
  });
});
