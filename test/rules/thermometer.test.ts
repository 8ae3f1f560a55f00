import { describe, expect, it } from "vitest";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { THERMOMETER } from "../../src/rules/thermometer.js";

const single = buildGeometry({ name: "x", grids: [{ id: "a", row: 0, col: 0 }] });
const range = (lo: number, hi: number): number => (ALL_DIGITS >> (9 - (hi - lo + 1))) << (lo - 1);

describe("thermometers", () => {
  const rule = {
    type: "thermometer" as const,
    cells: [
      [0, 0],
      [0, 1],
      [1, 2],
    ],
  };
  const [p] = THERMOMETER.propagators?.(rule, single) ?? [];

  it("keeps bounds: a three-cell thermometer holds 1-7, 2-8, 3-9", () => {
    const cand = new Uint32Array(81).fill(ALL_DIGITS);
    expect(p.propagate(cand)).toBe(true);
    expect([cand[0], cand[1], cand[11]]).toEqual([range(1, 7), range(2, 8), range(3, 9)]);
  });

  it("narrows from both ends and fails a broken order, placed bits kept", () => {
    const cand = new Uint32Array(81).fill(ALL_DIGITS);
    cand[1] = bitOf(5) | (1 << 16);
    expect(p.propagate(cand)).toBe(true);
    expect([cand[0], cand[1], cand[11]]).toEqual([range(1, 4), bitOf(5) | (1 << 16), range(6, 9)]);
    cand[0] = bitOf(5);
    expect(p.propagate(cand)).toBe(false);
    cand[0] = bitOf(3);
    cand[11] = bitOf(4);
    expect(p.propagate(cand)).toBe(false);
  });

  it("checks a solution and rejects a thermometer that jumps", () => {
    const solution = new Uint8Array(81);
    [solution[0], solution[1], solution[11]] = [1, 3, 2];
    expect(THERMOMETER.violation(rule, single, solution)).toMatch(/does not increase: 132/);
    const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
    expect(
      THERMOMETER.check(
        {
          type: "thermometer",
          cells: [
            [0, 0],
            [0, 2],
          ],
        },
        "/rules/0",
        layout,
        0,
      ),
    ).toHaveLength(1);
    expect(THERMOMETER.check(rule, "/rules/0", layout, 0)).toEqual([]);
  });
});
