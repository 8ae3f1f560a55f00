import { describe, expect, it } from "vitest";
import { fromFpuzzles } from "../../src/format/fpuzzles/read-fpuzzles.js";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { CloneRule } from "../../src/model/schemas.js";
import { CLONE } from "../../src/rules/clone.js";
import { solve } from "../../src/strategies/solve.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const HIGH = 1 << 20;
// Dominoes r1c1-r1c2, r5c4-r5c5 and r9c7-r9c8: cell 0 of each (0, 39, 78) matches, as does cell 1 (1, 40, 79).
const rule: CloneRule = {
  type: "clone",
  shapes: [
    [
      [0, 0],
      [0, 1],
    ],
    [
      [4, 3],
      [4, 4],
    ],
    [
      [8, 6],
      [8, 7],
    ],
  ],
};

describe("clones", () => {
  it("checks shapes of as many cells, matching cells that share no unit", () => {
    expect(CLONE.check(rule, "/rules/0", layout, 0)).toEqual([]);
    const short = { ...rule, shapes: [rule.shapes[0], [[4, 3]]] };
    expect(CLONE.check(short, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/shapes/1"]);
    // r1c1 and r1c4 share row 1 and cannot hold one digit.
    const sameRow = {
      ...rule,
      shapes: [
        rule.shapes[0],
        [
          [0, 3],
          [1, 3],
        ],
      ],
    };
    expect(CLONE.check(sameRow, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/shapes/1/0"]);
    const off = {
      ...rule,
      shapes: [
        rule.shapes[0],
        [
          [4, 3],
          [40, 4],
        ],
      ],
    };
    expect(CLONE.check(off, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/shapes/1/1"]);
  });

  it("matched cells keep the digits all of them can hold; none in common fails", () => {
    const [p] = CLONE.propagators?.(rule, single) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS | HIGH);
    [cand[0], cand[39], cand[78]] = [mask(1, 2, 3) | HIGH, mask(2, 3, 4) | HIGH, mask(3, 2, 9) | HIGH];
    cand[40] = bitOf(7) | HIGH;
    expect(p.propagate(cand)).toBe(true);
    expect([cand[0], cand[39], cand[78]]).toEqual([mask(2, 3), mask(2, 3), mask(2, 3)].map((m) => m | HIGH));
    expect([cand[1], cand[40], cand[79]]).toEqual([bitOf(7), bitOf(7), bitOf(7)].map((m) => m | HIGH));
    // A second run changes nothing (the propagator says it is exact).
    const again = cand.slice();
    expect(p.propagate(again)).toBe(true);
    expect([...again]).toEqual([...cand]);
    cand[79] = bitOf(6);
    expect(p.propagate(cand)).toBe(false);
  });

  it("overlapping shapes join their matched cells", () => {
    // r1c1-r1c2 and r1c2-r1c3 overlap in r1c2: r1c1 = r1c2 = r1c3 (a layout error in a row, but the propagation follows it).
    const chain: CloneRule = {
      type: "clone",
      shapes: [
        [
          [2, 0],
          [3, 1],
        ],
        [
          [3, 1],
          [4, 2],
        ],
      ],
    };
    const [p] = CLONE.propagators?.(chain, single) ?? [];
    const cand = new Uint16Array(81).fill(ALL_DIGITS);
    cand[18] = bitOf(5);
    expect(p.propagate(cand)).toBe(true);
    expect([cand[28], cand[38]]).toEqual([bitOf(5), bitOf(5)]);
  });

  it("finds a clone that differs; states, shades the shapes", () => {
    const solution = new Uint8Array(81);
    [solution[0], solution[1], solution[39], solution[40], solution[78], solution[79]] = [1, 2, 1, 2, 1, 2];
    expect(CLONE.violation(rule, single, solution)).toBeUndefined();
    solution[79] = 3;
    expect(CLONE.violation(rule, single, solution)).toMatch(/shape 3 holds 13, the first 12/);
    const drawing = {
      s: 40,
      x: (c: number) => c * 40,
      y: (r: number) => r * 40,
    };
    const svg = CLONE.svg(rule, single, drawing).join("");
    expect(svg).toContain('<rect x="160" y="160" width="40" height="40"/>');
    expect(svg.match(/<rect /g)).toHaveLength(6);
    expect(CLONE.sentence(rule)).toMatch(/same position of each shape/);
  });

  it("carries puzzles/clone.json: unique with its clones, several solutions without them", () => {
    const { model, layout: withRules } = loadPuzzleFile("puzzles/clone.json");
    expect(solve(model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
    const bare = buildGeometry({ ...withRules, rules: [] });
    expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("multiple");
  });

  it("is f-puzzles' clone both ways (one part per shape after the first); SudokuPad's own format names it as left out", () => {
    const { written, back } = fpuzzlesRoundTrip([rule]);
    expect(written.clone).toEqual([
      { cells: ["R1C1", "R1C2"], cloneCells: ["R5C4", "R5C5"] },
      { cells: ["R1C1", "R1C2"], cloneCells: ["R9C7", "R9C8"] },
    ]);
    expect(back).toEqual([rule]);
    const blank = {
      size: 9,
      grid: Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}))),
    };
    expect(() =>
      fromFpuzzles({
        ...blank,
        clone: [{ cells: ["R1C1", "R1C2"], cloneCells: ["R5C5"] }],
      }),
    ).toThrow(/2 cells and 1 cloneCells/);
    expect(sclRoundTrip([rule]).dropped).toEqual([
      "rule 1 (clone: clones (SudokuPad's own format only shades their cells, which reads back as no rule; f-puzzles' clone carries them))",
    ]);
  });
});
