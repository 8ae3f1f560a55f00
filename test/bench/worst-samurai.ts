/**
 * Bench section: the worst cases of solving a samurai (limit 2, the default strategy, in-process), over
 * three sets: the published samurai in ../shared/external (skipped where missing), and minimal samurai made
 * by the generator from fixed seeds, without symmetry and with central symmetry (the generator's puzzles are
 * minimal, so they need more search than published ones). Each puzzle's time is the median of REPEATS solves;
 * reported per set: mean and worst, the worst puzzle and its search nodes; then which set holds the worst
 * case. Target: no samurai over 20 ms. Figures only, never pass/fail.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { deriveSeed } from "../../src/generate/derive-seed.js";
import { generatePuzzle } from "../../src/generate/generate-puzzle.js";
import type { Symmetry } from "../../src/generate/symmetry-orbits.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Model } from "../../src/model/model.js";
import { solve } from "../../src/strategies/solve.js";
import { readExternal } from "../external/read-external.js";
import { median, projectRoot, timeMs } from "./common.js";

const REPEATS = 7;
const GENERATED = 100;

interface Named {
  readonly name: string;
  readonly model: Model;
}

interface Worst {
  readonly set: string;
  readonly puzzle: string;
  readonly ms: number;
}

export async function benchWorstSamurai(): Promise<void> {
  console.log(`\n## Worst cases solving samurai, in-process, limit 2, median of ${REPEATS} solves per puzzle`);
  const sets: [string, Named[]][] = [];
  const dir = join(projectRoot(), "..", "shared", "external");
  if (existsSync(dir)) {
    const published = readdirSync(dir)
      .filter((f) => f.startsWith("samurai_") && f.endsWith(".txt"))
      .sort()
      .map((f) => ({ name: f, model: readExternal(readFileSync(join(dir, f), "utf8"), f).puzzle.model }));
    sets.push(["published (../shared/external)", published]);
  } else console.log(`${dir}: not present; published set skipped`);
  const geometry = buildGeometry(BUILTIN_LAYOUTS.samurai);
  for (const symmetry of ["none", "central"] as Symmetry[]) {
    const made: Named[] = [];
    for (let i = 0; i < GENERATED; i++) {
      const seed = deriveSeed(99, i);
      made.push({ name: `seed ${seed}`, model: { geometry, givens: generatePuzzle(geometry, { seed, symmetry }).givens } });
    }
    sets.push([`generated minimal, symmetry ${symmetry} (${GENERATED} seeds from 99)`, made]);
  }
  let worst: Worst | undefined;
  for (const [set, puzzles] of sets) {
    let sum = 0;
    let setWorst = { puzzle: "", ms: -1, nodes: 0 };
    for (const { name, model } of puzzles) {
      const nodes = solve(model, { limit: 2 }).stats.nodes;
      const times: number[] = [];
      for (let r = 0; r < REPEATS; r++) times.push(timeMs(() => solve(model, { limit: 2 })));
      const ms = median(times);
      sum += ms;
      if (ms > setWorst.ms) setWorst = { puzzle: name, ms, nodes };
    }
    console.log(
      `${set}: ${puzzles.length} puzzles, mean ${(sum / puzzles.length).toFixed(3)} ms, worst ${setWorst.ms.toFixed(3)} ms ` +
        `(${setWorst.puzzle}, ${setWorst.nodes} nodes)`,
    );
    if (worst === undefined || setWorst.ms > worst.ms) worst = { set, puzzle: setWorst.puzzle, ms: setWorst.ms };
  }
  if (worst !== undefined) console.log(`worst case overall: ${worst.ms.toFixed(3)} ms, ${worst.puzzle} of the set ${worst.set}`);
}
