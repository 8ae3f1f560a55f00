import { describe, expect, it } from "vitest";
import { applyStep } from "../../../src/logic/engine.js";
import { lockedCandidates } from "../../../src/logic/techniques/locked-candidates.js";
import { eliminated, emptyPosition, expectRemoved, remove, rowCells } from "../position.js";

describe("locked candidates", () => {
  it("pointing: a box's digit confined to one row leaves the rest of the row", () => {
    const s = emptyPosition();
    remove(s, 3, ["r1c3", ...rowCells(2, 1, 3), ...rowCells(3, 1, 3)]);
    const step = lockedCandidates.find(s);
    expect(step?.reason).toMatch(/^pointing: 3 fits box 1 only where it meets row 1\b/);
    // The shared cells still holding 3 (r1c1, r1c2: r1c3 lost it); pointing keeps the technique's 2.6.
    expect(step?.cells).toEqual([0, 1]);
    expect(step?.difficulty).toBeUndefined();
    expect(eliminated(s, step)).toEqual(expectRemoved(3, rowCells(1, 4, 9)));
  });

  it("claiming: a row's digit confined to one box leaves the rest of the box", () => {
    const s = emptyPosition();
    remove(s, 6, rowCells(4, 4, 9));
    const step = lockedCandidates.find(s);
    expect(step?.reason).toMatch(/^claiming/);
    expect(step?.difficulty).toBe(2.8);
    expect(eliminated(s, step)).toEqual(expectRemoved(6, [...rowCells(5, 1, 3), ...rowCells(6, 1, 3)]));
  });

  it("does not apply when the digit is spread over two rows and two columns of the box", () => {
    const s = emptyPosition();
    remove(s, 3, ["r1c3", "r2c1", "r2c2", ...rowCells(3, 1, 3)]);
    expect(lockedCandidates.find(s)).toBeUndefined();
  });

  it("carries a digit across a samurai's shared box into the next grid's row", () => {
    const s = emptyPosition("samurai");
    // The box nw and center share (canvas rows 7-9, columns 7-9): 3 only in canvas row 7 there.
    remove(s, 3, ["r7c9", ...rowCells(8, 7, 9), ...rowCells(9, 7, 9)]);
    const removed = new Set<string>();
    for (let step = lockedCandidates.find(s); step !== undefined; step = lockedCandidates.find(s)) {
      for (const e of eliminated(s, step)) removed.add(e);
      applyStep(s, step);
    }
    // Row 7 of grid nw (canvas columns 1-6) and row 1 of grid center (canvas columns 10-15) both lose 3.
    for (const c of [...rowCells(7, 1, 6), ...rowCells(7, 10, 15)]) expect(removed).toContain(`${c}-3`);
    expect([...removed].every((e) => e.startsWith("r7c") && e.endsWith("-3"))).toBe(true);
  });
});
