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
import { candidates, eliminated, emptyPosition, expectRemoved, rowCells } from "../position.js";

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

  it("on a 9x9 puzzle where the techniques below 7.0 get stuck: each removal holds in the solution", () => {
    // Line 1251 of test/fixtures/se-rated/sample.txt (the public-domain Sudoku Exchange bank, SE 6.6).
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const givens = Uint8Array.from("005403100080106020100000003020000010850902074790040032000801000000070000010305040", Number);
    const solution = solve({ geometry, givens }).solutions[0]!;
    const s = initialState({ geometry, givens });
    const weaker = TECHNIQUES.filter((t) => t.difficulty < continuousNiceLoop.difficulty);
    for (let step = nextStep(s, weaker); step !== undefined; step = nextStep(s, weaker)) applyStep(s, step);
    expect(s.values.some((v) => v === 0)).toBe(true);
    const step = continuousNiceLoop.find(s);
    expect(step?.reason).toBe("(2)r1c1 = (9)r1c1 - (9)r2c3 = (4)r2c3 - (4)r3c2 = (4)r7c2 - (4)r7c1 = (2)r7c1 - (2)r1c1: a continuous loop, every weak link strong");
    expect(eliminated(s, step)).toEqual(["r3c3-4", "r9c1-2"]);
    for (const e of step?.eliminations ?? []) expect(e.digits & bitOf(solution[e.cell]!)).toBe(0);
  });
});
