import { describe, expect, it } from "vitest";
import { puzzleSvg } from "../../src/format/svg.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { solve } from "../../src/strategies/solve.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { runCapture, tempDir, readText } from "../support/capture-io.js";
import { join } from "node:path";

/** Tags balance: every opened element is closed in order (self-closing ones count as both). */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing === "/") continue;
    if (closing === "/") {
      if (stack.pop() !== name) return false;
    } else stack.push(name);
  }
  return stack.length === 0;
}

const count = (svg: string, re: RegExp): number => [...svg.matchAll(re)].length;

describe("puzzle SVG", () => {
  it("is one balanced svg element with a text node per digit", () => {
    const puzzle = loadPuzzleFile("puzzles/samurai-seed-a.json");
    const givens = puzzle.model.givens;
    const svg = puzzleSvg(puzzle.model.geometry, givens, { givens, title: "a <samurai> & co" });
    expect(balanced(svg)).toBe(true);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain("<title>a &lt;samurai&gt; &amp; co</title>");
    const digits = givens.filter((d) => d !== 0).length;
    expect(count(svg, /<text [^>]*>\d<\/text>/g)).toBe(digits);
    expect(count(svg, /<text [^>]*font-weight="bold"[^>]*>\d<\/text>/g)).toBe(digits);
    expect(count(svg, /<text [^>]*>a &lt;samurai&gt; &amp; co<\/text>/g)).toBe(1); // the visible heading
  });

  it("draws a solution with the filled digits in another colour, one cell rect per cell, box and grid outlines", () => {
    const puzzle = loadPuzzleFile("puzzles/samurai-seed-a.json");
    const { geometry, givens } = puzzle.model;
    const solution = solve(puzzle.model, { limit: 1 }).solutions[0];
    const svg = puzzleSvg(geometry, solution, { givens });
    expect(balanced(svg)).toBe(true);
    expect(count(svg, /<text /g)).toBe(geometry.cellCount);
    expect(count(svg, /<text [^>]*fill="#1a5fb4"/g)).toBe(givens.filter((d) => d === 0).length);
    expect(count(svg, /<rect x="\d+" y="\d+" width="40" height="40"/g)).toBe(geometry.cellCount);
    expect(count(svg, /width="120" height="120"/g)).toBe(5 * 9 - 4); // 45 boxes, 4 of them shared
    expect(count(svg, /width="360" height="360"/g)).toBe(5);
  });

  it("every built-in layout gives a balanced SVG of the right size", () => {
    for (const [name, layout] of Object.entries(BUILTIN_LAYOUTS)) {
      const g = buildGeometry(layout);
      const svg = puzzleSvg(g, new Uint8Array(g.cellCount));
      expect(balanced(svg), name).toBe(true);
      expect(svg, name).toContain(`width="${g.cols * 40 + 24}" height="${g.rows * 40 + 24}"`);
      expect(count(svg, /<text /g)).toBe(0);
    }
  });

  it("shades the cells of diagonal and region rules", () => {
    const g = buildGeometry({
      name: "x-windoku",
      grids: [{ id: "a", row: 0, col: 0 }],
      rules: [
        { type: "diagonal", grid: "a" },
        {
          type: "region",
          cells: [
            [1, 1],
            [1, 2],
            [1, 3],
            [2, 1],
            [2, 2],
            [2, 3],
            [3, 1],
            [3, 2],
            [3, 3],
          ],
        },
      ],
    });
    const svg = puzzleSvg(g, new Uint8Array(g.cellCount));
    // 17 diagonal cells; the region overlaps the main diagonal at (1,1), (2,2), (3,3) and the anti-diagonal nowhere.
    expect(count(svg, /fill="#fde7c4"/g)).toBe(17 - 3);
    expect(count(svg, /fill="#d8e8fb"/g)).toBe(9);
  });
});

describe("combo-sudoku render", () => {
  it("writes the puzzle, or with --solve its solution, as SVG", async () => {
    const dir = tempDir();
    const out = join(dir, "p.svg");
    const run = await runCapture(["render", "puzzles/samurai-seed-b.json", "-o", out]);
    expect(run.code).toBe(0);
    expect(readText(out)).toMatch(/^<svg /);
    const solved = await runCapture(["render", "puzzles/samurai-seed-b.json", "--solve"]);
    expect(solved.code).toBe(0);
    expect(count(solved.stdout, /<text [^>]*>\d<\/text>/g)).toBe(369);
  });

  it("exits 1 when --solve finds no solution, and 2 for a batch", async () => {
    const givens = `.23456789${".1......."}${".".repeat(63)}`;
    const none = await runCapture(["render", "-", "--solve"], { stdin: JSON.stringify({ layout: "single", givens: { main: givens } }) });
    expect(none.code).toBe(1);
    expect(none.stderr).toBe("-: no solution; nothing drawn\n");
    const batch = await runCapture(["render", "-"], { stdin: `${".".repeat(81)}\n${".".repeat(81)}\n` });
    expect(batch.code).toBe(2);
  });
});

describe("rules drawn by puzzleSvg", () => {
  it("killer cages dashed with their sums, thermometers as bulb and tube, jigsaw borders instead of boxes", () => {
    const killer = loadPuzzleFile("puzzles/killer.json");
    const svg = puzzleSvg(killer.model.geometry, killer.model.givens);
    const cages = (killer.layout.rules ?? []).filter((r) => r.type === "killer");
    expect((svg.match(/class="killer-sum"/g) ?? []).length).toBe(cages.length);
    expect(svg).toContain('class="killer"');
    const thermo = loadPuzzleFile("puzzles/thermometer.json");
    const tsvg = puzzleSvg(thermo.model.geometry, thermo.model.givens);
    expect((tsvg.match(/<circle /g) ?? []).length).toBe((thermo.layout.rules ?? []).length);
    const jigsaw = loadPuzzleFile("puzzles/jigsaw.json");
    const jsvg = puzzleSvg(jigsaw.model.geometry, jigsaw.model.givens);
    expect(jsvg).toContain('class="jigsaw"');
    const boxes = /<g fill="none" stroke="#333333" stroke-width="2">([\s\S]*?)<\/g>/.exec(jsvg)?.[1] ?? "";
    expect(boxes).not.toContain("<rect");
  });
});
