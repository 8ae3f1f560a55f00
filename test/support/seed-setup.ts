/**
 * Vitest setup file, run in every test file's worker before its tests: configures fast-check with the run's
 * seed (chosen and printed by test/support/seed-global.ts), so every property of every file is replayable
 * from COMBO_SEED alone.
 */
import fc from "fast-check";
import { inject } from "vitest";

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: inject("comboSeed") });
