import { describe, expect, it } from "vitest";
import { fromFpuzzles } from "../../src/format/fpuzzles/read-fpuzzles.js";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { PillArrowRule } from "../../src/model/schemas.js";
import { PILL_ARROW } from "../../src/rules/pill-arrow.js";
import { givenRuleIssues } from "../../src/rules/registry.js";
import { solve } from "../../src/strategies/solve.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
// A pill r1c1-r1c2 and an arrow r2c2, r3c2, r4c2.
const rule: PillArrowRule = {
  type: "pill-arrow",
  pill: [
    [0, 0],
    [0, 1],
  ],
  cells: [
    [1, 1],
    [2, 1],
    [3, 1],
  ],
};

describe("pill arrows", () => {
  it("checks a straight pill in reading order, an arrow from it, and digits 1-9", () => {
    expect(PILL_ARROW.check(rule, "/rules/0", layout, 0)).toEqual([]);
    const backwards = { ...rule, pill: [...rule.pill].reverse() };
    expect(PILL_ARROW.check(backwards, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/pill/1"]);
    const far = { ...rule, cells: [[4, 4]] };
    expect(PILL_ARROW.check(far, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells/0"]);
    expect(PILL_ARROW.check(rule, "/rules/0", { ...layout, size: 12 }, 0).map((i) => i.message)).toEqual([
      "a pill reads decimal digits: pill arrows need digits 1-9, and this grid has 1-12",
    ]);
    const off = {
      ...rule,
      cells: [
        [1, 1],
        [20, 1],
      ],
    };
    expect(PILL_ARROW.check(off, "/rules/0", layout, 0).map((i) => i.pointer)).toContain("/rules/0/cells/1");
  });

  it("three arrow cells add up to 3..27: the pill's first digit is 1 or 2, and a pill of 27 leaves each arrow cell 9", () => {
    const [p] = PILL_ARROW.propagators?.(rule, single) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS | (1 << 20));
    expect(p.propagate(cand)).toBe(true);
    expect(cand[0]).toBe(mask(1, 2) | (1 << 20));
    cand[0] = bitOf(2);
    cand[1] = bitOf(7);
    expect(p.propagate(cand)).toBe(true);
    expect([cand[10], cand[19], cand[28]]).toEqual([bitOf(9), bitOf(9), bitOf(9)].map((m) => m | (1 << 20)));
    // The arrow 2 + 3 + at most 4 reaches 9 at most: no pill reads that little. With 5 or 9 it adds up to 10 or 14:
    // the pill reads 11 to 14 (no digit 0), and the last arrow cell is 9.
    const small = new Uint16Array(81).fill(ALL_DIGITS);
    [small[10], small[19], small[28]] = [bitOf(2), bitOf(3), mask(1, 2, 3, 4)];
    expect(p.propagate(small)).toBe(false);
    small[28] = mask(5, 9);
    expect(p.propagate(small)).toBe(true);
    expect([small[0], small[1], small[28]]).toEqual([bitOf(1), mask(1, 2, 3, 4), bitOf(9)]);
  });

  it("finds a pill whose number is not the arrow's sum; states, draws a pill and an arrow", () => {
    const solution = new Uint8Array(81);
    [solution[0], solution[1], solution[10], solution[19], solution[28]] = [1, 4, 2, 3, 9];
    expect(PILL_ARROW.violation(rule, single, solution)).toBeUndefined();
    solution[28] = 8;
    expect(PILL_ARROW.violation(rule, single, solution)).toMatch(/the pill reads 14, the arrow adds up to 13/);
    const drawing = { s: 40, x: (c: number) => c * 40, y: (r: number) => r * 40 };
    const svg = PILL_ARROW.svg(rule, single, drawing).join("");
    // The pill over both cells (inset 4): 72 wide, 32 high, ends round.
    expect(svg).toContain('<rect x="4" y="4" width="72" height="32" rx="16" fill="#ffffff"/>');
    expect(PILL_ARROW.sentence(rule)).toMatch(/number in a pill/);
  });

  it("the givens break it only once the pill is given too: an arrow of 14 under a pill whose first cell is open is no break", () => {
    const geometry = buildGeometry({ ...layout, rules: [rule] });
    const givens = new Uint8Array(81);
    [givens[1], givens[10], givens[19], givens[28]] = [4, 2, 3, 9];
    expect(givenRuleIssues(geometry, givens, "")).toEqual([]);
    givens[0] = 2;
    expect(givenRuleIssues(geometry, givens, "").map((i) => i.message)).toEqual([
      "the givens break this pill-arrow rule: pill arrow from r1c1 r1c2: the pill reads 24, the arrow adds up to 14",
    ]);
  });

  it("carries puzzles/pill-arrow.json: unique with its arrows, several solutions without them", () => {
    const { model, layout: withRules } = loadPuzzleFile("puzzles/pill-arrow.json");
    expect(solve(model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
    const bare = buildGeometry({ ...withRules, rules: [] });
    expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("multiple");
  });

  it("is f-puzzles' arrow with a several-cell circle both ways; SudokuPad's own format names it as left out", () => {
    const { written, back } = fpuzzlesRoundTrip([rule]);
    expect(written.arrow).toEqual([{ cells: ["R1C1", "R1C2"], lines: [["R1C2", "R2C2", "R3C2", "R4C2"]] }]);
    expect(back).toEqual([rule]);
    const blank = { size: 9, grid: Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}))) };
    // Circle cells in any order are read in reading order; a pill of four cells is refused.
    const read = fromFpuzzles({ ...blank, arrow: [{ cells: ["R2C1", "R1C1"], lines: [["R2C1", "R3C2"]] }] }).document.layout;
    expect(typeof read === "string" ? [] : read.rules).toEqual([
      {
        type: "pill-arrow",
        pill: [
          [0, 0],
          [1, 0],
        ],
        cells: [[2, 1]],
      },
    ]);
    expect(() => fromFpuzzles({ ...blank, arrow: [{ cells: ["R1C1", "R1C2", "R1C3", "R1C4"], lines: [["R1C4", "R2C5"]] }] })).toThrow(/4-cell circle/);
    expect(sclRoundTrip([rule]).dropped).toEqual([
      "rule 1 (pill-arrow: a pill arrow (not yet written in SudokuPad's own format; a one-grid SudokuPad link carries it))",
    ]);
  });
});
