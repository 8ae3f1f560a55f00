/**
 * Vitest global setup: the run's one headless Chromium and its one build of the workbench page, shared by
 * every browser test file (test/support/open-page.ts connects to them): a build took 0.7 s of CPU and a
 * launch of the whole browser 2-3 s, paid once for the run rather than once for each of the nine files.
 * Where Chromium is missing (outside CI) nothing starts and the browser files skip; in CI a missing
 * browser fails the run (test/support/chromium.ts).
 *
 * The browser is a child of the run's main process, driven through a pipe: it ends with the run, even one
 * killed outright. Test files reach it by a WebSocket on 127.0.0.1 only, at an address with a random path.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserServer } from "playwright-core";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM, CHROMIUM_FLAGS, chromiumAvailable } from "./chromium.js";
import { projectRoot } from "./fixtures.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared browser's WebSocket address; empty where Chromium is missing. */
    chromiumEndpoint: string;
    /** The folder the workbench page was built into for this run; empty where Chromium is missing. */
    webPageDir: string;
  }
}

let server: BrowserServer | undefined;
let dir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!chromiumAvailable()) {
    project.provide("chromiumEndpoint", "");
    project.provide("webPageDir", "");
    return;
  }
  // Under the run's temporary folder (TMPDIR, set by seed-global.ts, which runs first).
  dir = mkdtempSync(join(tmpdir(), "combo-sudoku-web-"));
  const pageDir = join(dir, "web");
  execFileSync(process.execPath, [join(projectRoot, "scripts/build-web.mjs"), pageDir], { cwd: projectRoot, timeout: 120_000 });
  server = await chromium.launchServer({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS.filter((f) => f !== "--headless"),
    headless: true,
    host: "127.0.0.1",
    timeout: 60_000,
  });
  project.provide("chromiumEndpoint", server.wsEndpoint());
  project.provide("webPageDir", pageDir);
}

/** Runs before seed-global.ts's teardown, which fails the run on anything left in the temporary folder. */
export async function teardown(): Promise<void> {
  await server?.close();
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
}
