import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // One fast-check seed per run, printed, replayable with COMBO_SEED (see docs/development.md, Tests).
    globalSetup: ["test/support/seed-global.ts"],
    setupFiles: ["test/support/seed-setup.ts"],
    // Every core (vitest's own default keeps one free: one worker on a 2-core machine, which made the suite
    // 127 s there instead of 84 s).
    maxWorkers: "100%",
    // Generous: every test is bounded by its work (node budgets, run counts, readiness lines), never by the
    // clock, and a machine busy with other work made 60 s too short for the heavy property runs
    // (test/logic/plus-scan.test.ts). A hang still ends the run, with the test named.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
