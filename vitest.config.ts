import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // One fast-check seed per run, printed, replayable with COMBO_SEED (see docs/development.md, Tests); one
    // headless Chromium and one build of the page for every browser test file.
    globalSetup: ["test/support/seed-global.ts", "test/support/chromium-global.ts"],
    setupFiles: ["test/support/seed-setup.ts"],
    // Three workers on this 2-core machine (vitest's own default keeps one core free: one worker, which made
    // the suite 127 s there instead of 84 s). The browser tests and the CLI's signal and --timeout tests wait
    // on other processes much of their time: with a worker per core the suite took 334 s of wall time for
    // 444 s of CPU, with three 308 s, with four 425 s (more memory and switching than waiting to fill).
    maxWorkers: 3,
    // The test files of one worker share their modules rather than import the whole tree again each (vitest's
    // default isolation): this halved the suite's CPU (742 s to 419 s). No test here changes a module's state
    // for the next: each file's temporary folders are removed by the setup file, and fast-check is configured
    // the same way for every file.
    isolate: false,
    // Generous: every test is bounded by its work (node budgets, run counts, readiness lines), never by the
    // clock, and a machine busy with other work made 60 s too short for the heavy property runs
    // (test/logic/plus-scan.test.ts). A hang still ends the run, with the test named.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
