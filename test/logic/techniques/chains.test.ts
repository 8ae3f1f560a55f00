import { describe, expect, it } from "vitest";
import { readAnyPuzzle } from "../../../src/format/interchange/read-any.js";
import { applyStep, nextStep } from "../../../src/logic/engine.js";
import { initialState, sees } from "../../../src/logic/state.js";
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

describe("the chains a step carries (for the picture) are made of the position's links", () => {
  // Puzzles of test/fixtures/se-rated/sample.txt (Sudoku Explainer's ratings, see its README) whose solves
  // take X-chains, XY-chains, AICs, kites, skyscrapers and W-wings.
  const PUZZLES = [
    "040901050600000001150000027004708500071000230003000600000216000000803000010070060",
    "000000000560000032230040079000060000070501090000708000053000920009806500700000004",
    "005900000010804700900000001500300400203000805001005007100000004002708060000009200",
  ];

  it("a strong link: a cell's only two digits, or a digit's only two places in a unit; a weak link: one cell, or one digit in peers", () => {
    const seen = new Set<string>();
    for (const line of PUZZLES) {
      const state = initialState(readAnyPuzzle(line).puzzle.model);
      const g = state.geometry;
      const one = (mask: number): boolean => mask !== 0 && (mask & (mask - 1)) === 0;
      const inUnitOnlyTwo = (a: number, b: number, bit: number): boolean => {
        for (let u = 0; u < g.unitCount; u++) {
          const cells = Array.from(g.unitCells.subarray(u * g.size, (u + 1) * g.size));
          if (!cells.includes(a) || !cells.includes(b)) continue;
          if (cells.filter((c) => state.values[c] === 0 && (state.candidates[c] & bit) !== 0).length === 2) return true;
        }
        return false;
      };
      for (let n = 0; n < 200; n++) {
        const step = nextStep(state);
        if (step === undefined) break;
        if (step.chains !== undefined && !/forcing/.test(step.technique)) {
          seen.add(step.technique);
          for (const chain of step.chains) {
            expect(chain.links).toHaveLength(chain.nodes.length - 1);
            chain.links.forEach((link, i) => {
              const [p, q] = [chain.nodes[i], chain.nodes[i + 1]];
              const [a, b] = [p?.cells[0] ?? -1, q?.cells[0] ?? -1];
              const [da, db] = [p?.digits ?? 0, q?.digits ?? 0];
              expect(one(da) && one(db) && p?.cells.length === 1 && q?.cells.length === 1).toBe(true);
              const ok =
                link === "strong"
                  ? a === b
                    ? state.candidates[a] === (da | db) && da !== db
                    : da === db && inUnitOnlyTwo(a, b, da)
                  : a === b
                    ? da !== db
                    : da === db && sees(g, a, b);
              expect({ technique: step.technique, link, i, ok }).toEqual({ technique: step.technique, link, i, ok: true });
            });
          }
        }
        applyStep(state, step);
      }
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(["AIC", "W-wing", "X-chain", "XY-chain", "skyscraper", "two-string kite"]));
  });
});
