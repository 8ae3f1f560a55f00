/**
 * Playing on the page in headless Chromium: several colours in a cell, drawn as slices; the pen; every shipped
 * multi-grid layout playable on a phone (390x844): the board fits the screen or zooms to a grid, and a tap
 * enters a digit. Skipped where Chromium is missing, except in CI (test/support/chromium.ts); every wait is
 * bounded.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { encodeShare } from "../../src/web/share-url.js";
import { CHROMIUM, chromiumAvailable } from "../support/chromium.js";
import { usePageBench, WAIT } from "../support/open-page.js";
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

  it("keys change cells in place: every cell element outlives digits, marks, colours, selection moves, undo and a clash", async () => {
    const page = await bench.openPage(await link("samurai-seed-a.json"));
    // Each cell element tagged: a cell rebuilt at a keypress comes back without the tag.
    const tagged = await page.locator(".cell").evaluateAll((els) => {
      for (const el of els) (el as HTMLElement & { tag?: boolean }).tag = true;
      return els.length;
    });
    expect(tagged).toBe(369);
    const empty = page.locator(".cell:not([data-given])");
    await empty.first().click();
    for (const key of ["4", "ArrowRight", "Shift+1", "Shift+2", "c", "7", "v", "3", "5", "z", "ArrowDown", "9", "Delete", "9", "Control+z"])
      await page.keyboard.press(key);
    const peer = await page.locator(".cell[data-given]").first().getAttribute("data-value");
    await empty.nth(1).click();
    await page.keyboard.press(peer ?? "1"); // a digit that may clash with a given: errors shown in place too
    expect(await page.locator('.cell[data-value="4"]:not([data-given])').count()).toBe(1);
    expect(await page.locator('.cell[data-colour="3 5"]').count()).toBe(1);
    const kept = await page.locator(".cell").evaluateAll((els) => els.filter((el) => (el as HTMLElement & { tag?: boolean }).tag === true).length);
    expect(kept).toBe(369);
    await page.context().close();
  });

  it("the pen: a drag draws lines centre to centre (one undo step), a tap a circle, a drag from a line rubs out; digits type nothing; Z goes back; a reload keeps the marks", async () => {
    const page = await bench.openPage(await link("classic-seed.json"));
    const centre = async (row: number, col: number): Promise<[number, number]> => {
      const box = await page.locator(`.cell[data-row="${row}"][data-col="${col}"]`).boundingBox();
      if (box === null) throw new Error(`no r${row}c${col}`);
      return [box.x + box.width / 2, box.y + box.height / 2];
    };
    const drag = async (from: [number, number], to: [number, number], steps: number): Promise<void> => {
      await page.mouse.move(...(await centre(...from)));
      await page.mouse.down();
      await page.mouse.move(...(await centre(...to)), { steps });
      await page.mouse.up();
    };
    const marks = () => page.locator("svg.pen [data-pen]").evaluateAll((els) => els.map((el) => el.getAttribute("data-pen")).sort());
    const pen = page.getByRole("button", { name: "Pen", exact: true });
    await pen.click();
    expect(await pen.getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "Normal", exact: true }).getAttribute("aria-pressed")).toBe("false");
    await drag([1, 1], [1, 3], 12);
    expect(await marks()).toEqual(["line 0,0 0,1", "line 0,1 0,2"]);
    expect(await page.locator(".cell[aria-selected=true]").count()).toBe(0); // the pen does not select
    // A fast pointer that skips cells still draws every line on its way (here in one move event).
    await drag([3, 1], [3, 4], 1);
    expect(await marks()).toEqual(["line 0,0 0,1", "line 0,1 0,2", "line 2,0 2,1", "line 2,1 2,2", "line 2,2 2,3"]);
    await page.mouse.click(...(await centre(5, 5)));
    expect(await marks()).toContain("circle 4,4");
    // Undo takes back the circle, then the whole fast drag at once; redo brings them back.
    await page.keyboard.press("Control+z");
    await page.keyboard.press("Control+z");
    expect(await marks()).toEqual(["line 0,0 0,1", "line 0,1 0,2"]);
    await page.keyboard.press("Control+y");
    await page.keyboard.press("Control+y");
    expect(await marks()).toHaveLength(6);
    // A drag that starts on a line rubs out, and only rubs out: past the lines it draws nothing.
    await drag([1, 3], [1, 1], 12);
    expect(await marks()).toEqual(["circle 4,4", "line 2,0 2,1", "line 2,1 2,2", "line 2,2 2,3"]);
    await page.mouse.move(...(await centre(3, 3)));
    await page.mouse.down();
    await page.mouse.move(...(await centre(3, 2)), { steps: 12 });
    await page.mouse.move(...(await centre(4, 2)), { steps: 12 });
    await page.mouse.up();
    expect(await marks()).toEqual(["circle 4,4", "line 2,0 2,1", "line 2,2 2,3"]);
    // Digits type nothing while the pen is on; Z goes back to Normal and the board selects again.
    const empty = page.locator(".cell:not([data-given])").first();
    await page.keyboard.press("5");
    expect(await page.locator('.cell:not([data-given])[data-value="5"]').count()).toBe(0);
    await page.keyboard.press("z");
    expect(await pen.getAttribute("aria-pressed")).toBe("false");
    expect(await page.getByRole("button", { name: "Normal", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await empty.click();
    await page.keyboard.press("5");
    expect(await empty.getAttribute("data-value")).toBe("5");
    await page.reload();
    await page.waitForSelector("body[data-ready]", { state: "attached", timeout: WAIT });
    expect(await marks()).toEqual(["circle 4,4", "line 2,0 2,1", "line 2,2 2,3"]);
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
