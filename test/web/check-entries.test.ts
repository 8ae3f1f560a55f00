import { describe, expect, it } from "vitest";
import { checkEntries, rowsToMap } from "../../src/web/check-entries.js";
import { emptyState, posKey, setEntry, setGiven } from "../../src/web/editor-state.js";

describe("checking a player's digits", () => {
  it("counts wrong and empty cells, and says solved only when all are right", () => {
    const solution = rowsToMap(["123", "456"]);
    let s = emptyState({ name: "t", grids: [{ id: "a", row: 0, col: 0 }] });
    s = setGiven(s, 0, 0, 1);
    s = setEntry(s, 0, 1, 9);
    s = setEntry(s, 1, 0, 4);
    expect(checkEntries(s, solution)).toEqual({ wrong: [posKey(0, 1)], empty: 3, solved: false });
    for (const [k, d] of solution) {
      const [r, c] = k.split(",").map(Number);
      if (!(r === 0 && c === 0)) s = setEntry(s, r, c, d);
    }
    expect(checkEntries(s, solution).solved).toBe(true);
  });

  it("rowsToMap reads digits and skips '.' and gaps", () => {
    expect([...rowsToMap(["1. 2"])]).toEqual([
      [posKey(0, 0), 1],
      [posKey(0, 3), 2],
    ]);
  });
});
