/**
 * Bench section "variant-logic": `rate` and `explain` of variant puzzles as users run them (the built CLI,
 * one process a puzzle, the whole process's CPU by /usr/bin/time), against the targets: a median of 2 s of
 * CPU or less and a worst of 10 s or less per puzzle, and 9 in 10 of the unique puzzles solved by logic.
 * Figures only, never pass/fail: each figure is printed beside its target with "met" or "MISSED".
 *
 * The puzzles:
 *   - shipped: every puzzle in puzzles/ whose layout has rules, rated and explained;
 *   - generated: one 9x9 per kind of GENERATED_RULE_KINDS made by `generate -l single --rules KIND` (its
 *     time not counted), VARIANT_LOGIC_SEEDS seeds each (default 1), rated;
 *   - published, with ISS_DIR set to a checkout of the Interactive Sudoku Solver (see sums.ts): its killer
 *     and little-killer collections and its examples with sums, read by its parser, rated.
 * Per puzzle: the rules, the rating, the hardest step's technique, whether logic solved it, and the CPU.
 * Then per set the median, p90 and worst CPU, the puzzles past 10 s and those solved by logic; and the
 * rating with its hardest step for each rule kind (shipped and generated).
 *
 * Each command runs with `--timeout VARIANT_LOGIC_TIMEOUT` (seconds, default 30): one stopped there counts
 * as past the worst-case bound, with the bound as its time (a lower bound). VARIANT_LOGIC_ONLY=REGEX keeps
 * the puzzles whose "set name" matches. Needs dist/ (npm run build). The temp folder is removed at the end.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GENERATED_RULE_KINDS } from "../../src/generate/generate-rules.js";
import { median, projectRoot, timedCli } from "./common.js";
import { issCases, loadIss } from "./sums.js";

const MEDIAN_TARGET_MS = 2000;
const WORST_TARGET_MS = 10_000;
const LOGIC_SHARE_TARGET = 0.9;

interface Item {
  readonly set: string;
  readonly name: string;
  readonly file: string;
  readonly rules: string;
  /** Explain it too (the shipped puzzles): the same solve, with every step written. */
  readonly explain: boolean;
}

interface Rated {
  readonly item: Item;
  readonly cpu: number;
  readonly stopped: boolean;
  readonly status: string;
  readonly difficulty?: number;
  readonly level?: string;
  readonly hardest?: string;
  readonly solved: boolean;
  readonly explainCpu?: number;
}

/** The rule kinds of a puzzle file, in order, each once ("classic" for none). */
function rulesOf(puzzle: { layout?: { rules?: { type: string }[] } }): string {
  const kinds = [...new Set((puzzle.layout?.rules ?? []).map((r) => r.type))];
  return kinds.length === 0 ? "classic" : kinds.join(",");
}

/** One CLI run under /usr/bin/time, bounded by the command's own --timeout. */
function timed(root: string, args: readonly string[], timeoutS: number): ReturnType<typeof timedCli> {
  return timedCli(root, [...args, "--timeout", String(timeoutS)]);
}

function shipped(root: string): Item[] {
  const dir = join(root, "puzzles");
  const out: Item[] = [];
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith(".json"))
    .sort()) {
    const puzzle = JSON.parse(readFileSync(join(dir, f), "utf8")) as { layout?: { rules?: { type: string }[] } };
    const rules = rulesOf(puzzle);
    if (rules === "classic") continue;
    out.push({ set: "shipped", name: f.replace(/\.json$/, ""), file: join(dir, f), rules, explain: true });
  }
  return out;
}

function generated(root: string, tmp: string, timeoutS: number): Item[] {
  const seeds = Math.max(0, Number(process.env.VARIANT_LOGIC_SEEDS ?? "1") || 0);
  const out: Item[] = [];
  for (const kind of GENERATED_RULE_KINDS) {
    for (let seed = 1; seed <= seeds; seed++) {
      const file = join(tmp, `generated-${kind}-${seed}.json`);
      const made = timed(root, ["generate", "-l", "single", "--rules", kind, "--seed", String(seed), "-o", file], Math.max(timeoutS, 300));
      if (made.status !== 0 || !existsSync(file)) {
        console.log(`generated ${kind} seed ${seed}: generate exited ${made.status} (${made.stderr.split("\n")[0] ?? ""}); left out`);
        continue;
      }
      out.push({ set: "generated 9x9", name: `${kind} seed ${seed}`, file, rules: rulesOf(JSON.parse(readFileSync(file, "utf8")) as object), explain: false });
    }
  }
  return out;
}

async function published(tmp: string): Promise<Item[]> {
  const dir = process.env.ISS_DIR;
  if (dir === undefined || dir === "") {
    console.log("no ISS_DIR: the published killer and little-killer collections are left out (see sums.ts)");
    return [];
  }
  const out: Item[] = [];
  for (const [i, c] of issCases(await loadIss(dir)).entries()) {
    if (c.puzzle === undefined) continue;
    const file = join(tmp, `published-${i}.json`);
    writeFileSync(file, JSON.stringify({ layout: c.puzzle.layout, givens: c.puzzle.givens }));
    out.push({ set: c.set, name: c.name, file, rules: rulesOf(c.puzzle as { layout: { rules?: { type: string }[] } }), explain: false });
  }
  return out;
}

function rate(root: string, item: Item, timeoutS: number): Rated {
  const run = timed(root, ["rate", item.file, "-f", "json"], timeoutS);
  const stopped = run.status === 3;
  let parsed: { difficulty?: number; level?: string; hardest?: string; solvedByLogic?: boolean } = {};
  try {
    if (run.status === 0) parsed = JSON.parse(run.stdout) as typeof parsed;
  } catch {
    // Not JSON: reported by its status below.
  }
  const several = /more than one solution/.test(run.stderr);
  const status = stopped ? "stopped" : run.status !== 0 ? `exit ${run.status}` : several ? "several solutions" : "ok";
  const explainCpu = item.explain ? timed(root, ["explain", item.file], timeoutS).cpu : undefined;
  return {
    item,
    cpu: stopped ? Math.max(run.cpu, timeoutS * 1000) : run.cpu,
    stopped,
    status,
    ...(parsed.difficulty === undefined ? {} : { difficulty: parsed.difficulty }),
    ...(parsed.level === undefined ? {} : { level: parsed.level }),
    ...(parsed.hardest === undefined ? {} : { hardest: parsed.hardest }),
    solved: parsed.solvedByLogic === true,
    ...(explainCpu === undefined ? {} : { explainCpu }),
  };
}

const s = (ms: number | undefined): string => (ms === undefined || Number.isNaN(ms) ? "-" : (ms / 1000).toFixed(2));

function p90(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.9) - 1)] ?? Number.NaN;
}

function summary(name: string, rows: readonly Rated[]): void {
  if (rows.length === 0) return;
  const cpu = rows.map((r) => r.cpu);
  const worst = rows.reduce((a, b) => (b.cpu > a.cpu ? b : a));
  const unique = rows.filter((r) => r.status === "ok" || r.status === "stopped");
  const solved = unique.filter((r) => r.solved).length;
  const share = unique.length === 0 ? 1 : solved / unique.length;
  const mark = (ok: boolean): string => (ok ? "met" : "MISSED");
  console.log(
    `| ${name} | ${rows.length} | ${s(median(cpu))} (${mark(median(cpu) <= MEDIAN_TARGET_MS)}) | ${s(p90(cpu))} | ${s(worst.cpu)} ${worst.item.name}${worst.stopped ? " (stopped)" : ""} (${mark(worst.cpu <= WORST_TARGET_MS)}) | ${cpu.filter((c) => c > WORST_TARGET_MS).length} | ${solved}/${unique.length} (${mark(share >= LOGIC_SHARE_TARGET)}) |`,
  );
}

export async function benchVariantLogic(): Promise<void> {
  const root = projectRoot();
  console.log("\n## Variant logic: rate (and explain of the shipped puzzles) as users run them, CPU s per puzzle");
  if (!existsSync(join(root, "dist", "cli", "main.js")) || !existsSync("/usr/bin/time")) {
    console.log("dist/cli/main.js or /usr/bin/time missing (npm run build first); skipped");
    return;
  }
  const timeoutS = Math.max(1, Number(process.env.VARIANT_LOGIC_TIMEOUT ?? "30") || 30);
  const only = process.env.VARIANT_LOGIC_ONLY === undefined ? undefined : new RegExp(process.env.VARIANT_LOGIC_ONLY);
  const tmp = mkdtempSync(join(tmpdir(), "combo-sudoku-variant-logic-"));
  try {
    const keep = (items: Item[]): Item[] => items.filter((i) => only === undefined || only.test(`${i.set} ${i.name}`));
    const items = [...keep(shipped(root)), ...keep(await published(tmp))];
    // Generated last in the list but made first only when kept (generating takes longer than rating).
    if (only === undefined || GENERATED_RULE_KINDS.some((k) => only.test(`generated 9x9 ${k} seed 1`))) items.push(...keep(generated(root, tmp, timeoutS)));
    console.log(`each command bounded by --timeout ${timeoutS}; a stopped one counts at the bound (a lower bound)`);
    console.log("| set | puzzle | rules | rating | hardest step | by logic | rate CPU s | explain CPU s | status |");
    console.log("|---|---|---|---|---|---|---|---|---|");
    const rows: Rated[] = [];
    for (const item of items) {
      const r = rate(root, item, timeoutS);
      rows.push(r);
      console.log(
        `| ${item.set} | ${item.name} | ${item.rules} | ${r.difficulty === undefined ? "-" : `${r.difficulty.toFixed(1)} ${r.level ?? ""}`} | ${r.hardest ?? "-"} | ${r.solved ? "yes" : "no"} | ${s(r.cpu)} | ${s(r.explainCpu)} | ${r.status} |`,
      );
    }
    console.log(
      `\ntargets: rate median <= ${MEDIAN_TARGET_MS / 1000} s, worst <= ${WORST_TARGET_MS / 1000} s; solved by logic >= ${LOGIC_SHARE_TARGET * 100}% of the puzzles with one solution`,
    );
    console.log("| set | puzzles | median CPU s | p90 | worst | past 10 s | solved by logic |");
    console.log("|---|---|---|---|---|---|---|");
    for (const set of [...new Set(rows.map((r) => r.item.set))])
      summary(
        set,
        rows.filter((r) => r.item.set === set),
      );
    summary("all", rows);
    const explained = rows.filter((r) => r.explainCpu !== undefined).map((r) => r.explainCpu ?? 0);
    if (explained.length > 0) {
      console.log(
        `explain of the shipped puzzles: median ${s(median(explained))} s (${median(explained) <= MEDIAN_TARGET_MS ? "met" : "MISSED"}), worst ${s(Math.max(...explained))} s (${Math.max(...explained) <= WORST_TARGET_MS ? "met" : "MISSED"})`,
      );
    }
    console.log("\nper rule kind (shipped and generated puzzles): rating and hardest step");
    console.log("| rule kind | puzzle | rating | hardest step |");
    console.log("|---|---|---|---|");
    for (const r of rows.filter((x) => x.item.set === "shipped" || x.item.set === "generated 9x9").sort((a, b) => a.item.rules.localeCompare(b.item.rules))) {
      console.log(
        `| ${r.item.rules} | ${r.item.set} ${r.item.name} | ${r.difficulty === undefined ? r.status : `${r.difficulty.toFixed(1)}${r.solved ? "" : " (needs search)"}`} | ${r.hardest ?? "-"} |`,
      );
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
