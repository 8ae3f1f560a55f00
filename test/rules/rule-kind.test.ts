import { describe, expect, it } from "vitest";
import { EVEN, ODD } from "../../src/rules/parity.js";
import { QUADRUPLE } from "../../src/rules/quadruple.js";
import { THERMOMETER } from "../../src/rules/thermometer.js";
import { cellList, cellSetList, relationPropagator, supportOf } from "../../src/rules/rule-kind.js";
import fc from "fast-check";

describe("naming a rule's cells", () => {
  it("a set of cells in reading order, a path in its own order", () => {
    const cells = [
      [8, 2],
      [0, 6],
      [2, 4],
      [2, 1],
    ];
    expect(cellSetList(cells)).toBe("r1c7 r3c2 r3c5 r9c3");
    expect(cellList(cells)).toBe("r9c3 r1c7 r3c5 r3c2");
  });

  it("parity marks and a quadruple say their cells in reading order; a thermometer from its bulb", () => {
    expect(
      ODD.describe({
        type: "odd",
        cells: [
          [2, 4],
          [1, 7],
          [0, 6],
        ],
      }),
    ).toBe("odd: cells r1c7 r2c8 r3c5 hold odd digits");
    expect(
      EVEN.describe({
        type: "even",
        cells: [
          [7, 5],
          [2, 1],
        ],
      }),
    ).toBe("even: cells r3c2 r8c6 hold even digits");
    expect(
      QUADRUPLE.describe({
        type: "quadruple",
        cells: [
          [1, 1],
          [1, 0],
          [0, 1],
          [0, 0],
        ],
        digits: [1, 2],
      }),
    ).toBe("quadruple: cells r1c1 r1c2 r2c1 r2c2 hold 1, 2");
    expect(
      THERMOMETER.describe({
        type: "thermometer",
        cells: [
          [2, 2],
          [1, 2],
          [0, 2],
        ],
      }),
    ).toBe("thermometer: cells r3c3 r2c3 r1c3 increase from the bulb");
  });
});

describe("relationPropagator", () => {
  it("keeps on each side exactly the digits some candidate of the other supports, at every size of mask (byte tables)", () => {
    const related = [
      (d: number, e: number) => Math.abs(d - e) === 1,
      (d: number, e: number) => d === 2 * e || e === 2 * d,
      (d: number, e: number) => d + e === 13,
    ];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 0xffff }), fc.integer({ min: 1, max: 0xffff }), (k, a, b) => {
        const rel = related[k] ?? related[0];
        const p = relationPropagator([0, 1], supportOf(rel));
        const cand = Uint16Array.from([a, b]);
        const ok = p.propagate(cand);
        // Digit by digit: b keeps e when some d of a relates to it, then a keeps d when some e left relates.
        const digits = (m: number): number[] => [...Array(16).keys()].map((i) => i + 1).filter((d) => (m >> (d - 1)) & 1);
        const keepB = digits(b).filter((e) => digits(a).some((d) => rel(d, e)));
        const maskB = keepB.reduce((m, e) => m | (1 << (e - 1)), 0);
        const keepA = digits(a).filter((d) => keepB.some((e) => rel(d, e)));
        const maskA = keepA.reduce((m, d) => m | (1 << (d - 1)), 0);
        expect(ok).toBe(maskA !== 0 && maskB !== 0);
        if (ok) expect([cand[0], cand[1]]).toEqual([maskA, maskB]);
      }),
      { numRuns: 300 },
    );
  });
});
