import { describe, expect, it } from "vitest";
import { arrowHead } from "../../src/rules/arrow-head.js";

describe("arrowHead", () => {
  it("puts the tip last but one, the wings behind it at the given length, half a radian off the line", () => {
    const [a, tip, b] = arrowHead([0, 0], [10, 0], 2).split(" ");
    expect(tip).toBe("10,0");
    for (const [wing, side] of [
      [a, 1],
      [b, -1],
    ] as const) {
      const [x = 0, y = 0] = (wing ?? "").split(",").map(Number);
      expect(Math.hypot(10 - x, y)).toBeCloseTo(2, 9);
      expect(x).toBeCloseTo(10 - 2 * Math.cos(0.5), 9);
      expect(y).toBeCloseTo(-side * 2 * Math.sin(0.5), 9);
    }
    // Pointing up the page: the wings below the tip.
    const up = arrowHead([5, 10], [5, 0], 3)
      .split(" ")
      .map((p) => p.split(",").map(Number));
    expect(up[1]).toEqual([5, 0]);
    expect(up[0]?.[1]).toBeGreaterThan(0);
    expect(up[2]?.[1]).toBeGreaterThan(0);
  });
});
