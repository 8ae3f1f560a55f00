import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { isClassicNine } from "../../src/model/classic-nine.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Layout } from "../../src/model/schemas.js";

const single = BUILTIN_LAYOUTS.single;

describe("isClassicNine", () => {
  it("holds for the one-grid 9x9 with 3x3 boxes and no rules", () => {
    expect(isClassicNine(buildGeometry(single))).toBe(true);
    expect(isClassicNine(buildGeometry({ ...single, rules: [] }))).toBe(true);
  });

  it("fails for more grids, another size, other boxes, no boxes, or any extra rule", () => {
    const others: Layout[] = [
      BUILTIN_LAYOUTS.samurai,
      BUILTIN_LAYOUTS.twin,
      { ...single, size: 6 },
      { ...single, box: { rows: 1, cols: 9 } },
      { ...single, box: "none" },
      { ...single, rules: [{ type: "diagonal", grid: "main" }] },
      { ...single, rules: [{ type: "anti-knight" }] },
    ];
    for (const layout of others) expect(isClassicNine(buildGeometry(layout)), JSON.stringify(layout).slice(0, 80)).toBe(false);
  });
});
