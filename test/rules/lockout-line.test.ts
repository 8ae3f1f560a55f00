import { describe, expect, it } from "vitest";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { LockoutLineRule } from "../../src/model/schemas.js";
import { LOCKOUT_LINE } from "../../src/rules/lockout-line.js";
import { solve } from "../../src/strategies/solve.js";
import { typeIntoRule } from "../../src/web/rule-tools.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const HIGH = 1 << 20;
const row1 = (n: number): [number, number][] => Array.from({ length: n }, (_, c): [number, number] => [0, c]);
// Diamonds r1c1 and r1c4; r1c2 and r1c3 between them on the line.
const line: LockoutLineRule = { type: "lockout-line", cells: row1(4) };

describe("lockout lines", () => {
  it("check a line of touching cells, and a difference the size allows", () => {
    expect(LOCKOUT_LINE.check(line, "/rules/0", layout, 0)).toEqual([]);
    expect(LOCKOUT_LINE.check({ ...line, difference: 8 }, "/rules/0", layout, 0)).toEqual([]);
    expect(LOCKOUT_LINE.check({ ...line, difference: 6 }, "/rules/0", { ...layout, size: 6 }, 0).map((i) => `${i.pointer}: ${i.message}`)).toEqual([
      "/rules/0/difference: a lockout line's ends differ by 5 at most on a grid of 1-6, and this one asks for 6",
    ]);
    const gap: LockoutLineRule = {
      type: "lockout-line",
      cells: [
        [0, 0],
        [2, 0],
      ],
    };
    expect(LOCKOUT_LINE.check(gap, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells/1"]);
  });

  it("ends at least 4 apart on 9x9 by default; the inner cells keep digits outside some pair's range", () => {
    const [p] = LOCKOUT_LINE.propagators?.(line, single) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS | HIGH);
    cand[0] = bitOf(5) | HIGH;
    expect(p.propagate(cand)).toBe(true);
    // 5 needs 1 or 9 at the other end (4 apart at least); the inner cells then hold 1-4 (with 9) or 6-9 (with 1).
    expect(cand[3]).toBe(mask(1, 9) | HIGH);
    expect(cand[1]).toBe(mask(1, 2, 3, 4, 6, 7, 8, 9) | HIGH);
    // An inner 2 locks 1 out of the far end (2 would lie between 1 and 5): only 9 is left.
    cand[1] = bitOf(2) | HIGH;
    expect(p.propagate(cand)).toBe(true);
    expect(cand[3]).toBe(bitOf(9) | HIGH);
    expect(cand[2]).toBe(mask(1, 2, 3, 4) | HIGH);
  });

  it("a difference of its own; fails when no pair of ends is left", () => {
    const [p] = LOCKOUT_LINE.propagators?.({ ...line, difference: 7 }, single) ?? [];
    const cand = new Uint16Array(81).fill(ALL_DIGITS);
    expect(p.propagate(cand)).toBe(true);
    // 7 apart: the ends are 1, 2, 8 or 9, and the inner cells sit outside 1-8, 2-9 or 1-9: 9 or 1.
    expect(cand[0]).toBe(mask(1, 2, 8, 9));
    expect(cand[1]).toBe(mask(1, 9));
    const stuck = new Uint16Array(81).fill(ALL_DIGITS);
    [stuck[0], stuck[3], stuck[1]] = [bitOf(2), bitOf(9), bitOf(5)];
    expect(p.propagate(stuck)).toBe(false);
  });

  it("reaches digits to 16: half of 16 is the default difference", () => {
    const big = buildGeometry({ name: "x", size: 16, grids: [{ id: "a", row: 0, col: 0 }] });
    const [p] = LOCKOUT_LINE.propagators?.({ type: "lockout-line", cells: row1(3) }, big) ?? [];
    const cand = new Uint32Array(256).fill(0xffff);
    cand[0] = bitOf(8);
    expect(p.propagate(cand)).toBe(true);
    expect(cand[2]).toBe(bitOf(16));
    expect(cand[1]).toBe(mask(1, 2, 3, 4, 5, 6, 7));
  });

  it("finds ends too close and digits locked in; states and draws diamonds, its own difference written", () => {
    const solution = new Uint8Array(81);
    solution.set([2, 8, 1, 7]);
    expect(LOCKOUT_LINE.violation(line, single, solution)).toBeUndefined();
    solution[1] = 5;
    expect(LOCKOUT_LINE.violation(line, single, solution)).toBe("lockout line at [0, 0]: 5 lie between 2 and 7 (2517)");
    solution.set([2, 1, 1, 5]);
    expect(LOCKOUT_LINE.violation(line, single, solution)).toBe("lockout line at [0, 0]: the diamonds hold 2 and 5, less than 4 apart");
    expect(LOCKOUT_LINE.violation({ ...line, difference: 3 }, single, solution)).toBeUndefined();
    const drawing = { s: 40, x: (c: number) => c * 40, y: (r: number) => r * 40 };
    const svg = LOCKOUT_LINE.svg({ ...line, difference: 3 }, single, drawing).join("");
    expect(svg.match(/<polygon/g)).toHaveLength(2);
    expect(svg).toContain(">3</text>");
    expect(LOCKOUT_LINE.svg(line, single, drawing).join("")).not.toContain("<text");
    expect(LOCKOUT_LINE.sentence(line)).toMatch(/differ by at least 4 on 9x9/);
    expect(LOCKOUT_LINE.sentence({ ...line, difference: 5 })).toMatch(/differ by at least 5;/);
  });

  it("the setter types its difference after drawing it; typed away, the default again", () => {
    const five = typeIntoRule(line, 5);
    expect(five).toEqual({ ...line, difference: 5 });
    expect(typeIntoRule({ ...line, difference: 1 }, 2)).toEqual({ ...line, difference: 12 });
    expect(typeIntoRule({ ...line, difference: 2 }, 0)).toEqual({ ...line, difference: 2 });
    expect(typeIntoRule({ ...line, difference: 5 }, "backspace")).toEqual(line);
  });

  it("carries puzzles/lockout-line.json: unique with its lines, several solutions without them", () => {
    const { model, layout: withRules } = loadPuzzleFile("puzzles/lockout-line.json");
    expect(solve(model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
    const bare = buildGeometry({ ...withRules, rules: [] });
    expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("multiple");
  });

  it("has no f-puzzles key and no SudokuPad form: both name it as left out", () => {
    expect(() => fpuzzlesRoundTrip([line])).toThrow(/f-puzzles cannot express rule 1 \(lockout-line\)/);
    expect(sclRoundTrip([line]).dropped).toEqual([
      "rule 1 (lockout-line: a lockout line (SudokuPad draws it only as a plain line with diamonds, which says nothing of its rule))",
    ]);
  });
});
