import { describe, expect, it } from "vitest";
import { EVEN, ODD } from "../../src/rules/parity.js";
import { QUADRUPLE } from "../../src/rules/quadruple.js";
import { THERMOMETER } from "../../src/rules/thermometer.js";
import { cellList, cellSetList } from "../../src/rules/rule-kind.js";

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
