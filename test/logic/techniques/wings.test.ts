import { describe, expect, it } from "vitest";
import { wWing } from "../../../src/logic/techniques/w-wing.js";
import { xyWing } from "../../../src/logic/techniques/xy-wing.js";
import { xyzWing } from "../../../src/logic/techniques/xyz-wing.js";
import { wxyzWing } from "../../../src/logic/techniques/wxyz-wing.js";
import { candidates, colCells, eliminated, emptyPosition, expectRemoved, remove } from "../position.js";

describe("wings", () => {
  it("XY-wing: pivot {1,2}, pincers {1,3} and {2,3}: 3 leaves the cell seeing both pincers", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r1c5", "13");
    candidates(s, "r5c1", "23");
    expect(eliminated(s, xyWing.find(s))).toEqual(expectRemoved(3, ["r5c5"]));
    candidates(s, "r5c1", "24");
    expect(xyWing.find(s)).toBeUndefined();
  });

  it("XYZ-wing: pivot {1,2,3}, pincers {1,3} and {2,3}: 3 leaves the cells seeing all three", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "123");
    candidates(s, "r1c5", "13");
    candidates(s, "r2c2", "23");
    expect(eliminated(s, xyzWing.find(s))).toEqual(expectRemoved(3, ["r1c2", "r1c3"]));
    candidates(s, "r2c2", "24");
    expect(xyzWing.find(s)).toBeUndefined();
  });

  it("W-wing: two {1,2} cells joined by a strong link on 1: 2 leaves the cells seeing both", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r5c9", "12");
    remove(s, 1, colCells(4, 1, 9, [1, 5]));
    expect(eliminated(s, wWing.find(s))).toEqual(expectRemoved(2, ["r1c9", "r5c1"]));
    s.candidates[s.geometry.canvas[6 * 9 + 3]] |= 1; // 1 back in r7c4: the link is gone
    expect(wWing.find(s)).toBeUndefined();
  });
});

describe("WXYZ-wing", () => {
  it("pivot {1,2,3,4} with wings {1,4}, {2,4}, {3,4}: 4 leaves the cells seeing all four", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "1234");
    candidates(s, "r1c5", "14");
    candidates(s, "r2c2", "24");
    candidates(s, "r1c3", "34");
    const step = wxyzWing.find(s);
    expect(step?.technique).toBe("WXYZ-wing");
    // Seeing r1c1, r1c5, r2c2 and r1c3: the rest of row 1 in box 1 is r1c2 alone (r1c5 is in row 1 too).
    expect(eliminated(s, step)).toEqual(expectRemoved(4, ["r1c2"]));
    candidates(s, "r1c3", "35"); // five digits: no wing
    expect(wxyzWing.find(s)).toBeUndefined();
  });
});
