import { describe, expect, it } from "vitest";
import { aic } from "../../../src/logic/techniques/aic.js";
import { xChain } from "../../../src/logic/techniques/x-chain.js";
import { xyChain } from "../../../src/logic/techniques/xy-chain.js";
import { at, candidates, colCells, eliminated, emptyPosition, expectRemoved, remove, rowCells } from "../position.js";

describe("chains", () => {
  it("X-chain: three strong links on 4 joined by two weak ones", () => {
    const s = emptyPosition();
    remove(s, 4, rowCells(1, 1, 9, [1, 4]));
    remove(s, 4, rowCells(5, 1, 9, [4, 8]));
    remove(s, 4, rowCells(9, 1, 9, [8, 2]));
    const step = xChain.find(s);
    expect(step?.reason).toMatch(/^\(4\)r1c1 = \(4\)r1c4 - \(4\)r5c4 = \(4\)r5c8 - \(4\)r9c8 = \(4\)r9c2: one end is true$/);
    expect(eliminated(s, step)).toEqual(expectRemoved(4, ["r2c2", "r3c2", "r7c1", "r8c1"]));
    s.candidates[at(s, "r5c6")] |= 1 << 3; // row 5 is no strong link any more
    expect(xChain.find(s)).toBeUndefined();
  });

  it("XY-chain: {1,2} {2,3} {3,4} {4,1}: one end is 1", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r1c5", "23");
    candidates(s, "r5c5", "34");
    candidates(s, "r5c9", "14");
    expect(eliminated(s, xyChain.find(s))).toEqual(expectRemoved(1, ["r1c9", "r5c1"]));
    candidates(s, "r5c9", "45");
    expect(xyChain.find(s)).toBeUndefined();
  });

  it("AIC: bivalue cells and a strong link in a column, which neither X- nor XY-chains may mix", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r5c9", "12");
    remove(s, 2, colCells(5, 1, 9, [1, 5]));
    const step = aic.find(s);
    expect(eliminated(s, step)).toEqual(expectRemoved(1, ["r1c9", "r5c1"]));
    expect(xChain.find(s)).toBeUndefined();
    expect(xyChain.find(s)).toBeUndefined();
    s.candidates[at(s, "r7c5")] |= 1 << 1; // 2 back in r7c5: column 5 is no strong link
    expect(aic.find(s)).toBeUndefined();
  });
});
