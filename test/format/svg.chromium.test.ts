/**
 * Looks at the SVG pictures as a person would: each built-in layout (and a solved puzzle, and solved 6x6
 * and 16x16 grids, their box lines looked for where the box shape puts them) is opened in headless Chromium, which must parse it without an XML error and paint the grid lines and digits.
 * Skipped where Chromium is not installed at /usr/bin/chromium (apt-get install chromium), except under CI
 * (CI=true, as .ci/run sets it, and .ci/run installs it): there a missing browser fails the run.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { puzzleSvg } from "../../src/format/svg.js";
import { svgFigure } from "../../src/format/svg-figure.js";
import { sheetSvg } from "../../src/format/svg-sheet.js";
import { BUILTIN_LAYOUT_NAMES, BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import type { BuiltinLayoutName } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { solve } from "../../src/strategies/solve.js";
import { stepText } from "../../src/logic/describe.js";
import { nextStep, solveLogically } from "../../src/logic/engine.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { CHROMIUM, chromiumAvailable } from "../support/chromium.js";
import { connectChromium } from "../support/open-page.js";
import { decodePng, pngPixelCounts } from "../support/png-pixels.js";

const available = chromiumAvailable();
const required = process.env.CI === "true";

/** One browser and one page for every picture: a launch costs seconds on a loaded machine. */
let browser: Browser | undefined;
let page: Page;
let dir: string;

/** Opens the text as a file in the page (file://, as a user opens a saved picture). */
async function open(name: string, text: string): Promise<void> {
  const file = join(dir, name);
  writeFileSync(file, text);
  await page.goto(`file://${file}`);
}

/**
 * Paints the SVG in Chromium at its own size: the counts of the screenshot's pixels. Whether it parses is
 * checked for all pictures at once (parsedPage).
 */
async function paint(svg: string): Promise<{ pixels: ReturnType<typeof pngPixelCounts>; width: number; height: number }> {
  const { png, width, height } = await shot(svg);
  return { pixels: pngPixelCounts(png), width, height };
}

/** The screenshot of an SVG as Chromium paints it (PNG), at the picture's size. */
async function shot(svg: string): Promise<{ png: Buffer; width: number; height: number }> {
  // Pixels as given, or millimetres at the browser's 96 pixels to the inch.
  const [, w, wUnit, h] = /width="([\d.]+)(mm)?" height="([\d.]+)(?:mm)?"/.exec(svg) ?? ["", "0", "", "0"];
  const px = (v: string): number => Math.round(wUnit === "mm" ? (Number(v) * 96) / 25.4 : Number(v));
  const [width, height] = [px(w), px(h)];
  await page.setViewportSize({ width, height });
  await open("picture.svg", svg);
  return { png: await page.screenshot({ type: "png" }), width, height };
}

/**
 * The DOM Chromium builds from one XHTML page holding every picture inline. XHTML goes through the strict
 * XML parser, as a standalone .svg file does: any error in any picture shows as a parsererror element.
 */
async function parsedPage(svgs: readonly string[]): Promise<string> {
  await open("pictures.xhtml", `<html xmlns="http://www.w3.org/1999/xhtml"><body>${svgs.map((svg) => `<div>${svg}</div>`).join("\n")}</body></html>`);
  return page.content();
}

function emptyPicture(name: BuiltinLayoutName): string {
  const g = buildGeometry(BUILTIN_LAYOUTS[name]);
  return puzzleSvg(g, new Uint8Array(g.cellCount), { title: name });
}

function solvedSamurai(): string {
  const puzzle = loadPuzzleFile("puzzles/samurai-seed-a.json");
  const solution = solve(puzzle.model, { limit: 1 }).solutions[0];
  return puzzleSvg(puzzle.model.geometry, solution, { givens: puzzle.model.givens });
}

describe.skipIf(!available && !required)(`SVG in headless Chromium${available ? "" : ` (skipped: ${CHROMIUM} is not installed)`}`, () => {
  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) return; // the first test says so
    dir = mkdtempSync(join(tmpdir(), "combo-sudoku-svg-"));
    browser = await connectChromium();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it("has the browser (CI=true requires it)", () => {
    expect(existsSync(CHROMIUM), `${CHROMIUM} is missing: apt-get install chromium-headless-shell (.ci/run does)`).toBe(true);
  });

  it("parses every picture (each built-in layout, and a solved samurai) without an XML error", async () => {
    const names = BUILTIN_LAYOUT_NAMES;
    const dom = await parsedPage([...names.map(emptyPicture), solvedSamurai()]);
    expect(dom).not.toMatch(/parsererror|This page contains the following errors/);
    expect(dom.match(/<svg /g)).toHaveLength(names.length + 1);
    for (const name of names) expect(dom).toContain(`<title>${name}</title>`);
  });

  for (const name of BUILTIN_LAYOUT_NAMES) {
    it(`${name}: paints its grid lines`, async () => {
      const { pixels, width, height } = await paint(emptyPicture(name));
      expect([pixels.width, pixels.height]).toEqual([width, height]);
      const total = width * height;
      // Lines are drawn (dark pixels), most of the picture is white, nothing blue without digits.
      expect(pixels.dark / total).toBeGreaterThan(0.01);
      expect(pixels.white / total).toBeGreaterThan(0.5);
      expect(pixels.blue).toBe(0);
    });
  }

  it("a solved samurai shows the filled digits in blue", async () => {
    expect((await paint(solvedSamurai())).pixels.blue).toBeGreaterThan(1000);
  });

  it("a sheet in millimetres parses, and its answer page shows the solutions in blue", async () => {
    const puzzles = ["puzzles/samurai-seed-a.json", "puzzles/x-sudoku.json"].map(loadPuzzleFile);
    const page = (solved: boolean): string =>
      sheetSvg(
        puzzles.map((p) =>
          svgFigure(p.model.geometry, solved ? solve(p.model, { limit: 1 }).solutions[0] : p.model.givens, {
            givens: p.model.givens,
            title: p.title,
            legend: !solved,
          }),
        ),
        { title: solved ? "Answers" : "Puzzles" },
      ).svg;
    const [puzzlePage, answerPage] = [page(false), page(true)];
    const dom = await parsedPage([puzzlePage, answerPage]);
    expect(dom).not.toMatch(/parsererror|This page contains the following errors/);
    expect(dom.match(/<svg xmlns=/g)).toHaveLength(2);
    const sheet = await paint(puzzlePage);
    expect([sheet.pixels.width, sheet.pixels.height]).toEqual([794, 1123]); // A4 at 96 dpi
    expect(sheet.pixels.dark).toBeGreaterThan(5000);
    expect(sheet.pixels.blue).toBe(0);
    const answers = await paint(answerPage);
    expect(answers.pixels.blue).toBeGreaterThan(1000);
  });

  it("the legend and a step's words stay inside the picture as Chromium sets them (wrapped, not cut)", async () => {
    const pictures = ["puzzles/kropki-all-dots.json", "puzzles/killer-samurai-sparse.json", "puzzles/anti-king.json"].map((f) => {
      const p = loadPuzzleFile(f);
      return puzzleSvg(p.model.geometry, p.model.givens, { givens: p.model.givens, title: p.title, legend: true });
    });
    const classic = loadPuzzleFile("puzzles/classic-seed.json");
    const before = solveLogically(classic.model, { maxSteps: 21 });
    const step = nextStep(before.state);
    if (step === undefined) throw new Error("no step");
    pictures.push(
      puzzleSvg(classic.model.geometry, before.state.values, {
        givens: classic.model.givens,
        title: "step",
        caption: stepText(classic.model.geometry, step),
        candidates: before.state.candidates,
        step,
        legend: true,
        cellSize: 56,
      }),
    );
    for (const svg of pictures) {
      await open("picture.svg", svg);
      const { width, right } = await page.evaluate(() => {
        const root = document.querySelector("svg") as SVGSVGElement;
        const texts = [...document.querySelectorAll("text")] as SVGTextElement[];
        return { width: root.viewBox.baseVal.width, right: Math.max(...texts.map((t) => t.getBBox().x + t.getBBox().width)) };
      });
      expect(right).toBeLessThanOrEqual(width - 6);
    }
  });

  /** The share of pixels along a line of the screenshot darker than the cell lines (box and grid lines are). */
  function boxLineShare(png: Buffer, vertical: boolean, at: number, from: number, to: number): number {
    const { width, channels, pixels } = decodePng(png);
    let best = 0;
    for (const offset of [-1, 0]) {
      let dark = 0;
      for (let t = from; t < to; t++) {
        const p = vertical ? t * width + at + offset : (at + offset) * width + t;
        if (pixels[p * channels] + pixels[p * channels + 1] + pixels[p * channels + 2] < 300) dark++;
      }
      best = Math.max(best, dark / (to - from));
    }
    return best;
  }

  it.each([
    [6, 2, 3],
    [16, 4, 4],
  ])("a solved grid of size %i: parses, box lines every %i rows and %i columns only, digits (A-G at 16) in blue", async (size, h, w) => {
    const geometry = buildGeometry({ name: `single ${size}`, size: size as 6 | 16, grids: [{ id: "main", row: 0, col: 0 }] });
    const solution = solve({ geometry, givens: new Uint8Array(geometry.cellCount) }, { limit: 1 }).solutions[0];
    const givens = solution.map((d, c) => (c % 3 === 0 ? d : 0));
    const svg = puzzleSvg(geometry, solution, { givens, cellSize: 40 });
    if (size === 16) expect(svg).toMatch(/>G<\/text>/);
    const dom = await parsedPage([svg]);
    expect(dom).not.toMatch(/parsererror|This page contains the following errors/);
    const { png } = await shot(svg);
    expect(pngPixelCounts(png).blue).toBeGreaterThan(500);
    // MARGIN 12, cells of 40, no title: canvas column c starts at x = 12 + 40c, row r at y = 12 + 40r.
    const edge = (k: number): number => 12 + 40 * k;
    const [from, to] = [edge(0) + 2, edge(size) - 2];
    for (let k = 1; k < size; k++) {
      const vertical = boxLineShare(png, true, edge(k), from, to);
      const horizontal = boxLineShare(png, false, edge(k), from, to);
      if (k % w === 0) expect(vertical, `box line at column ${k}`).toBeGreaterThan(0.9);
      else expect(vertical, `cell line only at column ${k}`).toBeLessThan(0.2);
      if (k % h === 0) expect(horizontal, `box line at row ${k}`).toBeGreaterThan(0.9);
      else expect(horizontal, `cell line only at row ${k}`).toBeLessThan(0.2);
    }
  });
});
