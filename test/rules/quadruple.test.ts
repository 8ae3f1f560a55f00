import { describe, expect, it } from "vitest";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { QuadrupleRule } from "../../src/model/schemas.js";
import { QUADRUPLE } from "../../src/rules/quadruple.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const drawing = { s: 40, x: (c: number) => c * 40, y: (r: number) => r * 40 };
// Across the corner of four boxes: (2,2) (2,3) (3,2) (3,3); cells 20, 21, 29, 30.
const square: [number, number][] = [
  [2, 2],
  [2, 3],
  [3, 2],
  [3, 3],
];
const rule: QuadrupleRule = { type: "quadruple", cells: square, digits: [1, 1, 7] };

describe("quadruples", () => {
  it("checks the square and the digits", () => {
    expect(QUADRUPLE.check(rule, "/rules/0", layout, 0)).toEqual([]);
    const bent: QuadrupleRule = { ...rule, cells: [...square.slice(0, 3), [4, 4]] };
    expect(QUADRUPLE.check(bent, "/rules/0", layout, 0).map((i) => i.message)).toEqual(["a quadruple's four cells must make a 2x2 square"]);
    const wrong: QuadrupleRule = { ...rule, digits: [5, 5, 5] };
    expect(QUADRUPLE.check(wrong, "/rules/0", { ...layout, size: 4 }, 0).map((i) => i.pointer)).toEqual([
      "/rules/0/digits/0",
      "/rules/0/digits/1",
      "/rules/0/digits/2",
    ]);
    expect(QUADRUPLE.check({ ...rule, digits: [2, 2, 2] }, "/rules/0", layout, 0).map((i) => i.message)).toEqual([
      "2 listed 3 times: a 2x2 square holds a digit twice at most",
    ]);
  });

  it("places every listed digit: with 1 only possible in two cells, those are 1; a finished square without a 7 fails", () => {
    const [p] = QUADRUPLE.propagators?.(rule, single) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS);
    cand[21] = mask(2, 7) | (1 << 16);
    cand[29] = mask(3, 7);
    expect(p.propagate(cand)).toBe(true);
    expect([cand[20], cand[21], cand[29], cand[30]]).toEqual([bitOf(1), mask(2, 7) | (1 << 16), mask(3, 7), bitOf(1)]); // the 7 in one of the two others
    const full = new Uint16Array(81).fill(ALL_DIGITS);
    [full[20], full[21], full[29], full[30]] = [bitOf(1), bitOf(7), bitOf(4), bitOf(1)];
    expect(p.propagate(full)).toBe(true);
    full[21] = bitOf(8);
    expect(p.propagate(full)).toBe(false);
  });

  it("finds a missing digit in a solution, draws a circle with the digits, states the rule", () => {
    const solution = new Uint8Array(81);
    [solution[20], solution[21], solution[29], solution[30]] = [1, 7, 4, 1];
    expect(QUADRUPLE.violation(rule, single, solution)).toBeUndefined();
    solution[20] = 2;
    expect(QUADRUPLE.violation(rule, single, solution)).toMatch(/misses 1: its cells hold 2741/);
    const svg = QUADRUPLE.svg(rule, single, drawing).join("");
    expect(svg).toMatch(/<circle cx="120" cy="120"/);
    expect(svg).toMatch(/>1 1<\/text>.*>7<\/text>/);
    expect(QUADRUPLE.sentence(rule)).toMatch(/corner of four cells/);
  });

  it("round trips through f-puzzles (quadruple: [{ cells, values }]) and SudokuPad's format", () => {
    const { written, back } = fpuzzlesRoundTrip([rule]);
    expect(written.quadruple).toEqual([{ cells: ["R3C3", "R3C4", "R4C3", "R4C4"], values: [1, 1, 7] }]);
    expect(back).toEqual([rule]);
    const big: QuadrupleRule = { ...rule, digits: [10, 16] };
    expect(fpuzzlesRoundTrip([big], 16).back).toEqual([big]);
    expect(sclRoundTrip([rule])).toEqual({ back: [rule], dropped: [] });
    expect(sclRoundTrip([big], 16)).toEqual({ back: [big], dropped: [] });
  });
});
