/**
 * generate --rules figures (printed, never pass/fail), in-process: a 9x9 killer without givens over 20
 * seeds (target under 1 s median) and a killer samurai over 20 seeds (target under 10 s median): median
 * and worst time, wall and CPU, cages, and checks left undecided at their node budget.
 */
import { deriveSeed } from "../../src/generate/derive-seed.js";
import { generateWithRules } from "../../src/generate/generate-rules.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { median, timeBoth } from "./common.js";

const CASES = [
  { name: "single", seeds: 20 },
  { name: "samurai", seeds: 20 },
] as const;

export async function benchGenerateRules(): Promise<void> {
  console.log("\n## generate --rules killer (cages only, no givens), in-process");
  for (const { name, seeds } of CASES) {
    const layout = BUILTIN_LAYOUTS[name];
    const wall: number[] = [];
    const cpu: number[] = [];
    const cages: number[] = [];
    let unproven = 0;
    for (let i = 1; i <= seeds; i++) {
      let made: ReturnType<typeof generateWithRules> | undefined;
      const t = timeBoth(() => (made = generateWithRules(layout, { seed: deriveSeed(2024, i), rules: ["killer"] })));
      wall.push(t.wall);
      cpu.push(t.cpu);
      cages.push((made?.layout.rules ?? []).filter((r) => r.type === "killer").length);
      unproven += made?.stats.unproven ?? 0;
    }
    console.log(
      `killer ${name.padEnd(7)} ${seeds} seeds: median ${median(wall).toFixed(0)} ms, worst ${Math.max(...wall).toFixed(0)} ms wall; ` +
        `median ${median(cpu).toFixed(0)} ms, worst ${Math.max(...cpu).toFixed(0)} ms CPU; median ${median(cages)} cages; ${unproven} checks past their budget`,
    );
  }
}
