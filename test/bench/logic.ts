/**
 * Bench section "logic": the step engine and rating. Figures only, never pass/fail.
 *
 *   - rating rate (puzzles per CPU second and per wall second, single thread) and levels on the shared 9x9
 *     sets (../shared/bench: 17-clue, magictour, forum hardest), with the median score of each: the order
 *     forum hardest > magictour > 17-clue should hold;
 *   - the level x qqwing-level table on the committed qqwing fixture sets (test/fixtures/qqwing);
 *   - rating time of every published samurai in ../shared/external (median of repeats), and its level;
 *   - generate --difficulty hard for a samurai, in-process, over 10 seeds (wall and CPU time).
 * Targets: 17-clue at 2,000 puzzles/s or more; a published samurai rated in under 20 ms median; a hard
 * samurai generated in under 2 s median.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { deriveSeed } from "../../src/generate/derive-seed.js";
import { generateAtLevel } from "../../src/generate/generate-level.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { solveLogically } from "../../src/logic/engine.js";
import type { Rating, RatingLevel } from "../../src/logic/rating.js";
import { rateSolve } from "../../src/logic/rating.js";
import { LEVELS } from "../../src/logic/rating.js";
import type { Model } from "../../src/model/model.js";
import { readExternal } from "../external/read-external.js";
import { median, projectRoot, timeMs } from "./common.js";

/** CPU budget per set: a long set is rated on a prefix. */
const BUDGET_MS = 4000;
const SAMURAI_REPEATS = 15;
const GENERATE_SEEDS = 10;
const ALL_LEVELS: readonly RatingLevel[] = [...LEVELS, "needs search"];

function readLines(path: string): Uint8Array[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => /^[0-9.]{81}/.test(l))
    .map((l) => Uint8Array.from(l.slice(0, 81), (ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0)));
}

function levelCounts(ratings: readonly Rating[]): string {
  return ALL_LEVELS.map((level) => `${level} ${ratings.filter((r) => r.level === level).length}`).join(", ");
}

export async function benchLogic(): Promise<void> {
  const root = projectRoot();
  const single = buildGeometry(BUILTIN_LAYOUTS.single);
  const rate = (givens: Uint8Array): Rating => rateSolve(solveLogically({ geometry: single, givens }));

  console.log("\n## Logic: rating the shared 9x9 sets (single thread)");
  const dir = join(root, "..", "shared", "bench");
  const medians: Record<string, number> = {};
  if (!existsSync(dir)) console.log(`${dir}: not present; skipped`);
  else {
    for (const set of ["17_clue", "magictour_top1465", "forum_hardest_1106"]) {
      const puzzles = readLines(join(dir, `${set}.txt`));
      for (const p of puzzles.slice(0, 200)) rate(p); // warm-up
      const ratings: Rating[] = [];
      const cpu0 = process.cpuUsage();
      const wall0 = performance.now();
      for (const p of puzzles) {
        ratings.push(rate(p));
        const cpu = process.cpuUsage(cpu0);
        if ((cpu.user + cpu.system) / 1000 > BUDGET_MS) break;
      }
      const cpu = process.cpuUsage(cpu0);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      const wallMs = performance.now() - wall0;
      medians[set] = median(ratings.map((r) => r.difficulty));
      console.log(
        `${set.padEnd(20)} ${String(ratings.length).padStart(6)}/${puzzles.length} rated: ${((ratings.length * 1000) / cpuMs).toFixed(0)} puzzles/CPU s, ` +
          `${((ratings.length * 1000) / wallMs).toFixed(0)} puzzles/wall s; median difficulty ${medians[set]}`,
      );
      console.log(`${"".padEnd(20)} ${levelCounts(ratings)}`);
    }
    const order = medians.forum_hardest_1106 > medians.magictour_top1465 && medians.magictour_top1465 > medians["17_clue"];
    console.log(`order by median difficulty, forum hardest > magictour > 17-clue: ${order ? "holds" : "DOES NOT HOLD"}`);
  }

  console.log("\n## Logic: our level x qqwing's level (test/fixtures/qqwing, 50 puzzles each)");
  console.log(`${"qqwing".padEnd(14)}${ALL_LEVELS.map((l) => l.padStart(14)).join("")}`);
  for (const q of ["simple", "easy", "intermediate", "expert"]) {
    const ratings = readLines(join(root, "test", "fixtures", "qqwing", `qqwing-${q}.txt`)).map(rate);
    console.log(`${q.padEnd(14)}${ALL_LEVELS.map((l) => String(ratings.filter((r) => r.level === l).length).padStart(14)).join("")}`);
  }

  benchGenerateLevel();

  console.log(`\n## Logic: rating the published samurai (../shared/external), median of ${SAMURAI_REPEATS} runs`);
  const ext = join(root, "..", "shared", "external");
  if (!existsSync(ext)) {
    console.log(`${ext}: not present; skipped`);
    return;
  }
  const all: number[] = [];
  for (const name of readdirSync(ext)
    .filter((f) => f.startsWith("samurai") && f.endsWith(".txt"))
    .sort()) {
    const { puzzle } = readExternal(readFileSync(join(ext, name), "utf8"), name);
    const model: Model = puzzle.model;
    const rating = rateSolve(solveLogically(model));
    const times: number[] = [];
    for (let i = 0; i < SAMURAI_REPEATS; i++) times.push(timeMs(() => rateSolve(solveLogically(model))));
    const m = median(times);
    all.push(m);
    console.log(`${name.padEnd(44)} ${rating.level.padEnd(13)} difficulty ${rating.difficulty.toFixed(1).padStart(4)} ${m.toFixed(2).padStart(8)} ms`);
  }
  console.log(
    `samurai rating: median ${median(all).toFixed(2)} ms, worst ${Math.max(...all).toFixed(2)} ms over ${all.length} puzzles (target: under 20 ms median)`,
  );
}

function benchGenerateLevel(): void {
  const samurai = buildGeometry(BUILTIN_LAYOUTS.samurai);
  console.log(`\n## Logic: generate --difficulty hard, samurai, in-process, ${GENERATE_SEEDS} seeds`);
  const wall: number[] = [];
  const cpu: number[] = [];
  const attempts: number[] = [];
  for (let i = 1; i <= GENERATE_SEEDS; i++) {
    const cpu0 = process.cpuUsage();
    const started = performance.now();
    const made = generateAtLevel(samurai, { seed: deriveSeed(2026, i), level: "hard" });
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpu0);
    cpu.push((used.user + used.system) / 1000);
    attempts.push(made.stats.attempts);
  }
  console.log(
    `hard samurai: median ${median(wall).toFixed(0)} ms wall, ${median(cpu).toFixed(0)} ms CPU; worst ${Math.max(...wall).toFixed(0)} ms wall; ` +
      `candidates tried: median ${median(attempts)}, most ${Math.max(...attempts)} (target: under 2 s median)`,
  );
}
