import { describe, expect, it } from "vitest";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { RenbanRule } from "../../src/model/schemas.js";
import { RENBAN } from "../../src/rules/renban.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const drawing = { s: 40, x: (c: number) => c * 40, y: (r: number) => r * 40 };
const rule: RenbanRule = {
  type: "renban",
  cells: [
    [0, 0],
    [0, 1],
    [1, 2],
  ],
};

describe("renban lines", () => {
  it("checks the line: cells that touch, in a grid, no longer than the digits", () => {
    expect(RENBAN.check(rule, "/rules/0", layout, 0)).toEqual([]);
    const broken: RenbanRule = {
      type: "renban",
      cells: [
        [0, 0],
        [0, 2],
        [9, 9],
      ],
    };
    expect(RENBAN.check(broken, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells/2", "/rules/0/cells/1", "/rules/0/cells/2"]);
    const long = { type: "renban" as const, cells: Array.from({ length: 5 }, (_, c): [number, number] => [0, c]) };
    expect(RENBAN.check(long, "/rules/0", { ...layout, size: 4 }, 0).map((i) => i.message)).toContainEqual(
      expect.stringMatching(/5 cells cannot hold different digits of 1-4/),
    );
  });

  it("keeps the runs the cells allow: a 9 on a line of three leaves 7 and 8 for the others", () => {
    const [p] = RENBAN.propagators?.(rule, single) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS);
    expect(p.propagate(cand)).toBe(true);
    expect(cand[0]).toBe(ALL_DIGITS); // every run is still possible
    cand[11] = bitOf(9) | (1 << 16);
    expect(p.propagate(cand)).toBe(true);
    expect([cand[0], cand[1], cand[11]]).toEqual([mask(7, 8, 9), mask(7, 8, 9), bitOf(9) | (1 << 16)]);
    cand[0] = mask(1, 2);
    expect(p.propagate(cand)).toBe(false);
  });

  it("fails a full assignment that is not a run, or repeats", () => {
    const [p] = RENBAN.propagators?.(rule, single) ?? [];
    const full = (a: number, b: number, c: number): Uint16Array => {
      const cand = new Uint16Array(81).fill(ALL_DIGITS);
      [cand[0], cand[1], cand[11]] = [bitOf(a), bitOf(b), bitOf(c)];
      return cand;
    };
    expect(p.propagate(full(4, 6, 5))).toBe(true);
    expect(p.propagate(full(4, 6, 7))).toBe(false);
    expect(p.propagate(full(4, 5, 4))).toBe(false);
    expect(RENBAN.distinct?.(rule, single)).toEqual([[0, 1, 11]]);
  });

  it("finds a broken line in a solution, draws a purple line, states the rule", () => {
    const solution = new Uint8Array(81);
    [solution[0], solution[1], solution[11]] = [3, 5, 4];
    expect(RENBAN.violation(rule, single, solution)).toBeUndefined();
    solution[11] = 6;
    expect(RENBAN.violation(rule, single, solution)).toMatch(/not a set of consecutive digits: 356/);
    expect(RENBAN.svg(rule, single, drawing).join("")).toMatch(/<polyline class="renban" points="20,20 60,20 100,60"/);
    expect(RENBAN.sentence(rule)).toMatch(/consecutive digits, in any order/);
  });

  it("round trips through f-puzzles (renban: [{ lines }]) and SudokuPad's format, at 9x9 and 16x16", () => {
    const { written, back } = fpuzzlesRoundTrip([rule]);
    expect(written.renban).toEqual([{ lines: [["R1C1", "R1C2", "R2C3"]] }]);
    expect(back).toEqual([rule]);
    expect(fpuzzlesRoundTrip([rule], 16).back).toEqual([rule]);
    expect(sclRoundTrip([rule])).toEqual({ back: [rule], dropped: [] });
  });
});
