/**
 * Bench section: the rule puzzles under puzzles/ (one per rule, and the killer samurai: 150 cages drawn from
 * a solved samurai, and a sparser one with cages over half the cells and some without their sum; both
 * constructed by test/rules/rule-puzzles.test.ts), in-process with the default strategy: CPU time to a
 * first solution (limit 1) and to proving it the only one (limit 2), median of repeats (at most 20, or
 * about a second of CPU per puzzle), with the search nodes. The killer samurai is also run without its
 * givens (cages alone). Figures only, never pass/fail.
 */
import { readFileSync } from "node:fs";
import { loadInput } from "../../src/format/load-input.js";
import type { Model } from "../../src/model/model.js";
import { solve } from "../../src/strategies/solve.js";
import { ONE_RULE_PUZZLES } from "../support/rule-puzzle-recipes.js";
import { cpuMs, median } from "./common.js";

/** The samurai killers, then the 9x9 puzzles of one rule each. */
const PUZZLES = ["killer-samurai", "killer-samurai-sparse", ...ONE_RULE_PUZZLES];

/** Median CPU ms of `f` over up to 20 runs, stopping after about a second of CPU. */
function medianCpu(f: () => unknown): number {
  f(); // warm-up, untimed
  const times: number[] = [];
  let total = 0;
  while (times.length < 20 && (times.length < 3 || total < 1000)) {
    const start = cpuMs();
    f();
    const t = cpuMs() - start;
    times.push(t);
    total += t;
  }
  return median(times);
}

function row(name: string, model: Model): void {
  const first = solve(model, { limit: 2 });
  const one = medianCpu(() => solve(model, { limit: 1 }));
  const two = medianCpu(() => solve(model, { limit: 2 }));
  console.log(
    `${name.padEnd(32)} ${first.status.padEnd(8)} solve ${one.toFixed(2).padStart(8)} ms  unique ${two.toFixed(2).padStart(8)} ms  nodes ${String(first.stats.nodes).padStart(6)}  (${String(first.stats.strategy)})`,
  );
}

export async function benchRules(): Promise<void> {
  console.log("\n## Rule puzzles (puzzles/), in-process, CPU ms (median): to a solution (limit 1), to uniqueness (limit 2)");
  for (const name of PUZZLES) {
    const path = `puzzles/${name}.json`;
    const input = loadInput(readFileSync(path, "utf8"), { file: path });
    if (input.kind !== "puzzle") continue;
    row(`${name}.json`, input.puzzle.model);
    if (name === "killer-samurai") {
      const model = input.puzzle.model;
      row("killer-samurai.json, no givens", { geometry: model.geometry, givens: new Uint8Array(model.givens.length) });
    }
  }
}
