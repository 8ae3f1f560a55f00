import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ascending } from "../../src/logic/ascending.js";

describe("ascending", () => {
  it("sorts the list in place, numerically, and returns it: in order or not, with repeats and numbers past 9", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 12 }), fc.boolean(), (list, sorted) => {
        const input = sorted ? [...list].sort((a, b) => a - b) : list;
        const want = [...input].sort((a, b) => a - b);
        const out = ascending(input);
        expect(out).toBe(input);
        expect(out).toEqual(want);
      }),
    );
  });

  it("sorts a list out of order only at its end (the in-order check reads every pair)", () => {
    expect(ascending([1, 2, 3, 10, 9])).toEqual([1, 2, 3, 9, 10]);
    expect(ascending([2, 1])).toEqual([1, 2]);
  });
});
