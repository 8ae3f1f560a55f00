/**
 * generate --rules figures (printed, never pass/fail), in-process: a 9x9 killer without givens over 20
 * seeds (target under 1 s median) and a killer samurai over 20 seeds (target under 10 s median): median
 * and worst time, wall and CPU, cages, and checks left undecided at their node budget. benchKropki, its own
 * section: kropki (`generate --rules kropki`): a 9x9 over KROPKI_SEEDS seeds (default 10; target under 2 s median) and a
 * samurai over KROPKI_SAMURAI_SEEDS seeds (default 5; target under 10 s median), with the dots and givens
 * left. benchEveryRule (`generate-every-rule`): every kind of GENERATED_RULE_KINDS alone, a 9x9 and a samurai
 * over EVERY_RULE_SEEDS seeds (default 3), against the same targets.
 */
import { deriveSeed } from "../../src/generate/derive-seed.js";
import { GENERATED_RULE_KINDS, generateWithRules } from "../../src/generate/generate-rules.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { LimitError } from "../../src/model/errors.js";
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

/** The kropki figures (`npm run bench -- generate-kropki`): time per puzzle, dots and givens left, checks past their budget, against the targets. */
export async function benchKropki(): Promise<void> {
  console.log("\n## generate --rules kropki, in-process");
  const cases = [
    { name: "single", seeds: Number(process.env.KROPKI_SEEDS ?? 10), target: 2000 },
    { name: "samurai", seeds: Number(process.env.KROPKI_SAMURAI_SEEDS ?? 5), target: 10000 },
  ] as const;
  for (const { name, seeds, target } of cases) {
    const layout = BUILTIN_LAYOUTS[name];
    const wall: number[] = [];
    const cpu: number[] = [];
    const dots: number[] = [];
    const givens: number[] = [];
    let unproven = 0;
    for (let i = 1; i <= seeds; i++) {
      let made: ReturnType<typeof generateWithRules> | undefined;
      const t = timeBoth(() => (made = generateWithRules(layout, { seed: deriveSeed(2024, i), rules: ["kropki"] })));
      wall.push(t.wall);
      cpu.push(t.cpu);
      dots.push((made?.layout.rules ?? []).filter((r) => r.type === "kropki").length);
      givens.push(made?.stats.givens ?? 0);
      unproven += made?.stats.unproven ?? 0;
    }
    console.log(
      `kropki ${name.padEnd(7)} ${seeds} seeds: median ${median(wall).toFixed(0)} ms, worst ${Math.max(...wall).toFixed(0)} ms wall; ` +
        `median ${median(cpu).toFixed(0)} ms, worst ${Math.max(...cpu).toFixed(0)} ms CPU (target: median under ${target} ms); ` +
        `median ${median(dots)} dots, ${median(givens)} givens; ${unproven} checks past their budget`,
    );
  }
}

/** The targets of `generate --rules KIND`, median CPU a puzzle: a 9x9 under 2 s, a samurai under 10 s. */
const EVERY_RULE_CASES = [
  { name: "single", target: 2000 },
  { name: "samurai", target: 10000 },
] as const;

/**
 * Every kind `generate --rules` makes, alone (`npm run bench -- generate-every-rule`): a 9x9 and a samurai
 * over EVERY_RULE_SEEDS seeds (default 3) each, the median and worst CPU and wall a puzzle, the givens left,
 * the checks past their node budget, and MISSED where the median CPU is past the target. EVERY_RULE_KINDS
 * (a comma-separated list) runs only those kinds. A seed that gives up (LimitError: a kind that did not
 * matter in its attempts) is counted as failed, its time kept.
 */
export async function benchEveryRule(): Promise<void> {
  const seeds = Number(process.env.EVERY_RULE_SEEDS ?? 3);
  const only = process.env.EVERY_RULE_KINDS?.split(",").map((k) => k.trim());
  const kinds = GENERATED_RULE_KINDS.filter((k) => only === undefined || only.includes(k));
  console.log(`\n## generate --rules KIND, every kind alone, ${seeds} seeds each, in-process (targets: median CPU 9x9 under 2 s, samurai under 10 s)`);
  const missed: string[] = [];
  for (const kind of kinds) {
    for (const { name, target } of EVERY_RULE_CASES) {
      const layout = BUILTIN_LAYOUTS[name];
      const wall: number[] = [];
      const cpu: number[] = [];
      const givens: number[] = [];
      let unproven = 0;
      let failed = 0;
      for (let i = 1; i <= seeds; i++) {
        let made: ReturnType<typeof generateWithRules> | undefined;
        const t = timeBoth(() => {
          try {
            made = generateWithRules(layout, { seed: deriveSeed(2024, i), rules: [kind] });
          } catch (e: unknown) {
            if (!(e instanceof LimitError)) throw e;
            failed++;
          }
        });
        wall.push(t.wall);
        cpu.push(t.cpu);
        if (made !== undefined) givens.push(made.stats.givens);
        unproven += made?.stats.unproven ?? 0;
      }
      const miss = median(cpu) >= target;
      if (miss) missed.push(`${kind} ${name}`);
      console.log(
        `${kind.padEnd(18)} ${name.padEnd(7)} CPU median ${(median(cpu) / 1000).toFixed(2)} s, worst ${(Math.max(...cpu) / 1000).toFixed(2)} s; ` +
          `wall median ${(median(wall) / 1000).toFixed(2)} s, worst ${(Math.max(...wall) / 1000).toFixed(2)} s; ` +
          `median ${givens.length > 0 ? median(givens) : "-"} givens; ${unproven} checks past their budget` +
          `${failed > 0 ? `; ${failed} failed` : ""}${miss ? `; MISSED (target ${target / 1000} s)` : ""}`,
      );
    }
  }
  console.log(missed.length === 0 ? "every kind met its targets" : `missed: ${missed.join(", ")}`);
}
