/**
 * Vitest global setup: chooses the one fast-check seed of this run and prints it, so that any failing
 * property can be replayed with `COMBO_SEED=<seed> npm test` (or `npx vitest run <file>`).
 *
 * The seed comes from the environment variable COMBO_SEED when set (an integer, as fast-check prints it in
 * a failure: a signed 32-bit value), or is drawn at random. It reaches the test workers through vitest's
 * provide/inject (test/support/seed-setup.ts configures fast-check there), not through process.env, which
 * a worker may not share.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { readSeed } from "./seed.js";

declare module "vitest" {
  export interface ProvidedContext {
    comboSeed: number;
  }
}

let chosen: number | undefined;

/**
 * The run's own temporary folder: every test's files (tempDir, mkdtemp, the CLI runs the tests start, the
 * browser's profile) go under it, as TMPDIR for the workers and their children. At the end it must be
 * empty: whatever a test left is listed and fails the run (exit code 1); then it is removed, so nothing is
 * left in the system's temporary folder either way.
 */
let runTemp: string | undefined;

export function setup(project: TestProject): void {
  runTemp = mkdtempSync(join(tmpdir(), "combo-sudoku-run-"));
  process.env.TMPDIR = runTemp;
  chosen = readSeed(process.env.COMBO_SEED);
  project.provide("comboSeed", chosen);
  console.log(`fast-check seed ${chosen} (replay: COMBO_SEED=${chosen} npm test)`);
}

/** Printed again at the end of the run, where a failure report ends and the seed is easiest to find. */
export function teardown(): void {
  if (runTemp !== undefined) {
    const left = readdirSync(runTemp);
    if (left.length > 0) {
      console.error(`the tests left ${left.length} entries in their temporary folder (each test must remove what it creates): ${left.slice(0, 20).join(", ")}`);
      process.exitCode = 1;
    }
    rmSync(runTemp, { recursive: true, force: true });
  }
  if (chosen !== undefined) console.log(`fast-check seed ${chosen} (replay: COMBO_SEED=${chosen} npm test)`);
}
