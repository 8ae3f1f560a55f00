import { describe, expect, it } from "vitest";
import { hiddenPair } from "../../../src/logic/techniques/hidden-pair.js";
import { hiddenQuad } from "../../../src/logic/techniques/hidden-quad.js";
import { hiddenTriple } from "../../../src/logic/techniques/hidden-triple.js";
import { nakedPair } from "../../../src/logic/techniques/naked-pair.js";
import { nakedQuad } from "../../../src/logic/techniques/naked-quad.js";
import { nakedTriple } from "../../../src/logic/techniques/naked-triple.js";
import { candidates, eliminated, emptyPosition, remove, rowCells } from "../position.js";

/** "r1c2-5" entries for every digit in digits over the cells. */
function removed(digits: string, cells: readonly string[]): string[] {
  return cells.flatMap((c) => [...digits].map((d) => `${c}-${d}`)).sort();
}

describe("naked subsets", () => {
  it("naked pair: two cells of a row and box with {1,2} clear 1 and 2 from both units", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r1c2", "12");
    const step = nakedPair.find(s);
    expect(step?.technique).toBe("naked pair");
    expect(step?.reason).toBe("the cells hold only 1, 2 between them, in row 1 and box 1");
    expect(eliminated(s, step)).toEqual(removed("12", [...rowCells(1, 3, 9), ...rowCells(2, 1, 3), ...rowCells(3, 1, 3)]));
    candidates(s, "r1c2", "123");
    expect(nakedPair.find(s)).toBeUndefined();
  });

  it("naked triple: {1,2} {2,3} {1,3} in a row", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r1c5", "23");
    candidates(s, "r1c9", "13");
    expect(eliminated(s, nakedTriple.find(s))).toEqual(removed("123", rowCells(1, 1, 9, [1, 5, 9])));
    candidates(s, "r1c9", "14");
    expect(nakedTriple.find(s)).toBeUndefined();
  });

  it("naked quad: four cells of a column holding four digits between them", () => {
    const s = emptyPosition();
    candidates(s, "r1c4", "12");
    candidates(s, "r3c4", "234");
    candidates(s, "r6c4", "34");
    candidates(s, "r9c4", "14");
    const others = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((r) => ![1, 3, 6, 9].includes(r)).map((r) => `r${r}c4`);
    expect(eliminated(s, nakedQuad.find(s))).toEqual(removed("1234", others));
    candidates(s, "r9c4", "15");
    expect(nakedQuad.find(s)).toBeUndefined();
  });
});

describe("hidden subsets", () => {
  it("hidden pair: 1 and 2 fit only two cells of a row, whose other digits go", () => {
    const s = emptyPosition();
    for (const d of [1, 2]) remove(s, d, rowCells(1, 3, 9));
    expect(eliminated(s, hiddenPair.find(s))).toEqual(removed("3456789", ["r1c1", "r1c2"]));
    expect(hiddenPair.find(s)?.reason).toBe("1, 2 fit only these 2 cells of row 1");
    candidates(s, "r1c5", "25");
    expect(hiddenPair.find(s)).toBeUndefined();
  });

  it("hidden triple: 1, 2, 3 fit only three cells of a row", () => {
    const s = emptyPosition();
    for (const d of [1, 2, 3]) remove(s, d, rowCells(1, 1, 9, [2, 5, 8]));
    expect(eliminated(s, hiddenTriple.find(s))).toEqual(removed("456789", ["r1c2", "r1c5", "r1c8"]));
    candidates(s, "r1c9", "3");
    s.candidates[s.geometry.canvas[8]] |= 0b111111000; // r1c9 holds 3 and 4-9: the triple is broken
    expect(hiddenTriple.find(s)).toBeUndefined();
  });

  it("hidden quad: 1-4 fit only four cells of a box", () => {
    const s = emptyPosition();
    for (const d of [1, 2, 3, 4]) remove(s, d, ["r1c1", "r1c2", "r2c1", "r2c2", "r3c3"]);
    expect(eliminated(s, hiddenQuad.find(s))).toEqual(removed("56789", ["r1c3", "r2c3", "r3c1", "r3c2"]));
    candidates(s, "r3c3", "15");
    expect(hiddenQuad.find(s)).toBeUndefined();
  });
});
