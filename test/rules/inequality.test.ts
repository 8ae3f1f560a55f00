import { describe, expect, it } from "vitest";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { InequalityRule } from "../../src/model/schemas.js";
import { INEQUALITY } from "../../src/rules/inequality.js";
import { solve } from "../../src/strategies/solve.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const sign = (a: [number, number], b: [number, number]): InequalityRule => ({ type: "inequality", cells: [a, b] });
const rule = sign([0, 1], [0, 0]);

describe("inequality signs", () => {
  it("checks two cells side by side", () => {
    expect(INEQUALITY.check(rule, "/rules/0", layout, 0)).toEqual([]);
    expect(INEQUALITY.check(sign([0, 0], [1, 1]), "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells/1"]);
  });

  it("keeps the smaller cell below the larger's largest digit and the larger above the smaller's smallest; a wrong order fails", () => {
    const [p] = INEQUALITY.propagators?.(rule, single) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS | (1 << 18));
    expect(p.propagate(cand)).toBe(true);
    expect([cand[1], cand[0]]).toEqual([mask(1, 2, 3, 4, 5, 6, 7, 8) | (1 << 18), mask(2, 3, 4, 5, 6, 7, 8, 9) | (1 << 18)]);
    cand[0] = mask(4, 6);
    cand[1] = mask(3, 5, 7);
    expect(p.propagate(cand)).toBe(true);
    expect([cand[1], cand[0]]).toEqual([mask(3, 5), mask(4, 6)]);
    cand[0] = bitOf(3);
    cand[1] = bitOf(3);
    expect(p.propagate(cand)).toBe(false);
  });

  it("finds a sign broken in a solution, states the rule, draws a chevron pointing at the smaller cell", () => {
    const solution = new Uint8Array(81);
    [solution[0], solution[1]] = [8, 2];
    expect(INEQUALITY.violation(rule, single, solution)).toBeUndefined();
    solution[1] = 9;
    expect(INEQUALITY.violation(rule, single, solution)).toMatch(/r1c2 r1c1: 9 is not less than 8/);
    const drawing = { s: 40, x: (c: number) => c * 40, y: (r: number) => r * 40 };
    // The edge's middle is (40, 20); the point at 44 leans into r1c2, the smaller (right) cell, the wings at 36.
    expect(INEQUALITY.svg(rule, single, drawing).join("")).toContain('points="36,25.6 44,20 36,14.4"');
    expect(INEQUALITY.sentence(rule)).toMatch(/points at the smaller digit/);
  });

  it("carries puzzles/inequality.json: unique with its signs, several solutions without them", () => {
    const { model, layout: withRules } = loadPuzzleFile("puzzles/inequality.json");
    expect(solve(model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
    const bare = buildGeometry({ ...withRules, rules: [] });
    expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("multiple");
  });

  it("round trips through SudokuPad as a sign on the edge (<, >, ∧, ∨); f-puzzles, which has none, gets a two-cell thermometer", () => {
    const signs = [sign([0, 0], [0, 1]), sign([0, 3], [0, 2]), sign([2, 2], [3, 2]), sign([5, 5], [4, 5])];
    expect(sclRoundTrip(signs)).toEqual({ back: signs, dropped: [] });
    const { written, back } = fpuzzlesRoundTrip(signs.slice(1, 2));
    expect(written.thermometer).toEqual([{ lines: [["R1C4", "R1C3"]] }]);
    expect(back).toEqual([{ type: "thermometer", cells: signs[1]?.cells }]);
  });
});
