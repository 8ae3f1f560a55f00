import { describe, expect, it } from "vitest";
import { fromFpuzzles } from "../../src/format/fpuzzles/read-fpuzzles.js";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { ZipperRule } from "../../src/model/schemas.js";
import { ZIPPER } from "../../src/rules/zipper.js";
import { solve } from "../../src/strategies/solve.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const span = (lo: number, hi: number): number => mask(...Array.from({ length: hi - lo + 1 }, (_, i) => lo + i));
// r1c1 r1c2 r1c3 r2c3 r3c3: centre r1c3; pairs r1c1-r3c3 and r1c2-r2c3, each in box 1 (two different digits).
const odd: ZipperRule = {
  type: "zipper",
  cells: [
    [0, 0],
    [0, 1],
    [0, 2],
    [1, 2],
    [2, 2],
  ],
};
// r1c1 r2c2 r3c3 r4c4: pairs r1c1-r4c4 (no unit in common: the same digit may sum) and r2c2-r3c3 (box 1).
const even: ZipperRule = {
  type: "zipper",
  cells: [
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
  ],
};

describe("zipper lines", () => {
  it("checks a line of touching cells on the grid", () => {
    expect(ZIPPER.check(odd, "/rules/0", layout, 0)).toEqual([]);
    const gap = {
      ...odd,
      cells: [
        [0, 0],
        [0, 1],
        [4, 4],
      ],
    };
    expect(ZIPPER.check(gap, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells/2"]);
  });

  it("bounds the total by the centre and every pair: a centre of 4 leaves 1 and 3 in the box pairs", () => {
    const [p] = ZIPPER.propagators?.(odd, single) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS | (1 << 20));
    expect(p.propagate(cand)).toBe(true);
    // Two different digits add up to 3 at least; the centre is 9 at most, so no end holds 9.
    expect(cand[2]).toBe(span(3, 9) | (1 << 20));
    expect([cand[0], cand[1], cand[11], cand[20]]).toEqual(Array(4).fill(span(1, 8) | (1 << 20)));
    cand[2] = bitOf(4);
    expect(p.propagate(cand)).toBe(true);
    expect([cand[0], cand[1], cand[11], cand[20]]).toEqual(Array(4).fill(mask(1, 3) | (1 << 20)));
    cand[0] = bitOf(3);
    expect(p.propagate(cand)).toBe(true);
    expect(cand[20]).toBe(bitOf(1) | (1 << 20));
    // 2 + 2 is 4, but r1c2 and r2c3 share box 1.
    const twos = new Uint16Array(81).fill(ALL_DIGITS);
    [twos[2], twos[1]] = [bitOf(4), bitOf(2)];
    expect(p.propagate(twos)).toBe(false);
  });

  it("on an even line the pairs share a total: the same digit twice where no unit holds both", () => {
    const [p] = ZIPPER.propagators?.(even, single) ?? [];
    const cand = new Uint16Array(81).fill(ALL_DIGITS);
    [cand[10], cand[20]] = [bitOf(1), mask(8, 9)];
    cand[0] = bitOf(5);
    expect(p.propagate(cand)).toBe(true);
    // Totals 9 or 10 from the middle pair; r1c1's 5 needs 4 or 5 in r4c4, and r3c3 holds 8 or 9 still.
    expect(cand[30]).toBe(mask(4, 5));
    cand[30] = bitOf(5);
    expect(p.propagate(cand)).toBe(true);
    expect(cand[20]).toBe(bitOf(9));
  });

  it("reaches digits to 16 on a 16x16 grid: totals to 31, a centre of 16 at most", () => {
    const big = { name: "x", size: 16, grids: [{ id: "a", row: 0, col: 0 }] };
    const three: ZipperRule = {
      type: "zipper",
      cells: [
        [0, 0],
        [0, 1],
        [0, 2],
      ],
    };
    const [p] = ZIPPER.propagators?.(three, buildGeometry(big)) ?? [];
    const cand = new Uint32Array(256).fill(0xffff);
    [cand[0], cand[2]] = [bitOf(7), bitOf(9)];
    expect(p.propagate(cand)).toBe(true);
    expect(cand[1]).toBe(bitOf(16));
    [cand[0], cand[2], cand[1]] = [bitOf(15), bitOf(16), 0xffff];
    expect(p.propagate(cand)).toBe(false);
  });

  it("crosses overlapping grids: a pair in one row of the centre grid takes two different digits", () => {
    const samurai = {
      name: "s",
      grids: [
        { id: "nw", row: 0, col: 0 },
        { id: "c", row: 6, col: 6 },
      ],
    };
    const across: ZipperRule = {
      type: "zipper",
      cells: [
        [8, 7],
        [8, 8],
        [8, 9],
      ],
    };
    expect(ZIPPER.check(across, "/rules/0", samurai, 0)).toEqual([]);
    const geometry = buildGeometry(samurai);
    const [p] = ZIPPER.propagators?.(across, geometry) ?? [];
    const cand = new Uint32Array(geometry.cellCount).fill(ALL_DIGITS);
    expect(p.propagate(cand)).toBe(true);
    // r9c8 and r9c10 share row 3 of the centre grid: 1 + 1 is no total, so the centre holds 3 to 9.
    const centre = geometry.canvas[8 * geometry.cols + 8] ?? -1;
    expect(cand[centre]).toBe(span(3, 9));
  });

  it("finds pairs of different totals; states, draws a line with its centre marked", () => {
    const solution = new Uint8Array(81);
    [solution[0], solution[1], solution[2], solution[11], solution[20]] = [1, 2, 5, 3, 4];
    expect(ZIPPER.violation(odd, single, solution)).toBeUndefined();
    solution[20] = 6;
    expect(ZIPPER.violation(odd, single, solution)).toMatch(/add up to 7, 5, 5, not one total/);
    const drawing = { s: 40, x: (c: number) => c * 40, y: (r: number) => r * 40 };
    const svg = ZIPPER.svg(odd, single, drawing).join("");
    expect(svg).toContain('class="zipper"');
    expect(svg).toContain('cx="100" cy="20"');
    // The centre of an even line: halfway between r2c2 and r3c3.
    expect(ZIPPER.svg(even, single, drawing).join("")).toContain('cx="80" cy="80"');
    expect(ZIPPER.sentence(odd)).toMatch(/same distance from the centre/);
  });

  it("carries puzzles/zipper.json: unique with its lines, several solutions without them", () => {
    const { model, layout: withRules } = loadPuzzleFile("puzzles/zipper.json");
    expect(solve(model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
    const bare = buildGeometry({ ...withRules, rules: [] });
    expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("multiple");
  });

  it("is the zipperline key of f-puzzles JSON both ways; SudokuPad's own format names it as left out", () => {
    const { written, back } = fpuzzlesRoundTrip([odd]);
    expect(written.zipperline).toEqual([{ lines: [["R1C1", "R1C2", "R1C3", "R2C3", "R3C3"]] }]);
    expect(back).toEqual([odd]);
    const blank = { size: 9, grid: Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}))) };
    expect(() => fromFpuzzles({ ...blank, zipperline: [{ lines: [["R1C1", "R1C2"]] }] })).toThrow(/zipperline 1 of fewer than three cells/);
    expect(sclRoundTrip([odd]).dropped).toEqual([
      "rule 1 (zipper: a zipper line (SudokuPad draws it only as a plain coloured line, which says nothing of its rule))",
    ]);
  });
});
