/**
 * Bench section: in-process solve time of the project's seed puzzles (median of repeats, uniqueness
 * checked with limit 2), by strategy. Figures only, never pass/fail.
 */
import { readFileSync } from "node:fs";
import { loadInput } from "../../src/format/load-input.js";
import type { Model } from "../../src/model/model.js";
import { solve } from "../../src/strategies/solve.js";
import { median, timeMs } from "./common.js";

const FIXTURES = ["puzzles/samurai-seed-a.json", "puzzles/samurai-seed-b.json", "puzzles/classic-seed.json"];

export async function benchFixtures(): Promise<void> {
  console.log("\n## Seed puzzles, in-process (median of 200 runs, limit 2)");
  for (const path of FIXTURES) {
    const input = loadInput(readFileSync(path, "utf8"), { file: path });
    if (input.kind !== "puzzle") continue;
    const model: Model = input.puzzle.model;
    const first = solve(model, { limit: 2 });
    const times: number[] = [];
    for (let i = 0; i < 200; i++) times.push(timeMs(() => solve(model, { limit: 2 })));
    console.log(
      `${path.padEnd(32)} ${first.status.padEnd(8)} median ${median(times).toFixed(3)} ms  (strategy ${String(first.stats.strategy)}, nodes ${first.stats.nodes})`,
    );
  }
}
