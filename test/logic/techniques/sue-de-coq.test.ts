import { describe, expect, it } from "vitest";
import { sueDeCoq } from "../../../src/logic/techniques/sue-de-coq.js";
import { candidates, eliminated, emptyPosition, expectRemoved, rowCells } from "../position.js";

// In an empty position every other cell has nine candidates, too many to join a pattern, so only the cells
// set here take part.
describe("Sue de Coq", () => {
  it("core r1c1 r1c2 {1,2,3,4}, {1,2} at r1c7 in row 1, {3,4} at r2c3 in box 1: 1 and 2 leave row 1, 3 and 4 box 1", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "1234");
    candidates(s, "r1c2", "1234");
    candidates(s, "r1c7", "12");
    candidates(s, "r2c3", "34");
    const step = sueDeCoq.find(s);
    expect(step?.technique).toBe("Sue de Coq");
    const boxRest = ["r2c1", "r2c2", "r3c1", "r3c2", "r3c3"];
    expect(eliminated(s, step)).toEqual(
      [
        ...expectRemoved(1, rowCells(1, 3, 9, [7])),
        ...expectRemoved(2, rowCells(1, 3, 9, [7])),
        ...expectRemoved(3, ["r1c3", ...boxRest]),
        ...expectRemoved(4, ["r1c3", ...boxRest]),
      ].sort(),
    );
    expect(step?.reason).toContain("r1c1 r1c2 {1,2,3,4}");
    // The sets share a digit: the cells no longer hold different digits, and nothing follows.
    candidates(s, "r2c3", "23");
    expect(sueDeCoq.find(s)).toBeUndefined();
  });

  it("with an extra digit on one side: {1,2,5} at r1c7 r1c8 {2,5} in row 1 still balances cells and digits", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "1234");
    candidates(s, "r1c2", "1234");
    candidates(s, "r1c7", "15");
    candidates(s, "r1c8", "25");
    candidates(s, "r2c3", "34");
    const step = sueDeCoq.find(s);
    // Row 1 loses 1, 2 and 5 outside the pattern; box 1 loses 3 and 4.
    expect(eliminated(s, step)).toContain("r1c9-5");
    expect(eliminated(s, step)).toContain("r3c3-4");
    expect(eliminated(s, step)).not.toContain("r3c3-5");
    // A third digit outside the core in those two cells: more digits than cells.
    candidates(s, "r1c8", "26");
    expect(sueDeCoq.find(s)).toBeUndefined();
  });

  it("between two rows of a samurai's grids that overlap in the shared box (canvas row 7)", () => {
    const s = emptyPosition("samurai");
    // r7c7 r7c8 lie in row 7 of grid nw, row 1 of grid center and the box they share.
    candidates(s, "r7c7", "1234");
    candidates(s, "r7c8", "1234");
    candidates(s, "r7c2", "12"); // grid nw's row only
    candidates(s, "r7c13", "34"); // grid center's row only
    const step = sueDeCoq.find(s);
    expect(step?.technique).toBe("Sue de Coq");
    const removed = eliminated(s, step);
    for (const c of ["r7c1", "r7c5"]) expect(removed).toContain(`${c}-1`);
    for (const c of ["r7c12", "r7c15"]) expect(removed).toContain(`${c}-3`);
    expect(removed).not.toContain("r7c1-3");
    expect(removed).not.toContain("r7c15-1");
    candidates(s, "r7c13", "35");
    expect(sueDeCoq.find(s)).toBeUndefined();
  });
});
