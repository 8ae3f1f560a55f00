import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // One fast-check seed per run, printed, replayable with COMBO_SEED (see README, Tests).
    globalSetup: ["test/support/seed-global.ts"],
    setupFiles: ["test/support/seed-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
