import { describe, expect, it } from "vitest";
import { fullHouse } from "../../../src/logic/techniques/full-house.js";
import { hiddenSingle } from "../../../src/logic/techniques/hidden-single.js";
import { nakedSingle } from "../../../src/logic/techniques/naked-single.js";
import { candidates, emptyPosition, placed, put, remove, rowCells } from "../position.js";

describe("full house", () => {
  it("fills the last open cell of a unit with the missing digit", () => {
    const s = emptyPosition();
    put(s, "r1c1=1", "r1c2=2", "r1c3=3", "r1c4=4", "r1c5=5", "r1c6=6", "r1c7=7", "r1c8=8");
    const step = fullHouse.find(s);
    expect(step?.technique).toBe("full house");
    expect(placed(s, step)).toEqual(["r1c9=9"]);
    // The unit named, as HoDoKu names it on a single grid (no "of grid main", no vague "the unit").
    expect(step?.reason).toBe("the last open cell of row 1");
  });
  it("does not apply with two open cells in every unit", () => {
    const s = emptyPosition();
    put(s, "r1c1=1", "r1c2=2", "r1c3=3", "r1c4=4", "r1c5=5", "r1c6=6", "r1c7=7");
    expect(fullHouse.find(s)).toBeUndefined();
  });
});

describe("naked single", () => {
  it("places a cell's only candidate", () => {
    const s = emptyPosition();
    candidates(s, "r5c5", "7");
    expect(placed(s, nakedSingle.find(s))).toEqual(["r5c5=7"]);
  });
  it("does not apply to a cell with two candidates", () => {
    const s = emptyPosition();
    candidates(s, "r5c5", "78");
    expect(nakedSingle.find(s)).toBeUndefined();
  });
});

describe("hidden single", () => {
  it("places a digit that fits one cell of a unit", () => {
    const s = emptyPosition();
    remove(s, 4, rowCells(2, 1, 8));
    expect(placed(s, hiddenSingle.find(s))).toEqual(["r2c9=4"]);
    expect(hiddenSingle.find(s)?.reason).toBe("the only place for 4 in row 2");
  });

  it("names the unit it lives in, a box first (in box 3), and on several grids by the grid's own name", () => {
    const s = emptyPosition();
    remove(s, 4, [...rowCells(1, 7, 8), ...rowCells(2, 7, 9), ...rowCells(3, 7, 9)]);
    expect(hiddenSingle.find(s)?.reason).toBe("the only place for 4 in box 3");
    const t = emptyPosition("samurai");
    // Row 1 of the north-east grid: canvas row 1, columns 13-21; 4 fits only its last cell.
    remove(t, 4, rowCells(1, 13, 20));
    const step = hiddenSingle.find(t);
    expect(placed(t, step)).toEqual(["r1c21=4"]);
    expect(step?.reason).toBe("the only place for 4 in row 1 of grid ne");
  });
  it("does not apply while the digit fits two cells of every unit", () => {
    const s = emptyPosition();
    remove(s, 4, rowCells(2, 1, 7));
    expect(hiddenSingle.find(s)).toBeUndefined();
  });
});
