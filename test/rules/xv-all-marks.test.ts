import { describe, expect, it } from "vitest";
import { fromFpuzzles } from "../../src/format/fpuzzles/read-fpuzzles.js";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Layout, XvAllMarksRule } from "../../src/model/schemas.js";
import { givenRuleIssues } from "../../src/rules/registry.js";
import { XV_ALL_MARKS } from "../../src/rules/xv-all-marks.js";
import { solve } from "../../src/strategies/solve.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const rule: XvAllMarksRule = { type: "xv-all-marks" };
const layout: Layout = {
  name: "x",
  grids: [{ id: "a", row: 0, col: 0 }],
  rules: [
    rule,
    {
      type: "xv",
      cells: [
        [0, 0],
        [0, 1],
      ],
      mark: "X",
    },
  ],
};
const geometry = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const run = (cand: Uint32Array): boolean => (XV_ALL_MARKS.propagators?.(rule, geometry) ?? []).every((p) => p.propagate(cand));

describe("all X and V given (negative XV)", () => {
  it("checks the grid it names", () => {
    expect(XV_ALL_MARKS.check(rule, "/rules/0", layout, 0)).toEqual([]);
    expect(XV_ALL_MARKS.check({ type: "xv-all-marks", grid: "b" }, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/grid"]);
  });

  it("a placed 3 takes 7 and 2 from its unmarked neighbours; a pair with an X is left to the X", () => {
    const cand = new Uint32Array(81).fill(ALL_DIGITS);
    cand[1] = bitOf(3);
    expect(run(cand)).toBe(true);
    expect([cand[2], cand[10]]).toEqual([ALL_DIGITS & ~mask(2, 7), ALL_DIGITS & ~mask(2, 7)]);
    expect(cand[0]).toBe(ALL_DIGITS);
  });

  it("over units: a row whose 7s lie beside one cell takes 3 from it; a unit's 5 never takes 5 from its own places", () => {
    const cand = new Uint32Array(81).fill(ALL_DIGITS);
    // Row 2's 7 only at r3c1 or r3c3, both beside r3c2.
    for (let c = 0; c < 9; c++) if (c !== 0 && c !== 2) cand[18 + c] &= ~bitOf(7);
    expect(run(cand)).toBe(true);
    expect(cand[19] & bitOf(3)).toBe(0);
    // Row 5's 5 only at r6c5 or r6c6: 5 stays in both (5 beside 5 cannot be, yet each may hold the row's 5).
    const fives = new Uint32Array(81).fill(ALL_DIGITS);
    for (let c = 0; c < 9; c++) if (c !== 4 && c !== 5) fives[45 + c] &= ~bitOf(5);
    expect(run(fives)).toBe(true);
    expect([fives[49]! & bitOf(5), fives[50]! & bitOf(5)]).toEqual([bitOf(5), bitOf(5)]);
  });

  it("finds two unmarked neighbours adding up to 10 or 5, on the givens alone too", () => {
    const solution = new Uint8Array(81);
    [solution[0], solution[1], solution[2]] = [3, 7, 4];
    expect(XV_ALL_MARKS.violation(rule, geometry, solution)).toBeUndefined();
    solution[2] = 3;
    expect(XV_ALL_MARKS.violation(rule, geometry, solution)).toMatch(/7 at \[0, 1\] beside 3 at \[0, 2\] add up to 10 without an X/);
    const givens = new Uint8Array(81);
    [givens[9], givens[18]] = [1, 4];
    expect(givenRuleIssues(geometry, givens, "").map((i) => i.pointer)).toEqual(["/rules/0"]);
  });

  it("carries puzzles/xv-all-marks.json: unique with the rule, several solutions with its marks alone", () => {
    const { model, layout: withRules } = loadPuzzleFile("puzzles/xv-all-marks.json");
    expect(solve(model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
    const marksOnly = buildGeometry({ ...withRules, rules: (withRules.rules ?? []).filter((r) => r.type !== "xv-all-marks") });
    expect(solve({ geometry: marksOnly, givens: model.givens }, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("multiple");
  });

  it('is f-puzzles\' negative: ["xv"] both ways, has no SudokuPad form, and is noted on the picture', () => {
    const { written, back } = fpuzzlesRoundTrip([rule]);
    expect(written.negative).toEqual(["xv"]);
    expect(back).toEqual([rule]);
    const blank = { size: 9, grid: Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}))), negative: ["ratio", "xv"] };
    const read = fromFpuzzles(blank).document.layout;
    expect(typeof read === "string" ? [] : read.rules).toEqual([{ type: "kropki-all-dots", colors: ["black"] }, rule]);
    expect(sclRoundTrip([rule]).dropped).toEqual(["rule 1 (xv-all-marks: SudokuPad's format has no such rule)"]);
    const drawing = { s: 40, x: (c: number) => c * 40, y: (r: number) => r * 40 };
    expect(XV_ALL_MARKS.svg(rule, geometry, drawing).join("")).toMatch(/class="xv-all-marks"[^>]*>all X and V given</);
    expect(XV_ALL_MARKS.sentence(rule)).toMatch(/without an X do not add up to 10/);
  });
});
