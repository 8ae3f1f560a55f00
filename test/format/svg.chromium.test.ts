/**
 * Looks at the SVG pictures as a person would: each built-in layout (and a solved puzzle) is opened in
 * headless Chromium, which must parse it without an XML error and paint the grid lines and digits.
 * Skipped where Chromium is not installed at /usr/bin/chromium (apt-get install chromium).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { puzzleSvg } from "../../src/format/svg.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { solve } from "../../src/strategies/solve.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { pngPixelCounts } from "../support/png-pixels.js";

const CHROMIUM = "/usr/bin/chromium";
const available = existsSync(CHROMIUM);

function chromium(args: string[]): string {
  const profile = mkdtempSync(join(tmpdir(), "combo-sudoku-chromium-"));
  try {
    return execFileSync(
      CHROMIUM,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", `--user-data-dir=${profile}`, ...args,
      ],
      { encoding: "utf8", timeout: 45_000, stdio: ["ignore", "pipe", "pipe"] },
    );
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Opens the SVG in Chromium: the DOM it parsed, and the counts of the screenshot's pixels. */
function look(svg: string): { dom: string; pixels: ReturnType<typeof pngPixelCounts>; width: number; height: number } {
  const dir = mkdtempSync(join(tmpdir(), "combo-sudoku-svg-"));
  const file = join(dir, "picture.svg");
  const png = join(dir, "picture.png");
  writeFileSync(file, svg);
  const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svg) ?? ["", "0", "0"];
  const dom = chromium(["--dump-dom", `file://${file}`]);
  chromium([`--screenshot=${png}`, `--window-size=${width},${height}`, `file://${file}`]);
  const pixels = pngPixelCounts(readFileSync(png));
  rmSync(dir, { recursive: true, force: true });
  return { dom, pixels, width: Number(width), height: Number(height) };
}

describe.skipIf(!available)(`SVG in headless Chromium${available ? "" : ` (skipped: ${CHROMIUM} is not installed)`}`, () => {
  for (const [name, layout] of Object.entries(BUILTIN_LAYOUTS)) {
    it(`${name}: parses and paints its grid lines`, () => {
      const g = buildGeometry(layout);
      const { dom, pixels, width, height } = look(puzzleSvg(g, new Uint8Array(g.cellCount), { title: name }));
      expect(dom).not.toMatch(/parsererror|This page contains the following errors/);
      expect(dom).toContain("<svg");
      expect([pixels.width, pixels.height]).toEqual([width, height]);
      const total = width * height;
      // Lines are drawn (dark pixels), most of the picture is white, nothing blue without digits.
      expect(pixels.dark / total).toBeGreaterThan(0.01);
      expect(pixels.white / total).toBeGreaterThan(0.5);
      expect(pixels.blue).toBe(0);
    });
  }

  it("a solved samurai shows the filled digits in blue", () => {
    const puzzle = loadPuzzleFile("puzzles/samurai-seed-a.json");
    const solution = solve(puzzle.model, { limit: 1 }).solutions[0];
    const { dom, pixels } = look(puzzleSvg(puzzle.model.geometry, solution, { givens: puzzle.model.givens }));
    expect(dom).not.toMatch(/parsererror/);
    expect(pixels.blue).toBeGreaterThan(1000);
  });
});
