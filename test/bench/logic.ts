/**
 * Bench section "logic": the step engine and rating, against its speed targets. Figures only,
 * never pass/fail: each target's figure is printed beside it with "met" or "MISSED", with the tails
 * (p90, worst) and the worst case named. Ratings as users get them from `rate` (a unique puzzle:
 * knownUnique), one thread, CPU time of this process.
 *
 *   - forum hardest (../shared/bench): a sample of LOGIC_FH_SAMPLE puzzles (default 20, evenly spread, the
 *     first at line LOGIC_FH_OFFSET, default 0): median 1 s or less, worst 10 s or less per puzzle;
 *   - the same sample as users run it: the built CLI (dist/), `rate LINE`, one process a puzzle, its CPU
 *     (user + system, all threads: start-up, JIT warm-up and the compiler's threads included) measured by
 *     /usr/bin/time: the same targets;
 *   - magictour: 50 puzzles/CPU s or more; 17-clue: 4,000/CPU s or more (each within a CPU budget, on a
 *     prefix); the order of their median difficulty, forum hardest > magictour > 17-clue;
 *   - the level x qqwing-level table on the committed qqwing fixture sets (test/fixtures/qqwing);
 *   - every published samurai in ../shared/external, median of repeats: median under 20 ms;
 *   - not a target: the nested nets' search for one step on a wide-open 9x9, samurai and sumo, to the first
 *     step found or, where none is, to each level's budget spent (the bound a step can take there);
 *   - generate --difficulty extreme and hard for a samurai, in-process, over 10 seeds (CPU, each seed
 *     capped; LOGIC_GENERATE_SEEDS=N for fewer): extreme under 5 s median, hard under 2 s median; each
 *     puzzle rated again as `rate` does (untimed), which must give the reported rating. Alone: section
 *     "generate-level".
 * The whole section takes about 2-4 minutes of CPU.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { deriveSeed } from "../../src/generate/derive-seed.js";
import { generateAtLevel } from "../../src/generate/generate-level.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { solveLogically } from "../../src/logic/engine.js";
import type { Level, Rating, RatingLevel } from "../../src/logic/rating.js";
import { rateSolve } from "../../src/logic/rating.js";
import { LEVELS } from "../../src/logic/rating.js";
import { withoutNetsIf } from "../../src/logic/techniques.js";
import { initialState } from "../../src/logic/state.js";
import { nestedForcingChains } from "../../src/logic/techniques/nested-forcing-chains.js";
import { solve } from "../../src/strategies/solve.js";
import type { Model } from "../../src/model/model.js";
import { readExternal } from "../external/read-external.js";
import { cpuMs, median, projectRoot, timedCli } from "./common.js";

/** CPU budget of each rate-per-second set: a long set is rated on a prefix. */
const RATE_BUDGET_MS = 4000;
/** CPU budget of the forum-hardest sample: past it the sample ends early (said so). */
const FH_BUDGET_MS = 120_000;
const SAMURAI_REPEATS = 9;
/** Seeds per generate level (LOGIC_GENERATE_SEEDS, default 10). */
const GENERATE_SEEDS = Math.max(1, Number(process.env.LOGIC_GENERATE_SEEDS ?? "10") || 10);
/** CPU cap of one generate seed: past it the seed is stopped and counted at the cap (said so). */
const GENERATE_CAP_MS = 15_000;
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

/** The value at fraction q of the sorted values (q = 0.9: p90). */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

/** "figure (target: ... ): met" or MISSED; `atMost`: the figure must not exceed the target. */
function verdict(figure: number, target: number, atMost: boolean): string {
  return (atMost ? figure <= target : figure >= target) ? "met" : "MISSED";
}

function seconds(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;
}

/** Median, p90 and worst of per-item CPU times, the worst named. */
function tails(times: readonly number[], names: readonly string[]): string {
  let worst = 0;
  times.forEach((t, i) => {
    if (t > times[worst]!) worst = i;
  });
  return `median ${seconds(median(times))}, p90 ${seconds(quantile(times, 0.9))}, worst ${seconds(times[worst] ?? Number.NaN)} (${names[worst] ?? "-"})`;
}

export async function benchLogic(): Promise<void> {
  const root = projectRoot();
  const single = buildGeometry(BUILTIN_LAYOUTS.single);
  const rate = (givens: Uint8Array): Rating => rateSolve(solveLogically({ geometry: single, givens }, { knownUnique: true }));
  const dir = join(root, "..", "shared", "bench");
  const medians: Record<string, number> = {};

  console.log("\n## Logic: rating the shared 9x9 sets (single thread, CPU time, as `rate` does: knownUnique)");
  if (!existsSync(dir)) console.log(`${dir}: not present; skipped`);
  else {
    const hardest = readLines(join(dir, "forum_hardest_1106.txt"));
    const wanted = Math.max(1, Number(process.env.LOGIC_FH_SAMPLE ?? "20") || 20);
    const offset = Math.max(0, Number(process.env.LOGIC_FH_OFFSET ?? "0") || 0);
    const step = Math.max(1, Math.floor(hardest.length / wanted));
    const clue17 = readLines(join(dir, "17_clue.txt"));
    for (const p of clue17.slice(0, 300)) rate(p); // warm-up
    const times: number[] = [];
    const names: string[] = [];
    const ratings: Rating[] = [];
    const sample: number[] = [];
    const started = cpuMs();
    for (let i = offset % step; i < hardest.length && times.length < wanted; i += step) {
      const t0 = cpuMs();
      ratings.push(rate(hardest[i]!));
      times.push(cpuMs() - t0);
      names.push(`line ${i + 1}`);
      sample.push(i);
      if (cpuMs() - started > FH_BUDGET_MS) break;
    }
    medians.forum_hardest_1106 = median(ratings.map((r) => r.difficulty));
    const difficulties = ratings.map((r) => r.difficulty);
    console.log(
      `forum hardest, ${times.length} puzzles (every ${step}th from line ${(offset % step) + 1}${times.length < wanted ? `; CPU budget ${FH_BUDGET_MS / 1000} s spent` : ""}): ` +
        `${tails(times, names)}; rated ${Math.min(...difficulties)}-${Math.max(...difficulties)}, ${levelCounts(ratings)}`,
    );
    console.log(`  target median 1 s: ${verdict(median(times), 1000, true)}; target worst 10 s: ${verdict(Math.max(...times), 10_000, true)}`);
    benchCliCold(
      root,
      sample.map((i) => lineText(hardest[i]!)),
      times,
      lineText(clue17[0]!),
    );
    for (const [set, target] of [
      ["magictour_top1465", 50],
      ["17_clue", 4000],
    ] as const) {
      const puzzles = readLines(join(dir, `${set}.txt`));
      const each: number[] = [];
      const setRatings: Rating[] = [];
      const cpu0 = cpuMs();
      for (const p of puzzles) {
        const t0 = cpuMs();
        setRatings.push(rate(p));
        each.push(cpuMs() - t0);
        if (cpuMs() - cpu0 > RATE_BUDGET_MS) break;
      }
      const perSecond = (setRatings.length * 1000) / (cpuMs() - cpu0);
      medians[set] = median(setRatings.map((r) => r.difficulty));
      console.log(
        `${set}, ${setRatings.length}/${puzzles.length} rated: ${perSecond.toFixed(0)} puzzles/CPU s (target ${target}/s: ${verdict(perSecond, target, false)}); ` +
          `per puzzle ${tails(
            each,
            each.map((_, i) => `line ${i + 1}`),
          )}; median difficulty ${medians[set]!.toFixed(1)}`,
      );
      console.log(`  ${levelCounts(setRatings)}`);
    }
    const order = medians.forum_hardest_1106! > medians.magictour_top1465! && medians.magictour_top1465! > medians["17_clue"]!;
    console.log(`order by median difficulty, forum hardest > magictour > 17-clue: ${order ? "holds" : "DOES NOT HOLD"}`);
  }

  console.log("\n## Logic: our level x qqwing's level (test/fixtures/qqwing, 50 puzzles each)");
  console.log(`${"qqwing".padEnd(14)}${ALL_LEVELS.map((l) => l.padStart(14)).join("")}`);
  for (const q of ["simple", "easy", "intermediate", "expert"]) {
    const ratings = readLines(join(root, "test", "fixtures", "qqwing", `qqwing-${q}.txt`)).map(rate);
    console.log(`${q.padEnd(14)}${ALL_LEVELS.map((l) => String(ratings.filter((r) => r.level === l).length).padStart(14)).join("")}`);
  }

  benchPublishedSamurai(root);
  benchWideOpenNets();
  await benchGenerateLevels();
}

/** Bench section "generate-level": the last part of "logic" alone, generate --difficulty extreme and hard for a samurai. */
export async function benchGenerateLevels(): Promise<void> {
  benchGenerateLevel("extreme", 5000);
  benchGenerateLevel("hard", 2000);
}

/** A puzzle's 81-character line, '.' for the empty cells. */
function lineText(givens: Uint8Array): string {
  return Array.from(givens, (d) => (d === 0 ? "." : String(d))).join("");
}

/**
 * The forum-hardest sample as users rate it: `combo-sudoku rate LINE`, one cold process a puzzle, the whole
 * process's CPU (user + system, every thread) and wall time; needs dist/ (npm run build) and /usr/bin/time.
 * Then where that CPU goes, per puzzle: the start-up (`rate` of an easy line, `easy`, median of 5), the
 * engine's own work (`warmMs`, the same puzzle's in-process time above) and the rest, the engine run cold.
 */
function benchCliCold(root: string, lines: readonly string[], warmMs: readonly number[], easy: string): void {
  const main = join(root, "dist", "cli", "main.js");
  if (!existsSync(main) || !existsSync("/usr/bin/time")) {
    console.log(`the same through the CLI: ${existsSync(main) ? "/usr/bin/time" : "dist/cli/main.js"} missing (npm run build first); skipped`);
    return;
  }
  const cpu: number[] = [];
  const wall: number[] = [];
  const names: string[] = [];
  for (const [i, line] of lines.entries()) {
    const run = cliRate(root, line);
    if (typeof run === "string") {
      console.log(`the same through the CLI: rate failed on sample puzzle ${i + 1} ${run}; skipped`);
      return;
    }
    cpu.push(run.cpu);
    wall.push(run.wall);
    names.push(`sample ${i + 1}`);
  }
  console.log(
    `the same through the CLI, \`rate LINE\`, one process a puzzle, CPU user+sys of the whole process: ${tails(cpu, names)}; wall median ${seconds(median(wall))}`,
  );
  console.log(`  target median 1 s: ${verdict(median(cpu), 1000, true)}; target worst 10 s: ${verdict(Math.max(...cpu), 10_000, true)}`);
  const startUp: number[] = [];
  for (let i = 0; i < 5; i++) {
    const run = cliRate(root, easy);
    if (typeof run === "string") return;
    startUp.push(run.cpu);
  }
  const start = median(startUp);
  const cold = cpu.map((c, i) => c - start - (warmMs[i] ?? 0));
  console.log(
    `  where it goes, per puzzle: start-up (\`rate\` of the 17-clue set's first line, median of 5) ${seconds(start)}; ` +
      `the engine's work (the in-process time above) median ${seconds(median(warmMs))}; the rest, the engine run cold ` +
      `(V8 compiling it on its background threads, its code run in the baseline tiers until then) median ${seconds(median(cold))}, worst ${seconds(Math.max(...cold))}`,
  );
}

/** One `rate LINE` process: its CPU (user + system) and wall time in ms, or why it failed. */
function cliRate(root: string, line: string): { readonly cpu: number; readonly wall: number } | string {
  const run = timedCli(root, ["rate", line], 120_000);
  if (run.status !== 0 || Number.isNaN(run.cpu)) return `(exit ${run.status}): ${run.stderr.trim()}`;
  return { cpu: run.cpu, wall: run.wall };
}

/**
 * Not a target: the nested forcing chains' search for one step on a wide-open layout (a solution's every
 * 7th cell given; every 4th on the 9x9), from the givens alone (a `rate` would hand the nets a position
 * the easier techniques had worked on: this is an upper estimate). It ends at the first step found, or
 * where no level finds one, when each level's budget (nested-forcing-chains.ts, NESTED_BUDGET) is spent:
 * that figure is the bound a step can take in them on such a layout. Printed per layout, with the step.
 */
function benchWideOpenNets(): void {
  console.log("\n## Logic: the nested nets on a wide-open layout (to the first step, or to the budget's end: the bound), CPU");
  const parts: string[] = [];
  for (const name of ["single", "samurai", "sumo"] as const) {
    const geometry = buildGeometry(BUILTIN_LAYOUTS[name]);
    const solution = solve({ geometry, givens: new Uint8Array(geometry.cellCount) }, { limit: 1 }).solutions[0];
    if (solution === undefined) continue;
    const givens = new Uint8Array(geometry.cellCount);
    for (let c = 0; c < geometry.cellCount; c += name === "single" ? 4 : 7) givens[c] = solution[c]!;
    const state = initialState({ geometry, givens });
    const t0 = cpuMs();
    const step = nestedForcingChains.find(state);
    parts.push(`${name} ${seconds(cpuMs() - t0)} (${step === undefined ? "no step: budget spent" : `a ${step.difficulty} step`})`);
  }
  console.log(`nested forcing chains' search for one step, a solution's every 7th cell given (the 9x9: every 4th): ${parts.join(", ")}`);
}

function benchPublishedSamurai(root: string): void {
  console.log(`\n## Logic: rating the published samurai (../shared/external), CPU, median of ${SAMURAI_REPEATS} runs each`);
  const ext = join(root, "..", "shared", "external");
  if (!existsSync(ext)) {
    console.log(`${ext}: not present; skipped`);
    return;
  }
  const all: number[] = [];
  const names: string[] = [];
  for (const name of readdirSync(ext)
    .filter((f) => f.startsWith("samurai") && f.endsWith(".txt"))
    .sort()) {
    const { puzzle } = readExternal(readFileSync(join(ext, name), "utf8"), name);
    const model: Model = puzzle.model;
    // As `rate` does: the uniqueness techniques only when a search proves one solution, no nets with several.
    const { status } = solve(model, { limit: 2, keep: 0 });
    const options = { knownUnique: status === "unique", ...withoutNetsIf(status === "multiple") };
    const rating = rateSolve(solveLogically(model, options));
    const times: number[] = [];
    for (let i = 0; i < SAMURAI_REPEATS; i++) {
      const t0 = cpuMs();
      rateSolve(solveLogically(model, options));
      times.push(cpuMs() - t0);
    }
    all.push(median(times));
    names.push(name);
    console.log(
      `${name.padEnd(44)} ${rating.level.padEnd(13)} difficulty ${rating.difficulty.toFixed(1).padStart(4)} ${median(times).toFixed(2).padStart(8)} ms` +
        (status === "unique" ? "" : ` (${status === "multiple" ? "more than one solution" : status}: rated as far as logic goes, as \`rate\` does)`),
    );
  }
  console.log(`samurai rating over ${all.length} puzzles: ${tails(all, names)} (target median 20 ms: ${verdict(median(all), 20, true)})`);
}

function benchGenerateLevel(level: Level, targetMs: number): void {
  const samurai = buildGeometry(BUILTIN_LAYOUTS.samurai);
  console.log(`\n## Logic: generate --difficulty ${level}, samurai, in-process, ${GENERATE_SEEDS} seeds (CPU; a seed stopped at ${GENERATE_CAP_MS / 1000} s)`);
  const cpu: number[] = [];
  const names: string[] = [];
  const attempts: number[] = [];
  const givens: number[] = [];
  const mismatches: string[] = [];
  let stopped = 0;
  for (let i = 1; i <= GENERATE_SEEDS; i++) {
    const seed = deriveSeed(2026, i);
    const t0 = cpuMs();
    try {
      const made = generateAtLevel(samurai, { seed, level, shouldStop: () => cpuMs() - t0 > GENERATE_CAP_MS });
      cpu.push(cpuMs() - t0);
      attempts.push(made.stats.attempts);
      givens.push(made.stats.givens);
      // Untimed: the puzzle rated as `rate` rates it must be what generate reported.
      const rated = rateSolve(solveLogically({ geometry: samurai, givens: made.givens }, { knownUnique: true }));
      if (rated.level !== made.rating.level || rated.difficulty !== made.rating.difficulty) {
        mismatches.push(`seed ${seed}: reported ${made.rating.difficulty} ${made.rating.level}, rated ${rated.difficulty} ${rated.level}`);
      }
    } catch {
      cpu.push(cpuMs() - t0);
      stopped++; // stopped at the cap, or no candidate reached the level: counted at its time
    }
    names.push(`seed ${seed}`);
  }
  console.log(
    `${level} samurai: ${tails(cpu, names)}; candidates tried: median ${attempts.length > 0 ? median(attempts) : "-"}, most ${attempts.length > 0 ? Math.max(...attempts) : "-"}` +
      `${givens.length > 0 ? `; givens ${Math.min(...givens)}-${Math.max(...givens)}` : ""}` +
      `${stopped > 0 ? `; ${stopped} seed(s) stopped or failed` : ""} (target median ${seconds(targetMs)}: ${verdict(median(cpu), targetMs, true)})`,
  );
  console.log(
    `  rated again as \`rate\` does: ${mismatches.length === 0 ? `all ${attempts.length} as reported` : `${mismatches.length} NOT as reported: ${mismatches.join("; ")}`}`,
  );
}
