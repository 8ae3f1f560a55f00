/**
 * Generator figures (printed, never pass/fail), in-process:
 *   - a minimal unique puzzle on each large layout and the samurai, no symmetry, 20 seeds: median and worst
 *     time, wall and CPU (CPU time is what this process spent; on a shared machine wall time also counts
 *     waiting for a core). Targets: sumo, shogun and gattai-8 under 300 ms median and 1 s worst,
 *     the samurai under 50 ms median. Every puzzle is proved unique by the generator; "unproven" counts
 *     removals left untried because their check ran past its node budget (0: each puzzle is minimal).
 *   - minimal 9x9 puzzles a second over a batch (target 200 a second).
 */
import { deriveSeed } from "../../src/generate/derive-seed.js";
import { generatePuzzle } from "../../src/generate/generate-puzzle.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { median, timeBoth } from "./common.js";

const SEEDS = 20;
const LAYOUTS = ["sumo", "shogun", "gattai-8", "samurai"] as const;
const BATCH = 200;

export async function benchGenerate(): Promise<void> {
  console.log(`\n## Generation of minimal puzzles, in-process, ${SEEDS} seeds each (no symmetry)`);
  for (const name of LAYOUTS) {
    const geometry = buildGeometry(BUILTIN_LAYOUTS[name]);
    generatePuzzle(geometry, { seed: 0 }); // warm-up
    const wall: number[] = [];
    const cpu: number[] = [];
    const givens: number[] = [];
    let unproven = 0;
    for (let i = 1; i <= SEEDS; i++) {
      let made: ReturnType<typeof generatePuzzle> | undefined;
      const t = timeBoth(() => (made = generatePuzzle(geometry, { seed: deriveSeed(2024, i) })));
      wall.push(t.wall);
      cpu.push(t.cpu);
      givens.push(made?.stats.givens ?? 0);
      unproven += made?.stats.unproven ?? 0;
    }
    console.log(
      `generate minimal ${name.padEnd(8)} median ${median(wall).toFixed(0).padStart(4)} ms, worst ${Math.max(...wall)
        .toFixed(0)
        .padStart(4)} ms wall; ` +
        `median ${median(cpu).toFixed(0).padStart(4)} ms, worst ${Math.max(...cpu)
          .toFixed(0)
          .padStart(4)} ms CPU; ` +
        `median ${median(givens)} givens; ${unproven} removals unproven`,
    );
  }
  const single = buildGeometry(BUILTIN_LAYOUTS.single);
  const t = timeBoth(() => {
    for (let i = 0; i < BATCH; i++) generatePuzzle(single, { seed: deriveSeed(7, i) });
  });
  console.log(
    `generate minimal 9x9 batch: ${BATCH} puzzles in ${t.wall.toFixed(0)} ms wall (${((BATCH * 1000) / t.wall).toFixed(0)} puzzles/s), ` +
      `${t.cpu.toFixed(0)} ms CPU (${((BATCH * 1000) / t.cpu).toFixed(0)} puzzles/s)`,
  );
}
