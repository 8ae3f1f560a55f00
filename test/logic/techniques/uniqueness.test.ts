import { describe, expect, it } from "vitest";
import { bugPlusOne } from "../../../src/logic/techniques/bug.js";
import { hiddenUniqueRectangle } from "../../../src/logic/techniques/hidden-unique-rectangle.js";
import { rectangles, uniqueRectangle } from "../../../src/logic/techniques/unique-rectangle.js";
import type { LogicState } from "../../../src/model/step-contract.js";
import { techniquesFor } from "../../../src/logic/engine.js";
import { BUILTIN_LAYOUTS } from "../../../src/layout/builtin-layouts.js";
import { buildGeometry, type Geometry } from "../../../src/model/geometry.js";
import { initialState } from "../../../src/logic/state.js";
import { candidates, colCells, eliminated, emptyPosition, expectRemoved, placed, put, remove, rowCells } from "../position.js";

/** The solution of the classic puzzle of the library examples (docs/library.md): r4c6 = r5c9 = 1 and r4c9 = r5c6 = 3 form a deadly rectangle. */
const SOLUTION = ["534678912", "672195348", "198342567", "859761423", "426853791", "713924856", "961537284", "287419635", "345286179"];
const RECT = ["r4c6", "r4c9", "r5c6", "r5c9"];

/** The solution placed everywhere but the rectangle, whose cells are left {1, 3}. */
function graveAroundRectangle(): LogicState {
  const s = emptyPosition();
  for (let r = 1; r <= 9; r++) {
    for (let c = 1; c <= 9; c++) {
      const ref = `r${r}c${c}`;
      if (!RECT.includes(ref)) put(s, `${ref}=${SOLUTION[r - 1]?.[c - 1] ?? ""}`);
    }
  }
  return s;
}

describe("uniqueness", () => {
  it("all assume the puzzle has one solution: the engine takes them only when told so, and their steps say so", () => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    for (const t of [uniqueRectangle, hiddenUniqueRectangle, bugPlusOne]) {
      expect(t.assumesUnique).toBe(true);
      expect(techniquesFor(geometry)).not.toContain(t);
      expect(techniquesFor(geometry, true)).toContain(t);
    }
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r1c4", "12");
    candidates(s, "r2c1", "12");
    candidates(s, "r2c4", "123");
    expect(uniqueRectangle.find(s)?.reason).toContain("assuming the puzzle has one solution");
  });

  it("unique rectangle type 1: three corners {1,2}, the fourth loses 1 and 2", () => {
    const s = emptyPosition();
    for (const c of ["r1c1", "r1c4", "r2c1"]) candidates(s, c, "12");
    candidates(s, "r2c4", "1239");
    const step = uniqueRectangle.find(s);
    expect(step?.reason).toMatch(/^type 1, assuming the puzzle has one solution/);
    expect(eliminated(s, step)).toEqual(["r2c4-1", "r2c4-2"]);
    // Over four boxes the swap could clash in a box: no rectangle.
    const t = emptyPosition();
    for (const c of ["r1c1", "r1c4", "r4c1"]) candidates(t, c, "12");
    candidates(t, "r4c4", "1239");
    expect(uniqueRectangle.find(t)).toBeUndefined();
  });

  it("unique rectangle type 2: the two extra corners of a side share one extra digit", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r2c1", "12");
    candidates(s, "r1c4", "123");
    candidates(s, "r2c4", "123");
    const step = uniqueRectangle.find(s);
    expect(step?.reason).toMatch(/^type 2/);
    expect(eliminated(s, step)).toEqual(expectRemoved(3, [...colCells(4, 3, 9), "r1c5", "r1c6", "r2c5", "r2c6", "r3c5", "r3c6"]));
    candidates(s, "r2c4", "124"); // extras 3 and 4: no common extra, and no cell to make a naked set with
    expect(uniqueRectangle.find(s)).toBeUndefined();
  });

  it("unique rectangle type 3: the extra corners with a cell of their column form a naked pair", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r2c1", "12");
    candidates(s, "r1c4", "123");
    candidates(s, "r2c4", "124");
    candidates(s, "r5c4", "34");
    const step = uniqueRectangle.find(s);
    expect(step?.reason).toMatch(/^type 3/);
    expect(step?.difficulty).toBe(4.6);
    expect(eliminated(s, step)).toEqual([...expectRemoved(3, colCells(4, 3, 9, [5])), ...expectRemoved(4, colCells(4, 3, 9, [5]))].sort());
    candidates(s, "r5c4", "35"); // {3,4} with {3,5}: no naked pair
    expect(uniqueRectangle.find(s)).toBeUndefined();
  });

  it("unique rectangle type 4: 1 fits column 4 only in the extra corners, so 2 leaves both", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r2c1", "12");
    candidates(s, "r1c4", "125");
    candidates(s, "r2c4", "126");
    remove(s, 1, colCells(4, 3, 9));
    const step = uniqueRectangle.find(s);
    expect(step?.reason).toMatch(/^type 4/);
    expect(eliminated(s, step)).toEqual(["r1c4-2", "r2c4-2"]);
    candidates(s, "r9c4", "17"); // 1 fits column 4 elsewhere: no strong link, and extras 5, 6 differ
    expect(uniqueRectangle.find(s)).toBeUndefined();
  });

  it("hidden unique rectangle: a {1,2} corner and strong links on 1 at the opposite corner", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    remove(s, 1, colCells(4, 3, 9));
    remove(s, 1, rowCells(2, 2, 9, [4]));
    expect(eliminated(s, hiddenUniqueRectangle.find(s))).toEqual(["r2c4-2"]);
    s.candidates[s.geometry.canvas[4 * 9 + 3] ?? 0] |= 1; // 1 back in r5c4: no strong link in column 4
    expect(hiddenUniqueRectangle.find(s)).toBeUndefined();
  });

  it("BUG+1: every open cell {1,3} but r5c9 {1,3,7}: r5c9 is 7; a second three-candidate cell spoils it", () => {
    const s = graveAroundRectangle();
    candidates(s, "r5c9", "137");
    expect(placed(s, bugPlusOne.find(s))).toEqual(["r5c9=7"]);
    // The same position as a unique rectangle of type 1.
    expect(eliminated(s, uniqueRectangle.find(s))).toEqual(["r5c9-1", "r5c9-3"]);
    candidates(s, "r4c6", "136");
    expect(bugPlusOne.find(s)).toBeUndefined();
  });

  it("finds nothing on a layout with a rule that is not a unit (the swap could break it)", () => {
    const s = emptyPosition("single");
    const killer = { ...s.geometry, layout: { ...s.geometry.layout, rules: [{ type: "killer" as const, cells: [[0, 0] as [number, number]], sum: 5 }] } };
    const t: LogicState = { ...s, geometry: killer };
    for (const c of ["r1c1", "r1c4", "r2c1"]) candidates(t, c, "12");
    candidates(t, "r2c4", "1239");
    expect(uniqueRectangle.find(t)).toBeUndefined();
  });

  // The search keeps each canvas rectangle's swap test per geometry (a table where the canvas is small): its
  // rectangles are those of the definition, asked once and again (from the table), on a 9x9, a samurai and
  // two grids far apart (a 69x69 canvas: too large for the table, worked out each time).
  const far = buildGeometry({
    name: "far",
    grids: [
      { id: "a", row: 0, col: 0 },
      { id: "b", row: 60, col: 60 },
    ],
  });
  it.each([
    ["a 9x9", buildGeometry(BUILTIN_LAYOUTS.single)],
    ["a samurai", buildGeometry(BUILTIN_LAYOUTS.samurai)],
    ["two grids far apart", far],
  ])("lists every rectangle whose units allow the swap, and only those, on %s", (_, geometry) => {
    const s = initialState({ geometry, givens: new Uint8Array(geometry.cellCount) });
    const expected = swappableByDefinition(geometry);
    expect(expected.length).toBeGreaterThan(0);
    for (let round = 0; round < 2; round++) expect([...rectangles(s)].map((r) => r.corners.join(","))).toEqual(expected);
  });
});

/** Every rectangle of cells, in rectangles' order, where each unit through a corner holds a side's two corners or all four. */
function swappableByDefinition(g: Geometry): string[] {
  const out: string[] = [];
  const cellAt = (r: number, c: number): number => g.canvas[r * g.cols + c] ?? -1;
  const unitsOf = (x: number): number[] => Array.from(g.cellUnitList.subarray(g.cellUnitStart[x], g.cellUnitStart[x + 1]));
  for (let a = 0; a < g.cellCount; a++) {
    const r1 = g.cellRow[a] ?? 0;
    const c1 = g.cellCol[a] ?? 0;
    for (let c2 = c1 + 1; c2 < g.cols; c2++) {
      for (let r2 = r1 + 1; r2 < g.rows; r2++) {
        const corners = [a, cellAt(r1, c2), cellAt(r2, c1), cellAt(r2, c2)];
        if (corners.some((x) => x < 0)) continue;
        const ok = corners.every((x) =>
          unitsOf(x).every((u) => {
            const inside = corners.filter((y) => unitsOf(y).includes(u)).map((y) => corners.indexOf(y));
            const key = inside.join("");
            return ["0123", "01", "23", "02", "13"].includes(key);
          }),
        );
        if (ok) out.push(corners.join(","));
      }
    }
  }
  return out;
}
