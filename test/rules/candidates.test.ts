import { describe, expect, it } from "vitest";
import { fromFpuzzles } from "../../src/format/fpuzzles/read-fpuzzles.js";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { CandidatesRule } from "../../src/model/schemas.js";
import { CANDIDATES } from "../../src/rules/candidates.js";
import { givenRuleIssues } from "../../src/rules/registry.js";
import { solve } from "../../src/strategies/solve.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const drawing = { s: 36, x: (c: number) => c * 36, y: (r: number) => r * 36 };
const rule: CandidatesRule = {
  type: "candidates",
  cells: [
    [0, 0],
    [4, 7],
  ],
  digits: [7, 2],
};

describe("given candidates", () => {
  it("checks its cells and digits against the layout", () => {
    expect(CANDIDATES.check(rule, "/rules/0", layout, 0)).toEqual([]);
    const small = { ...layout, size: 4 };
    expect(CANDIDATES.check(rule, "/rules/0", small, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells/1", "/rules/0/digits/0"]);
  });

  it("limits each cell to its digits, keeps the caller's bits, and fails a cell left with none", () => {
    const [p] = CANDIDATES.propagators?.(rule, single) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS | (1 << 20));
    expect(p.propagate(cand)).toBe(true);
    expect([cand[0], cand[4 * 9 + 7], cand[1]]).toEqual([mask(2, 7) | (1 << 20), mask(2, 7) | (1 << 20), ALL_DIGITS | (1 << 20)]);
    cand[0] = mask(1, 3);
    expect(p.propagate(cand)).toBe(false);
  });

  it("finds a cell outside its candidates in a solution, and a given outside them on the givens alone", () => {
    const solution = new Uint8Array(81).fill(2);
    expect(CANDIDATES.violation(rule, single, solution)).toBeUndefined();
    solution[4 * 9 + 7] = 5;
    expect(CANDIDATES.violation(rule, single, solution)).toMatch(/\[4, 7\] holds 5, not one of its candidates 27/);
    const geometry = buildGeometry({ ...layout, rules: [rule] });
    const givens = new Uint8Array(81);
    expect(givenRuleIssues(geometry, givens, "")).toEqual([]);
    givens[0] = 3;
    expect(givenRuleIssues(geometry, givens, "").map((i) => i.pointer)).toEqual(["/rules/0"]);
  });

  it("carries puzzles/candidates.json: unique with its candidates, several solutions without them", () => {
    const { model, layout: withRules } = loadPuzzleFile("puzzles/candidates.json");
    expect(solve(model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
    const bare = buildGeometry({ ...withRules, rules: (withRules.rules ?? []).filter((r) => r.type !== "candidates") });
    expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("multiple");
  });

  it("draws each digit small where a corner mark goes (9 at the bottom right of 3x3), A-G past 9 on 16x16", () => {
    const svg = CANDIDATES.svg(rule, single, drawing).join("");
    expect(svg).toMatch(/class="candidates"/);
    // 7 is place 6: the third row, first column of the cell's 3x3 block (step 12: centre 6, 30).
    expect(svg).toContain('<text x="6" y="30" dominant-baseline="central">7</text>');
    const big = buildGeometry({ ...layout, size: 16 });
    expect(CANDIDATES.svg({ ...rule, digits: [12] }, big, drawing).join("")).toContain(">C</text>");
    expect(CANDIDATES.sentence(rule)).toMatch(/only candidates/);
  });

  it("round trips through f-puzzles (each cell's givenPencilMarks) and SudokuPad (each cell's centremarks)", () => {
    const sorted: CandidatesRule = { ...rule, digits: [2, 7] };
    const { written, back } = fpuzzlesRoundTrip([sorted]);
    const grid = written.grid as { givenPencilMarks?: number[] }[][];
    expect(grid[0]?.[0]?.givenPencilMarks).toEqual([2, 7]);
    expect(grid[4]?.[7]?.givenPencilMarks).toEqual([2, 7]);
    expect(back).toEqual([sorted]);
    expect(fpuzzlesRoundTrip([sorted], 16).back).toEqual([sorted]);
    expect(sclRoundTrip([sorted])).toEqual({ back: [sorted], dropped: [] });
    // Two rules on one cell: the digits both allow.
    const both = fpuzzlesRoundTrip([sorted, { type: "candidates", cells: [[0, 0]], digits: [7, 8] }]).back;
    expect(both).toEqual([
      { type: "candidates", cells: [[0, 0]], digits: [7] },
      { type: "candidates", cells: [[4, 7]], digits: [2, 7] },
    ]);
  });

  it("refuses f-puzzles pencil marks that are not digits of the size", () => {
    const blank = () => ({ size: 4, grid: Array.from({ length: 4 }, () => Array.from({ length: 4 }, (): Record<string, unknown> => ({}))) });
    const bad = blank();
    bad.grid[0]![0] = { givenPencilMarks: [1, 5] };
    expect(() => fromFpuzzles(bad)).toThrow(/R1C1 has the given pencil marks \[1,5\]: not digits 1-4/);
    const ok = blank();
    ok.grid[1]![2] = { givenPencilMarks: [3, 1, 3] };
    const layoutRead = fromFpuzzles(ok).document.layout;
    expect(typeof layoutRead === "string" ? [] : layoutRead.rules).toEqual([{ type: "candidates", cells: [[1, 2]], digits: [1, 3] }]);
  });
});
