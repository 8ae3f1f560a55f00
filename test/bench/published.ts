/**
 * Bench section "published": published variant puzzles (9x9 and 6x6 killer, even-odd and jigsaw sudokus from
 * janko.at: the whole sets in ../shared/janko/ when present, else the sample the tests keep in
 * test/fixtures/third-party/janko, saying so) solved by logic, against the targets: at least 95% of killers
 * (9x9 and 6x6 each), every even-odd and jigsaw puzzle. Each puzzle is checked first (one solution, the
 * published one), then solved by the step engine three ways: without forcing chains (up to 6.9), without
 * nets (up to 8.9), and with everything. Prints, per kind, the share solved each way, the hardest step of
 * those solved, the CPU time, and the puzzles left unsolved without chains (their ids).
 *
 * `npm run bench -- published` runs it alone; `PUBLISHED_KINDS=killer,killer-6x6` picks kinds;
 * `PUBLISHED_SAMPLE=N` takes every N-th puzzle; `PUBLISHED_NETS=0` skips the run with everything (the slow one).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadPuzzleInput } from "../../src/api/puzzle-input.js";
import { solveLogically } from "../../src/logic/engine.js";
import { rateSolve } from "../../src/logic/rating.js";
import { solve } from "../../src/strategies/solve.js";
import { cpuMs, median, projectRoot } from "./common.js";

interface Line {
  readonly id: string;
  readonly puzzle: object;
  readonly solution: string;
}

const TARGETS: Record<string, number> = { killer: 95, "killer-6x6": 95, "odd-even": 100, jigsaw: 100 };

/** Where the puzzles are read from: the whole sets beside the project, else the tests' sample. */
function publishedFolder(): string {
  const whole = join(projectRoot(), "..", "shared", "janko");
  return existsSync(whole) ? whole : join(projectRoot(), "test", "fixtures", "third-party", "janko");
}

/** The published puzzles of one kind (a JSON line each). */
export function publishedPuzzles(kind: string): Line[] {
  const path = join(publishedFolder(), `${kind}.jsonl`);
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Line);
}

export async function benchPublished(): Promise<void> {
  const kinds = (process.env.PUBLISHED_KINDS ?? "killer,killer-6x6,odd-even,jigsaw").split(",").filter((k) => k in TARGETS);
  const every = Math.max(1, Number(process.env.PUBLISHED_SAMPLE ?? "1") || 1);
  const nets = process.env.PUBLISHED_NETS !== "0";
  console.log(`\n## Published puzzles solved by logic (${publishedFolder()}${every > 1 ? `, every ${every}th` : ""})`);
  console.log(
    "| kind | puzzles | no chains (<= 6.9) | no nets (<= 8.9) | all | target | hardest solved (no chains) | median cpu ms | unsolved without chains |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const kind of kinds) {
    const lines = publishedPuzzles(kind).filter((_, i) => i % every === 0);
    let noChains = 0;
    let noNets = 0;
    let all = 0;
    let hardest = 0;
    let checked = 0;
    const times: number[] = [];
    const stuck: string[] = [];
    for (const line of lines) {
      const { model } = loadPuzzleInput(line.puzzle);
      const check = solve(model, { limit: 2, keep: 1 });
      const found = check.solutions[0];
      if (check.count !== 1 || found === undefined || Array.from(found).join("") !== line.solution) {
        console.log(`  ${kind} ${line.id}: ${check.count} solutions found, or not the published one: left out`);
        continue;
      }
      checked++;
      const cpu = cpuMs();
      const a = solveLogically(model, { knownUnique: true, maxDifficulty: 6.9 });
      times.push(cpuMs() - cpu);
      if (a.outcome === "solved") {
        noChains++;
        noNets++;
        all++;
        hardest = Math.max(hardest, rateSolve(a).difficulty);
        continue;
      }
      stuck.push(line.id);
      const b = solveLogically(model, { knownUnique: true, maxDifficulty: 8.9 });
      if (b.outcome === "solved") {
        noNets++;
        all++;
        continue;
      }
      if (nets && solveLogically(model, { knownUnique: true }).outcome === "solved") all++;
    }
    const pct = (n: number): string => `${n}/${checked} (${((100 * n) / Math.max(1, checked)).toFixed(1)}%)`;
    console.log(
      `| ${kind} | ${checked} of ${lines.length} | ${pct(noChains)} | ${pct(noNets)} | ${nets ? pct(all) : "skipped"} | ${TARGETS[kind]}% | ${hardest.toFixed(1)} | ${median(times).toFixed(0)} | ${stuck.slice(0, 12).join(" ")}${stuck.length > 12 ? " ..." : ""} |`,
    );
  }
}
