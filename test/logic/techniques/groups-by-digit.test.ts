import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupsByDigit } from "../../../src/logic/techniques/groups-by-digit.js";

describe("groupsByDigit", () => {
  it("lists each digit's groups in group order, into work arrays reused from a larger earlier call", () => {
    // One pair of work arrays for every run: each run must overwrite what the one before left.
    const byDigit = new Int32Array(64);
    const digitStart = new Int32Array(16 + 2);
    fc.assert(
      fc.property(
        fc
          .integer({ min: 4, max: 16 })
          .chain((size) => fc.record({ size: fc.constant(size), digit: fc.array(fc.integer({ min: 1, max: size }), { maxLength: 60 }), extra: fc.nat(3) })),
        ({ size, digit, extra }) => {
          // Entries past `count` are not groups: left out.
          const count = Math.max(0, digit.length - extra);
          groupsByDigit(digit, count, size, byDigit, digitStart);
          for (let d = 1; d <= size; d++) {
            const want = digit.slice(0, count).flatMap((e, g) => (e === d ? [g] : []));
            expect(Array.from(byDigit.subarray(digitStart[d], digitStart[d + 1]))).toEqual(want);
          }
        },
      ),
    );
  });
});
