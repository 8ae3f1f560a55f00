import { describe, expect, it } from "vitest";
import { cosmeticsSvg } from "../../src/format/cosmetics-svg.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { cosmeticAt, cosmeticPictures, setCosmeticLine, shadeCell, tapCosmetic } from "../../src/web/cosmetics.js";
import { emptyState } from "../../src/web/editor-state.js";
import { puzzleDocument, readPuzzleText } from "../../src/web/puzzle-document.js";

const classic = () => emptyState(BUILTIN_LAYOUTS.single, "single");

describe("the setter's cosmetics", () => {
  it("a tap adds Text (only with words), Circle and Rectangle on a cell, and a second tap takes it away; none where no grid is", () => {
    const s = classic();
    expect(tapCosmetic(s, "text", "0,0")).toBe(s);
    const text = tapCosmetic(s, "text", "0,0", "A");
    expect(text.cosmetics).toEqual([{ type: "text", cells: [[0, 0]], text: "A" }]);
    const circled = tapCosmetic(text, "circle", "0,0");
    expect(circled.cosmetics?.map((c) => c.type)).toEqual(["text", "circle"]);
    expect(cosmeticAt(circled, "circle", "0,0")).toBe(1);
    expect(tapCosmetic(circled, "circle", "0,0").cosmetics).toEqual(text.cosmetics);
    expect(tapCosmetic(s, "circle", "9,0")).toBe(s);
    expect(tapCosmetic(s, "line", "0,0")).toBe(s); // a line is dragged, never tapped into being
  });

  it("shading sets and clears, the same state when nothing changes; a line grows in place and goes under two cells", () => {
    const s = classic();
    const shaded = shadeCell(s, "2,2", true);
    expect(shaded.cosmetics?.[0]).toMatchObject({ type: "rectangle", cells: [[2, 2]], width: 1, height: 1 });
    expect(shadeCell(shaded, "2,2", true)).toBe(shaded);
    expect(shadeCell(shaded, "2,2", false).cosmetics).toEqual([]);
    const one = setCosmeticLine(s, 0, ["1,1", "1,2"]);
    const two = setCosmeticLine(one, 0, ["1,1", "1,2", "2,3"]);
    expect(two.cosmetics).toEqual([
      {
        type: "line",
        cells: [
          [1, 1],
          [1, 2],
          [2, 3],
        ],
        width: 0.15,
      },
    ]);
    expect(tapCosmetic(two, "line", "1,2").cosmetics).toEqual([]);
    expect(setCosmeticLine(two, 0, ["1,1"]).cosmetics).toEqual([]);
  });

  it("the document holds them and reads them back; the pictures are render's, one per item", () => {
    const s = tapCosmetic(shadeCell(classic(), "4,4", true), "text", "0,8", "<b>");
    const doc = puzzleDocument(s);
    expect(doc?.cosmetics).toEqual(s.cosmetics);
    expect(puzzleDocument(classic())).not.toHaveProperty("cosmetics");
    const read = readPuzzleText(JSON.stringify(doc));
    expect(read.ok && read.state.cosmetics).toEqual(s.cosmetics);
    const place = { s: 10, x: (c: number) => c * 10, y: (r: number) => r * 10 };
    const pictures = cosmeticPictures(s.cosmetics ?? [], place);
    expect(pictures.map((p) => [p.type, p.index, p.cells])).toEqual([
      ["rectangle", 0, "r5c5"],
      ["text", 1, "r1c9"],
    ]);
    expect(pictures.map((p) => p.svg).join("")).toBe(cosmeticsSvg(s.cosmetics ?? [], place).join(""));
    expect(pictures[1]?.svg).toContain("&lt;b&gt;");
  });
});
