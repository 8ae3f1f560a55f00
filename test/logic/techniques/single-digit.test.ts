import { describe, expect, it } from "vitest";
import { simpleColouring } from "../../../src/logic/techniques/simple-colouring.js";
import { skyscraper } from "../../../src/logic/techniques/skyscraper.js";
import { twoStringKite } from "../../../src/logic/techniques/two-string-kite.js";
import { at, colCells, eliminated, emptyPosition, expectRemoved, ref, remove, rowCells } from "../position.js";

describe("single-digit patterns", () => {
  it("skyscraper: rows 1 and 4 with 6 in two places, bases in column 1", () => {
    const s = emptyPosition();
    remove(s, 6, rowCells(1, 1, 9, [1, 5]));
    remove(s, 6, rowCells(4, 1, 9, [1, 6]));
    const step = skyscraper.find(s);
    expect(eliminated(s, step)).toEqual(expectRemoved(6, ["r2c6", "r3c6", "r5c5", "r6c5"]));
    const t = emptyPosition();
    remove(t, 6, rowCells(1, 1, 9, [1, 5]));
    remove(t, 6, rowCells(4, 1, 9, [2, 6]));
    expect(skyscraper.find(t)).toBeUndefined();
  });

  it("two-string kite: a row link and a column link meeting in box 1", () => {
    const s = emptyPosition();
    remove(s, 7, rowCells(1, 1, 9, [2, 6]));
    remove(s, 7, colCells(1, 1, 9, [3, 8]));
    expect(eliminated(s, twoStringKite.find(s))).toEqual(expectRemoved(7, ["r8c6"]));
    const t = emptyPosition();
    remove(t, 7, rowCells(1, 1, 9, [2, 6]));
    remove(t, 7, colCells(1, 1, 9, [5, 8]));
    expect(twoStringKite.find(t)).toBeUndefined();
  });

  it("simple colouring, trap: a cell seeing both colours of a cluster loses the digit", () => {
    const s = emptyPosition();
    // Strong links on 8: row 1 (c1, c5), column 5 (r1, r8), row 8 (c5, c3): colours r1c1 r8c5 / r1c5 r8c3.
    remove(s, 8, rowCells(1, 1, 9, [1, 5]));
    remove(s, 8, colCells(5, 1, 9, [1, 8]));
    remove(s, 8, rowCells(8, 1, 9, [3, 5]));
    const step = simpleColouring.find(s);
    expect(step?.cells.map((c) => ref(s, c)).sort()).toEqual(["r1c1", "r1c5", "r8c3", "r8c5"]);
    expect(eliminated(s, step)).toEqual(expectRemoved(8, ["r2c3", "r3c3", "r7c1", "r9c1"]));
    s.candidates[at(s, "r4c5")] |= 1 << 7; // 8 back in r4c5: column 5 is no strong link, the cluster splits
    expect(simpleColouring.find(s)).toBeUndefined();
  });

  it("simple colouring, wrap: two cells of one colour in a unit make that colour false", () => {
    const s = emptyPosition();
    // Row 1 (c1, c5), column 5 (r1, r4), row 4 (c5, c2), column 2 (r4, r2): r1c1 and r2c2 share a colour and box 1.
    remove(s, 9, rowCells(1, 1, 9, [1, 5]));
    remove(s, 9, colCells(5, 1, 9, [1, 4]));
    remove(s, 9, rowCells(4, 1, 9, [2, 5]));
    remove(s, 9, colCells(2, 1, 9, [2, 4]));
    const step = simpleColouring.find(s);
    expect(step?.reason).toMatch(/two cells of one colour/);
    expect(eliminated(s, step)).toEqual(expectRemoved(9, ["r1c1", "r2c2", "r4c5"]));
  });
});
