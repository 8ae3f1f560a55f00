/**
 * Headless Chromium for the tests that look at pictures and pages: Debian's chromium-headless-shell (no
 * browser is ever downloaded). Where it is missing the tests skip, except in CI (CI=true), where .ci/run
 * installs it: there a missing browser fails loudly instead of passing by skipping.
 *
 * The tests drive the headless shell, Chromium's own engine without the browser around it, which is what
 * Playwright itself runs for headless tests: opening the workbench page and clicking a cell took 0.8 s of
 * CPU there against 2.6 s in the whole browser run headless (a new profile, its services and a full
 * compositor for every page), and the browser tests were half the suite's CPU. The page bench
 * (test/bench/web.ts) times the whole browser, /usr/bin/chromium, as a player runs it.
 */
import { existsSync } from "node:fs";

/** The tests' browser: Debian's package chromium-headless-shell. */
export const CHROMIUM = "/usr/bin/chromium-headless-shell";

/** The whole browser, Debian's package chromium: what the page bench times. */
export const FULL_CHROMIUM = "/usr/bin/chromium";

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
    throw new Error(`${CHROMIUM} is missing in CI: install it (apt-get install -y chromium-headless-shell); browser tests must not skip there`);
  }
  return available;
}
