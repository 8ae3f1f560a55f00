import { describe, expect, it } from "vitest";
import { aic } from "../../../src/logic/techniques/aic.js";
import { groupedAic } from "../../../src/logic/techniques/grouped-aic.js";
import { candidates, colCells, eliminated, emptyPosition, expectRemoved, remove, rowCells } from "../position.js";

describe("grouped AIC", () => {
  // Digit 1: row 1 holds it at r1c1 and the group r1c56, box 2 at that group and r3c4, column 4 at r3c4
  // and r7c4: (1)r1c1 = (1)r1c56 - (1)r3c4 = (1)r7c4, so r7c1 (seeing both ends) cannot be 1.
  const position = () => {
    const s = emptyPosition();
    remove(s, 1, rowCells(1, 2, 9, [5, 6]));
    remove(s, 1, ["r2c4", "r2c5", "r2c6", "r3c5", "r3c6"]);
    remove(s, 1, colCells(4, 4, 9, [7]));
    return s;
  };

  it("a chain through the group r1c56 removes 1 from r7c1", () => {
    const s = position();
    const step = groupedAic.find(s);
    expect(step?.technique).toBe("grouped AIC");
    expect(eliminated(s, step)).toEqual(expectRemoved(1, ["r7c1"]));
    expect(step?.reason).toContain("(1)r1c56");
    expect(step?.chains?.[0]?.nodes.some((n) => n.cells.length === 2)).toBe(true);
    // The plain AIC cannot link r1c1 to the pair of cells.
    expect(aic.find(s)).toBeUndefined();
  });

  it("finds nothing when row 1 holds 1 elsewhere too (no strong link from r1c1 to the group)", () => {
    const s = position();
    candidates(s, "r1c9", "123456789");
    expect(groupedAic.find(s)).toBeUndefined();
  });

  it("across a samurai's shared box: the group r7c78 lies in it and in grid center's row 1", () => {
    const s = emptyPosition("samurai");
    // Grid center (canvas rows and columns 7-15). Its row 1: 1 only at the group r7c78 and r7c13; the box it
    // shares with grid nw (rows 7-9, columns 7-9): only at r7c78 and r9c9; its row 3: only at r9c9 and r9c14.
    remove(s, 1, rowCells(7, 9, 15, [13]));
    remove(s, 1, ["r8c7", "r8c8", "r8c9", "r9c7", "r9c8"]);
    remove(s, 1, rowCells(9, 10, 15, [14]));
    // (1)r7c13 = (1)r7c78 - (1)r9c9 = (1)r9c14: the rest of the box of r7c13 and r9c14 (grid center's box 3,
    // grid ne's box 7) cannot be 1.
    const step = groupedAic.find(s);
    expect(step?.technique).toBe("grouped AIC");
    expect(step?.reason).toContain("r7c78");
    expect(eliminated(s, step)).toEqual(expectRemoved(1, rowCells(8, 13, 15)));
    // 1 back at r7c11: row 1 of grid center no longer links r7c13 to the group.
    candidates(s, "r7c11", "123456789");
    expect(groupedAic.find(s)).toBeUndefined();
  });
});
