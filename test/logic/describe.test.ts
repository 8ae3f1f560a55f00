import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { cellName, stepText } from "../../src/logic/describe.js";
import type { Step } from "../../src/model/step-contract.js";

describe("stepText", () => {
  it("names a pattern's cells with commas, grid-local names beside them, cells losing the same digits together, parts with semicolons", () => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS.samurai);
    const ne = geometry.canvas[6 * geometry.cols + 14]!; // canvas r7c15: grid ne's r7c3
    const ne2 = geometry.canvas[6 * geometry.cols + 15]!;
    const step: Step = {
      technique: "naked pair",
      placements: [],
      eliminations: [
        { cell: geometry.canvas[6 * geometry.cols + 20]!, digits: 0b101 },
        { cell: geometry.canvas[6 * geometry.cols + 19]!, digits: 0b1 },
        { cell: geometry.canvas[6 * geometry.cols + 18]!, digits: 0b101 },
      ],
      cells: [ne2, ne], // given out of order: named in reading order
      units: [],
      digits: 0b101,
      reason: "1 and 3 in two cells of a row",
    };
    expect(cellName(geometry, ne)).toBe("r7c15 (ne r7c3)");
    expect(stepText(geometry, step)).toBe(
      "naked pair: 1 and 3 in two cells of a row; pattern r7c15 (ne r7c3), r7c16 (ne r7c4); removes 1, 3 from r7c21 (ne r7c9), r7c19 (ne r7c7); removes 1 from r7c20 (ne r7c8)",
    );
  });

  it("leaves the pattern out when the reason names every one of its cells as the pattern would, and only then", () => {
    const single = buildGeometry(BUILTIN_LAYOUTS.single);
    const at = (r: number, c: number): number => single.canvas[(r - 1) * single.cols + c - 1]!;
    const cage = (cells: number[], reason: string): Step => ({
      technique: "cage combinations",
      placements: [],
      eliminations: [{ cell: cells[0]!, digits: 0b10 }],
      cells,
      units: [],
      digits: 0b10,
      reason,
    });
    const named = cage([at(3, 2), at(4, 2)], "killer cage: cells r3c2 r4c2 add up to 10 without repeats");
    expect(stepText(single, named)).toBe("cage combinations: killer cage: cells r3c2 r4c2 add up to 10 without repeats; removes 2 from r3c2");
    // One cell not named, or named only inside a longer name (r1c1 in r1c12 and r11c1): the pattern stays.
    expect(stepText(single, cage([at(3, 2), at(4, 2)], "killer cage: cells r3c2 add up to 10"))).toContain("; pattern r3c2, r4c2;");
    expect(stepText(single, cage([at(1, 1)], "r1c12 and r11c1 and xr1c1"))).toContain("; pattern r1c1;");
    // On a layout of several grids the pattern also gives each cell's grid-local name, which a reason in
    // canvas names lacks: it stays.
    const samurai = buildGeometry(BUILTIN_LAYOUTS.samurai);
    const ne = samurai.canvas[6 * samurai.cols + 14]!;
    expect(stepText(samurai, cage([ne], "killer cage: cell r7c15 is 2"))).toContain("; pattern r7c15 (ne r7c3);");
  });
});
