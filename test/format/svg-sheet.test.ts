import { describe, expect, it } from "vitest";
import type { BuiltinLayoutName } from "../../src/layout/builtin-layouts.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { svgFigure } from "../../src/format/svg-figure.js";
import { sheetSvg } from "../../src/format/svg-sheet.js";
import { UsageError } from "../../src/model/errors.js";

const figureOf = (name: BuiltinLayoutName) => {
  const g = buildGeometry(BUILTIN_LAYOUTS[name]);
  return svgFigure(g, new Uint8Array(g.cellCount), { title: name, legend: true });
};

/** The placed pictures: x, y, width, height in millimetres. */
const slots = (svg: string): number[][] =>
  [...svg.matchAll(/<svg x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g)].map((m) => m.slice(1).map(Number));

describe("sheetSvg", () => {
  it("lays four 9x9s out two by two, all the same size, inside the page's margins", () => {
    const { svg } = sheetSvg(Array(4).fill(figureOf("single")), { title: "Puzzles" });
    const placed = slots(svg);
    expect(placed).toHaveLength(4);
    expect(new Set(placed.map((p) => p[0])).size).toBe(2); // two columns
    expect(new Set(placed.map((p) => p[1])).size).toBe(2); // two rows
    expect(new Set(placed.map((p) => `${p[2]}x${p[3]}`)).size).toBe(1);
    for (const [x, y, w, h] of placed) {
      expect(x).toBeGreaterThanOrEqual(10);
      expect(y).toBeGreaterThanOrEqual(22); // below the heading
      expect(x + w).toBeLessThanOrEqual(200.01);
      expect(y + h).toBeLessThanOrEqual(287.01);
    }
  });

  it("puts a wide shogun alone across the page, and keeps the order of the figures row by row", () => {
    expect(slots(sheetSvg([figureOf("shogun")], { title: "P" }).svg)[0][2]).toBeCloseTo(190, 0);
    const mixed = slots(sheetSvg([figureOf("single"), figureOf("twin"), figureOf("samurai")], { title: "P" }).svg);
    expect(mixed).toHaveLength(3);
    // Each figure is centred in its slot: slot centres order row by row, then left to right.
    const order = mixed.map(([x, y, w, h]) => Math.round(y + h / 2) * 1000 + (x + w / 2));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("follows the page width, in A-series proportions, and reports its scale", () => {
    const { svg, scale } = sheetSvg([figureOf("single")], { title: "P", widthMm: 297 });
    expect(svg).toMatch(/^<svg [^>]*width="297mm" height="420mm" viewBox="0 0 297 420">/);
    expect(scale * figureOf("single").width).toBeCloseTo(slots(svg)[0][2], 1);
  });

  it("refuses a width that is not a number from 1 to 10,000 mm, and a title that is not a string (UsageError, exit 2)", () => {
    const figure = figureOf("single");
    for (const widthMm of ['210"/><script>', Number.NaN, 0, -5, 1e6]) {
      expect(() => sheetSvg([figure], { title: "P", widthMm: widthMm as number })).toThrow(UsageError);
    }
    expect(() => sheetSvg([figure], { title: 5 as unknown as string })).toThrow(/title must be a string/);
    expect(() => sheetSvg([figure], null as unknown as { title: string })).toThrow(UsageError);
  });
});
