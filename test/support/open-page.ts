/**
 * The browser tests' one set-up for the workbench page: the page built fresh into a temporary directory (so
 * no test runs a stale bundle), one headless Chromium for the file (a launch costs seconds on a loaded
 * machine), and `openPage`, which opens an address in a fresh context (no storage shared between pages)
 * and waits until the page says it is ready. Script errors a page raises fail the test that raised them.
 * Every wait is bounded; the browser and the directory are closed and removed after the file.
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { tempDir } from "./capture-io.js";
import { chromiumAvailable, launchChromium } from "./chromium.js";
import { projectRoot } from "./fixtures.js";

/** Every wait in the browser tests: long enough for a loaded 2-core machine, short enough to fail fast. */
export const WAIT = 20_000;

/** The built page and the way to open it, valid once the file's beforeAll has run. */
export interface PageBench {
  /** The folder the page was built into (index.html, app.js, style.css). */
  readonly pageDir: string;
  /** file:// address of the built index.html. */
  readonly indexUrl: string;
  /**
   * A fresh page at the address (its own context: 1280x900 unless the options say otherwise, downloads
   * accepted), once body[data-ready] is there. Close it with `page.context().close()` or `page.close()`.
   */
  openPage(url: string, options?: BrowserContextOptions, init?: string): Promise<Page>;
}

/**
 * Registers the file's hooks (build and launch before all, no script errors after each, close after all)
 * and returns the bench. Call it at the top level of a test file; where Chromium is missing the hooks do
 * nothing (the file's describe.skipIf skips the tests).
 */
export function usePageBench(): PageBench {
  let browser: Browser | undefined;
  let scriptErrors: string[] = [];
  let dir = "";
  const bench = {
    pageDir: "",
    indexUrl: "",
    async openPage(url: string, options: BrowserContextOptions = {}, init?: string): Promise<Page> {
      if (browser === undefined) throw new Error("no browser: usePageBench's beforeAll has not run");
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, ...options });
      page.setDefaultTimeout(WAIT);
      page.on("pageerror", (e) => scriptErrors.push(e.message));
      if (init !== undefined) await page.addInitScript(init);
      await page.goto(url, { timeout: WAIT });
      await page.waitForSelector("body[data-ready]", { state: "attached", timeout: WAIT });
      return page;
    },
  };
  const available = chromiumAvailable();
  beforeAll(async () => {
    if (!available) return;
    dir = tempDir();
    bench.pageDir = join(dir, "web");
    execFileSync(process.execPath, [join(projectRoot, "scripts/build-web.mjs"), bench.pageDir], { cwd: projectRoot, timeout: 60_000 });
    bench.indexUrl = pathToFileURL(join(bench.pageDir, "index.html")).href;
    browser = await launchChromium(WAIT);
  }, 120_000);
  afterEach(() => {
    const errors = scriptErrors;
    scriptErrors = [];
    expect(errors).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    if (dir !== "") rmSync(dir, { recursive: true, force: true });
  });
  return bench;
}
