/**
 * Playing on the page in headless Chromium: several colours in a cell, drawn as slices; every shipped
 * multi-grid layout playable on a phone (390x844): the board fits the screen or zooms to a grid, and a tap
 * enters a digit. Skipped where Chromium is missing, except in CI (test/support/chromium.ts); every wait is
 * bounded.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { encodeShare } from "../../src/web/share-url.js";
import { CHROMIUM, chromiumAvailable } from "../support/chromium.js";
import { usePageBench } from "../support/open-page.js";
import { projectRoot } from "../support/fixtures.js";

const available = chromiumAvailable();
const bench = usePageBench();

/** A link to the shipped puzzle. */
async function link(file: string): Promise<string> {
  return `${bench.indexUrl}${await encodeShare(JSON.stringify(JSON.parse(readFileSync(join(projectRoot, "puzzles", file), "utf8"))))}`;
}

describe.skipIf(!available)(`playing on the page${available ? "" : ` (skipped: ${CHROMIUM} is not installed)`}`, () => {
  it("several colours in a cell: data-colour lists them, the cell is drawn in slices; one again takes it off", async () => {
    const page = await bench.openPage(await link("classic-seed.json"));
    const a = page.locator(".cell:not([data-given])").first();
    await a.click();
    await page.keyboard.press("v");
    await page.keyboard.press("3");
    await page.keyboard.press("5");
    expect(await a.getAttribute("data-colour")).toBe("3 5");
    await page.keyboard.press("Escape");
    expect(await a.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/^conic-gradient\(/);
    await a.click();
    await page.keyboard.press("3");
    expect(await a.getAttribute("data-colour")).toBe("5");
    await page.keyboard.press("Escape");
    expect(await a.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe("none");
    await page.context().close();
  });

  for (const file of ["sumo.layout.json", "shogun.layout.json"]) {
    it(`${file}: at 1400x1000 the pad shows under the whole board; on a phone the board fits the width and a zoomed grid takes a tap`, async () => {
      const json = readFileSync(join(projectRoot, "puzzles/layouts", file), "utf8");
      const wide = await bench.openPage(`${bench.indexUrl}${await encodeShare(json)}`, { viewport: { width: 1400, height: 1000 } });
      const pad = await wide.locator(".play-bar").boundingBox();
      const board = await wide.locator("#board").boundingBox();
      if (pad === null || board === null) throw new Error("no pad or board");
      expect(pad.y + pad.height).toBeLessThanOrEqual(1000);
      expect(board.x + board.width).toBeLessThanOrEqual(1400);
      await wide.context().close();

      const phone = await bench.openPage(`${bench.indexUrl}${await encodeShare(json)}`, {
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      const whole = await phone.locator("#board").boundingBox();
      if (whole === null) throw new Error("no board");
      expect(whole.x).toBeGreaterThanOrEqual(0);
      expect(whole.x + whole.width).toBeLessThanOrEqual(390);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // One grid at a time, large enough for a finger: zoom to the second grid, tap a cell, type.
      const zoom = phone.locator("#grid-view button").nth(2);
      await zoom.click();
      const cells = await phone.locator(".cell").evaluateAll(
        (els) =>
          els.filter((el) => {
            const r = el.getBoundingClientRect();
            const win = document.getElementById("board-window")?.getBoundingClientRect();
            return win !== undefined && r.left >= win.left && r.right <= win.right && r.top >= win.top && r.bottom <= win.bottom;
          }).length,
      );
      expect(cells).toBeGreaterThanOrEqual(81);
      const size = await phone.locator(".cell").first().boundingBox();
      expect(size?.width ?? 0).toBeGreaterThanOrEqual(30);
      await phone.evaluate(() => window.scrollTo(0, 0));
      const win = await phone.locator("#board-window").boundingBox();
      if (win === null) throw new Error("no window");
      await phone.touchscreen.tap(win.x + win.width / 2, win.y + win.height / 2);
      await phone.getByRole("button", { name: "4", exact: true }).click();
      expect(await phone.locator('.cell[data-value="4"]').count()).toBe(1);
      await phone.context().close();
    });
  }
});
