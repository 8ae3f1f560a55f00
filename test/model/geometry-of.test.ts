import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { geometryOf } from "../../src/model/geometry-of.js";
import type { Layout } from "../../src/model/schemas.js";

/** A fresh copy of a layout: an equal layout that is another object, as each read of a file gives. */
const copy = (layout: Layout): Layout => JSON.parse(JSON.stringify(layout)) as Layout;

describe("geometryOf", () => {
  it("gives equal layouts (other objects) one geometry, the same as buildGeometry's", () => {
    const first = geometryOf(copy(BUILTIN_LAYOUTS.samurai));
    expect(geometryOf(copy(BUILTIN_LAYOUTS.samurai))).toBe(first);
    expect(first).toEqual(buildGeometry(BUILTIN_LAYOUTS.samurai));
  });

  it("builds another geometry for a layout that differs anywhere (a rule added, a grid moved)", () => {
    const plain = geometryOf(copy(BUILTIN_LAYOUTS.single));
    const diagonal: Layout = { ...copy(BUILTIN_LAYOUTS.single), rules: [{ type: "diagonal", grid: BUILTIN_LAYOUTS.single.grids[0]!.id }] };
    const withRule = geometryOf(diagonal);
    expect(withRule).not.toBe(plain);
    expect(withRule.unitCount).toBe(plain.unitCount + 2);
    const twin = copy(BUILTIN_LAYOUTS.twin);
    const moved: Layout = { ...twin, grids: twin.grids.map((g, i) => (i === 1 ? { ...g, col: g.col + 1 } : g)) };
    expect(geometryOf(moved).cellCount).toBe(geometryOf(twin).cellCount + 3);
  });

  it("is not changed by a caller changing its layout object afterwards", () => {
    const mine = copy(BUILTIN_LAYOUTS.single);
    const geometry = geometryOf(mine);
    mine.rules = [{ type: "diagonal", grid: mine.grids[0]!.id }];
    expect(geometry.layout.rules).toBeUndefined();
    expect(geometryOf(copy(BUILTIN_LAYOUTS.single))).toBe(geometry);
  });

  it("remembers the last 8 layouts, and builds again one asked before those", () => {
    const layouts = Array.from({ length: 9 }, (_, i): Layout => ({ ...copy(BUILTIN_LAYOUTS.single), name: `remembered ${i}` }));
    const built = layouts.map((l) => geometryOf(l));
    expect(geometryOf(copy(layouts[8]!))).toBe(built[8]);
    expect(geometryOf(copy(layouts[1]!))).toBe(built[1]);
    expect(geometryOf(copy(layouts[0]!))).not.toBe(built[0]);
  });
});
