/**
 * Bench section: every published multi-grid puzzle in ../shared/external/ (when present), solved
 * in-process with the default strategy at limit 2, checked against its published solution, timed (median
 * of repeats per puzzle). Reports per shape, and the samurai mean and worst against the published
 * CP-SAT figures (11 ms mean, 22 ms worst on 272 samurai). Figures only, never pass/fail.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { canvasRows } from "../../src/format/canvas-rows.js";
import { solve } from "../../src/strategies/solve.js";
import { readExternal } from "../external/read-external.js";
import { median, timeMs } from "./common.js";

const REPEATS = 25;

export async function benchMultigrid(): Promise<void> {
  const dir = join(process.cwd(), "..", "shared", "external");
  console.log(`\n## Multi-grid puzzles (../shared/external), in-process, limit 2, median of ${REPEATS} runs`);
  if (!existsSync(dir)) {
    console.log(`${dir}: not present; skipped`);
    return;
  }
  const byShape = new Map<string, number[]>();
  let wrong = 0;
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith(".txt"))
    .sort()) {
    const { shape, puzzle, solutions } = readExternal(readFileSync(join(dir, name), "utf8"), name);
    const result = solve(puzzle.model, { limit: 2, keep: 2 });
    const found = result.solutions.map((s) => canvasRows(puzzle.model.geometry, s).join("\n"));
    const ok = found.includes(solutions[0].join("\n"));
    if (!ok) wrong++;
    const times: number[] = [];
    for (let i = 0; i < REPEATS; i++) times.push(timeMs(() => solve(puzzle.model, { limit: 2 })));
    const m = median(times);
    byShape.set(shape, [...(byShape.get(shape) ?? []), m]);
    console.log(`${name.padEnd(44)} ${result.status.padEnd(8)} ${ok ? "matches" : "WRONG  "} ${m.toFixed(3).padStart(8)} ms  nodes ${result.stats.nodes}`);
  }
  console.log("\nper shape (median ms per puzzle): mean / worst");
  for (const [shape, ms] of [...byShape].sort()) {
    const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
    console.log(`  ${shape.padEnd(12)} ${String(ms.length).padStart(3)} puzzles  ${mean.toFixed(3)} / ${Math.max(...ms).toFixed(3)} ms`);
  }
  const samurai = byShape.get("samurai") ?? [];
  if (samurai.length > 0) {
    const mean = samurai.reduce((a, b) => a + b, 0) / samurai.length;
    const worst = Math.max(...samurai);
    console.log(
      `samurai: mean ${mean.toFixed(3)} ms (CP-SAT 11 ms: ${(11 / mean).toFixed(0)}x), worst ${worst.toFixed(3)} ms (CP-SAT 22 ms: ${(22 / worst).toFixed(0)}x)`,
    );
  }
  console.log(`answers checked against the published solutions: ${wrong === 0 ? "all match" : `${wrong} WRONG`}`);
}
