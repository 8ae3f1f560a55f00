import { describe, expect, it } from "vitest";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { PalindromeRule } from "../../src/model/schemas.js";
import { PALINDROME } from "../../src/rules/palindrome.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const drawing = { s: 40, x: (c: number) => c * 40, y: (r: number) => r * 40 };
// Across boxes: (2,2) and (3,3) are in different rows, columns and boxes.
const rule: PalindromeRule = {
  type: "palindrome",
  cells: [
    [2, 2],
    [3, 2],
    [3, 3],
  ],
};

describe("palindromes", () => {
  it("checks the line: cells that touch, and no pair that must match inside one row, column or box", () => {
    expect(PALINDROME.check(rule, "/rules/0", layout, 0)).toEqual([]);
    const inBox: PalindromeRule = {
      type: "palindrome",
      cells: [
        [0, 0],
        [0, 1],
        [1, 1],
      ],
    };
    expect(PALINDROME.check(inBox, "/rules/0", layout, 0).map((i) => i.message)).toEqual([
      "palindrome cells [0, 0] and [1, 1] must hold the same digit but share a row, column or box",
    ]);
  });

  it("keeps what both ends of a pair allow; a finished pair of two digits fails", () => {
    const [p] = PALINDROME.propagators?.(rule, single) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS);
    cand[20] = mask(1, 2, 3) | (1 << 16);
    cand[30] = mask(2, 3, 4);
    expect(p.propagate(cand)).toBe(true);
    expect([cand[20], cand[29], cand[30]]).toEqual([mask(2, 3) | (1 << 16), ALL_DIGITS, mask(2, 3)]);
    const full = new Uint16Array(81).fill(ALL_DIGITS);
    [full[20], full[29], full[30]] = [bitOf(4), bitOf(1), bitOf(4)];
    expect(p.propagate(full)).toBe(true);
    full[30] = bitOf(5);
    expect(p.propagate(full)).toBe(false);
  });

  it("finds a broken palindrome in a solution, draws a grey line, states the rule", () => {
    const solution = new Uint8Array(81);
    [solution[20], solution[29], solution[30]] = [4, 1, 4];
    expect(PALINDROME.violation(rule, single, solution)).toBeUndefined();
    solution[30] = 5;
    expect(PALINDROME.violation(rule, single, solution)).toMatch(/does not read the same both ways: 415/);
    expect(PALINDROME.svg(rule, single, drawing).join("")).toMatch(/class="palindrome"/);
    expect(PALINDROME.sentence(rule)).toMatch(/grey line read the same from either end/);
  });

  it("round trips through f-puzzles (palindrome: [{ lines }]) and SudokuPad's format, told apart from a thermometer there", () => {
    const { written, back } = fpuzzlesRoundTrip([rule]);
    expect(written.palindrome).toEqual([{ lines: [["R3C3", "R4C3", "R4C4"]] }]);
    expect(back).toEqual([rule]);
    expect(fpuzzlesRoundTrip([rule], 6).back).toEqual([rule]);
    const thermo = { type: "thermometer" as const, cells: rule.cells };
    expect(sclRoundTrip([rule, thermo])).toEqual({ back: [rule, thermo], dropped: [] });
  });
});
