/**
 * Screenshots of the whole page, desktop (1280x900) and phone (390x844, touch), compared with reference
 * PNGs committed in test/web/screenshots/: the seed samurai from a link, as a player opens it. The clock
 * is masked (it ticks); everything else must match within a small tolerance (font anti-aliasing differs a
 * little between machines). A control shows the comparison fails on a changed page: one digit typed.
 * Regenerate the references after a deliberate change of the page's look: UPDATE_SCREENSHOTS=1 npx vitest
 * run test/web/screenshots.chromium.test.ts (then look at them before committing).
 * Skipped where Chromium is missing, except in CI (test/support/chromium.ts); every wait is bounded.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContextOptions, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { encodeShare } from "../../src/web/share-url.js";
import { CHROMIUM, chromiumAvailable } from "../support/chromium.js";
import { usePageBench } from "../support/open-page.js";
import { projectRoot } from "../support/fixtures.js";
import { decodePng, pixelDifference } from "../support/png-pixels.js";

const available = chromiumAvailable();
const UPDATE = process.env.UPDATE_SCREENSHOTS === "1";
/** Most pixels that may differ from a reference: 0.01% (about 115 on the desktop, 33 on the phone). */
const TOLERANCE = 0.0001;

const bench = usePageBench();
let link = "";

beforeAll(async () => {
  if (!available) return;
  const json = JSON.stringify(JSON.parse(readFileSync(join(projectRoot, "puzzles/samurai-seed-a.json"), "utf8")));
  link = `${bench.indexUrl}${await encodeShare(json)}`;
});

const VIEWS: Record<string, BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
};

function open(view: string): Promise<Page> {
  return bench.openPage(link, { ...VIEWS[view], colorScheme: "light", reducedMotion: "reduce" });
}

/** The page as it looks, the ticking clock masked. */
function shoot(page: Page): Promise<Buffer> {
  return page.screenshot({ animations: "disabled", caret: "hide", mask: [page.locator("#timer")], maskColor: "#808080" });
}

/** The reference of a view, written first when UPDATE_SCREENSHOTS=1. */
function reference(view: string, shot: Buffer): ReturnType<typeof decodePng> {
  const file = join(projectRoot, "test/web/screenshots", `${view}.png`);
  if (UPDATE) writeFileSync(file, shot);
  return decodePng(readFileSync(file));
}

describe.skipIf(!available)(`the page's look against reference screenshots${available ? "" : ` (skipped: ${CHROMIUM} is not installed)`}`, () => {
  for (const view of Object.keys(VIEWS)) {
    it(`${view}: the seed samurai from a link matches test/web/screenshots/${view}.png; one digit more does not`, async () => {
      const page = await open(view);
      const shot = decodePng(await shoot(page));
      const want = reference(view, await shoot(page));
      expect([shot.width, shot.height]).toEqual([want.width, want.height]);
      expect(pixelDifference(shot, want)).toBeLessThanOrEqual(TOLERANCE);
      // The control: one digit typed into an empty cell (then deselected) is a page the comparison refuses.
      const empty = page.locator(".cell:not([data-given])").first();
      await empty.click();
      await page.keyboard.press("8");
      await page.keyboard.press("Escape");
      expect(await empty.getAttribute("data-value")).toBe("8");
      const changed = decodePng(await shoot(page));
      expect(pixelDifference(changed, want)).toBeGreaterThan(TOLERANCE);
      await page.context().close();
    });
  }
});
