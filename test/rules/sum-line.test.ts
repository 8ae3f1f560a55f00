import { describe, expect, it } from "vitest";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { SumLineRule } from "../../src/model/schemas.js";
import { SUM_LINE, cutsIntoSums } from "../../src/rules/sum-line.js";
import { solve } from "../../src/strategies/solve.js";
import { startTypedRule } from "../../src/web/rule-tools.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const HIGH = 1 << 20;
const row1 = (n: number): [number, number][] => Array.from({ length: n }, (_, c): [number, number] => [0, c]);
const line: SumLineRule = { type: "sum-line", cells: row1(3), sum: 10 };
// r1c1 r1c2 r2c2 r2c1, closed back to r1c1.
const ring: SumLineRule = {
  type: "sum-line",
  cells: [
    [0, 0],
    [0, 1],
    [1, 1],
    [1, 0],
  ],
  sum: 5,
  loop: true,
};

describe("sum lines", () => {
  it("check a line of touching cells, a loop closed on its first cell", () => {
    expect(SUM_LINE.check(line, "/rules/0", layout, 0)).toEqual([]);
    expect(SUM_LINE.check(ring, "/rules/0", layout, 0)).toEqual([]);
    expect(SUM_LINE.check({ ...line, loop: true }, "/rules/0", layout, 0).map((i) => `${i.pointer}: ${i.message}`)).toEqual([
      "/rules/0/loop: a sum line drawn as a loop needs three cells at least, its last [0, 2] touching its first [0, 0]",
    ]);
  });

  it("cuts the digits into stretches of the sum: from the start on a line, from any cell on a loop", () => {
    expect(cutsIntoSums([3, 7, 1, 9], 10, false)).toBe(true);
    expect(cutsIntoSums([3, 8, 9], 10, false)).toBe(false);
    expect(cutsIntoSums([4, 1, 5, 3, 2], 5, false)).toBe(true);
    // 2 2 3 3: from the start 2 + 2 + 3 overshoots 5; round the loop from the second cell, 2 3 | 3 2.
    expect(cutsIntoSums([2, 2, 3, 3], 5, false)).toBe(false);
    expect(cutsIntoSums([2, 2, 3, 3], 5, true)).toBe(true);
    expect(cutsIntoSums([2, 2, 3, 4], 5, true)).toBe(false);
  });

  it("propagates the running totals both ways: the high bits stay, digits that cannot close a stretch go", () => {
    const [p] = SUM_LINE.propagators?.(line, single) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS | HIGH);
    cand[0] = bitOf(6) | HIGH;
    expect(p.propagate(cand)).toBe(true);
    // 6 then 4 would close a stretch and leave r1c3 a stretch of 10 alone (9 at most): one stretch, 6 + x + y = 10.
    expect(cand[1]).toBe(mask(1, 2, 3) | HIGH);
    expect(cand[2]).toBe(mask(1, 2, 3) | HIGH);
    cand[1] = bitOf(1) | HIGH;
    expect(p.propagate(cand)).toBe(true);
    expect(cand[2]).toBe(bitOf(3) | HIGH);
    const stuck = new Uint16Array(81).fill(ALL_DIGITS);
    [stuck[0], stuck[1], stuck[2]] = [bitOf(5), bitOf(5), bitOf(5)];
    expect(p.propagate(stuck)).toBe(false);
  });

  it("a loop may carry a stretch from its last cell to its first", () => {
    const [p] = SUM_LINE.propagators?.(ring, single) ?? [];
    const cand = new Uint16Array(81).fill(ALL_DIGITS);
    // r1c1 3, r1c2 4: 3 and 4 cannot share a stretch of 5, so r1c1's stretch runs back to r2c1 (a 2), r1c2's on to r2c2 (a 1).
    [cand[0], cand[1]] = [bitOf(3), bitOf(4)];
    expect(p.propagate(cand)).toBe(true);
    expect([cand[10], cand[9]]).toEqual([bitOf(1), bitOf(2)]);
    cand[9] = bitOf(3);
    expect(p.propagate(cand)).toBe(false);
  });

  it("reaches digits to 16 and sums past 31 on a 16x16 grid", () => {
    const big = buildGeometry({ name: "x", size: 16, grids: [{ id: "a", row: 0, col: 0 }] });
    const [p] = SUM_LINE.propagators?.({ type: "sum-line", cells: row1(4), sum: 32 }, big) ?? [];
    const cand = new Uint32Array(256).fill(0xffff);
    [cand[0], cand[1], cand[2]] = [bitOf(16), bitOf(15), bitOf(16)];
    // 16 + 15 is 31, short of 32, and another 16 overshoots it: no stretch closes.
    expect(p.propagate(cand)).toBe(false);
    [cand[0], cand[1], cand[2], cand[3]] = [bitOf(16), bitOf(16), 0xffff, 0xffff];
    expect(p.propagate(cand)).toBe(true);
    expect([cand[2], cand[3]]).toEqual([mask(16), mask(16)]);
  });

  it("finds a line that does not cut; states it; draws a dashed line with the sum, a loop closed", () => {
    const solution = new Uint8Array(81);
    solution.set([6, 1, 3]);
    expect(SUM_LINE.violation(line, single, solution)).toBeUndefined();
    solution[2] = 4;
    expect(SUM_LINE.violation(line, single, solution)).toBe("sum line at [0, 0]: 614 does not cut into stretches of 10");
    const drawing = { s: 40, x: (c: number) => c * 40, y: (r: number) => r * 40 };
    const svg = SUM_LINE.svg(ring, single, drawing).join("");
    expect(svg).toContain('points="20,20 60,20 60,60 20,60 20,20"');
    expect(svg).toContain("stroke-dasharray");
    expect(svg).toContain(">5</text>");
    expect(SUM_LINE.sentence(line)).toBe("A sum line divides into stretches of consecutive cells that each add up to 10.");
    expect(SUM_LINE.sentence(ring)).toMatch(/run on from the loop's last cell to its first/);
  });

  it("the setter types the sum after drawing the line", () => {
    expect(startTypedRule({ type: "sum-line", cells: row1(3) }, 1)).toEqual({ type: "sum-line", cells: row1(3), sum: 1 });
    expect(startTypedRule({ type: "sum-line", cells: row1(3) }, 0)).toBeUndefined();
  });

  it("carries puzzles/sum-line.json: unique with its lines, several solutions without them", () => {
    const { model, layout: withRules } = loadPuzzleFile("puzzles/sum-line.json");
    expect(solve(model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
    const bare = buildGeometry({ ...withRules, rules: [] });
    expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("multiple");
  });

  it("has no f-puzzles key and no SudokuPad form: both name it as left out", () => {
    expect(() => fpuzzlesRoundTrip([line])).toThrow(/f-puzzles cannot express rule 1 \(sum-line\)/);
    expect(sclRoundTrip([line]).dropped).toEqual([
      "rule 1 (sum-line: a sum line (SudokuPad draws it only as a plain coloured line, which says nothing of its rule))",
    ]);
  });
});
