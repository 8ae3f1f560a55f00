import { describe, expect, it } from "vitest";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Layout, RegionSumLineRule } from "../../src/model/schemas.js";
import { REGION_SUM_LINE } from "../../src/rules/region-sum-line.js";
import { solve } from "../../src/strategies/solve.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout: Layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const span = (lo: number, hi: number): number => mask(...Array.from({ length: hi - lo + 1 }, (_, i) => lo + i));
// r1c2 r1c3 in box 1, r1c4 in box 2.
const rule: RegionSumLineRule = {
  type: "region-sum-line",
  cells: [
    [0, 1],
    [0, 2],
    [0, 3],
  ],
};
const messages = (r: RegionSumLineRule, l: Layout): string[] => REGION_SUM_LINE.check(r, "/rules/0", l, 0).map((i) => i.message);

describe("region-sum lines", () => {
  it("are cut by the boxes, or by a jigsaw grid's regions, and refused where a grid has neither", () => {
    expect(messages(rule, layout)).toEqual([]);
    // Rows as the jigsaw's regions: the whole line is in region A, so it says nothing.
    const rows: Layout = { ...layout, rules: [{ type: "jigsaw", grid: "a", regions: "ABCDEFGHI".split("").map((ch) => ch.repeat(9)) }] };
    expect(messages(rule, rows)).toEqual(["a region-sum line inside one box restricts nothing: draw it through two boxes at least"]);
    const down: RegionSumLineRule = {
      type: "region-sum-line",
      cells: [
        [0, 1],
        [1, 1],
      ],
    };
    expect(messages(down, rows)).toEqual([]);
    expect(messages(rule, { ...layout, size: 5 })).toEqual([
      "region-sum line cell [0, 1] is in no box: a region-sum line needs grids with boxes, or a jigsaw grid's regions",
    ]);
  });

  it("on overlapping grids, a box both grids share is one region; boxes that do not line up are refused", () => {
    const samurai: Layout = {
      name: "s",
      grids: [
        { id: "nw", row: 0, col: 0 },
        { id: "c", row: 6, col: 6 },
      ],
    };
    const across: RegionSumLineRule = {
      type: "region-sum-line",
      cells: [
        [7, 7],
        [7, 8],
        [7, 9],
      ],
    };
    expect(messages(across, samurai)).toEqual([]);
    const askew: Layout = {
      name: "k",
      grids: [
        { id: "a", row: 0, col: 0 },
        { id: "b", row: 1, col: 1 },
      ],
    };
    const inBoth: RegionSumLineRule = {
      type: "region-sum-line",
      cells: [
        [1, 1],
        [2, 2],
      ],
    };
    expect(messages(inBoth, askew)).toEqual(["region-sum line cell [1, 1] lies in two different boxes of overlapping grids: the line's regions are unclear"]);
  });

  it("bounds the common total: two different digits in box 1 against one cell in box 2", () => {
    const [p] = REGION_SUM_LINE.propagators?.(rule, single) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS | (1 << 20));
    expect(p.propagate(cand)).toBe(true);
    // The pair adds up to 3 at least, the single cell to 9 at most.
    expect(cand[3]).toBe(span(3, 9) | (1 << 20));
    expect([cand[1], cand[2]]).toEqual([span(1, 8) | (1 << 20), span(1, 8) | (1 << 20)]);
    cand[3] = bitOf(4);
    expect(p.propagate(cand)).toBe(true);
    expect([cand[1], cand[2]]).toEqual([mask(1, 2, 3) | (1 << 20), mask(1, 2, 3) | (1 << 20)]);
    const unequal = new Uint16Array(81).fill(ALL_DIGITS);
    [unequal[1], unequal[2], unequal[3]] = [bitOf(1), bitOf(2), bitOf(5)];
    expect(p.propagate(unequal)).toBe(false);
  });

  it("finds stretches of different totals; states and draws the line", () => {
    const solution = new Uint8Array(81);
    [solution[1], solution[2], solution[3]] = [1, 3, 4];
    expect(REGION_SUM_LINE.violation(rule, single, solution)).toBeUndefined();
    solution[3] = 5;
    expect(REGION_SUM_LINE.violation(rule, single, solution)).toMatch(/add up to 4, 5, not one total/);
    const drawing = { s: 40, x: (c: number) => c * 40, y: (r: number) => r * 40 };
    expect(REGION_SUM_LINE.svg(rule, single, drawing).join("")).toContain('class="region-sum-line" points="60,20 100,20 140,20"');
    expect(REGION_SUM_LINE.sentence(rule)).toMatch(/same total in each box/);
  });

  it("carries puzzles/region-sum-line.json: unique with its lines, several solutions without them", () => {
    const { model, layout: withRules } = loadPuzzleFile("puzzles/region-sum-line.json");
    expect(solve(model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
    const bare = buildGeometry({ ...withRules, rules: [] });
    expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("multiple");
  });

  it("is f-puzzles' regionsumline both ways; SudokuPad's own format names it as left out", () => {
    const { written, back } = fpuzzlesRoundTrip([rule]);
    expect(written.regionsumline).toEqual([{ lines: [["R1C2", "R1C3", "R1C4"]] }]);
    expect(back).toEqual([rule]);
    expect(sclRoundTrip([rule]).dropped).toEqual([
      "rule 1 (region-sum-line: a region-sum line (SudokuPad draws it only as a plain coloured line, which says nothing of its rule))",
    ]);
  });
});
