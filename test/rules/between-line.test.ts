import { describe, expect, it } from "vitest";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { BetweenLineRule } from "../../src/model/schemas.js";
import { BETWEEN_LINE } from "../../src/rules/between-line.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const drawing = { s: 40, x: (c: number) => c * 40, y: (r: number) => r * 40 };
const rule: BetweenLineRule = {
  type: "between-line",
  cells: [
    [0, 0],
    [0, 1],
    [0, 2],
    [1, 3],
  ],
};

describe("between lines", () => {
  it("checks the line: cells that touch, in a grid", () => {
    expect(BETWEEN_LINE.check(rule, "/rules/0", layout, 0)).toEqual([]);
    const broken = {
      ...rule,
      cells: [
        [0, 0],
        [0, 1],
        [0, 3],
      ],
    };
    expect(BETWEEN_LINE.check(broken, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells/2"]);
  });

  it("takes 1 and 9 from the inner cells; a circle of 3 and an inner cell of 5 or 6 leave the other circle above 5", () => {
    const [p] = BETWEEN_LINE.propagators?.(rule, single) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS);
    expect(p.propagate(cand)).toBe(true);
    expect([cand[1], cand[2]]).toEqual([mask(2, 3, 4, 5, 6, 7, 8), mask(2, 3, 4, 5, 6, 7, 8)]);
    expect(cand[0]).toBe(ALL_DIGITS);
    cand[0] = bitOf(3) | (1 << 16);
    cand[1] = mask(5, 6);
    expect(p.propagate(cand)).toBe(true);
    expect(cand[12]).toBe(mask(6, 7, 8, 9));
    expect(cand[2]).toBe(mask(4, 5, 6, 7, 8));
    expect(cand[0]).toBe(bitOf(3) | (1 << 16));
  });

  it("fails a finished line with a digit outside its circles", () => {
    const [p] = BETWEEN_LINE.propagators?.(rule, single) ?? [];
    const full = new Uint16Array(81).fill(ALL_DIGITS);
    [full[0], full[1], full[2], full[12]] = [bitOf(8), bitOf(4), bitOf(7), bitOf(2)];
    expect(p.propagate(full)).toBe(true);
    full[2] = bitOf(8);
    expect(p.propagate(full)).toBe(false);
  });

  it("finds a broken line in a solution, draws a line with two circles, states the rule", () => {
    const solution = new Uint8Array(81);
    [solution[0], solution[1], solution[2], solution[12]] = [8, 4, 7, 2];
    expect(BETWEEN_LINE.violation(rule, single, solution)).toBeUndefined();
    solution[1] = 1;
    expect(BETWEEN_LINE.violation(rule, single, solution)).toMatch(/strictly between 8 and 2 \(8172\)/);
    const svg = BETWEEN_LINE.svg(rule, single, drawing).join("");
    expect(svg.match(/<circle/g)).toHaveLength(2);
    expect(BETWEEN_LINE.sentence(rule)).toMatch(/strictly between the digits in those circles/);
  });

  it("round trips through f-puzzles (betweenline: [{ lines }]) and SudokuPad's format", () => {
    const { written, back } = fpuzzlesRoundTrip([rule]);
    expect(written.betweenline).toEqual([{ lines: [["R1C1", "R1C2", "R1C3", "R2C4"]] }]);
    expect(back).toEqual([rule]);
    expect(fpuzzlesRoundTrip([rule], 8).back).toEqual([rule]);
    expect(sclRoundTrip([rule])).toEqual({ back: [rule], dropped: [] });
  });
});
