/**
 * The workbench page's figures (printed, never pass/fail): the bundle's size, raw and gzipped (target:
 * under 150 KB gzipped); the first render in headless Chromium (target: under 300 ms), from navigation
 * start to the page's "ready" mark with the seed samurai loaded from the URL, median over several loads;
 * and the input latency while the worker counts (target: a key answered within 50 ms), from a key's
 * event to the next frame with the digit drawn, over several keys during a long Count.
 * Skipped, saying so, where /usr/bin/chromium is missing (the size is still reported).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { encodeShare } from "../../src/web/share-url.js";
import { median, projectRoot } from "./common.js";
import { CHROMIUM, CHROMIUM_FLAGS } from "../support/chromium.js";

const LOADS = 7;
const KEYS = 20;

/**
 * In the page: KEYS digits typed into the first cell (selected by a pointer press), each timed from its
 * keydown to the next animation frame after it (the digit is on screen then); the times in ms.
 */
const TYPE_AND_TIME = `(async () => {
  const times = [];
  const cell = () => document.querySelector('.cell:not([data-given])');
  const first = cell();
  first.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerId: 1 }));
  document.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerId: 1 }));
  for (let i = 0; i < ${KEYS}; i++) {
    const digit = String((i % 9) + 1);
    const t0 = performance.now();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: digit, code: 'Digit' + digit, bubbles: true }));
    await new Promise((r) => requestAnimationFrame(() => r()));
    const at = document.querySelector('.cell[data-row="' + first.dataset.row + '"][data-col="' + first.dataset.col + '"]');
    if (at.dataset.value !== digit) throw new Error('digit not drawn');
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 30));
  }
  return times;
})()`;

export async function benchWeb(): Promise<void> {
  const root = projectRoot();
  const dir = mkdtempSync(join(tmpdir(), "combo-sudoku-bench-web-"));
  try {
    execFileSync(process.execPath, [join(root, "scripts/build-web.mjs"), dir], { timeout: 120_000 });
    const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
    let raw = 0;
    let gzipped = 0;
    for (const file of ["index.html", "style.css", "app.js"]) {
      const bytes = readFileSync(join(dir, file));
      raw += bytes.length;
      gzipped += gzipSync(bytes, { level: 9 }).length;
    }
    console.log(`web page size: ${kb(raw)} raw, ${kb(gzipped)} gzipped (index.html + style.css + app.js with its worker; target < 150 KB gzipped)`);

    if (!existsSync(CHROMIUM)) {
      console.log(`web first render: skipped (${CHROMIUM} is not installed)`);
      return;
    }
    const json = JSON.stringify(JSON.parse(readFileSync(join(root, "puzzles/samurai-seed-a.json"), "utf8")));
    const url = `${pathToFileURL(join(dir, "index.html")).href}${await encodeShare(json)}`;
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS.filter((f) => f !== "--headless"),
      headless: true,
      timeout: 30_000,
    });
    try {
      const ready: number[] = [];
      const paint: number[] = [];
      for (let i = 0; i < LOADS; i++) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        await page.goto(url, { timeout: 30_000 });
        await page.waitForSelector("body[data-ready]", { state: "attached", timeout: 30_000 });
        const [r, p] = (await page.evaluate(
          "[performance.getEntriesByName('combo-sudoku:ready')[0]?.startTime ?? NaN, performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN]",
        )) as [number, number];
        ready.push(r);
        paint.push(p);
        await page.close();
      }
      console.log(
        `web first render (seed samurai from the URL, ${LOADS} loads): ready at median ${median(ready).toFixed(0)} ms, ` +
          `first contentful paint median ${median(paint).toFixed(0)} ms, worst ready ${Math.max(...ready).toFixed(0)} ms (target < 300 ms)`,
      );
      // Input while the worker counts the solutions of an empty twin (it never finishes in time).
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(pathToFileURL(join(dir, "index.html")).href, { timeout: 30_000 });
      await page.waitForSelector("body[data-ready]", { state: "attached", timeout: 30_000 });
      await page.getByLabel("Layout", { exact: true }).selectOption("twin");
      await page.getByRole("button", { name: "New", exact: true }).click();
      await page.getByLabel("Limit").fill("1000000000");
      await page.getByRole("button", { name: "Count", exact: true }).click();
      await page.waitForTimeout(300);
      const busy = (await page.locator("#status").textContent()) ?? "";
      const times = (await page.evaluate(TYPE_AND_TIME)) as number[];
      const still = (await page.locator("#status").textContent()) ?? "";
      await page.close();
      console.log(
        `web input latency while the worker counts (${KEYS} keys, key to next frame; worker ${busy.startsWith("counting") && still.startsWith("counting") ? "busy throughout" : "NOT busy throughout"}): ` +
          `median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms (target < 50 ms)`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
