/**
 * f-puzzles' cosmetic items (text, lines, circles, rectangles, cages drawn without meaning) are read by
 * every command, kept in the puzzle document (`cosmetics`, in the schema), drawn by render, carried back
 * by convert and by links, and named once on stderr by the commands that solve: the engine ignores them.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fromFpuzzles } from "../../../src/format/fpuzzles/read-fpuzzles.js";
import { readAnyPuzzle } from "../../../src/format/interchange/read-any.js";
import { writeAs } from "../../../src/format/interchange/write-as.js";
import { validateSchema } from "../../../src/layout/validate-schema.js";
import { runCapture, tempDir } from "../../support/capture-io.js";

const empty = (): Record<string, unknown>[][] => Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({})));
const GRID = empty();
const row0 = GRID[0];
if (row0 !== undefined) row0[0] = { value: 1, given: true };
/** The items as f-puzzles writes them (the fields of its own export), one of each kind, and a killer cage (a rule). */
const DRAWN = {
  text: [{ cells: ["R1C2"], value: "A", fontC: "#FF0000", size: 0.6, angle: 0 }],
  line: [{ lines: [["R2C2", "R3C3", "R4C4"]], outlineC: "#00FF00", width: 0.1 }],
  circle: [{ cells: ["R5C5"], baseC: "#FFFFFF", outlineC: "#000000", fontC: "#000000", width: 0.8, height: 0.8, angle: 0 }],
  rectangle: [{ cells: ["R6C6", "R6C7"], baseC: "#EEEEEE", outlineC: "#000000", fontC: "#000000", width: 1.5, height: 0.6, value: "x", angle: 0 }],
  cage: [{ cells: ["R8C8", "R8C9", "R9C9"], outlineC: "#000000", fontC: "#000000", value: "?" }],
};
/** A classic puzzle (the project's seed) with the drawing on top. */
const SEED = "..9..8.4.6......17.1..4............448.6.3.213............9..8.24......6.5.7..1..";
const seedGrid = [...Array(9).keys()].map((r) =>
  [...Array(9).keys()].map((c) => {
    const ch = SEED[r * 9 + c] ?? ".";
    return ch === "." ? {} : { value: Number(ch), given: true };
  }),
);
const FPUZZLES = { size: 9, title: "Seed with drawing", grid: seedGrid, ...DRAWN };
const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("cosmetics are read, kept and written back", () => {
  it("each item becomes one cosmetic on canvas cells, its style under the schema's names, and the document passes the schema", () => {
    const { document, dropped } = fromFpuzzles({ size: 9, grid: GRID, ...DRAWN });
    expect(dropped).toEqual([]);
    expect(document.cosmetics).toEqual([
      { type: "text", cells: [[0, 1]], text: "A", textColor: "#FF0000", size: 0.6, angle: 0 },
      {
        type: "line",
        cells: [
          [1, 1],
          [2, 2],
          [3, 3],
        ],
        color: "#00FF00",
        width: 0.1,
      },
      { type: "circle", cells: [[4, 4]], color: "#000000", fill: "#FFFFFF", textColor: "#000000", width: 0.8, height: 0.8, angle: 0 },
      {
        type: "rectangle",
        cells: [
          [5, 5],
          [5, 6],
        ],
        text: "x",
        color: "#000000",
        fill: "#EEEEEE",
        textColor: "#000000",
        width: 1.5,
        height: 0.6,
        angle: 0,
      },
      {
        type: "cage",
        cells: [
          [7, 7],
          [7, 8],
          [8, 8],
        ],
        text: "?",
        color: "#000000",
        textColor: "#000000",
      },
    ]);
    expect(validateSchema("puzzle", document)).toEqual([]);
  });

  it("f-puzzles JSON, our JSON, the f-puzzles link and the SudokuPad link carry them back unchanged", () => {
    const first = readAnyPuzzle(JSON.stringify(FPUZZLES)).puzzle;
    for (const target of ["json", "fpuzzles", "fpuzzles-link", "sudokupad"] as const) {
      const back = readAnyPuzzle(writeAs(first, target).text).puzzle;
      expect(back.cosmetics, target).toEqual(first.cosmetics);
      expect(back.model.givens).toEqual(first.model.givens);
    }
    const written = JSON.parse(writeAs(first, "fpuzzles").text) as Record<string, unknown>;
    for (const key of Object.keys(DRAWN)) expect(written[key], key).toEqual(DRAWN[key as keyof typeof DRAWN]);
  });

  it("text, which holds digits only, refuses them, and leaves them out with lossy", () => {
    const first = readAnyPuzzle(JSON.stringify(FPUZZLES)).puzzle;
    expect(() => writeAs(first, "txt")).toThrow(/text cannot express 5 cosmetic items \(text, line, circle, rectangle, cage\)/);
    expect(writeAs(first, "txt", { lossy: true }).text).toBe(`${SEED}\n`);
  });

  it("an item whose cells are not cell names is refused by name", () => {
    expect(() => fromFpuzzles({ size: 9, grid: GRID, text: [{ cells: ["A1"], value: "?" }] })).toThrow(/"text" item 1: its cells must be/);
  });
});

describe("every command reads a file with cosmetics", () => {
  const file = join(dir, "drawn.json");
  writeFileSync(file, JSON.stringify(FPUZZLES));
  const warning = `${file}: warning: 5 cosmetic items (text, line, circle, rectangle, cage) kept for pictures and links; the solver ignores them\n`;
  for (const args of [["solve"], ["solve", "--count"], ["validate"], ["explain"], ["hint"], ["rate"], ["render", "--solve"]]) {
    it(`${args.join(" ")}: works, with one warning`, async () => {
      const run = await runCapture([...args, file]);
      expect(run.code).toBe(0);
      expect(run.stderr).toBe(warning);
    });
  }

  it("render draws them (no warning: nothing is solved) and convert carries them without a warning", async () => {
    const render = await runCapture(["render", file]);
    expect(render.code).toBe(0);
    expect(render.stderr).toBe("");
    expect(render.stdout).toContain('<polyline points="');
    expect(render.stdout).toContain('stroke="#00FF00"');
    expect(render.stdout).toMatch(/fill="#FF0000"[^>]*>A<\/text>/);
    expect(render.stdout).toContain("<ellipse ");
    expect(render.stdout).toContain('stroke-dasharray="3 2"');
    const convert = await runCapture(["convert", file, "--to", "json"]);
    expect(convert.stderr).toBe("");
    expect((JSON.parse(convert.stdout) as { cosmetics: unknown[] }).cosmetics).toHaveLength(5);
  });
});
