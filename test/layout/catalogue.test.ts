/**
 * The published catalogue (puzzles/layouts/NAME.layout.json) and the runtime source (builtin-layouts.ts)
 * must not drift: each file validates against the layout schema and deep-equals the built-in entry.
 * The runtime keeps a TypeScript table so the core needs no file system and no JSON import attributes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS, type BuiltinLayoutName } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { loadLayout } from "../../src/layout/load-layout.js";
import { projectRoot } from "../support/fixtures.js";

const dir = `${projectRoot}puzzles/layouts/`;

/** The offsets the issue lists for each shape, (row, col) of each grid's top-left cell. */
const EXPECTED: Record<string, [number, number][]> = {
  single: [[0, 0]],
  twin: [
    [0, 0],
    [6, 6],
  ],
  "twin-4": [
    [0, 0],
    [3, 3],
  ],
  tripledoku: [
    [0, 0],
    [3, 3],
    [6, 6],
  ],
  butterfly: [
    [0, 0],
    [0, 3],
    [3, 0],
    [3, 3],
  ],
  flower: [
    [0, 3],
    [3, 0],
    [3, 3],
    [3, 6],
    [6, 3],
  ],
  sohei: [
    [0, 6],
    [6, 0],
    [6, 12],
    [12, 6],
  ],
  cross: [
    [0, 6],
    [6, 0],
    [6, 6],
    [6, 12],
    [12, 6],
  ],
  windmill: [
    [0, 3],
    [3, 12],
    [6, 6],
    [9, 0],
    [12, 9],
  ],
  samurai: [
    [0, 0],
    [0, 12],
    [6, 6],
    [12, 0],
    [12, 12],
  ],
  "gattai-8": [
    [0, 0],
    [0, 12],
    [0, 24],
    [6, 6],
    [6, 18],
    [12, 0],
    [12, 12],
    [12, 24],
  ],
  shogun: [
    [0, 0],
    [0, 12],
    [0, 24],
    [0, 36],
    [6, 6],
    [6, 18],
    [6, 30],
    [12, 0],
    [12, 12],
    [12, 24],
    [12, 36],
  ],
  sumo: [
    [0, 0],
    [0, 12],
    [0, 24],
    [6, 6],
    [6, 18],
    [12, 0],
    [12, 12],
    [12, 24],
    [18, 6],
    [18, 18],
    [24, 0],
    [24, 12],
    [24, 24],
  ],
};

describe("built-in layout catalogue", () => {
  it("has one file per built-in layout and nothing else", () => {
    const files = readdirSync(dir).sort();
    expect(files).toEqual(
      Object.keys(BUILTIN_LAYOUTS)
        .map((n) => `${n}.layout.json`)
        .sort(),
    );
  });

  for (const [name, layout] of Object.entries(BUILTIN_LAYOUTS)) {
    it(`${name}: the file validates and equals the built-in entry`, () => {
      const file = `${name}.layout.json`;
      const loaded = loadLayout(readFileSync(dir + file, "utf8"), { file });
      const { $schema, ...rest } = loaded;
      expect($schema).toBe("../../schemas/layout.schema.json");
      expect(rest).toEqual(layout);
      expect(layout.name).toBe(name);
    });
  }

  it("offsets are the documented ones", () => {
    expect(Object.keys(BUILTIN_LAYOUTS).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const [name, layout] of Object.entries(BUILTIN_LAYOUTS)) {
      expect(
        layout.grids.map((g) => [g.row, g.col]),
        name,
      ).toEqual(EXPECTED[name]);
    }
  });

  it("canvas sizes and cell counts of the well-known shapes", () => {
    const size = (name: BuiltinLayoutName): [number, number, number] => {
      const g = buildGeometry(BUILTIN_LAYOUTS[name]);
      return [g.rows, g.cols, g.cellCount];
    };
    expect(size("samurai")).toEqual([21, 21, 369]);
    expect(size("windmill")).toEqual([21, 21, 333]);
    expect(size("sohei")).toEqual([21, 21, 288]);
    expect(size("flower")).toEqual([15, 15, 189]);
    expect(size("gattai-8")).toEqual([21, 33, 576]);
    expect(size("shogun")).toEqual([21, 45, 783]);
    expect(size("sumo")).toEqual([33, 33, 909]);
  });
});
