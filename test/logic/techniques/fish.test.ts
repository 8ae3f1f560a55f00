import { describe, expect, it } from "vitest";
import { jellyfish } from "../../../src/logic/techniques/jellyfish.js";
import { swordfish } from "../../../src/logic/techniques/swordfish.js";
import { xWing } from "../../../src/logic/techniques/x-wing.js";
import { colCells, eliminated, emptyPosition, expectRemoved, remove, rowCells, rowsOnly } from "../position.js";

/** The cells of the columns outside the rows. */
function columnsBut(cols: number[], rows: number[]): string[] {
  return cols.flatMap((c) => colCells(c, 1, 9, rows));
}

describe("fish", () => {
  it("X-wing: 5 in rows 1 and 4 only in columns 2 and 7 leaves the rest of those columns", () => {
    const s = emptyPosition();
    rowsOnly(s, 5, { 1: [2, 7], 4: [2, 7] });
    const step = xWing.find(s);
    expect(step?.technique).toBe("X-wing");
    expect(eliminated(s, step)).toEqual(expectRemoved(5, columnsBut([2, 7], [1, 4])));
    s.candidates[s.geometry.canvas[3 * 9 + 4]] |= 1 << 4; // 5 back in r4c5: row 4 has three places
    expect(xWing.find(s)).toBeUndefined();
  });

  it("swordfish: three rows over three columns", () => {
    const s = emptyPosition();
    rowsOnly(s, 5, { 1: [2, 5], 4: [5, 8], 7: [2, 8] });
    expect(eliminated(s, swordfish.find(s))).toEqual(expectRemoved(5, columnsBut([2, 5, 8], [1, 4, 7])));
    s.candidates[s.geometry.canvas[6 * 9 + 0]] |= 1 << 4; // 5 back in r7c1: a fourth column
    expect(swordfish.find(s)).toBeUndefined();
  });

  it("jellyfish: four rows over four columns", () => {
    const s = emptyPosition();
    rowsOnly(s, 8, { 1: [1, 3], 3: [3, 5], 5: [5, 7], 8: [1, 7] });
    expect(eliminated(s, jellyfish.find(s))).toEqual(expectRemoved(8, columnsBut([1, 3, 5, 7], [1, 3, 5, 8])));
    s.candidates[s.geometry.canvas[7 * 9 + 8]] |= 1 << 7; // 8 back in r8c9
    expect(jellyfish.find(s)).toBeUndefined();
  });

  it("works over the canvas of a twin layout, on a row where the two grids meet", () => {
    const s = emptyPosition("twin");
    // Canvas rows 1 (grid nw only) and 8 (nw and se): 5 only in canvas columns 2 and 8.
    rowsOnly(s, 5, { 1: [2, 8] });
    remove(s, 5, rowCells(8, 1, 15, [2, 8]));
    const step = xWing.find(s);
    expect(eliminated(s, step)).toEqual(expectRemoved(5, columnsBut([2, 8], [1, 8]).concat()));
  });
});
