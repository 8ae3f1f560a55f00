/**
 * How the board draws, in headless Chromium, by DOM geometry and pixels: a jigsaw's regions without the
 * 3x3 box lines over them, each grid's heavy frame (5x5 and 7x7 too), lines under the digits, corner marks
 * under a cage's sum, quadruple circles over the box lines and two clues on one corner both shown, arrows
 * starting at their circle's edge. Each case opens a shipped puzzle from a link, as a player would.
 * Skipped where Chromium is missing, except in CI (test/support/chromium.ts); every wait is bounded.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { encodeShare } from "../../src/web/share-url.js";
import { CHROMIUM, chromiumAvailable } from "../support/chromium.js";
import { usePageBench } from "../support/open-page.js";
import { projectRoot } from "../support/fixtures.js";
import { decodePng } from "../support/png-pixels.js";

const available = chromiumAvailable();
const bench = usePageBench();

/** The shipped puzzle opened from a link, at 1400x1000. */
async function openPuzzle(file: string): Promise<Page> {
  const json = JSON.stringify(JSON.parse(readFileSync(join(projectRoot, "puzzles", file), "utf8")));
  return bench.openPage(`${bench.indexUrl}${await encodeShare(json)}`, { viewport: { width: 1400, height: 1000 }, colorScheme: "light" });
}

/** The cell at 1-based canvas row and column. */
const cell = (page: Page, row: number, col: number) => page.locator(`.cell[data-row="${row}"][data-col="${col}"]`);

/** How many near-black pixels the cell shows (a digit's ink), read from a screenshot of it. */
async function inkIn(page: Page, row: number, col: number): Promise<number> {
  const png = decodePng(await cell(page, row, col).screenshot({ animations: "disabled" }));
  let dark = 0;
  for (let i = 0; i < png.width * png.height; i++) {
    const [r = 255, g = 255, b = 255] = png.pixels.subarray(i * png.channels, i * png.channels + 3);
    if (r < 80 && g < 80 && b < 80) dark++;
  }
  return dark;
}

describe.skipIf(!available)(`the board's drawing${available ? "" : ` (skipped: ${CHROMIUM} is not installed)`}`, () => {
  it("a jigsaw draws its regions, no 3x3 box lines, a frame, and its rules say region", async () => {
    const page = await openPuzzle("jigsaw.json");
    expect(await page.locator("#board .box").count()).toBe(0);
    expect(await page.locator("#board .grid-frame").count()).toBe(1);
    // The region borders as heavy as box lines are on other boards (2 px), not the thin 1.5 px of old.
    const width = await page.locator(".rules g[data-rule=jigsaw] .jigsaw").evaluate((el) => Number.parseFloat(getComputedStyle(el).strokeWidth));
    expect(width).toBeGreaterThanOrEqual(2.5);
    expect(await page.locator("#rules-text li").first().textContent()).toBe("Place 1-9 once in every row, column and region.");
    await page.context().close();
  });

  for (const file of ["5x5-latin-consecutive.json", "7x7-jigsaw.json"]) {
    it(`${file}: a heavy frame around the grid`, async () => {
      const page = await openPuzzle(file);
      const frame = page.locator("#board .grid-frame");
      expect(await frame.count()).toBe(1);
      expect(await frame.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe("3px");
      const box = await frame.boundingBox();
      const first = await cell(page, 1, 1).boundingBox();
      const size = file.startsWith("5x5") ? 5 : 7;
      const last = await cell(page, size, size).boundingBox();
      if (box === null || first === null || last === null) throw new Error("not drawn");
      // The frame's border straddles the grid's outer edges.
      expect(Math.abs(box.x + 1.5 - first.x)).toBeLessThanOrEqual(1.5);
      expect(Math.abs(box.y + 1.5 - first.y)).toBeLessThanOrEqual(1.5);
      expect(Math.abs(box.x + box.width - 1.5 - (last.x + last.width))).toBeLessThanOrEqual(1.5);
      await page.context().close();
    });
  }

  it("lines run under the digits: a whisper over the given 7 at r5c3 hides none of its ink", async () => {
    const page = await openPuzzle("german-whispers.json");
    expect(await cell(page, 5, 3).getAttribute("data-value")).toBe("7");
    const drawn = await inkIn(page, 5, 3);
    await page.addStyleTag({ content: ".rules { visibility: hidden; }" });
    const bare = await inkIn(page, 5, 3);
    expect(bare).toBeGreaterThan(20);
    // The same ink with the line drawn as without it (a line over the digit covered a fifth of it).
    // Nearly the same ink with the line drawn as without it (its anti-aliased edges take a little) ...
    expect(drawn).toBeGreaterThanOrEqual(bare * 0.85);
    // ... where the digit put under the line (as the board drew it before) loses about half of it.
    await page.addStyleTag({ content: ".rules { visibility: visible; } .cell .digit { z-index: 0 !important; }" });
    expect(await inkIn(page, 5, 3)).toBeLessThan(bare * 0.7);
    await page.context().close();
  });

  it("corner marks start under a cage's sum, not on it", async () => {
    const page = await openPuzzle("killer.json");
    await cell(page, 1, 1).click();
    for (const key of ["Shift+1", "Shift+2"]) await page.keyboard.press(key);
    expect(await cell(page, 1, 1).getAttribute("data-corner")).toBe("12");
    const marksTop = await cell(page, 1, 1).evaluate((el) => el.getBoundingClientRect().top + Number.parseFloat(getComputedStyle(el, "::before").top));
    const at = await cell(page, 1, 1).boundingBox();
    const sums = await page.locator(".rules .killer-sum").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    const sum = sums.find((b) => at !== null && b.x >= at.x && b.x < at.x + at.width && b.y >= at.y && b.y < at.y + at.height);
    if (sum === undefined) throw new Error("no cage sum at r1c1");
    expect(marksTop).toBeGreaterThanOrEqual(sum.y + sum.height - 1);
    await page.context().close();
  });

  it("a killer samurai's cage sums on a phone's overview (390x844): readable, in their cells, off the digits and corner marks", async () => {
    const json = JSON.stringify(JSON.parse(readFileSync(join(projectRoot, "puzzles", "killer-samurai.json"), "utf8")));
    const page = await bench.openPage(`${bench.indexUrl}${await encodeShare(json)}`, {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      colorScheme: "light",
    });
    // The overview: the whole board across the phone, cells far below the 38 pixels a quarter of which is 9.
    const side = await cell(page, 1, 1).evaluate((el) => el.getBoundingClientRect().width);
    expect(side).toBeLessThan(24);
    const cages = await page.locator(".rules g[data-rule=killer]").evaluateAll((els) =>
      els.map((g) => {
        const text = g.querySelector<SVGTextElement>(".killer-sum");
        // The sum stands in the cage's first cell in reading order.
        const [first = ""] = (g.getAttribute("data-cells") ?? "")
          .split(" ")
          .map((name) => ({ name, at: (/^r(\d+)c(\d+)$/.exec(name) ?? []).slice(1).map(Number) }))
          .sort((a, b) => (a.at[0] ?? 0) - (b.at[0] ?? 0) || (a.at[1] ?? 0) - (b.at[1] ?? 0))
          .map((c) => c.name);
        return {
          cells: g.getAttribute("data-cells") ?? "",
          first,
          sum: text?.textContent ?? "",
          size: Number(text?.getAttribute("font-size")),
          box: text?.getBoundingClientRect().toJSON() as DOMRect | undefined,
          cell: document
            .querySelector(`.cell[data-row="${first.slice(1, first.indexOf("c"))}"][data-col="${first.slice(first.indexOf("c") + 1)}"]`)
            ?.getBoundingClientRect()
            .toJSON() as DOMRect | undefined,
        };
      }),
    );
    const withSums = cages.filter((c) => c.box !== undefined);
    expect(withSums.length).toBeGreaterThan(100);
    // The DOM contract: each cage an element with data-rule and data-cells.
    expect(cages.every((c) => /^(r\d+c\d+ ?)+$/.test(c.cells))).toBe(true);
    for (const c of withSums) {
      expect(c.size, `the sum ${c.sum} at ${c.first}`).toBeGreaterThanOrEqual(9);
      // Its digits drawn at least 6 pixels high (9-pixel DejaVu digits stand 6.6 high), and within the cell's width.
      const at = c.cell;
      if (at === undefined || c.box === undefined) throw new Error(`no cell ${c.first}`);
      expect(c.box.height, `the sum at ${c.first}`).toBeGreaterThanOrEqual(6);
      expect(c.box.x).toBeGreaterThanOrEqual(at.x);
      expect(c.box.x + c.box.width, `the sum ${c.sum} at ${c.first} stays in its cell`).toBeLessThanOrEqual(at.x + at.width + 0.5);
    }
    // A digit typed into a cell with a sum is moved down and right, off it; corner marks start under it.
    const first = withSums.find((c) => c.first === "r1c1");
    if (first?.box === undefined) throw new Error("no sum at r1c1");
    await cell(page, 1, 1).click();
    await page.getByRole("button", { name: "Corner", exact: true }).click();
    await page.getByRole("button", { name: "1", exact: true }).click();
    const marksTop = await cell(page, 1, 1).evaluate((el) => el.getBoundingClientRect().top + Number.parseFloat(getComputedStyle(el, "::before").top));
    expect(marksTop).toBeGreaterThanOrEqual(first.box.y + first.box.height - 1);
    await page.getByRole("button", { name: "Normal", exact: true }).click();
    await page.getByRole("button", { name: "5", exact: true }).click();
    const digit = await cell(page, 1, 1).locator(".digit").boundingBox();
    if (digit === null) throw new Error("no digit at r1c1");
    expect(digit.y + digit.height / 2).toBeGreaterThan(first.box.y + first.box.height / 2 + 2);
    await page.context().close();
  });

  it("a quadruple's circle covers the box lines it stands on; two clues on one corner both show", async () => {
    const page = await openPuzzle("quadruple.json");
    // The clue on the box corner between r6/r7 and c3/c4: inside its circle, on the box line's path, white.
    const circle = page.locator(".rules g[data-rule=quadruple][data-cells='r6c3 r6c4 r7c3 r7c4'] circle");
    const box = await circle.boundingBox();
    if (box === null) throw new Error("no circle");
    const shot = decodePng(await page.screenshot({ clip: { x: box.x, y: box.y, width: box.width, height: box.height } }));
    // The vertical box line runs through the circle's middle column; a point a quarter up from its bottom.
    const at = (Math.round(shot.height * 0.8) * shot.width + Math.round(shot.width / 2)) * shot.channels;
    expect([...shot.pixels.subarray(at, at + 3)].every((v) => v > 200)).toBe(true);
    // r2c6 r2c7 r3c6 r3c7 has two clues, 3 and 6 9: each picture shows all three digits.
    const texts = await page.locator(".rules g[data-rule=quadruple][data-cells='r2c6 r2c7 r3c6 r3c7']").allTextContents();
    expect(texts.length).toBe(2);
    for (const t of texts) expect(t.replace(/\s/g, "")).toBe("369");
    await page.context().close();
  });

  it("an arrow's shaft starts on its circle's edge", async () => {
    const page = await openPuzzle("arrow.json");
    const gaps = await page.locator(".rules g[data-rule=arrow]").evaluateAll((groups) =>
      groups.map((g) => {
        const c = g.querySelector("circle");
        const line = g.querySelector("polyline");
        const first = line?.points.getItem(0);
        if (c === null || first === undefined) return Number.NaN;
        return Math.hypot(first.x - c.cx.baseVal.value, first.y - c.cy.baseVal.value) - c.r.baseVal.value;
      }),
    );
    expect(gaps.length).toBeGreaterThan(0);
    for (const gap of gaps) expect(Math.abs(gap)).toBeLessThan(0.5);
    await page.context().close();
  });
});
