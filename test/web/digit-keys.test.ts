import { describe, expect, it } from "vitest";
import { DOUBLE_KEY_MS, keyDigit, secondKey, target } from "../../src/web/digit-keys.js";

describe("keys to digits on every grid size", () => {
  it("digit keys are digits up to the size; letters A-G but C are 10-16 on larger grids only", () => {
    expect(keyDigit("Digit5", 9)).toBe(5);
    expect(keyDigit("Numpad0", 9)).toBe(0);
    expect(keyDigit("Digit7", 6)).toBe(-1);
    expect(keyDigit("KeyA", 9)).toBe(-1);
    expect(keyDigit("KeyA", 16)).toBe(10);
    expect(keyDigit("KeyG", 16)).toBe(16);
    expect(keyDigit("KeyG", 12)).toBe(-1);
    // C is the Centre key on every size.
    expect(keyDigit("KeyC", 12)).toBe(-1);
    expect(keyDigit("KeyC", 16)).toBe(-1);
  });

  it("two keys, 1 then 0-6, on the same cells and mode in time: 10-16 where the grid has them", () => {
    const where = target(["0,0"], "normal");
    const one = { at: 1000, target: where };
    expect(secondKey(16, one, 2, 1500, where)).toBe(12);
    expect(secondKey(16, one, 0, 1500, where)).toBe(10);
    expect(secondKey(12, one, 2, 1500, where)).toBe(12);
    expect(secondKey(12, one, 3, 1500, where)).toBeUndefined(); // no 13 on 12x12: the 3 is a 3
    expect(secondKey(9, one, 2, 1500, where)).toBeUndefined(); // 9x9: 1 then 2 is a 2
    expect(secondKey(16, one, 2, 1000 + DOUBLE_KEY_MS + 1, where)).toBeUndefined(); // too late
    expect(secondKey(16, one, 2, 1500, target(["0,1"], "normal"))).toBeUndefined(); // another cell
    expect(secondKey(16, one, 2, 1500, target(["0,0"], "corner"))).toBeUndefined(); // another mode
    expect(secondKey(16, undefined, 2, 1500, where)).toBeUndefined();
  });
});
