import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Geometry } from "../../src/model/geometry.js";
import { perGeometry } from "../../src/model/per-geometry.js";

describe("perGeometry", () => {
  it("builds a geometry's value once and gives each geometry its own", () => {
    const built: Geometry[] = [];
    const cellsOf = perGeometry((geometry) => {
      built.push(geometry);
      return { cells: geometry.cellCount };
    });
    const single = buildGeometry(BUILTIN_LAYOUTS.single);
    const samurai = buildGeometry(BUILTIN_LAYOUTS.samurai);
    const first = cellsOf(single);
    expect(cellsOf(single)).toBe(first);
    expect(cellsOf(samurai)).toEqual({ cells: samurai.cellCount });
    expect(cellsOf(samurai)).not.toBe(first);
    expect(built).toEqual([single, samurai]);
  });

  it("builds again for an equal geometry that is another object (keyed on identity, not contents)", () => {
    let builds = 0;
    const countOf = perGeometry(() => ++builds);
    countOf(buildGeometry(BUILTIN_LAYOUTS.single));
    countOf(buildGeometry(BUILTIN_LAYOUTS.single));
    expect(builds).toBe(2);
  });

  it("keeps separate values for separate helpers on one geometry", () => {
    const single = buildGeometry(BUILTIN_LAYOUTS.single);
    const a = perGeometry(() => ["a"]);
    const b = perGeometry(() => ["b"]);
    expect([a(single), b(single)]).toEqual([["a"], ["b"]]);
  });
});
