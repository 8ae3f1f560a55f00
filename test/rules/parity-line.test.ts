import { describe, expect, it } from "vitest";
import { loadPuzzleObject } from "../../src/format/puzzle-json/load-puzzle.js";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { ParityLineRule } from "../../src/model/schemas.js";
import { PARITY_LINE } from "../../src/rules/parity-line.js";
import { givenRuleIssues } from "../../src/rules/registry.js";
import { solve } from "../../src/strategies/solve.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const ODD = mask(1, 3, 5, 7, 9);
const EVEN = mask(2, 4, 6, 8);
const HIGH = 1 << 20;
const row1 = (n: number): [number, number][] => Array.from({ length: n }, (_, c): [number, number] => [0, c]);
const line: ParityLineRule = { type: "parity-line", cells: row1(4) };

describe("parity lines", () => {
  it("check a line of touching cells on the grid", () => {
    expect(PARITY_LINE.check(line, "/rules/0", layout, 0)).toEqual([]);
    const gap: ParityLineRule = {
      type: "parity-line",
      cells: [
        [0, 0],
        [0, 2],
      ],
    };
    expect(PARITY_LINE.check(gap, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells/1"]);
    const off: ParityLineRule = {
      type: "parity-line",
      cells: [
        [8, 8],
        [9, 9],
      ],
    };
    expect(PARITY_LINE.check(off, "/rules/0", layout, 0).map((i) => i.message)).toEqual([
      "parity line cell [9, 9] (0-based) is not covered by any grid: every parity line cell must be in a grid",
    ]);
  });

  it("one cell's parity decides every cell's: alternate places, alternate parities; the high bits stay", () => {
    const [p] = PARITY_LINE.propagators?.(line, single) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS | HIGH);
    expect(p.propagate(cand)).toBe(true);
    expect([cand[0], cand[1], cand[2], cand[3]]).toEqual(Array(4).fill(ALL_DIGITS | HIGH));
    // r1c3 even or r1c3 odd only through r1c2: here r1c2 is 4 or 6, so r1c1 and r1c3 odd, r1c4 even.
    cand[1] = mask(4, 6) | HIGH;
    expect(p.propagate(cand)).toBe(true);
    expect([cand[0], cand[1], cand[2], cand[3]]).toEqual([ODD | HIGH, mask(4, 6) | HIGH, ODD | HIGH, EVEN | HIGH]);
  });

  it("fails when no way round is left, and on a filled line that does not alternate", () => {
    const [p] = PARITY_LINE.propagators?.(line, single) ?? [];
    const split = new Uint16Array(81).fill(ALL_DIGITS);
    // r1c1 and r1c3 are two places apart: one parity, but 1 and 2 differ.
    [split[0], split[2]] = [bitOf(1), bitOf(2)];
    expect(p.propagate(split)).toBe(false);
    const filled = new Uint16Array(81).fill(ALL_DIGITS);
    [filled[0], filled[1], filled[2], filled[3]] = [bitOf(1), bitOf(2), bitOf(3), bitOf(5)];
    expect(p.propagate(filled)).toBe(false);
    filled[3] = bitOf(4);
    expect(p.propagate(filled)).toBe(true);
  });

  it("works over digits to 16 and on two overlapping grids", () => {
    const big = buildGeometry({ name: "x", size: 16, grids: [{ id: "a", row: 0, col: 0 }] });
    const [p] = PARITY_LINE.propagators?.({ type: "parity-line", cells: row1(3) }, big) ?? [];
    const cand = new Uint32Array(256).fill(0xffff);
    cand[0] = bitOf(16);
    expect(p.propagate(cand)).toBe(true);
    expect(cand[1]).toBe(mask(1, 3, 5, 7, 9, 11, 13, 15));
    expect(cand[2]).toBe(mask(2, 4, 6, 8, 10, 12, 14, 16));
    // Two 9x9 grids sharing a box (b's r1c1 is a's r7c7): a line from a's r6c6 through the shared box into b's r4c4.
    const cells: [number, number][] = [
      [5, 5],
      [6, 6],
      [7, 7],
      [8, 8],
      [9, 9],
    ];
    const twin = {
      name: "t",
      grids: [
        { id: "a", row: 0, col: 0 },
        { id: "b", row: 6, col: 6 },
      ],
      rules: [{ type: "parity-line" as const, cells }],
    };
    // a's r6c6 given 2: the line reads even, odd, even, odd, even.
    const puzzle = loadPuzzleObject({ layout: twin, givens: { a: `${".".repeat(50)}2${".".repeat(30)}`, b: ".".repeat(81) } });
    const { geometry } = puzzle.model;
    const result = solve(puzzle.model, { limit: 1, nodeBudget: 50_000 });
    expect(result.count).toBe(1);
    const s = result.solutions[0] ?? new Uint8Array();
    expect(cells.map(([r, c]) => s[geometry.canvas[r * geometry.cols + c]] % 2)).toEqual([0, 1, 0, 1, 0]);
  });

  it("finds two of one parity side by side, on a solution and on the givens alone; states and draws the line", () => {
    const solution = new Uint8Array(81);
    solution.set([1, 2, 3, 4]);
    expect(PARITY_LINE.violation(line, single, solution)).toBeUndefined();
    solution[3] = 6;
    solution[2] = 8;
    expect(PARITY_LINE.violation(line, single, solution)).toMatch(/parity line at \[0, 0\]: 28 side by side are both even \(1286\)/);
    // Givens: r1c2 and r1c3 both odd is broken already; empty cells say nothing.
    const givens = new Uint8Array(81);
    [givens[1], givens[2]] = [3, 5];
    const withLine = buildGeometry({ ...layout, rules: [line] });
    expect(givenRuleIssues(withLine, givens, "").map((i) => i.message)).toEqual([
      "the givens break this parity-line rule: parity line at [0, 0]: 35 side by side are both odd (.35.)",
    ]);
    givens[2] = 0;
    givens[3] = 5;
    expect(givenRuleIssues(withLine, givens, "")).toEqual([]);
    const drawing = { s: 40, x: (c: number) => c * 40, y: (r: number) => r * 40 };
    expect(PARITY_LINE.svg(line, single, drawing).join("")).toContain('class="parity-line" points="20,20 60,20 100,20 140,20"');
    expect(PARITY_LINE.sentence(line)).toMatch(/alternate between odd and even/);
  });

  it("carries puzzles/parity-line.json: unique with its lines, several solutions without them", () => {
    const { model, layout: withRules } = loadPuzzleFile("puzzles/parity-line.json");
    expect(solve(model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
    const bare = buildGeometry({ ...withRules, rules: [] });
    expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("multiple");
  });

  it("has no f-puzzles key and no SudokuPad form: both name it as left out", () => {
    expect(() => fpuzzlesRoundTrip([line])).toThrow(/f-puzzles cannot express rule 1 \(parity-line\)/);
    expect(sclRoundTrip([line]).dropped).toEqual([
      "rule 1 (parity-line: a parity line (SudokuPad draws it only as a plain coloured line, which says nothing of its rule))",
    ]);
  });
});
