import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../../src/model/geometry.js";
import { nextStep, solveLogically, techniquesFor } from "../../../src/logic/engine.js";
import { rateSolve } from "../../../src/logic/rating.js";
import { initialState } from "../../../src/logic/state.js";
import { FORCING_TECHNIQUES, TECHNIQUES } from "../../../src/logic/techniques.js";
import { groupedAic } from "../../../src/logic/techniques/grouped-aic.js";
import { groupedAicAls } from "../../../src/logic/techniques/grouped-aic-als.js";
import { bitOf } from "../../../src/model/digits.js";
import type { LogicState } from "../../../src/model/step-contract.js";
import { solve } from "../../../src/strategies/solve.js";
import { at, candidates, eliminated, expectRemoved } from "../position.js";

// Line 1990 of test/fixtures/third-party/se-rated/sample.txt (the public-domain Sudoku Exchange bank, SE 8.4), at the
// position our engine reaches before its first step past the grouped AIC: every cell, a digit when placed,
// else its candidates.
const PUZZLE = "900004015001009700040010090050080006000030000400020050060070020004600500580300001";
const GRID = `
  9    237  2378 278  6    4    238  1    5
  2368 23   1    28   5    9    7    3468 2348
  2678 4    5    278  1    3    268  9    28
  123  5    23   149  8    7    12349 34  6
  78   1279 6    149  3    5    1289 478  2789
  4    1379 378  19   2    6    1389 5    3789
  13   6    39   5    7    18   348  2    3489
  1237 1237 4    6    9    18   5    378  378
  5    8    79   3    4    2    69   67   1`;

const geometry = buildGeometry(BUILTIN_LAYOUTS.single);

/** The position of GRID: the placed digits as givens, the open cells' candidates as listed. */
function position(): LogicState {
  const cells = GRID.trim().split(/\s+/);
  const s = initialState({ geometry, givens: Uint8Array.from(cells, (g) => (g.length === 1 ? Number(g) : 0)) });
  cells.forEach((g, c) => {
    if (g.length > 1) s.candidates[c] = [...g].reduce((m, ch) => m | bitOf(Number(ch)), 0);
  });
  return s;
}

const givens = Uint8Array.from(PUZZLE, (ch) => Number(ch));
const solution = solve({ geometry, givens }, { limit: 2 }).solutions[0]!;

/** True when the position keeps the solution: each open cell holds its solution digit as a candidate. */
function keepsSolution(s: LogicState): boolean {
  return solution.every((d, c) => (s.values[c] === 0 ? (s.candidates[c]! & bitOf(d)) !== 0 : s.values[c] === d));
}

describe("grouped AIC with ALS nodes", () => {
  it("through the set r4c1 {1,2,3} r7c1 {1,3}: removes 3 from r2c1, where nothing up to the grouped AIC finds a step", () => {
    const s = position();
    expect(keepsSolution(s)).toBe(true);
    // Every default technique up to the grouped AIC (the forcing chains aside) finds nothing here.
    const upToGrouped = techniquesFor(geometry, true).filter((t) => t.difficulty <= groupedAic.difficulty && !FORCING_TECHNIQUES.includes(t));
    expect(upToGrouped).toContain(groupedAic);
    expect(nextStep(s, upToGrouped)).toBeUndefined();
    const step = groupedAicAls.find(s);
    expect(step?.technique).toBe("grouped AIC with ALS nodes");
    // (3)r2c2 = (2)r2c2 - (2)r1c3 = (2)r4c3 - (2=3)ALS:r47c1: r2c2 or the set holds 3; r2c1 sees all of them.
    expect(step?.reason).toBe("(3)r2c2 = (2)r2c2 - (2)r1c3 = (2)r4c3 - (2=3)ALS:r47c1: one end is true");
    expect(eliminated(s, step)).toEqual(expectRemoved(3, ["r2c1"]));
    for (const e of step?.eliminations ?? []) expect(e.digits & bitOf(solution[e.cell]!)).toBe(0);
    // The step's cells show the whole set; its chain, for drawing, the set's cells of each digit.
    expect(step?.cells).toEqual(expect.arrayContaining([at(s, "r4c1"), at(s, "r7c1")]));
    expect(step?.chains?.[0]?.nodes.slice(-2)).toEqual([
      { cells: [at(s, "r4c1")], digits: bitOf(2) },
      { cells: [at(s, "r4c1"), at(s, "r7c1")], digits: bitOf(3) },
    ]);
    expect(step?.difficulty).toBe(groupedAicAls.difficulty);
  });

  it("finds nothing when the set has one digit too many (5 back in r4c1: two cells, four digits)", () => {
    const s = position();
    candidates(s, "r4c1", "1235");
    expect(keepsSolution(s)).toBe(true);
    expect(groupedAicAls.find(s)).toBeUndefined();
  });

  it("is in the default list: line 2162 of the SE-rated bank (SE 8.8) rates 8.7 with it, 9.1 without it", () => {
    expect(TECHNIQUES).toContain(groupedAicAls);
    const line = "340820006007000005001400000060050000408000501000080090000009400200000600900068013";
    const model = { geometry, givens: Uint8Array.from(line, Number) };
    const all = techniquesFor(geometry, true);
    const rated = rateSolve(solveLogically(model, { techniques: all }));
    expect(rated.difficulty).toBe(8.7);
    expect(rated.techniques["grouped AIC with ALS nodes"]).toBeGreaterThan(0);
    const without = rateSolve(solveLogically(model, { techniques: all.filter((t) => t !== groupedAicAls) }));
    expect(without.difficulty).toBe(9.1);
  });
});
