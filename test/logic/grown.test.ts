import { describe, expect, it } from "vitest";
import { grown } from "../../src/logic/grown.js";

describe("grown", () => {
  it("keeps an array with room, else copies it into one twice as long or as long as asked, the rest zero", () => {
    const a = Int32Array.from([1, 2, 3, 4]);
    expect(grown(a, 4)).toBe(a);
    expect(grown(a, 0)).toBe(a);
    const twice = grown(a, 5);
    expect(Array.from(twice)).toEqual([1, 2, 3, 4, 0, 0, 0, 0]);
    const asked = grown(a, 11);
    expect(asked.length).toBe(11);
    expect(Array.from(asked.subarray(0, 5))).toEqual([1, 2, 3, 4, 0]);
    expect(grown(new Int32Array(0), 1).length).toBe(1);
  });
});
