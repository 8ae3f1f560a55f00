/**
 * Setting on the page in headless Chromium: on a phone (390x844, touch) the pad types a cage's sum and a
 * quadruple's digits and has an Enter; cells selected first, then the tool, make the rule as a drag
 * does; the Layout select names what is loaded. Skipped where Chromium is missing, except in CI
 * (test/support/chromium.ts); every wait is bounded.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { encodeShare } from "../../src/web/share-url.js";
import { CHROMIUM, chromiumAvailable } from "../support/chromium.js";
import { usePageBench, WAIT } from "../support/open-page.js";
import { projectRoot } from "../support/fixtures.js";

const available = chromiumAvailable();
const bench = usePageBench();

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const cell = (page: Page, row: number, col: number) => page.locator(`.cell[data-row="${row}"][data-col="${col}"]`);
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const padKey = (page: Page, name: string) => page.locator("#pad").getByRole("button", { name, exact: true });

/** A fresh empty 9x9 in Set mode. */
async function emptyNine(page: Page): Promise<void> {
  await page.getByLabel("Layout", { exact: true }).selectOption("single");
  await button(page, "New").click();
  await expect.poll(() => page.locator(".cell").count(), { timeout: WAIT }).toBe(81);
}

/** A drag through cells' middles with the mouse (pointer events: as a finger's). */
async function drag(page: Page, cells: readonly [number, number][]): Promise<void> {
  const points = [];
  await page.evaluate(() => window.scrollTo(0, 0)); // the board below the sticky toolbar, not under it
  for (const [r, c] of cells) {
    const box = await cell(page, r, c).boundingBox();
    if (box === null) throw new Error(`no cell r${r}c${c}`);
    points.push({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  }
  const [first, ...rest] = points;
  if (first === undefined) return;
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const p of rest) await page.mouse.move(p.x, p.y);
  await page.mouse.up();
}

describe.skipIf(!available)(`setting on the page${available ? "" : ` (skipped: ${CHROMIUM} is not installed)`}`, () => {
  it("a phone: a cage dragged, its sum tapped on the pad with Enter; a quadruple's digits the same way", async () => {
    const page = await bench.openPage(bench.indexUrl, PHONE);
    await emptyNine(page);
    await button(page, "Killer cage").click();
    await drag(page, [
      [1, 1],
      [1, 2],
    ]);
    // The pad now types into the cage: 0-9, Delete and Enter.
    await expect.poll(() => page.locator("#pad").getAttribute("data-key"), { timeout: WAIT }).toBe("rule");
    await padKey(page, "1").click();
    await padKey(page, "7").click();
    await padKey(page, "Enter").click();
    expect(await page.locator(".rules g[data-rule=killer] .killer-sum").textContent()).toBe("17");
    expect(await page.locator(".rules g[data-rule=killer]").getAttribute("data-cells")).toBe("r1c1 r1c2");
    // Enter ends the sum: the pad is the digits' again, and a tap there is a given, not more sum.
    expect(await page.locator("#pad").getAttribute("data-key")).not.toBe("rule");

    await button(page, "Killer cage").click(); // off
    await button(page, "Quadruple").click();
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await cell(page, 5, 5).boundingBox();
    if (box === null) throw new Error("no cell");
    await page.mouse.click(box.x + box.width * 0.95, box.y + box.height * 0.95); // near its corner with r6c6
    await padKey(page, "3").click();
    await padKey(page, "8").click();
    await padKey(page, "Enter").click();
    expect((await page.locator(".rules g[data-rule=quadruple]").textContent())?.replace(/\s/g, "")).toBe("38");
    await page.context().close();
  });

  it("cells selected first, then the tool: a cage from the selection (its sum typed next), odd on each cell, a quadruple on a 2x2", async () => {
    const page = await bench.openPage(bench.indexUrl);
    await emptyNine(page);
    await drag(page, [
      [3, 3],
      [3, 4],
      [4, 4],
    ]);
    expect(await page.locator(".cell.selected").count()).toBe(3);
    await button(page, "Killer cage").click();
    await expect.poll(() => page.locator(".rules g[data-rule=killer]").getAttribute("data-cells"), { timeout: WAIT }).toBe("r3c3 r3c4 r4c4");
    await page.keyboard.press("1");
    await page.keyboard.press("2");
    await page.keyboard.press("Enter");
    expect(await page.locator(".rules g[data-rule=killer] .killer-sum").textContent()).toBe("12");
    await button(page, "Killer cage").click(); // off

    await drag(page, [
      [7, 7],
      [7, 8],
    ]);
    await button(page, "Odd").click();
    expect(await page.locator(".rules g[data-rule=odd]").count()).toBeGreaterThan(0);
    expect((await page.locator(".rules g[data-rule=odd]").evaluateAll((gs) => gs.map((g) => g.getAttribute("data-cells")))).join(" ")).toMatch(
      /r7c7.*r7c8|r7c8.*r7c7/,
    );
    await button(page, "Odd").click(); // off

    await drag(page, [
      [1, 8],
      [1, 9],
      [2, 9],
      [2, 8],
    ]);
    await button(page, "Quadruple").click();
    await page.keyboard.press("4");
    await page.keyboard.press("Enter");
    expect(await page.locator(".rules g[data-rule=quadruple]").getAttribute("data-cells")).toBe("r1c8 r1c9 r2c8 r2c9");
    await page.context().close();
  });

  it("the Layout select names the layout loaded: single for a killer, a jigsaw and a 16x16, samurai; custom where no built-in has its grids", async () => {
    const layoutShown = async (json: string): Promise<string> => {
      const page = await bench.openPage(`${bench.indexUrl}${await encodeShare(json)}`);
      const shown = await page.getByLabel("Layout", { exact: true }).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? "");
      await page.context().close();
      return shown;
    };
    for (const file of ["killer.json", "16x16-sudoku.json", "samurai-seed-a.json", "jigsaw.json"]) {
      const json = JSON.stringify(JSON.parse(readFileSync(join(projectRoot, "puzzles", file), "utf8")));
      const shown = await layoutShown(json);
      expect(shown, file).toBe(file === "samurai-seed-a.json" ? "samurai" : "single");
    }
    // A layout no built-in has: custom.
    const twoApart = {
      layout: {
        name: "apart",
        grids: [
          { id: "a", row: 0, col: 0 },
          { id: "b", row: 12, col: 12 },
        ],
      },
      givens: { a: ".".repeat(81), b: ".".repeat(81) },
    };
    expect(await layoutShown(JSON.stringify(twoApart))).toBe("custom");
  });
});
