import { describe, expect, it } from "vitest";
import { techniquesFor } from "../../src/logic/engine.js";
import { initialState } from "../../src/logic/state.js";
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

describe("renban/unit overlap", () => {
  /** An empty 9x9 grid with these renban lines, and the step. */
  const position = (lines: [number, number][][]) => {
    const geometry = buildGeometry({ ...layout, rules: lines.map((cells) => ({ type: "renban" as const, cells })) });
    const state = initialState({ geometry, givens: new Uint8Array(81) });
    const t = techniquesFor(geometry).find((x) => x.name === "renban/unit overlap");
    if (t === undefined) throw new Error("no renban/unit overlap");
    return { state, find: () => t.find(state) };
  };
  const rowLine: [number, number][] = [
    [0, 0],
    [0, 1],
    [0, 2],
    [0, 3],
    [0, 4],
  ];

  it("puts the 5 of a line of five (in every run, 1-5 to 5-9) in its row: not elsewhere in row 1", () => {
    const step = position([rowLine]).find();
    expect(step?.eliminations).toEqual([5, 6, 7, 8].map((cell) => ({ cell, digits: mask(5) })));
    expect(step?.reason).toMatch(/^the renban line at r1c1 r1c2 r1c3 r1c4 r1c5 holds 5 in every run it can take \(1-5, 2-6, 3-7, 4-8 or 5-9\), only in row 1/);
  });

  it("follows the runs the candidates leave: a line of three whose cells keep 4-7 holds 5 and 6", () => {
    const { state, find } = position([rowLine.slice(0, 3)]);
    for (const c of [0, 1, 2]) state.candidates[c] = mask(4, 5, 6, 7);
    const step = find();
    expect(step?.digits).toBe(mask(5));
    // In the row first (the first unit of the line's first cell).
    expect(step?.eliminations.map((e) => e.cell)).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it("finds nothing where no digit is in every run (a line of four: 1-4 and 6-9 share none)", () => {
    expect(position([rowLine.slice(0, 4)]).find()).toBeUndefined();
  });

  it("finds nothing where the line's cells for the digit are in no one unit", () => {
    // Five cells over rows 1-2 and boxes 1-2: the 5 may sit in either row, and in either box.
    const bent: [number, number][] = [
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 3],
      [1, 4],
    ];
    expect(position([bent]).find()).toBeUndefined();
  });
});

describe("hard renban sets", () => {
  it("drops a run whose digits cannot each have their own cell: r1c1 and r1c2 both need the 5 of 5-7", () => {
    const geometry = buildGeometry({
      ...layout,
      rules: [
        {
          type: "renban",
          cells: [
            [0, 0],
            [0, 1],
            [0, 2],
          ],
        },
      ],
    });
    const state = initialState({ geometry, givens: new Uint8Array(81) });
    state.candidates[0] = mask(4, 5);
    state.candidates[1] = mask(4, 5);
    state.candidates[2] = mask(4, 5, 6, 7);
    const find = (name: string) =>
      techniquesFor(geometry)
        .find((x) => x.name === name)
        ?.find(state);
    // The renban sets step sees 5-7 as possible (a 5, a 6 and a 7 are all on the line).
    expect(find("renban sets")).toBeUndefined();
    const step = find("hard renban sets");
    expect(step?.eliminations).toEqual([{ cell: 2, digits: mask(4, 5, 7) }]);
    expect(step?.reason).toBe("the renban line at r1c1 r1c2 r1c3 can only be 4-6, each cell taking its own digit: r1c3 cannot be 4, 5 or 7");
  });
});
