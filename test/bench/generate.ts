/**
 * Generator figures (printed, never pass/fail): median time for a minimal unique samurai and 9x9 over
 * several seeds, and 9x9 puzzles a second over a batch. Targets: a minimal samurai under 2 s; 9x9 at 200
 * puzzles/s or more.
 */
import { deriveSeed } from "../../src/generate/derive-seed.js";
import { generatePuzzle } from "../../src/generate/generate-puzzle.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { median } from "./common.js";

const SEEDS = 15;
const BATCH = 200;

export async function benchGenerate(): Promise<void> {
  for (const name of ["samurai", "single"] as const) {
    const geometry = buildGeometry(BUILTIN_LAYOUTS[name]);
    generatePuzzle(geometry, { seed: 0 }); // warm-up
    const times: number[] = [];
    const givens: number[] = [];
    let unproven = 0;
    for (let i = 1; i <= SEEDS; i++) {
      const started = performance.now();
      const made = generatePuzzle(geometry, { seed: deriveSeed(2024, i) });
      times.push(performance.now() - started);
      givens.push(made.stats.givens);
      unproven += made.stats.unproven;
    }
    console.log(
      `generate minimal ${name}: median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms over ${SEEDS} seeds; ` +
        `median ${median(givens)} givens; ${unproven} removals unproven (check budget)`,
    );
  }
  const single = buildGeometry(BUILTIN_LAYOUTS.single);
  const started = performance.now();
  for (let i = 0; i < BATCH; i++) generatePuzzle(single, { seed: deriveSeed(7, i) });
  const ms = performance.now() - started;
  console.log(`generate minimal 9x9 batch: ${BATCH} puzzles in ${ms.toFixed(0)} ms, ${((BATCH * 1000) / ms).toFixed(0)} puzzles/s`);
}
