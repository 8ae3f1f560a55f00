/**
 * Vitest setup file, run in every test file's worker before its tests: configures fast-check with the run's
 * seed (chosen and printed by test/support/seed-global.ts), so every property of every file is replayable
 * from COMBO_SEED alone; and removes, after each file, the temporary folders its tests made.
 */
import fc from "fast-check";
import { afterAll, inject } from "vitest";
import { removeTempDirs } from "./capture-io.js";

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: inject("comboSeed") });

// Every test file removes the folders it made with tempDir (test/support/capture-io.ts).
afterAll(removeTempDirs);
