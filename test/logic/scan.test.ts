import { describe, expect, it } from "vitest";
import { placesIn } from "../../src/logic/scan.js";
import { at, candidates, emptyPosition, put } from "./position.js";

describe("placesIn", () => {
  it("writes a unit's open cells holding the mask to the first entries, in the unit's order, and counts them", () => {
    const s = emptyPosition();
    // Row 1 (unit 0): 5 only in r1c2 and r1c7 among the open cells; r1c9 placed (a 5 there is not a place).
    for (const c of ["r1c1", "r1c3", "r1c4", "r1c5", "r1c6", "r1c8"]) candidates(s, c, "1234");
    put(s, "r1c9=9");
    const out = [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1];
    expect(placesIn(s, 0, 1 << 4, out)).toBe(2);
    // The entries past the count are left as they were: a caller reads only the count returned.
    expect(out).toEqual([at(s, "r1c2"), at(s, "r1c7"), -1, -1, -1, -1, -1, -1, -1, -1]);
    // Digits 1 or 2: every open cell of the row, in order, and again into the same array.
    expect(placesIn(s, 0, 0b11, out)).toBe(8);
    expect(out.slice(0, 8)).toEqual(["r1c1", "r1c2", "r1c3", "r1c4", "r1c5", "r1c6", "r1c7", "r1c8"].map((r) => at(s, r)));
  });
});
