import { describe, expect, it } from "vitest";
import { fromFpuzzles } from "../../src/format/fpuzzles/read-fpuzzles.js";
import { ALL_DIGITS, allDigitsOf, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { GermanWhispersRule } from "../../src/model/schemas.js";
import { GERMAN_WHISPERS, lineDifference, whispersDifference } from "../../src/rules/german-whispers.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const drawing = { s: 40, x: (c: number) => c * 40, y: (r: number) => r * 40 };
const rule: GermanWhispersRule = {
  type: "german-whispers",
  cells: [
    [0, 0],
    [1, 1],
    [1, 2],
  ],
};

describe("German whispers", () => {
  it("differ by half the size, rounded up: 5 on 9x9, 2 to 8 at the other sizes", () => {
    expect([4, 6, 8, 9, 12, 16].map(whispersDifference)).toEqual([2, 3, 4, 5, 6, 8]);
  });

  it("checks the line: cells that touch, in a grid", () => {
    expect(GERMAN_WHISPERS.check(rule, "/rules/0", layout, 0)).toEqual([]);
    const broken = {
      ...rule,
      cells: [
        [0, 0],
        [2, 2],
      ],
    };
    expect(GERMAN_WHISPERS.check(broken, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells/1"]);
  });

  it("takes 5 from every cell of a 9x9 line, and leaves 7-9 beside a 2; a finished pair too close fails", () => {
    const [p] = GERMAN_WHISPERS.propagators?.(rule, single) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS);
    expect(p.propagate(cand)).toBe(true);
    expect([cand[0], cand[10], cand[11]]).toEqual([ALL_DIGITS & ~bitOf(5), ALL_DIGITS & ~bitOf(5), ALL_DIGITS & ~bitOf(5)]);
    cand[10] = bitOf(2) | (1 << 16);
    expect(p.propagate(cand)).toBe(true);
    expect([cand[0], cand[10], cand[11]]).toEqual([mask(7, 8, 9), bitOf(2) | (1 << 16), mask(7, 8, 9)]);
    const full = new Uint16Array(81).fill(ALL_DIGITS);
    [full[0], full[10], full[11]] = [bitOf(9), bitOf(1), bitOf(6)];
    expect(p.propagate(full)).toBe(true);
    full[11] = bitOf(5);
    expect(p.propagate(full)).toBe(false);
  });

  it("on a 4x4 grid the difference is 2: beside a 2 only 4", () => {
    const small = buildGeometry({ ...layout, size: 4 });
    const [p] =
      GERMAN_WHISPERS.propagators?.(
        {
          type: "german-whispers",
          cells: [
            [0, 0],
            [0, 1],
          ],
        },
        small,
      ) ?? [];
    const cand = new Uint16Array(16).fill(allDigitsOf(4));
    cand[0] = bitOf(2);
    expect(p.propagate(cand)).toBe(true);
    expect(cand[1]).toBe(bitOf(4));
  });

  it("finds a broken line in a solution, draws a green line, states the rule", () => {
    const solution = new Uint8Array(81);
    [solution[0], solution[10], solution[11]] = [9, 1, 6];
    expect(GERMAN_WHISPERS.violation(rule, single, solution)).toBeUndefined();
    solution[11] = 4;
    expect(GERMAN_WHISPERS.violation(rule, single, solution)).toMatch(/1 and 4 side by side differ by less than 5/);
    expect(GERMAN_WHISPERS.svg(rule, single, drawing).join("")).toMatch(/class="german-whispers"/);
    expect(GERMAN_WHISPERS.sentence(rule)).toMatch(/green line differ by at least 5/);
  });

  it("round trips through f-puzzles (whispers: [{ lines, value }]) and SudokuPad's format", () => {
    const { written, back } = fpuzzlesRoundTrip([rule]);
    expect(written.whispers).toEqual([{ lines: [["R1C1", "R2C2", "R2C3"]] }]);
    expect(back).toEqual([rule]);
    expect(fpuzzlesRoundTrip([rule], 12).back).toEqual([rule]);
    expect(sclRoundTrip([rule])).toEqual({ back: [rule], dropped: [] });
    const dutch = { ...rule, difference: 4 };
    const trip = fpuzzlesRoundTrip([dutch]);
    expect(trip.written.whispers).toEqual([{ lines: [["R1C1", "R2C2", "R2C3"]], value: "4" }]);
    expect(trip.back).toEqual([dutch]);
    // SudokuPad's lines carry no difference: such a line is left out, named.
    expect(sclRoundTrip([dutch]).dropped).toEqual(["rule 1 (german-whispers: a whispers line of difference 4 (SudokuPad's lines carry no difference))"]);
  });

  it("reads f-puzzles' whispers value as the line's difference: the size's own is German whispers, a bad one is refused", () => {
    const blank = { size: 9, grid: Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}))) };
    const withValue = (value: unknown): unknown => ({ ...blank, whispers: [{ lines: [["R1C1", "R1C2"]], value }] });
    const rulesOf = (data: unknown): unknown => {
      const read = fromFpuzzles(data).document.layout;
      return typeof read === "string" ? [] : read.rules;
    };
    const cells = [
      [0, 0],
      [0, 1],
    ];
    expect(rulesOf(withValue("5"))).toEqual([{ type: "german-whispers", cells }]);
    expect(rulesOf(withValue(4))).toEqual([{ type: "german-whispers", cells, difference: 4 }]);
    expect(() => fromFpuzzles(withValue("9"))).toThrow(/whispers 1 with the difference "9" \(a whispers line's difference is 1 to 8/);
    expect(() => fromFpuzzles(withValue("four"))).toThrow(/whispers 1 with the difference "four"/);
    expect(() => fromFpuzzles(withValue({ d: 4 }))).toThrow(/whispers 1 with the difference/);
  });

  it("takes its own difference: Dutch whispers (4) leave 5 beside 1 and 9 only, and keep 5 off nothing but its neighbours", () => {
    const dutch = { ...rule, difference: 4 };
    expect(lineDifference(dutch, 9)).toBe(4);
    expect(lineDifference(rule, 9)).toBe(5);
    const [p] = GERMAN_WHISPERS.propagators?.(dutch, single) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS);
    expect(p.propagate(cand)).toBe(true);
    expect(cand[0]).toBe(ALL_DIGITS);
    cand[10] = bitOf(5);
    expect(p.propagate(cand)).toBe(true);
    expect([cand[0], cand[11]]).toEqual([mask(1, 9), mask(1, 9)]);
    const solution = new Uint8Array(81);
    [solution[0], solution[10], solution[11]] = [9, 5, 1];
    expect(GERMAN_WHISPERS.violation(dutch, single, solution)).toBeUndefined();
    expect(GERMAN_WHISPERS.violation(rule, single, solution)).toMatch(/9 and 5 side by side differ by less than 5/);
    solution[11] = 2;
    expect(GERMAN_WHISPERS.violation(dutch, single, solution)).toMatch(/Dutch whispers line at \[0, 0\]: 5 and 2 side by side differ by less than 4/);
  });

  it("checks a difference the size allows, draws another difference orange with its number, and says it", () => {
    expect(GERMAN_WHISPERS.check({ ...rule, difference: 8 }, "/rules/0", layout, 0)).toEqual([]);
    expect(GERMAN_WHISPERS.check({ ...rule, difference: 9 }, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/difference"]);
    const svg = GERMAN_WHISPERS.svg({ ...rule, difference: 4 }, single, drawing).join("");
    expect(svg).toMatch(/class="whispers" [^>]*stroke="#f0a030"/);
    expect(svg).toMatch(/class="whispers-difference"[^>]*>4<\/text>/);
    expect(GERMAN_WHISPERS.sentence({ ...rule, difference: 4 })).toBe("Digits side by side on an orange line marked 4 differ by at least 4.");
    expect(GERMAN_WHISPERS.describe({ ...rule, difference: 3 })).toMatch(/^whispers \(difference 3\): .* differ by at least 3$/);
  });
});
