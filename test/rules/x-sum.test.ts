import { describe, expect, it } from "vitest";
import { loadPuzzleObject } from "../../src/format/puzzle-json/load-puzzle.js";
import { svgFigure } from "../../src/format/svg-figure.js";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { XSumRule } from "../../src/model/schemas.js";
import { X_SUM } from "../../src/rules/x-sum.js";
import { solve } from "../../src/strategies/solve.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const drawing = { s: 40, x: (c: number) => 40 + c * 40, y: (r: number) => 40 + r * 40 };
/** Row 3 (0-based 2) read from the left: cells 18..26. */
const row: XSumRule = { type: "x-sum", cells: Array.from({ length: 9 }, (_, c): [number, number] => [2, c]), sum: 10 };
/** Column 5 (0-based 4) read from the bottom: cells 76, 67, ..., 4. */
const column: XSumRule = { type: "x-sum", cells: Array.from({ length: 9 }, (_, r): [number, number] => [8 - r, 4]), sum: 45 };
const rowCells = row.cells.map(([, c]) => 18 + c);

describe("X-sums", () => {
  it("checks the line: a whole row or column of one grid, in order from the clue; a sum a line can make", () => {
    expect(X_SUM.check(row, "/rules/0", layout, 0)).toEqual([]);
    expect(X_SUM.check(column, "/rules/0", layout, 0)).toEqual([]);
    expect(X_SUM.check({ ...row, cells: row.cells.slice(1) }, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells"]);
    const shuffled: XSumRule = { ...row, cells: [row.cells[1] ?? [], row.cells[0] ?? [], ...row.cells.slice(2)] };
    expect(X_SUM.check(shuffled, "/rules/0", layout, 0).map((i) => i.message)).toEqual([expect.stringMatching(/whole row or column of a grid \(9 cells\)/)]);
    expect(X_SUM.check({ ...column, sum: 46 }, "/rules/0", layout, 0).map((i) => [i.pointer, i.message])).toEqual([
      ["/rules/0/sum", "the first X digits of a line of 9 add up to 45 at most, not 46"],
    ]);
  });

  it("narrows per first digit by the sum's bounds: 10 leaves X of 2, 3 or 4; 45 the whole line; 3 the pair 2, 1", () => {
    const [p] = X_SUM.propagators?.(row, single) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS);
    cand[18] = ALL_DIGITS | (1 << 16);
    expect(p.propagate(cand)).toBe(true);
    expect(cand[18]).toBe(mask(2, 3, 4) | (1 << 16));
    // X = 2: 8; X = 3: two digits but 3 adding up to 7 (bounds: 6 at most); X = 4: three adding up to 6 (3 at most).
    expect(cand[19]).toBe(mask(1, 2, 3, 4, 5, 6, 8));
    expect(cand[20]).toBe(ALL_DIGITS);
    const [q] = X_SUM.propagators?.(column, single) ?? [];
    const wide = new Uint16Array(81).fill(ALL_DIGITS);
    expect(q.propagate(wide)).toBe(true);
    expect([wide[76], wide[67], wide[4]]).toEqual([mask(9), mask(1, 2, 3, 4, 5, 6, 7, 8), mask(1, 2, 3, 4, 5, 6, 7, 8)]);
    const [t] = X_SUM.propagators?.({ ...row, sum: 3 }, single) ?? [];
    const three = new Uint16Array(81).fill(ALL_DIGITS);
    expect(t.propagate(three)).toBe(true);
    expect([three[18], three[19], three[20]]).toEqual([mask(2), mask(1), ALL_DIGITS]);
    // Clue 1: X = 1, the first cell is 1.
    const [o] = X_SUM.propagators?.({ ...row, sum: 1 }, single) ?? [];
    const one = new Uint16Array(81).fill(ALL_DIGITS);
    expect(o.propagate(one)).toBe(true);
    expect(one[18]).toBe(mask(1));
  });

  it("fails a finished line whose first X digits add up to something else", () => {
    const [p] = X_SUM.propagators?.(row, single) ?? [];
    const full = (digits: number[]): Uint16Array => {
      const cand = new Uint16Array(81).fill(ALL_DIGITS);
      digits.forEach((d, i) => {
        cand[rowCells[i] ?? 0] = bitOf(d);
      });
      return cand;
    };
    expect(p.propagate(full([3, 5, 2, 1, 4, 6, 7, 8, 9]))).toBe(true);
    expect(p.propagate(full([3, 4, 2, 1, 5, 6, 7, 8, 9]))).toBe(false);
    expect(p.propagate(full([2, 8, 1, 3, 4, 5, 6, 7, 9]))).toBe(true);
  });

  it("finds a wrong sum in a solution, draws the clue beside the grid, makes room for it, states the rule", () => {
    const solution = new Uint8Array(81);
    [3, 5, 2, 1, 4, 6, 7, 8, 9].forEach((d, i) => {
      solution[rowCells[i] ?? 0] = d;
    });
    expect(X_SUM.violation(row, single, solution)).toBeUndefined();
    expect(X_SUM.violation({ ...row, sum: 11 }, single, solution)).toBe("X-sum at [2, -1]: the first 3 digits of 352146789 add up to 10, not 11");
    expect(X_SUM.svg(column, single, drawing).join("")).toMatch(/<text class="x-sum" x="220" y="420"[^>]*>45<\/text>/);
    const clued = svgFigure(buildGeometry({ ...layout, rules: [row, column] }), new Uint8Array(81));
    const plain = svgFigure(single, new Uint8Array(81));
    expect([clued.width - plain.width, clued.height - plain.height]).toEqual([40, 40]);
    expect(X_SUM.sentence(row)).toMatch(/first X digits/);
  });

  it("a layout with X-sums on two grids loads, and the search's solution keeps them", () => {
    const two = {
      name: "two",
      grids: [
        { id: "a", row: 0, col: 0 },
        { id: "b", row: 6, col: 6 },
      ],
    };
    const rules: XSumRule[] = [row, { type: "x-sum", cells: Array.from({ length: 9 }, (_, c): [number, number] => [10, 14 - c]), sum: 20 }];
    const loaded = loadPuzzleObject({ layout: { ...two, rules }, givens: { a: ".".repeat(81), b: ".".repeat(81) } });
    const [solution] = solveSearch(loaded.model, { limit: 1, nodeBudget: 200_000 }).solutions;
    expect(solution).toBeDefined();
    for (const rule of rules) expect(X_SUM.violation(rule, loaded.model.geometry, solution ?? new Uint8Array(1))).toBeUndefined();
  });

  it("carries puzzles/x-sum.json: unique with its clues, several solutions without them", () => {
    const { model, layout: withRules } = loadPuzzleFile("puzzles/x-sum.json");
    expect(solve(model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
    const bare = buildGeometry({ ...withRules, rules: [] });
    expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("multiple");
  });

  it("is f-puzzles' xsum ({ cell, value }) both ways, at 9x9 and 4x4; SudokuPad's own format names it as left out", () => {
    const { written, back } = fpuzzlesRoundTrip([row, column]);
    expect(written.xsum).toEqual([
      { cell: "R3C0", value: "10" },
      { cell: "R10C5", value: "45" },
    ]);
    expect(back).toEqual([row, column]);
    const small: XSumRule = { type: "x-sum", cells: Array.from({ length: 4 }, (_, c): [number, number] => [1, 3 - c]), sum: 5 };
    expect(fpuzzlesRoundTrip([small], 4).back).toEqual([small]);
    const scl = sclRoundTrip([row]);
    expect(scl.back).toEqual([]);
    expect(scl.dropped).toEqual([expect.stringMatching(/X-sum/)]);
  });
});
