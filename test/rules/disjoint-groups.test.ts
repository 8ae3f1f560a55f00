import { describe, expect, it } from "vitest";
import { buildGeometry } from "../../src/model/geometry.js";
import { DISJOINT_GROUPS, disjointGroups } from "../../src/rules/disjoint-groups.js";
import { solve } from "../../src/strategies/solve.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const drawing = { s: 40, x: (c: number) => c * 40, y: (r: number) => r * 40 };

describe("disjoint groups", () => {
  it("are units of the geometry: nine groups of nine on 9x9, six of six on 6x6 (boxes 2x3)", () => {
    const nine = buildGeometry({ ...layout, rules: [{ type: "disjoint-groups" }] });
    expect(nine.unitCount).toBe(27 + 9);
    expect(disjointGroups(nine, undefined)[0]).toEqual([0, 3, 6, 27, 30, 33, 54, 57, 60]);
    expect(nine.units.at(-1)?.name).toBe("disjoint group 9 of grid a");
    const six = buildGeometry({ ...layout, size: 6, rules: [{ type: "disjoint-groups" }] });
    expect(disjointGroups(six, undefined)[4]).toEqual([7, 10, 19, 22, 31, 34]);
  });

  it("checks the grid it names", () => {
    expect(DISJOINT_GROUPS.check({ type: "disjoint-groups" }, "/rules/0", layout, 0)).toEqual([]);
    expect(DISJOINT_GROUPS.check({ type: "disjoint-groups", grid: "zz" }, "/rules/0", layout, 0)).toHaveLength(1);
  });

  it("a solved grid keeps them; a digit twice at one place of two boxes is named, also among givens alone", () => {
    const geometry = buildGeometry({ ...layout, size: 4, rules: [{ type: "disjoint-groups" }] });
    const result = solve({ geometry, givens: new Uint8Array(16) }, { limit: 1 });
    expect(result.solutions).toHaveLength(1);
    expect(DISJOINT_GROUPS.violation({ type: "disjoint-groups" }, geometry, result.solutions[0])).toBeUndefined();
    const givens = new Uint8Array(16);
    [givens[0], givens[2]] = [3, 3]; // the top-left cells of boxes 1 and 2
    expect(DISJOINT_GROUPS.violation({ type: "disjoint-groups" }, geometry, givens)).toMatch(
      /3 twice at the same place in two boxes, at \[0, 0\] and \[0, 2\]/,
    );
    expect(DISJOINT_GROUPS.svg({ type: "disjoint-groups" }, geometry, drawing)).toEqual([]);
    expect(DISJOINT_GROUPS.sentence({ type: "disjoint-groups" })).toMatch(/same position in their boxes/);
  });

  it("round trips through f-puzzles (disjointgroups: true); SudokuPad's format checks each group as a hidden cage", () => {
    const { written, back } = fpuzzlesRoundTrip([{ type: "disjoint-groups" }]);
    expect(written.disjointgroups).toBe(true);
    expect(back).toEqual([{ type: "disjoint-groups" }]);
    expect(fpuzzlesRoundTrip([{ type: "disjoint-groups" }], 12).back).toEqual([{ type: "disjoint-groups" }]);
    const scl = sclRoundTrip([{ type: "disjoint-groups" }]);
    expect(scl.dropped).toEqual([]);
    expect(scl.back).toHaveLength(9);
    expect(scl.back.every((r) => r.type === "region")).toBe(true);
  });
});
