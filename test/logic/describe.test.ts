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
});
