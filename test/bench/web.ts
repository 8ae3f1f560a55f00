/**
 * The workbench page's figures (printed, never pass/fail): the bundle's size, raw and gzipped (target:
 * under 250 KB gzipped), and the first render in headless Chromium (target: under 1 s), from navigation
 * start to the page's "ready" mark with the seed samurai loaded from the URL, median over several loads.
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
    console.log(`web page size: ${kb(raw)} raw, ${kb(gzipped)} gzipped (index.html + style.css + app.js with its worker; target < 250 KB gzipped)`);

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
          `first contentful paint median ${median(paint).toFixed(0)} ms, worst ready ${Math.max(...ready).toFixed(0)} ms (target < 1000 ms)`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
