import { describe, expect, it } from "vitest";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { KILLER, cageCombinations } from "../../src/rules/killer.js";

const single = buildGeometry({ name: "x", grids: [{ id: "a", row: 0, col: 0 }] });
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);

describe("killer cages", () => {
  it("knows the combinations a setter knows: 3 in two is 1+2, 17 in two is 8+9, 45 in nine is all", () => {
    expect(cageCombinations(2, 3)).toEqual([mask(1, 2)]);
    expect(cageCombinations(2, 17)).toEqual([mask(8, 9)]);
    expect(cageCombinations(9, 45)).toEqual([ALL_DIGITS]);
    expect(cageCombinations(3, 7)).toEqual([mask(1, 2, 4)]);
    expect(cageCombinations(2, 18)).toEqual([]);
    // Every set counted once: 2 cells hold 36 pairs of different digits.
    expect(Array.from({ length: 18 }, (_, s) => cageCombinations(2, s).length).reduce((a, b) => a + b, 0)).toBe(36);
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
    const cand = new Uint16Array(81).fill(ALL_DIGITS);
    expect(p.propagate(cand)).toBe(true);
    expect([cand[0], cand[1], cand[2]]).toEqual([mask(1, 2, 4), mask(1, 2, 4), mask(1, 2, 4)]);
    cand[0] = mask(4) | (1 << 9); // a placed 4 (bit 9 is the search's, kept)
    cand[1] = mask(1, 2, 3);
    expect(p.propagate(cand)).toBe(true);
    expect(cand[0]).toBe(mask(4) | (1 << 9));
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
