/**
 * Planner figures for the seed samurai: time per stage (median of repeats), projections, combinations
 * examined, and the planner's total time against whole-layout search. Prints figures, never pass/fail.
 */
import { readFileSync } from "node:fs";
import { loadInput } from "../../src/format/load-input.js";
import { solvePlanner } from "../../src/strategies/solve-planner.js";
import type { Model } from "../../src/model/model.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import { median, projectRoot } from "./common.js";

const REPEATS = 15;
/** Untimed runs first: the first runs pay for JIT compilation (seed A: about 25 ms cold, 4 ms warm). */
const WARMUP = 10;

interface PlannerFigures {
  outer: Record<string, { solutions: number; projections: number; prunedByHubGivens: number; tried: number; pruned: number }>;
  order: string;
  combinations: number;
  hubSolves: number;
  ms: { outer: number; combine: number; hub: number; total: number };
}

function seedModel(name: "a" | "b"): Model {
  const text = readFileSync(`${projectRoot()}/puzzles/samurai-seed-${name}.json`, "utf8");
  const input = loadInput(text, { file: `samurai-seed-${name}.json` });
  if (input.kind !== "puzzle") throw new Error("expected a puzzle");
  return input.puzzle.model;
}

export async function benchPlanner(): Promise<void> {
  for (const name of ["a", "b"] as const) {
    const model = seedModel(name);
    const stages = { outer: [] as number[], combine: [] as number[], hub: [] as number[], total: [] as number[] };
    let figures: PlannerFigures | undefined;
    const searchMs: number[] = [];
    const coldStarted = performance.now();
    solvePlanner(model, { limit: Infinity, keep: 1 });
    const coldMs = performance.now() - coldStarted;
    for (let i = 1; i < WARMUP; i++) {
      solvePlanner(model, { limit: Infinity, keep: 1 });
      solveSearch(model, { limit: Infinity, keep: 1 });
    }
    for (let i = 0; i < REPEATS; i++) {
      const result = solvePlanner(model, { limit: Infinity, keep: 1 });
      figures = result.stats.planner as PlannerFigures;
      for (const k of ["outer", "combine", "hub", "total"] as const) stages[k].push(figures.ms[k]);
      const started = performance.now();
      solveSearch(model, { limit: Infinity, keep: 1 });
      searchMs.push(performance.now() - started);
    }
    if (figures === undefined) continue;
    const fmt = (values: number[]): string => `${median(values).toFixed(2)} ms`;
    console.log(`samurai seed ${name.toUpperCase()} (median of ${REPEATS} after ${WARMUP} warm-up runs, counting all solutions)`);
    console.log(`  planner first run (cold) ${coldMs.toFixed(2)} ms`);
    console.log(`  planner stages: outer grids ${fmt(stages.outer)}, combine ${fmt(stages.combine)}, hub ${fmt(stages.hub)}`);
    console.log(`  planner total ${fmt(stages.total)}   search ${fmt(searchMs)}`);
    for (const [id, o] of Object.entries(figures.outer)) {
      console.log(
        `  ${id}: ${o.solutions} solutions, ${o.projections} projections (${o.prunedByHubGivens} refuted by hub givens), ` +
          `${o.tried} partial combinations tried, ${o.pruned} pruned`,
      );
    }
    console.log(`  order ${figures.order}; ${figures.combinations} full combinations, ${figures.hubSolves} hub solves`);
  }
}
