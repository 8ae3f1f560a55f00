/**
 * Vitest global setup: chooses the one fast-check seed of this run and prints it, so that any failing
 * property can be replayed with `COMBO_SEED=<seed> npm test` (or `npx vitest run <file>`).
 *
 * The seed comes from the environment variable COMBO_SEED when set (an integer, as fast-check prints it in
 * a failure: a signed 32-bit value), or is drawn at random. It reaches the test workers through vitest's
 * provide/inject (test/support/seed-setup.ts configures fast-check there), not through process.env, which
 * a worker may not share.
 */
import type { TestProject } from "vitest/node";
import { readSeed } from "./seed.js";

declare module "vitest" {
  export interface ProvidedContext {
    comboSeed: number;
  }
}

let chosen: number | undefined;

export function setup(project: TestProject): void {
  chosen = readSeed(process.env.COMBO_SEED);
  project.provide("comboSeed", chosen);
  console.log(`fast-check seed ${chosen} (replay: COMBO_SEED=${chosen} npm test)`);
}

/** Printed again at the end of the run, where a failure report ends and the seed is easiest to find. */
export function teardown(): void {
  if (chosen !== undefined) console.log(`fast-check seed ${chosen} (replay: COMBO_SEED=${chosen} npm test)`);
}
