/**
 * Cosmetic elements on the page in headless Chromium: a puzzle's cosmetics (text, lines, circles,
 * rectangles, cages without a sum) are drawn under the rules and the digits; the setter's Text, Circle, Line
 * and Rectangle tools add and take them away, one undo step a drag, kept by autosave; the f-puzzles link the
 * page exports carries them, and a link holding them shows them. Skipped where Chromium is missing, except
 * in CI (test/support/chromium.ts); every wait is bounded.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fpuzzlesLink } from "../../src/format/fpuzzles/fpuzzles-link.js";
import { CHROMIUM, chromiumAvailable } from "../support/chromium.js";
import { usePageBench, WAIT } from "../support/open-page.js";

const available = chromiumAvailable();
const bench = usePageBench();

const cell = (page: Page, row: number, col: number) => page.locator(`.cell[data-row="${row}"][data-col="${col}"]`);
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
/** The cosmetics drawn, as "type cells" in the order of the puzzle's list. */
const drawn = (page: Page) =>
  page.locator("svg.cosmetics [data-cosmetic]").evaluateAll((els) => els.map((el) => `${el.getAttribute("data-cosmetic")} ${el.getAttribute("data-cells")}`));

/** The middle of a cell, in window pixels. */
async function centre(page: Page, row: number, col: number): Promise<[number, number]> {
  const box = await cell(page, row, col).boundingBox();
  if (box === null) throw new Error(`no cell r${row}c${col}`);
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** A drag through cells' middles with the mouse (pointer events: as a finger's). */
async function drag(page: Page, cells: readonly [number, number][]): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0)); // the board below the sticky toolbar, not under it
  const [first, ...rest] = cells;
  if (first === undefined) return;
  await page.mouse.move(...(await centre(page, ...first)));
  await page.mouse.down();
  for (const c of rest) await page.mouse.move(...(await centre(page, ...c)), { steps: 4 });
  await page.mouse.up();
}

/** A classic grid (two givens) with one f-puzzles item of each cosmetic kind, as f-puzzles writes them, and a killer cage. */
function drawnPuzzle(): unknown {
  const grid = Array.from({ length: 9 }, () => Array.from({ length: 9 }, (): Record<string, unknown> => ({})));
  const row0 = grid[0];
  if (row0 !== undefined) row0[1] = { value: 5, given: true };
  return {
    size: 9,
    title: "Drawn",
    grid,
    killercage: [{ cells: ["R9C1", "R9C2"], value: "3" }],
    text: [{ cells: ["R1C2"], value: "A", fontC: "#FF0000", size: 0.6 }],
    line: [{ lines: [["R2C2", "R3C3", "R4C4"]], outlineC: "#00FF00", width: 0.1 }],
    circle: [{ cells: ["R5C5"], baseC: "#FFFFFF", outlineC: "#000000", width: 0.8, height: 0.8 }],
    rectangle: [{ cells: ["R6C6"], baseC: "#EEEEEE", outlineC: "#000000", width: 1, height: 1 }],
    cage: [{ cells: ["R8C8", "R8C9"], outlineC: "#000000", value: "?" }],
  };
}

/** Loads a text as a paste into the Puzzle panel's box. */
async function load(page: Page, text: string): Promise<void> {
  await page.locator("#paste-text").fill(text);
  await page.locator("#paste-load").click();
}

describe.skipIf(!available)(`cosmetics on the page${available ? "" : ` (skipped: ${CHROMIUM} is not installed)`}`, () => {
  it("a link with cosmetics shows each, under the rules' pictures and the digits; the page's f-puzzles link carries them back", async () => {
    const page = await bench.openPage(bench.indexUrl);
    await load(page, fpuzzlesLink(drawnPuzzle()));
    await expect.poll(() => drawn(page), { timeout: WAIT }).toEqual(["text r1c2", "line r2c2 r3c3 r4c4", "circle r5c5", "rectangle r6c6", "cage r8c8 r8c9"]);
    // Drawn as render draws them: the text's words and colour, the line through the cells' centres.
    const text = page.locator('svg.cosmetics [data-cosmetic="text"] text');
    expect(await text.textContent()).toBe("A");
    expect(await text.getAttribute("fill")).toBe("#FF0000");
    const [x1, y1] = await centre(page, 2, 2);
    const line = await page.locator('svg.cosmetics [data-cosmetic="line"] polyline').boundingBox();
    expect(Math.abs((line?.x ?? 0) + 2 - x1)).toBeLessThan(4); // its left end at r2c2's centre, less half its width
    expect(Math.abs((line?.y ?? 0) + 2 - y1)).toBeLessThan(4);
    // Under the rules' pictures (before them in the board, at the same level) and under the digits.
    const order = await page.evaluate(() => {
      const c = document.querySelector("#board > svg.cosmetics");
      const r = document.querySelector("#board > svg.rules");
      const digit = document.querySelector(".cell[data-given] .digit");
      return {
        before: c !== null && r !== null && (c.compareDocumentPosition(r) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
        layer: c === null ? "" : getComputedStyle(c).zIndex,
        digit: digit === null ? "" : getComputedStyle(digit).zIndex,
      };
    });
    expect(order).toEqual({ before: true, layer: "2", digit: "3" });

    await page.locator("#export-fpuzzles").click();
    const link = await page.locator("#share-link").inputValue();
    expect(link).toMatch(/^https:\/\/www\.f-puzzles\.com\//);
    await page.context().close();
    // The link read back in a fresh page (no autosave of the first there): the same items, in the same places.
    const again = await bench.openPage(bench.indexUrl);
    expect(await again.locator("svg.cosmetics").count()).toBe(0);
    await load(again, link);
    await expect.poll(() => drawn(again), { timeout: WAIT }).toEqual(["text r1c2", "line r2c2 r3c3 r4c4", "circle r5c5", "rectangle r6c6", "cage r8c8 r8c9"]);
    await again.context().close();
  });

  it("the setter's tools: Text, Circle, Line and Rectangle add and take away; a drag is one undo step; a reload keeps them", async () => {
    const page = await bench.openPage(bench.indexUrl);
    await page.getByLabel("Layout", { exact: true }).selectOption("single");
    await button(page, "New").click();
    await expect.poll(() => page.locator(".cell").count(), { timeout: WAIT }).toBe(81);

    await button(page, "Text").click();
    await page.getByLabel("Text", { exact: true }).fill("hi");
    // Typing in the box, low in the tool panel, can scroll the page: the board's top rows go under the
    // sticky top bar, where a click at their place would hit the bar. The board back in view, as a setter has it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.click(...(await centre(page, 1, 1)));
    await button(page, "Circle").click();
    expect(await button(page, "Circle").getAttribute("aria-pressed")).toBe("true");
    expect(await button(page, "Text").getAttribute("aria-pressed")).toBe("false");
    // Pressing a tool low in the panel scrolls it into view, and the board's top rows with it under the top bar.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.click(...(await centre(page, 2, 2)));
    await button(page, "Line").click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await drag(page, [
      [3, 1],
      [3, 3],
      [4, 4],
    ]);
    await button(page, "Rectangle").click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await drag(page, [
      [6, 1],
      [6, 3],
    ]);
    expect(await drawn(page)).toEqual(["text r1c1", "circle r2c2", "line r3c1 r3c2 r3c3 r4c4", "rectangle r6c1", "rectangle r6c2", "rectangle r6c3"]);
    expect(await page.locator('svg.cosmetics [data-cosmetic="text"] text').textContent()).toBe("hi");
    // The tools draw, they do not select (the selection is what it was before the tool).
    expect(await page.locator(".cell[aria-selected=true]").count()).toBeLessThanOrEqual(1);

    // The shading drag was one undo step; redo brings it back.
    await page.keyboard.press("Control+z");
    expect(await drawn(page)).toHaveLength(3);
    await page.keyboard.press("Control+y");
    expect(await drawn(page)).toHaveLength(6);
    // A drag started on shading clears it.
    await drag(page, [
      [6, 2],
      [6, 3],
    ]);
    expect(await drawn(page)).toEqual(["text r1c1", "circle r2c2", "line r3c1 r3c2 r3c3 r4c4", "rectangle r6c1"]);
    // A tap takes an item away: the line through r3c2, the circle at r2c2.
    await button(page, "Line").click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.click(...(await centre(page, 3, 2)));
    await button(page, "Circle").click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.click(...(await centre(page, 2, 2)));
    expect(await drawn(page)).toEqual(["text r1c1", "rectangle r6c1"]);
    // A rule tool puts the cosmetic tool down.
    await button(page, "Killer cage").click();
    expect(await button(page, "Circle").getAttribute("aria-pressed")).toBe("false");

    await page.reload();
    await page.waitForSelector("body[data-ready]", { state: "attached", timeout: WAIT });
    expect(await drawn(page)).toEqual(["text r1c1", "rectangle r6c1"]);
    await page.context().close();
  });
});
