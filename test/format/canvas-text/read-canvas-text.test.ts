/**
 * The canvas-text home: plain blocks of rows read as a multi-grid puzzle, the layout recognised from the
 * shape. The published files it was made for are copied in test/fixtures/third-party/external (sources in each header).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { canvasRows } from "../../../src/format/canvas-rows.js";
import { layoutsOfShape, readCanvasText } from "../../../src/format/canvas-text/read-canvas-text.js";
import { BUILTIN_LAYOUT_NAMES, BUILTIN_LAYOUTS } from "../../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../../src/model/geometry.js";
import { projectRoot } from "../../support/fixtures.js";

describe("canvas text", () => {
  it("every built-in layout's empty canvas is recognised as that layout, and only that one", () => {
    for (const name of BUILTIN_LAYOUT_NAMES) {
      const g = buildGeometry(BUILTIN_LAYOUTS[name]);
      const rows = canvasRows(g, new Uint8Array(g.cellCount));
      if (g.grids.length === 1) continue; // one 9x9 grid is the nine-line form
      const read = readCanvasText(`${rows.join("\n")}\n`);
      expect(read?.rows).toEqual(rows);
      expect(layoutsOfShape(rows)).toEqual([name]);
    }
  });

  it("'-' and spaces both mean not covered; a shape with one covered position more or less matches nothing", () => {
    const g = buildGeometry(BUILTIN_LAYOUTS.samurai);
    const rows = canvasRows(g, new Uint8Array(g.cellCount));
    expect(layoutsOfShape(rows.map((r) => r.padEnd(g.cols, "-").replace(/ /g, "-")))).toEqual(["samurai"]);
    const extra = [...rows];
    extra[10] = `.${extra[10].slice(1)}`; // row 11, column 1 is outside every samurai grid
    expect(layoutsOfShape(extra)).toEqual([]);
  });

  it("reads a published file's [puzzle] section, leaving its header and other sections out", () => {
    const text = readFileSync(`${projectRoot}test/fixtures/third-party/external/samurai_samurai-sudoku-com_moderate2.txt`, "utf8");
    const read = readCanvasText(text);
    expect(read?.rows).toHaveLength(21);
    expect(read?.rows[0]).toBe(".5....4..---.2....6..");
    expect(layoutsOfShape(read?.rows ?? [])).toEqual(["samurai"]);
  });

  it("is not canvas text: JSON, a batch line, nine rows of nine, letters", () => {
    expect(readCanvasText('{"layout": "samurai"}')).toBeUndefined();
    expect(readCanvasText(`${".".repeat(81)}\n`)).toBeUndefined();
    expect(readCanvasText(`${Array.from({ length: 9 }, () => ".........").join("\n")}\n`)).toBeUndefined();
    expect(readCanvasText(`${Array.from({ length: 21 }, () => "x".repeat(21)).join("\n")}\n`)).toBeUndefined();
  });
});
