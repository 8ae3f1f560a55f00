import { describe, expect, it } from "vitest";
import { stepMarks } from "../../src/web/step-marks.js";

describe("a logic step on the board", () => {
  it("cells outlined, eliminations struck (as masks), placements placed, 1-based JSON to 0-based keys", () => {
    const marks = stepMarks({
      technique: "naked pair",
      placements: [{ row: 1, col: 1, digit: 4 }],
      eliminations: [
        { row: 2, col: 3, digits: [5, 7] },
        { row: 2, col: 3, digits: [9] },
      ],
      cells: [{ row: 9, col: 9 }],
      text: "naked pair",
    });
    expect([...marks.cells].sort()).toEqual(["0,0", "1,2", "8,8"]);
    expect(marks.struck.get("1,2")).toBe((1 << 4) | (1 << 6) | (1 << 8));
    expect(marks.placed.get("0,0")).toBe(4);
  });
});
