import { describe, expect, it } from "vitest";
import { samePosition } from "../../src/logic/same-position.js";

const position = (values: number[], candidates: number[]) => ({ values: Uint8Array.from(values), candidates: Uint16Array.from(candidates) });

describe("samePosition", () => {
  it("is true for equal values and candidates, false when a value, a candidate mask or a length differs", () => {
    const a = position([0, 3, 0], [0b101, 0b100, 0b11]);
    expect(samePosition(a, position([0, 3, 0], [0b101, 0b100, 0b11]))).toBe(true);
    expect(samePosition(a, position([0, 3, 1], [0b101, 0b100, 0b11]))).toBe(false);
    expect(samePosition(a, position([0, 3, 0], [0b101, 0b100, 0b10]))).toBe(false);
    expect(samePosition(a, position([0, 3], [0b101, 0b100]))).toBe(false);
    expect(samePosition(a, position([0, 3, 0], [0b101, 0b100, 0b11, 0]))).toBe(false);
  });
});
