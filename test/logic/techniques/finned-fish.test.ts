import { describe, expect, it } from "vitest";
import { finnedJellyfish } from "../../../src/logic/techniques/finned-jellyfish.js";
import { finnedSwordfish } from "../../../src/logic/techniques/finned-swordfish.js";
import { finnedXWing } from "../../../src/logic/techniques/finned-x-wing.js";
import { bitOf } from "../../../src/model/digits.js";
import { at, eliminated, emptyPosition, expectRemoved, remove, rowCells, rowsOnly } from "../position.js";

describe("finned fish", () => {
  it("finned X-wing: 5 in rows 1 and 5 in columns 2 and 7, with a fin at r5c8: 5 leaves column 7 in the fin's box", () => {
    const s = emptyPosition();
    rowsOnly(s, 5, { 1: [2, 7], 5: [2, 7, 8] });
    const step = finnedXWing.find(s);
    expect(step?.technique).toBe("finned X-wing");
    expect(step?.reason).toContain("finned");
    expect(eliminated(s, step)).toEqual(expectRemoved(5, ["r4c7", "r6c7"]));
    // Without a cover cell in the fin's box (5 gone from r4c7 and r6c7) nothing is left to remove.
    remove(s, 5, ["r4c7", "r6c7"]);
    expect(finnedXWing.find(s)).toBeUndefined();
  });

  it("sashimi X-wing: the finned row keeps one covered place; it rates 0.1 more", () => {
    const s = emptyPosition();
    rowsOnly(s, 5, { 1: [2, 7], 5: [2, 8, 9] });
    const step = finnedXWing.find(s);
    expect(step?.reason).toContain("sashimi");
    expect(step?.difficulty).toBe(4.4);
    expect(eliminated(s, step)).toEqual(expectRemoved(5, ["r4c7", "r6c7"]));
    remove(s, 5, ["r4c7", "r6c7"]);
    expect(finnedXWing.find(s)).toBeUndefined();
  });

  it("finned swordfish: rows 1, 4, 7 over columns 2, 5, 8 with a fin at r7c9", () => {
    const s = emptyPosition();
    rowsOnly(s, 3, { 1: [2, 5], 4: [5, 8], 7: [2, 8, 9] });
    expect(eliminated(s, finnedSwordfish.find(s))).toEqual(expectRemoved(3, ["r8c8", "r9c8"]));
    s.candidates[at(s, "r7c1")] |= bitOf(3); // a second fin in another box: no cell sees both fins
    expect(finnedSwordfish.find(s)).toBeUndefined();
  });

  it("finned jellyfish: rows 1, 3, 5, 8 over columns 1, 3, 5, 7 with a fin at r8c8", () => {
    const s = emptyPosition();
    rowsOnly(s, 8, { 1: [1, 3], 3: [3, 5], 5: [5, 7], 8: [1, 7, 8] });
    // The same rows over columns 1, 5, 7, 8 are a jellyfish too, with fins r1c3 and r3c3 in box 1: it
    // takes 8 from r2c1 first.
    expect(eliminated(s, finnedJellyfish.find(s))).toEqual(expectRemoved(8, ["r2c1"]));
    remove(s, 8, ["r2c1"]);
    expect(eliminated(s, finnedJellyfish.find(s))).toEqual(expectRemoved(8, ["r7c7", "r9c7"]));
    // 8 nowhere else in the grid: no cover cell outside the bases is left to remove it from.
    for (const r of [2, 4, 6, 7, 9]) remove(s, 8, rowCells(r, 1, 9));
    expect(finnedJellyfish.find(s)).toBeUndefined();
  });
});
