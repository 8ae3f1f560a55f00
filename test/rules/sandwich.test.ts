import { describe, expect, it } from "vitest";
import { loadPuzzleObject } from "../../src/format/puzzle-json/load-puzzle.js";
import { svgFigure } from "../../src/format/svg-figure.js";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { SandwichRule } from "../../src/model/schemas.js";
import { SANDWICH, sandwichClue, sandwichLinesAt } from "../../src/rules/sandwich.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const drawing = { s: 40, x: (c: number) => 40 + c * 40, y: (r: number) => 40 + r * 40 };
/** Row 3 (0-based 2) read from the left: cells 18..26. */
const row: SandwichRule = { type: "sandwich", cells: Array.from({ length: 9 }, (_, c): [number, number] => [2, c]), sum: 0 };
/** Column 5 (0-based 4) read from the bottom: cells 76, 67, ..., 4. */
const column: SandwichRule = { type: "sandwich", cells: Array.from({ length: 9 }, (_, r): [number, number] => [8 - r, 4]), sum: 35 };
const rowCells = row.cells.map(([, c]) => 18 + c);

describe("sandwiches", () => {
  it("checks the line: a whole row or column of one grid, in order from the clue; a sum the digits between can make", () => {
    expect(SANDWICH.check(row, "/rules/0", layout, 0)).toEqual([]);
    expect(SANDWICH.check(column, "/rules/0", layout, 0)).toEqual([]);
    expect(sandwichClue(row.cells)).toEqual([2, -1]);
    expect(sandwichClue(column.cells)).toEqual([9, 4]);
    const short: SandwichRule = { ...row, cells: row.cells.slice(1) };
    expect(SANDWICH.check(short, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells"]);
    const shuffled: SandwichRule = { ...row, cells: [row.cells[1] ?? [], row.cells[0] ?? [], ...row.cells.slice(2)] };
    expect(SANDWICH.check(shuffled, "/rules/0", layout, 0).map((i) => i.message)).toEqual([expect.stringMatching(/whole row or column of a grid \(9 cells\)/)]);
    expect(SANDWICH.check({ ...column, sum: 36 }, "/rules/0", layout, 0).map((i) => [i.pointer, i.message])).toEqual([
      ["/rules/0/sum", "the digits between 1 and 9 add up to 35 at most, not 36"],
    ]);
    expect(sandwichLinesAt([-1, 4], layout.grids, 9)).toEqual([Array.from({ length: 9 }, (_, r) => [r, 4])]);
  });

  it("narrows by the places of 1 and the largest digit and the digits between: a sum of 0 puts them side by side", () => {
    const [p] = SANDWICH.propagators?.(row, single) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS);
    cand[18] = bitOf(1) | (1 << 16);
    expect(p.propagate(cand)).toBe(true);
    expect(cand[18]).toBe(bitOf(1) | (1 << 16));
    expect(cand[19]).toBe(bitOf(9)); // the only neighbour of the 1
    expect(cand[20]).toBe(mask(2, 3, 4, 5, 6, 7, 8));
    // 35 means every digit 2..8 between: 1 and 9 at the ends of the column.
    const [q] = SANDWICH.propagators?.(column, single) ?? [];
    const wide = new Uint16Array(81).fill(ALL_DIGITS);
    expect(q.propagate(wide)).toBe(true);
    expect([wide[76], wide[4], wide[40]]).toEqual([mask(1, 9), mask(1, 9), mask(2, 3, 4, 5, 6, 7, 8)]);
  });

  it("fails a finished line whose digits between add up to something else", () => {
    const [p] = SANDWICH.propagators?.({ ...row, sum: 5 }, single) ?? [];
    const full = (digits: number[]): Uint16Array => {
      const cand = new Uint16Array(81).fill(ALL_DIGITS);
      digits.forEach((d, i) => {
        cand[rowCells[i] ?? 0] = bitOf(d);
      });
      return cand;
    };
    expect(p.propagate(full([4, 1, 2, 3, 9, 5, 6, 7, 8]))).toBe(true);
    expect(p.propagate(full([4, 1, 2, 5, 9, 3, 6, 7, 8]))).toBe(false);
    expect(p.propagate(full([4, 9, 3, 2, 1, 5, 6, 7, 8]))).toBe(true); // either order
  });

  it("finds a wrong sum in a solution, draws the clue beside the grid, makes room for it, states the rule", () => {
    const solution = new Uint8Array(81);
    [4, 1, 9, 3, 2, 5, 6, 7, 8].forEach((d, i) => {
      solution[rowCells[i] ?? 0] = d;
    });
    expect(SANDWICH.violation(row, single, solution)).toBeUndefined();
    expect(SANDWICH.violation({ ...row, sum: 3 }, single, solution)).toBe("sandwich at [2, -1]: the digits between 1 and 9 in 419325678 add up to 0, not 3");
    expect(SANDWICH.svg(column, single, drawing).join("")).toMatch(/<text class="sandwich" x="220" y="420"[^>]*>35<\/text>/);
    const clued = svgFigure(buildGeometry({ ...layout, rules: [row, column] }), new Uint8Array(81));
    const plain = svgFigure(single, new Uint8Array(81));
    expect([clued.width - plain.width, clued.height - plain.height]).toEqual([40, 40]); // a band left and a band below
    expect(SANDWICH.sentence(row)).toMatch(/between the 1 and the largest digit/);
  });

  it("a layout with sandwiches loads, and the search's solution keeps them", () => {
    const rules = [row, column, { ...row, cells: Array.from({ length: 9 }, (_, c): [number, number] => [6, 8 - c]), sum: 12 }];
    const loaded = loadPuzzleObject({ layout: { ...layout, rules }, givens: { a: ".".repeat(81) } });
    const [solution] = solveSearch(loaded.model, { limit: 1 }).solutions;
    expect(solution).toBeDefined();
    for (const rule of rules) expect(SANDWICH.violation(rule, loaded.model.geometry, solution ?? new Uint8Array(81))).toBeUndefined();
  });

  it("round trips through f-puzzles (sandwichsum: [{ cell, value }]) and SudokuPad's format, at 9x9 and 4x4", () => {
    const { written, back } = fpuzzlesRoundTrip([row, column]);
    expect(written.sandwichsum).toEqual([
      { cell: "R3C0", value: "0" },
      { cell: "R10C5", value: "35" },
    ]);
    expect(back).toEqual([row, column]);
    const small: SandwichRule = { type: "sandwich", cells: Array.from({ length: 4 }, (_, c): [number, number] => [1, 3 - c]), sum: 5 };
    expect(fpuzzlesRoundTrip([small], 4).back).toEqual([small]);
    expect(sclRoundTrip([row, column])).toEqual({ back: [row, column], dropped: [] });
    expect(sclRoundTrip([small], 4)).toEqual({ back: [small], dropped: [] });
  });
});

describe("sandwiches of 0 on every line of a grid", () => {
  /** A grid with a sandwich of 0 on each of its first `lines` rows (or columns), listed from the far end when `reversed`. */
  const zeroLines = (size: number, lines: number, columns = false, reversed = false) => ({
    name: "z",
    ...(size === 9 ? {} : { size }),
    grids: [{ id: "a", row: 0, col: 0 }],
    rules: Array.from({ length: lines }, (_, r): SandwichRule => {
      const cells = Array.from({ length: size }, (_, c): [number, number] => (columns ? [c, r] : [r, c]));
      return { type: "sandwich", cells: reversed ? cells.reverse() : cells, sum: 0 };
    }),
  });
  const issues = (l: ReturnType<typeof zeroLines>) => l.rules.flatMap((rule, i) => SANDWICH.check(rule, `/rules/${i}`, l, i));

  it("on all nine rows (or columns) of a 9x9: refused once, saying why (the search ran to the timeout)", () => {
    for (const columns of [false, true]) {
      for (const reversed of [false, true]) {
        expect(issues(zeroLines(9, 9, columns, reversed))).toEqual([
          {
            pointer: "/rules/0/sum",
            message: `sandwiches of 0 on all 9 ${columns ? "columns" : "rows"} of a grid have no solution: each puts the 1 and the 9 side by side, so the ${columns ? "rows" : "columns"} would pair up, and 9 is odd`,
          },
        ]);
      }
    }
    expect(() => loadPuzzleObject({ layout: zeroLines(9, 9), givens: {} })).toThrow(/sandwiches of 0 on all 9 rows/);
  });

  it("on eight rows of a 9x9, or on all rows of an even size, the puzzle stands (a 4x4 has solutions)", () => {
    expect(issues(zeroLines(9, 8))).toEqual([]);
    const four = loadPuzzleObject({ layout: zeroLines(4, 4), givens: {} });
    expect(solveSearch(four.model, { limit: 2 }).status).toBe("multiple");
  });
});
