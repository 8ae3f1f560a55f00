/**
 * Headless Chromium for the tests that look at pictures and pages: Debian's /usr/bin/chromium (no browser is
 * ever downloaded). Where it is missing the tests skip, except in CI (CI=true), where .ci/run installs it:
 * there a missing browser fails loudly instead of passing by skipping.
 */
import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";
import { chromium } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";

/** Flags that work on this project's machines (no sandbox in containers, no network, no GPU). */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Whether the browser tests can run here; throws in CI when Chromium is missing. */
export function chromiumAvailable(): boolean {
  const available = existsSync(CHROMIUM);
  if (!available && process.env.CI === "true") {
    throw new Error(`${CHROMIUM} is missing in CI: install it (apt-get install -y chromium); browser tests must not skip there`);
  }
  return available;
}

/** Headless Chromium with the project's flags; the launch waits at most `timeout` milliseconds. */
export function launchChromium(timeout = 20_000): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.filter((f) => f !== "--headless"), headless: true, timeout });
}
