/**
 * Bench section "rating": our rating against Sukaku Explainer's on 2,344 puzzles it rated
 * (test/fixtures/third-party/se-rated, the public-domain Sudoku Exchange bank, 2.5 to 9.3). Figures only:
 *
 *   - Spearman's rank correlation of our difficulty with SE's, over all puzzles and over the held-out half
 *     (every other puzzle rated, the odd ones; the even half is the one the technique weights were set against). Target: 0.9 or more.
 *   - the confusion table of the bank's published level (easy < 1.5, medium < 2.5, hard < 5.0,
 *     diabolical 5.0 and up) against our level, and SE's rating band against our level;
 *   - puzzles logic left to search (target: none; each has one solution), and the rating time.
 *
 * `npm run bench -- rating` runs it alone; `RATING_SAMPLE=N` rates every N-th puzzle only (a quick look).
 * `RATING_WITH=als-xy-chain,...` adds opt-in techniques (logic/opt-in.ts) and prints the figures with them
 * beside those without, in the same run: a puzzle is rated again with them only when its rating without
 * them is above the easiest of them (below or at it, every step of its path rates under them, or ties
 * with a technique listed first, so the path is the same), and the rating times of those puzzles are
 * compared (median, p90, worst).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { solveLogically } from "../../src/logic/engine.js";
import type { RatingLevel } from "../../src/logic/rating.js";
import { LEVELS, rateSolve } from "../../src/logic/rating.js";
import { optInTechniques } from "../../src/logic/opt-in.js";
import { techniquesFor } from "../../src/logic/engine.js";
import { median, projectRoot } from "./common.js";

interface Rated {
  readonly se: number;
  readonly ours: number;
  readonly level: RatingLevel;
  readonly ms: number;
  readonly heldOut: boolean;
}

/** Ranks with ties averaged (1-based). */
function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length).fill(0);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Spearman's rank correlation: Pearson's over the ranks (ties averaged). */
export function spearman(x: readonly number[], y: readonly number[]): number {
  const rx = ranks(x);
  const ry = ranks(y);
  const n = x.length;
  const mx = rx.reduce((a, b) => a + b, 0) / n;
  const my = ry.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (rx[i]! - mx) * (ry[i]! - my);
    sxx += (rx[i]! - mx) ** 2;
    syy += (ry[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

function bankLevel(se: number): string {
  return se < 1.5 ? "easy" : se < 2.5 ? "medium" : se < 5.0 ? "hard" : "diabolical";
}

function seBand(se: number): string {
  return se < 4.0 ? "2.5-3.9" : se < 6.0 ? "4.0-5.9" : se < 8.0 ? "6.0-7.9" : "8.0-9.3";
}

export async function benchRating(): Promise<void> {
  const path = join(projectRoot(), "test", "fixtures", "third-party", "se-rated", "sample.txt");
  const every = Math.max(1, Number(process.env.RATING_SAMPLE ?? "1") || 1);
  const lines = readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => /^[0-9.]{81} \d+\.\d$/.test(l));
  const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
  console.log(`\n## Rating against Sukaku Explainer (${path}, ${lines.length} puzzles${every > 1 ? `, every ${every}th` : ""})`);
  const extra = optInTechniques((process.env.RATING_WITH ?? "").split(",").filter((n) => n.trim() !== ""));
  const withExtra = techniquesFor(geometry, true, extra);
  const lowest = Math.min(...extra.map((t) => t.difficulty));
  const rated: Rated[] = [];
  const ratedWith: Rated[] = [];
  const again: { readonly without: number; readonly with: number }[] = [];
  lines.forEach((line, i) => {
    if (i % every !== 0) return;
    const givens = Uint8Array.from(line.slice(0, 81), (ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0));
    let started = performance.now();
    const r = rateSolve(solveLogically({ geometry, givens }, { knownUnique: true }));
    const one = { se: Number(line.slice(82)), ours: r.difficulty, level: r.level, ms: performance.now() - started, heldOut: Math.floor(i / every) % 2 === 1 };
    rated.push(one);
    if (extra.length === 0) return;
    if (!(r.difficulty > lowest)) {
      ratedWith.push(one);
      return;
    }
    started = performance.now();
    const w = rateSolve(solveLogically({ geometry, givens }, { techniques: withExtra }));
    ratedWith.push({ ...one, ours: w.difficulty, level: w.level, ms: performance.now() - started });
    again.push({ without: one.ms, with: performance.now() - started });
  });
  report(rated);
  if (extra.length === 0) return;
  console.log(`\n### With ${extra.map((t) => t.name).join(", ")} (RATING_WITH)`);
  const p90 = (list: readonly number[]): number => [...list].sort((a, b) => a - b)[Math.floor(list.length * 0.9)] ?? 0;
  const figures = (list: readonly number[]): string =>
    `median ${median(list).toFixed(1)} ms, p90 ${p90(list).toFixed(0)} ms, worst ${Math.max(...list).toFixed(0)} ms`;
  console.log(
    `rated again (above ${lowest}): ${again.length}; changed: ${ratedWith.filter((r, i) => r.ours !== rated[i]?.ours).length}; ` +
      `their time without: ${figures(again.map((a) => a.without))}; with: ${figures(again.map((a) => a.with))}`,
  );
  report(ratedWith);
}

/** The figures of one rating of the bank: Spearman, left to search, time, the confusion tables, medians. */
function report(rated: readonly Rated[]): void {
  const rho = (list: readonly Rated[]): string =>
    spearman(
      list.map((r) => r.se),
      list.map((r) => r.ours),
    ).toFixed(3);
  const held = rated.filter((r) => r.heldOut);
  console.log(
    `Spearman rank correlation, ours vs SE: ${rho(rated)} over ${rated.length} puzzles; ${rho(held)} over the held-out half (${held.length}) (target: 0.9 or more)`,
  );
  const searched = rated.filter((r) => r.level === "needs search").length;
  const times = rated.map((r) => r.ms);
  console.log(
    `left to search: ${searched} of ${rated.length} (target: none); rating time per puzzle: median ${median(times).toFixed(1)} ms, ` +
      `worst ${Math.max(...times).toFixed(0)} ms, total ${(times.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s`,
  );
  const ours: readonly RatingLevel[] = [...LEVELS, "needs search"];
  const table = (title: string, rows: readonly string[], rowOf: (r: Rated) => string): void => {
    console.log(`\n${title.padEnd(14)}${ours.map((l) => l.padStart(14)).join("")}`);
    for (const row of rows) {
      const inRow = rated.filter((r) => rowOf(r) === row);
      if (inRow.length === 0) continue;
      console.log(`${row.padEnd(14)}${ours.map((l) => String(inRow.filter((r) => r.level === l).length).padStart(14)).join("")}`);
    }
  };
  table("bank level", ["easy", "medium", "hard", "diabolical"], (r) => bankLevel(r.se));
  table("SE rating", ["2.5-3.9", "4.0-5.9", "6.0-7.9", "8.0-9.3"], (r) => seBand(r.se));
  console.log("\nmedian of our difficulty by SE rating:");
  const bySe = new Map<number, number[]>();
  for (const r of rated) bySe.set(r.se, [...(bySe.get(r.se) ?? []), r.ours]);
  console.log(
    [...bySe.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([se, list]) => `${se.toFixed(1)}:${median(list).toFixed(1)}`)
      .join(" "),
  );
}
