import { describe, expect, it } from "vitest";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { KILLER, cageCombinations } from "../../src/rules/killer.js";

const single = buildGeometry({ name: "x", grids: [{ id: "a", row: 0, col: 0 }] });
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);

describe("killer cages", () => {
  it("are described with their cells in reading order, a one-cell cage as the digit it is", () => {
    expect(
      KILLER.describe({
        type: "killer",
        cells: [
          [3, 1],
          [2, 1],
          [2, 0],
        ],
        sum: 10,
      }),
    ).toBe("killer cage: cells r3c1 r3c2 r4c2 add up to 10 without repeats");
    expect(KILLER.describe({ type: "killer", cells: [[6, 7]], sum: 2 })).toBe("killer cage: cell r7c8 is 2");
    expect(
      KILLER.describe({
        type: "killer",
        cells: [
          [1, 1],
          [0, 5],
        ],
      }),
    ).toBe("killer cage: cells r1c6 r2c2 do not repeat");
  });

  it("knows the combinations a setter knows: 3 in two is 1+2, 17 in two is 8+9, 45 in nine is all", () => {
    expect(cageCombinations(2, 3)).toEqual([mask(1, 2)]);
    expect(cageCombinations(2, 17)).toEqual([mask(8, 9)]);
    expect(cageCombinations(9, 45)).toEqual([ALL_DIGITS]);
    expect(cageCombinations(3, 7)).toEqual([mask(1, 2, 4)]);
    expect(cageCombinations(2, 18)).toEqual([]);
    // Every set counted once: 2 cells hold 36 pairs of different digits.
    expect(Array.from({ length: 18 }, (_, s) => cageCombinations(2, s).length).reduce((a, b) => a + b, 0)).toBe(36);
  });

  it("knows the combinations at every size: digits 1..size only, up to 16", () => {
    expect(cageCombinations(2, 17, 16)).toEqual(
      [mask(1, 16), mask(2, 15), mask(3, 14), mask(4, 13), mask(5, 12), mask(6, 11), mask(7, 10), mask(8, 9)].sort((a, b) => a - b),
    );
    expect(cageCombinations(16, 136, 16)).toEqual([0xffff]);
    expect(cageCombinations(2, 31, 16)).toEqual([mask(15, 16)]);
    expect(cageCombinations(2, 32, 16)).toEqual([]);
    expect(cageCombinations(2, 11, 6)).toEqual([mask(5, 6)]);
    expect(cageCombinations(2, 12, 6)).toEqual([]);
    expect(cageCombinations(4, 10, 4)).toEqual([0xf]);
    expect(cageCombinations(5, 15, 4)).toEqual([]);
    // Every set counted once, at each size: k cells of size digits hold C(size, k) sets.
    for (const size of [4, 6, 8, 12, 16]) {
      const sets = Array.from({ length: (size * (size + 1)) / 2 + 1 }, (_, s) => cageCombinations(3, s, size).length).reduce((a, b) => a + b, 0);
      expect(sets).toBe((size * (size - 1) * (size - 2)) / 6);
    }
  });

  it("narrows with digits above 9 on a 16x16 grid", () => {
    const big = buildGeometry({ name: "x", size: 16, grids: [{ id: "a", row: 0, col: 0 }] });
    const [p] =
      KILLER.propagators?.(
        {
          type: "killer",
          cells: [
            [0, 0],
            [0, 1],
          ],
          sum: 31,
        },
        big,
      ) ?? [];
    const cand = new Uint32Array(256).fill(0xffff);
    expect(p.propagate(cand)).toBe(true);
    expect([cand[0], cand[1]]).toEqual([mask(15, 16), mask(15, 16)]);
    cand[0] = mask(16) | (1 << 16);
    cand[1] = mask(14);
    expect(p.propagate(cand)).toBe(false);
  });

  it("narrows to the digits of the sets still possible, and fails a finished cage with the wrong sum", () => {
    const [p] =
      KILLER.propagators?.(
        {
          type: "killer",
          cells: [
            [0, 0],
            [0, 1],
            [0, 2],
          ],
          sum: 7,
        },
        single,
      ) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS);
    expect(p.propagate(cand)).toBe(true);
    expect([cand[0], cand[1], cand[2]]).toEqual([mask(1, 2, 4), mask(1, 2, 4), mask(1, 2, 4)]);
    cand[0] = mask(4) | (1 << 16); // a placed 4 (bit 16 is the search's PLACED, kept)
    cand[1] = mask(1, 2, 3);
    expect(p.propagate(cand)).toBe(true);
    expect(cand[0]).toBe(mask(4) | (1 << 16));
    expect(cand[1]).toBe(mask(1, 2));
    cand[1] = mask(1);
    cand[2] = mask(3);
    expect(p.propagate(cand)).toBe(false);
  });

  it("a cage without a sum only forbids repeats (a group of peers), and is checked as such", () => {
    const rule = {
      type: "killer" as const,
      cells: [
        [0, 0],
        [1, 1],
      ],
    };
    expect(KILLER.propagators?.(rule, single)).toEqual([]);
    expect(KILLER.distinct?.(rule, single)).toEqual([[0, 10]]);
    const solution = new Uint8Array(81);
    solution[0] = 5;
    solution[10] = 5;
    expect(KILLER.violation(rule, single, solution)).toMatch(/repeats/);
    solution[10] = 6;
    expect(KILLER.violation(rule, single, solution)).toBeUndefined();
    expect(KILLER.violation({ ...rule, sum: 12 }, single, solution)).toMatch(/adds up to 11, not 12/);
  });

  it("is drawn as a dashed outline with its sum", () => {
    const svg = KILLER.svg(
      {
        type: "killer",
        cells: [
          [0, 0],
          [0, 1],
        ],
        sum: 12,
      },
      single,
      { s: 40, x: (c) => c * 40, y: (r) => r * 40 },
    ).join("\n");
    expect(svg).toContain("stroke-dasharray");
    expect(svg).toMatch(/>12<\/text>/);
    expect((svg.match(/<line /g) ?? []).length).toBe(6); // two cells side by side: 3 + 3 outer sides
  });
});
