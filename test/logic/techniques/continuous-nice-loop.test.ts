import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../../src/layout/builtin-layouts.js";
import { applyStep, nextStep } from "../../../src/logic/engine.js";
import { initialState } from "../../../src/logic/state.js";
import { TECHNIQUES } from "../../../src/logic/techniques.js";
import { aic } from "../../../src/logic/techniques/aic.js";
import { continuousNiceLoop } from "../../../src/logic/techniques/continuous-nice-loop.js";
import { buildGeometry } from "../../../src/model/geometry.js";
import { bitOf } from "../../../src/model/digits.js";
import { solve } from "../../../src/strategies/solve.js";
import { at, candidates, colCells, eliminated, emptyPosition, expectRemoved, remove, rowCells } from "../position.js";

describe("continuous nice loop", () => {
  // Four bivalue cells in a ring: (1)r1c1 = (2)r1c1 - (2)r1c5 = (3)r1c5 - (3)r5c5 = (4)r5c5 - (4)r5c1 = (1)r5c1
  // - (1)r1c1. Each weak link is strong: 2 leaves row 1, 3 column 5, 4 row 5 and 1 column 1 elsewhere.
  const ring = (last: string) => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r1c5", "23");
    candidates(s, "r5c5", "34");
    candidates(s, "r5c1", last);
    return s;
  };

  it("a ring of four bivalue cells: every weak link becomes strong", () => {
    const s = ring("14");
    const step = continuousNiceLoop.find(s);
    expect(step?.technique).toBe("continuous nice loop");
    expect(step?.difficulty).toBe(7.1); // 7.0 and 8 nodes (chain-length.ts)
    expect(step?.reason).toMatch(/: a continuous loop, every weak link strong$/);
    const column = (c: number, except: number[]) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((r) => !except.includes(r)).map((r) => `r${r}c${c}`);
    expect(eliminated(s, step)).toEqual(
      [
        ...expectRemoved(2, rowCells(1, 1, 9, [1, 5])),
        ...expectRemoved(3, column(5, [1, 5])),
        ...expectRemoved(4, rowCells(5, 1, 9, [1, 5])),
        ...expectRemoved(1, column(1, [1, 5])),
      ].sort(),
    );
    // The drawing closes the loop: back to its first node by a weak link, strong and weak alternating.
    const chain = step?.chains?.[0];
    expect(chain?.nodes[0]).toEqual(chain?.nodes[chain.nodes.length - 1]);
    expect(chain?.links).toEqual(["strong", "weak", "strong", "weak", "strong", "weak", "strong", "weak"]);
  });

  it("finds nothing when the ring does not close, or closes on two weak links in a row", () => {
    // r5c1 {4,5}: the chain from (1)r1c1 ends at (5)r5c1, no link back to the start.
    expect(continuousNiceLoop.find(ring("45"))).toBeUndefined();
    // r5c1 {1,3}: the cells still make a ring, but (3)r5c5 is entered and left by weak links (column 5 and
    // row 5 on 3): no alternation there. An AIC (a discontinuous loop) still proves something.
    const s = ring("13");
    expect(continuousNiceLoop.find(s)).toBeUndefined();
    expect(aic.find(s)).toBeDefined();
  });

  it("through a group node: (1)r1c1 = (1)r1c56 - (1)r3c4 = (1)r3c1 - (1)r1c1, rated as the grouped AIC", () => {
    // Row 1 holds 1 only at r1c1 and the group r1c56, row 3 only at r3c1 and r3c4: no loop of candidates alone.
    const s = emptyPosition();
    remove(s, 1, rowCells(1, 2, 9, [5, 6]));
    remove(s, 1, rowCells(3, 2, 9, [4]));
    const step = continuousNiceLoop.find(s);
    expect(step?.reason).toBe("(1)r1c1 = (1)r1c56 - (1)r3c4 = (1)r3c1 - (1)r1c1: a continuous loop, every weak link strong");
    expect(step?.difficulty).toBe(8.0);
    // The weak link in box 2 and the one in column 1 (and box 1) become strong.
    expect(eliminated(s, step)).toEqual(expectRemoved(1, ["r2c4", "r2c5", "r2c6", "r2c1", "r2c2", "r2c3", ...colCells(1, 4, 9)]));
    // r3c7 holding 1 too: row 3 is no strong link, and the loop is open.
    s.candidates[at(s, "r3c7")] |= bitOf(1);
    expect(continuousNiceLoop.find(s)).toBeUndefined();
  });

  it("across a samurai's shared box: r7c7 and r9c9 are peers only in the box grids nw and center share", () => {
    const s = emptyPosition("samurai");
    candidates(s, "r7c7", "12");
    candidates(s, "r9c9", "23");
    candidates(s, "r9c14", "34");
    candidates(s, "r7c14", "41");
    const removed = eliminated(s, continuousNiceLoop.find(s));
    // 2 leaves the shared box (7 cells); 3 grid center's row 3, canvas row 9 (7), not grid nw's part of that
    // row (r9c1-6 does not see r9c14); 4 (r7c14 and r9c14 lie in the box center shares with ne) column 14 in
    // both grids and that box (7 + 6 + 6); 1 center's row 1, canvas row 7 (7).
    for (const e of ["r8c8-2", "r9c7-2", "r9c10-3", "r12c14-4", "r3c14-4", "r8c15-4", "r7c10-1"]) expect(removed).toContain(e);
    expect(removed).toHaveLength(7 + 7 + 19 + 7);
  });

  it("on a 9x9 puzzle where the techniques below 7.0 get stuck: each removal holds in the solution", () => {
    // Line 1251 of test/fixtures/third-party/se-rated/sample.txt (the public-domain Sudoku Exchange bank, SE 6.6).
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const givens = Uint8Array.from("005403100080106020100000003020000010850902074790040032000801000000070000010305040", Number);
    const solution = solve({ geometry, givens }).solutions[0]!;
    const s = initialState({ geometry, givens });
    const weaker = TECHNIQUES.filter((t) => t.difficulty < continuousNiceLoop.difficulty);
    for (let step = nextStep(s, weaker); step !== undefined; step = nextStep(s, weaker)) applyStep(s, step);
    expect(s.values.some((v) => v === 0)).toBe(true);
    const step = continuousNiceLoop.find(s);
    expect(step?.reason).toBe(
      "(2)r1c1 = (9)r1c1 - (9)r2c3 = (4)r2c3 - (4)r3c2 = (4)r7c2 - (4)r7c1 = (2)r7c1 - (2)r1c1: a continuous loop, every weak link strong",
    );
    expect(eliminated(s, step)).toEqual(["r3c3-4", "r9c1-2"]);
    for (const e of step?.eliminations ?? []) expect(e.digits & bitOf(solution[e.cell]!)).toBe(0);
  });
});
