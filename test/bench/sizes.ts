/**
 * Bench section: grid sizes other than 9. The 16x16 sudoku and the samurai of 16x16 grids in
 * puzzles/, and 16x16 singles made by the generator at bench time (seeds 1-5, minimal): CPU time to solve
 * (limit 1) and to prove uniqueness (limit 2), median of repeats, with the search nodes. Then the same
 * for filling an empty 16x16 grid and an empty 16x16 samurai (limit 1). Figures only, never pass/fail.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadPuzzleJson } from "../../src/format/puzzle-json/load-puzzle.js";
import { generatePuzzle } from "../../src/generate/generate-puzzle.js";
import type { Model } from "../../src/model/model.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { solve } from "../../src/strategies/solve.js";
import { cpuMs, median, projectRoot, timeBoth } from "./common.js";
import { samuraiLayout } from "../support/samurai-layout.js";

const REPEATS = 9;

function row(label: string, model: Model): void {
  const figures = [1, 2].map((limit) => {
    const result = solve(model, { limit });
    const cpu: number[] = [];
    for (let i = 0; i < REPEATS; i++) cpu.push(timeBoth(() => solve(model, { limit })).cpu);
    return { status: result.status, nodes: result.stats.nodes, cpu: median(cpu) };
  });
  const [one, two] = figures;
  console.log(
    `${label.padEnd(44)} solve ${one.cpu.toFixed(2).padStart(8)} ms (${String(one.nodes).padStart(6)} nodes)   ` +
      `prove unique ${two.cpu.toFixed(2).padStart(8)} ms (${String(two.nodes).padStart(6)} nodes, ${two.status})`,
  );
}

export async function benchSizes(): Promise<void> {
  console.log(`\n## Other grid sizes: CPU time, median of ${REPEATS} runs (limit 1: solve; limit 2: prove unique)`);
  for (const name of ["16x16-sudoku", "samurai-16x16", "12x12-sudoku"]) {
    const puzzle = loadPuzzleJson(readFileSync(join(projectRoot(), "puzzles", `${name}.json`), "utf8"));
    const givens = puzzle.model.givens.reduce((n, d) => n + (d === 0 ? 0 : 1), 0);
    row(`puzzles/${name} (${givens} givens)`, puzzle.model);
  }
  const single = buildGeometry({ name: "single-16", size: 16, grids: [{ id: "main", row: 0, col: 0 }] });
  for (let seed = 1; seed <= 5; seed++) {
    const before = cpuMs();
    const made = generatePuzzle(single, { seed });
    const generated = cpuMs() - before;
    row(`16x16 seed ${seed} (${made.stats.givens} givens, made in ${(generated / 1000).toFixed(1)} s)`, { geometry: single, givens: made.givens });
  }
  const samurai = buildGeometry(samuraiLayout(16));
  for (const [label, geometry] of [
    ["empty 16x16: a solution", single],
    ["empty 16x16 samurai: a solution", samurai],
  ] as const) {
    const model = { geometry, givens: new Uint8Array(geometry.cellCount) };
    const result = solve(model, { limit: 1 });
    const cpu: number[] = [];
    for (let i = 0; i < REPEATS; i++) cpu.push(timeBoth(() => solve(model, { limit: 1 })).cpu);
    console.log(`${label.padEnd(44)} solve ${median(cpu).toFixed(2).padStart(8)} ms (${String(result.stats.nodes).padStart(6)} nodes)`);
  }
}
