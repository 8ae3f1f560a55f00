/**
 * The browser tests' one set-up for the workbench page: the page built fresh for the run (so no test runs a
 * stale bundle) and the run's one headless Chromium, both from test/support/chromium-global.ts; and
 * `openPage`, which opens an address in a fresh context (no storage shared between pages) and waits until
 * the page says it is ready. Script errors a page raises fail the test that raised them. Every wait is
 * bounded; the file's connection, and with it every context it opened, is closed after the file.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, BrowserContextOptions, Download, Page } from "playwright-core";
import { chromium } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { chromiumAvailable } from "./chromium.js";

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
    bench.pageDir = inject("webPageDir");
    bench.indexUrl = pathToFileURL(join(bench.pageDir, "index.html")).href;
    browser = await connectChromium();
  }, 120_000);
  afterEach(() => {
    const errors = scriptErrors;
    scriptErrors = [];
    expect(errors).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return bench;
}

/**
 * A connection to the run's one browser (test/support/chromium-global.ts). Closing it closes the contexts
 * it opened, not the browser.
 */
export function connectChromium(): Promise<Browser> {
  const endpoint = inject("chromiumEndpoint");
  if (endpoint === "") throw new Error("no browser for this run: Chromium is missing (test/support/chromium.ts)");
  return chromium.connect(endpoint, { timeout: WAIT });
}

/**
 * What a download holds, as text; the browser's copy is then deleted. Read through a stream: the shared
 * browser's files are not the test's to open by path.
 */
export async function downloadText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  await download.delete();
  return Buffer.concat(chunks).toString("utf8");
}
