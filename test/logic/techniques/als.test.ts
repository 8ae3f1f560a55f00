import { describe, expect, it } from "vitest";
import { alsXyWing } from "../../../src/logic/techniques/als-xy-wing.js";
import { alsXz } from "../../../src/logic/techniques/als-xz.js";
import { deathBlossom } from "../../../src/logic/techniques/death-blossom.js";
import { candidates, eliminated, emptyPosition, expectRemoved, rowCells } from "../position.js";

// In an empty position every other cell has nine candidates, more than an almost locked set of up to four
// cells can hold, so only the cells set here form sets.
describe("almost locked sets", () => {
  it("ALS-XZ: {1,2} at r1c1 and {1,3}{2,3} at r5c1-r5c2, restricted common 1: one holds 2", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r5c1", "13");
    candidates(s, "r5c2", "23");
    const step = alsXz.find(s);
    expect(step?.technique).toBe("ALS-XZ");
    expect(eliminated(s, step)).toEqual(expectRemoved(2, ["r1c2", "r2c2", "r3c2", "r4c1", "r6c1"]));
    candidates(s, "r5c2", "234"); // four digits in two cells: no longer a set
    expect(alsXz.find(s)).toBeUndefined();
  });

  it("ALS-XY-wing: pivot {1,2} at r1c1, sets {1,3} at r1c5 and {2,3} at r5c1: 3 leaves r5c5", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r1c5", "13");
    candidates(s, "r5c1", "23");
    expect(eliminated(s, alsXyWing.find(s))).toEqual(expectRemoved(3, ["r5c5"]));
    candidates(s, "r5c1", "24");
    expect(alsXyWing.find(s)).toBeUndefined();
  });

  it("death blossom: stem {1,2,4} at r1c1, petals {1,3}, {2,3}, {3,4} in row 1: 3 leaves the rest of row 1", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "124");
    candidates(s, "r1c5", "13");
    candidates(s, "r1c6", "23");
    candidates(s, "r1c8", "34");
    const step = deathBlossom.find(s);
    expect(step?.technique).toBe("death blossom");
    expect(eliminated(s, step)).toEqual(expectRemoved(3, rowCells(1, 2, 9, [5, 6, 8])));
    candidates(s, "r1c8", "45"); // no petal for 4 shares a digit with the others
    expect(deathBlossom.find(s)).toBeUndefined();
  });
});
