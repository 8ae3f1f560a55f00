import { describe, expect, it } from "vitest";
import { buildGeometry } from "../../src/model/geometry.js";
import { techniquesFor } from "../../src/logic/engine.js";
import { initialState } from "../../src/logic/state.js";
import { bitOf } from "../../src/model/digits.js";
import { JIGSAW } from "../../src/rules/jigsaw.js";

// Boxes with cells (2,2) and (2,3) swapped between regions A and B (any swap of equal digits keeps a solution).
const regions = ["AAABBBCCC", "AAABBBCCC", "AABABBCCC", "DDDEEEFFF", "DDDEEEFFF", "DDDEEEFFF", "GGGHHHIII", "GGGHHHIII", "GGGHHHIII"];

describe("jigsaw", () => {
  it("replaces the grid's boxes by its regions, as units", () => {
    const g = buildGeometry({ name: "x", grids: [{ id: "a", row: 0, col: 0 }], rules: [{ type: "jigsaw", grid: "a", regions }] });
    expect(g.units.filter((u) => u.kind === "box")).toEqual([]);
    const units = Array.from({ length: g.unitCount }, (_, u) => [...g.unitCells.subarray(9 * u, 9 * u + 9)].sort((a, b) => a - b).join(","));
    expect(units).toContain([0, 1, 2, 9, 10, 11, 18, 19, 21].join(","));
    expect(units).not.toContain([0, 1, 2, 9, 10, 11, 18, 19, 20].join(","));
    expect(g.unitCount).toBe(27);
  });

  it("in a samurai the other grids keep their boxes, and a shared cell stays one cell", () => {
    const grids = [
      { id: "nw", row: 0, col: 0 },
      { id: "c", row: 6, col: 6 },
    ];
    const plain = buildGeometry({ name: "x", grids });
    const g = buildGeometry({ name: "x", grids, rules: [{ type: "jigsaw", grid: "c", regions }] });
    expect(g.cellCount).toBe(plain.cellCount);
    expect(g.units.filter((u) => u.kind === "box").map((u) => u.name)).toEqual(Array.from({ length: 9 }, (_, i) => `box ${i + 1} of grid nw`));
  });

  it("checks: nine regions of nine, one jigsaw per grid, an existing grid", () => {
    const layout = {
      name: "x",
      grids: [{ id: "a", row: 0, col: 0 }],
      rules: [
        { type: "jigsaw" as const, grid: "a", regions },
        { type: "jigsaw" as const, grid: "a", regions },
      ],
    };
    expect(JIGSAW.check(layout.rules[0], "/rules/0", layout, 0)).toEqual([]);
    expect(JIGSAW.check(layout.rules[1], "/rules/1", layout, 1).map((i) => i.message)).toEqual([
      'grid "a" already has jigsaw regions (rules/0): one jigsaw rule per grid',
    ]);
    const uneven = regions.map((r, i) => (i === 0 ? `B${r.slice(1)}` : r));
    expect(JIGSAW.check({ type: "jigsaw", grid: "a", regions: uneven }, "/rules/0", layout, 0).map((i) => i.message)).toEqual([
      'region "B" has 10 cells: each region has nine',
      'region "A" has 8 cells: each region has nine',
    ]);
  });

  describe("law of leftovers", () => {
    // Region A: r1c1-r1c8 and r2c1; region B: r1c9 and r2c2-r2c9; rows 3-9 one region each. Row 1 holds
    // 1-9, region A too: what row 1 has outside A (r1c9) is what A has outside row 1 (r2c1).
    const leftover = ["AAAAAAAAB", "ABBBBBBBB", "CCCCCCCCC", "DDDDDDDDD", "EEEEEEEEE", "FFFFFFFFF", "GGGGGGGGG", "HHHHHHHHH", "IIIIIIIII"];
    const setup = () => {
      const geometry = buildGeometry({ name: "x", grids: [{ id: "a", row: 0, col: 0 }], rules: [{ type: "jigsaw", grid: "a", regions: leftover }] });
      const state = initialState({ geometry, givens: new Uint8Array(81) });
      const t = techniquesFor(geometry).find((x) => x.name === "law of leftovers");
      return { state, find: () => t?.find(state) };
    };

    it("a leftover inside the run holds a digit of the leftovers outside it", () => {
      const { state, find } = setup();
      state.candidates[9] = bitOf(1) | bitOf(2); // r2c1
      const step = find();
      expect(step?.technique).toBe("law of leftovers");
      expect(step?.difficulty).toBeUndefined(); // one cell a side: the technique's 2.8
      expect(step?.reason).toContain("row 1 of grid a: r1c9 hold the same digits as r2c1");
      expect(step?.eliminations).toEqual([{ cell: 8, digits: 0x1ff & ~(bitOf(1) | bitOf(2)) }]);
    });

    it("nothing while every leftover can still take every digit", () => {
      const { find } = setup();
      expect(find()).toBeUndefined();
    });
  });
});
