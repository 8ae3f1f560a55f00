/** Digits as characters: 1-9, then A-G for 10-16; '.' and '0' empty; lower case read. */
import { describe, expect, it } from "vitest";
import { charDigit, digitChar } from "../../src/model/digit-chars.js";

describe("digit characters", () => {
  it("writes 1-9, A-G and '.' and reads each back", () => {
    const written = Array.from({ length: 17 }, (_, d) => digitChar(d)).join("");
    expect(written).toBe(".123456789ABCDEFG");
    for (let d = 0; d <= 16; d++) expect(charDigit(digitChar(d))).toBe(d);
  });

  it("reads lower case and '0'; anything else is -1", () => {
    expect([..."abcdefg0"].map(charDigit)).toEqual([10, 11, 12, 13, 14, 15, 16, 0]);
    expect(["H", "h", "-", " ", "", "AB", "!"].map(charDigit)).toEqual([-1, -1, -1, -1, -1, -1, -1]);
  });
});
