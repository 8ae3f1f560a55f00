import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bitOf, digitOfBit, isSingle, lowestBit, popcount } from "../../src/model/digits.js";

describe("digits: the one set of bit helpers", () => {
  it(`popcount counts the set bits of any 32-bit word, lowestBit isolates the lowest`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (x) => {
        const bits = x
          .toString(2)
          .split("")
          .filter((b) => b === "1").length;
        expect(popcount(x | 0)).toBe(bits);
        if (x !== 0) expect(lowestBit(x | 0) >>> 0).toBe(2 ** x.toString(2).split("").reverse().indexOf("1"));
      }),
      { numRuns: 500 },
    );
  });

  it("bitOf and digitOfBit are inverse for 1..9; isSingle tells one bit", () => {
    for (let d = 1; d <= 9; d++) {
      expect(digitOfBit(bitOf(d))).toBe(d);
      expect(isSingle(bitOf(d))).toBe(true);
    }
    expect(isSingle(0)).toBe(false);
    expect(isSingle(0b101)).toBe(false);
    expect(popcount(0x7ffffff)).toBe(27);
  });
});
