/**
 * The SVG picture at other grid sizes: the legend names the size's digits and box shape, digits
 * above 9 are drawn A-G, pencil marks sit boxCols across and boxRows down and run to G, killer cages are
 * drawn at 6x6, and `render` draws a 6x6 puzzle and a step of a 16x16 one. Where the box lines
 * fall is looked at in Chromium (svg.chromium.test.ts).
 */
import { describe, expect, it } from "vitest";
import { svgFigure } from "../../src/format/svg-figure.js";
import { puzzleSvg } from "../../src/format/svg.js";
import { initialState } from "../../src/logic/state.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { popcount } from "../../src/model/digits.js";
import { solve } from "../../src/strategies/solve.js";
import { runCapture } from "../support/capture-io.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { textUnder } from "../support/svg-text.js";

const count = (svg: string, re: RegExp): number => [...svg.matchAll(re)].length;
const single = (size: 4 | 6 | 16) => buildGeometry({ name: "x", size, grids: [{ id: "main", row: 0, col: 0 }] });

describe("SVG at other sizes", () => {
  it("the legend says the size's digits and boxes", () => {
    const text = (size: 4 | 6 | 16): string => textUnder(svgFigure(single(size), new Uint8Array(size * size), { legend: true }).body.join("\n"));
    expect(text(6)).toContain("Place 1-6 once in every row, column and 2x3 box.");
    expect(text(4)).toContain("Place 1-4 once in every row, column and 2x2 box.");
    expect(text(16)).toContain("Place 1-9 and A-G once in every row, column and 4x4 box.");
  });

  it("draws digits above 9 as A-G, one box outline per box of the grid", () => {
    const g = single(16);
    const solution = solve({ geometry: g, givens: new Uint8Array(256) }, { limit: 1 }).solutions[0];
    const svg = puzzleSvg(g, solution);
    for (const ch of "ABCDEFG") expect(count(svg, new RegExp(`>${ch}</text>`, "g"))).toBe(16);
    expect(svg).not.toMatch(/>1[0-6]<\/text>/);
    expect(count(svg, /<rect x="[\d.]+" y="[\d.]+" width="160" height="160"\/>/g)).toBe(16); // 4x4 boxes of 40-pixel cells
    const six = puzzleSvg(single(6), new Uint8Array(36));
    expect(count(six, /<rect x="[\d.]+" y="[\d.]+" width="120" height="80"\/>/g)).toBe(6); // 2 rows x 3 columns
  });

  it("pencil marks of a 16x16 grid: every candidate once, up to G, four across", () => {
    const g = single(16);
    const givens = new Uint8Array(256);
    givens[0] = 16;
    const state = initialState({ geometry: g, givens });
    const svg = puzzleSvg(g, state.values, { givens, candidates: state.candidates });
    let marks = 0;
    for (let c = 0; c < 256; c++) if (state.values[c] === 0) marks += popcount(state.candidates[c]);
    expect(count(svg, /fill="#6b6b6b">[1-9A-G]<\/text>/g)).toBe(marks);
    expect(marks).toBe(255 * 16 - (15 + 15 + 9)); // G leaves its 39 peers (row, column, rest of the box)
    // Four across, four down in a 40-pixel cell: the 4 of cell (0, 1) at the end of the first line of marks.
    expect(svg).toContain('<text x="87" y="17" fill="#6b6b6b">4</text>');
    expect(svg).toContain('<text x="57" y="47" fill="#6b6b6b">D</text>');
  });

  it("killer cages at 6x6, and render draws a 6x6 puzzle", async () => {
    const { model } = loadPuzzleFile("puzzles/killer-6x6.json");
    const svg = puzzleSvg(model.geometry, model.givens, { givens: model.givens });
    expect(count(svg, /class="killer-sum"/g)).toBe((model.geometry.layout.rules ?? []).length);
    const run = await runCapture(["render", "puzzles/killer-6x6.json"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('class="killer-sum"');
  });

  it("render --step N at 16x16: the position before step N, its placement marked, digits A-G", async () => {
    const g = single(16);
    const solution = solve({ geometry: g, givens: new Uint8Array(256) }, { limit: 1 }).solutions[0];
    const chars = [...solution].map((d) => ".123456789ABCDEFG"[d]);
    const givens = chars.map((ch, i) => (i < 16 ? "." : ch)).join(""); // the first row open: sixteen full houses
    const doc = JSON.stringify({ layout: { name: "x", size: 16, grids: [{ id: "main", row: 0, col: 0 }] }, givens: { main: givens } });
    const run = await runCapture(["render", "-", "--step", "3"], { stdin: doc });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(count(run.stdout, /class="placed"/g)).toBe(1);
    expect(run.stdout).toContain("<title>x: step 3</title>");
    expect(textUnder(run.stdout)).toMatch(/^full house: .*places [1-9A-G] at r1c\d+/);
    expect(count(run.stdout, /fill="#000000" font-weight="bold">G<\/text>/g)).toBe(15);
  });
});
