/**
 * Stop latency (figures only, never pass or fail): for each command and batch form, SIGINT at random moments
 * after the command's readiness line (COMBO_SUDOKU_READY=1: src/cli/stop.ts Stopper.ready), and the time from
 * the signal to the process's exit, median and worst, target 0.5 s worst; on the largest shipped layouts
 * and on a generated layout of 64 grids. Then, once per command, a second SIGINT soon after the first: the
 * process must end at once (exit 130); the time to its line on stderr (the handler ran: src/cli/main.ts) is
 * shown beside the time to the exit, which also counts freeing the process's memory. The moments are drawn from a seed, printed; set it with
 * STOPS_SEED=N, the count of moments with STOPS_MOMENTS=N (default 10), the latest moment in ms with
 * STOPS_SPREAD_MS=N (default 2000), the commands with STOPS_ONLY=TEXT (those whose name holds it). A run that ended before its signal is counted apart; one still running
 * after 5 minutes is killed (exit code null).
 * `npm run bench -- stops`.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createRandom } from "../../src/generate/random.js";
import { median, projectRoot } from "./common.js";

/** A 9x9 line whose rating takes about 2 s of CPU cold (forum.enjoysudoku.com, HardestDatabase110626.txt). */
const HARD_NINE = ".2...67..4...8..3....2.............53...4..1...5..76...34..8.9..81.9.4..9........";
const HARDER = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const EASY = "009008040600000017010040000000000004480603021300000000000090080240000006050700100";

interface Case {
  readonly name: string;
  readonly args: readonly string[];
  /** The readiness line's stage to wait for. */
  readonly stage: string;
}

interface Stop {
  /** ms from the signal to the exit; undefined when the run ended before the signal. */
  readonly ms: number | undefined;
  readonly code: number | null;
}

/** The longest a run may take: past it the run is killed (exit code null), so that the section always ends. */
const GUARD_MS = 300_000;

/** Runs the CLI; `delay` ms after its readiness line sends SIGINT (and, with `second`, another that many ms later). */
function stopOnce(main: string, root: string, c: Case, delay: number, second?: number): Promise<Stop & { secondMs?: number; secondLineMs?: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [main, ...c.args], {
      cwd: root,
      env: { ...process.env, COMBO_SUDOKU_READY: "1" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    const guard = setTimeout(() => child.kill("SIGKILL"), GUARD_MS);
    let stderr = "";
    let sent: number | undefined;
    let sentSecond: number | undefined;
    let secondLine: number | undefined;
    let ready = false;
    let exited = false;
    child.stderr?.setEncoding("utf8").on("data", (t: string) => {
      stderr += t;
      if (secondLine === undefined && stderr.includes("after a first signal: ended at once")) secondLine = performance.now();
      if (ready || !stderr.includes(`combo-sudoku: ready: ${c.stage}\n`)) return;
      ready = true;
      setTimeout(() => {
        if (exited) return;
        sent = performance.now();
        child.kill("SIGINT");
        if (second !== undefined) {
          setTimeout(() => {
            if (exited) return;
            sentSecond = performance.now();
            child.kill("SIGINT");
          }, second);
        }
      }, delay);
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(guard);
      exited = true;
      const now = performance.now();
      resolve({
        ms: sent === undefined ? undefined : now - sent,
        code,
        ...(sentSecond === undefined ? {} : { secondMs: now - sentSecond }),
        ...(sentSecond === undefined || secondLine === undefined ? {} : { secondLineMs: secondLine - sentSecond }),
      });
    });
  });
}

/** The CLI run to completion, for the inputs this section makes (a generated puzzle). */
function runToEnd(main: string, root: string, args: readonly string[]): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [main, ...args], { cwd: root, stdio: "ignore" });
    child.on("error", reject);
    child.on("exit", (code) => resolve(code));
  });
}

export async function benchStops(): Promise<void> {
  const root = projectRoot();
  const main = join(root, "dist/cli/main.js");
  console.log("\n## stops: time from SIGINT to exit, after the readiness line (target 0.5 s worst)");
  if (!existsSync(main)) {
    console.log("stops: dist/cli/main.js missing (npm run build first); skipped");
    return;
  }
  const seed = Number(process.env.STOPS_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const moments = Number(process.env.STOPS_MOMENTS ?? 10);
  const spread = Number(process.env.STOPS_SPREAD_MS ?? 2000);
  console.log(
    `seed ${seed} (STOPS_SEED=${seed} draws the same moments), ${moments} moments from 0 to ${spread} ms after the readiness line, load ${loadavg()[0]?.toFixed(1)}`,
  );
  const dir = mkdtempSync(join(tmpdir(), "combo-sudoku-stops-"));
  try {
    // The inputs: the largest shipped layouts (shogun, samurai-16x16), a generated chain of 64 grids (as
    // test/cli/stop-logic.test.ts makes it), and batches of hard lines.
    const shogun = join(dir, "shogun.json");
    writeFileSync(shogun, JSON.stringify({ layout: "shogun", givens: {} }));
    const grids = Array.from({ length: 64 }, (_, i) => ({ id: `g${i}`, row: 6 * i, col: 6 * i }));
    writeFileSync(join(dir, "chain.layout.json"), JSON.stringify({ name: "chain-64", grids }));
    const chain = join(dir, "chain.json");
    const made = await runToEnd(main, root, ["generate", "-l", join(dir, "chain.layout.json"), "--seed", "3", "-o", chain]);
    if (made !== 0) console.log(`stops: generating the 64-grid puzzle failed (exit ${made}); its rows are skipped`);
    // 64 empty 16x16 grids, each sharing a 4x4 box with the next on a diagonal, and side by side
    const big = (name: string, at: (i: number) => { row: number; col: number }): string => {
      const file = join(dir, `${name}.json`);
      const grids = Array.from({ length: 64 }, (_, i) => ({ id: `g${i}`, ...at(i) }));
      writeFileSync(file, JSON.stringify({ layout: { name, size: 16, grids }, givens: {} }));
      return file;
    };
    const diagonal = big("diagonal-16", (i) => ({ row: 12 * i, col: 12 * i }));
    const row = big("row-16", (i) => ({ row: 0, col: 16 * i }));
    // A JSON Lines batch whose second line is a chain of 24 grids: its logic runs for about 20 s.
    const grids24 = Array.from({ length: 24 }, (_, i) => ({ id: `g${i}`, row: 6 * i, col: 6 * i }));
    writeFileSync(join(dir, "chain24.layout.json"), JSON.stringify({ name: "chain-24", grids: grids24 }));
    const chain24 = join(dir, "chain24.json");
    const made24 = await runToEnd(main, root, ["generate", "-l", join(dir, "chain24.layout.json"), "--seed", "3", "-o", chain24]);
    if (made24 !== 0) console.log(`stops: generating the 24-grid puzzle failed (exit ${made24}); its row is skipped`);
    const samurais = join(dir, "samurai.jsonl");
    const samurai = readFileSync(join(root, "puzzles/samurai-seed-a.json"), "utf8");
    writeFileSync(samurais, `${JSON.stringify(JSON.parse(samurai))}\n`.repeat(12));
    const mixed = join(dir, "mixed.jsonl");
    if (made24 === 0) writeFileSync(mixed, `${JSON.stringify(JSON.parse(samurai))}\n${JSON.stringify(JSON.parse(readFileSync(chain24, "utf8")))}\n`);
    const lines = join(dir, "lines.txt");
    writeFileSync(lines, `${EASY}\n`.repeat(16) + `${HARD_NINE}\n${HARDER}\n`.repeat(2000));
    const out = (name: string): string => join(dir, `${name}.out`);
    const cases: Case[] = [
      { name: "solve --count (shogun, empty)", args: ["solve", shogun, "--count"], stage: "search" },
      { name: "solve batch --jobs 1", args: ["solve", lines, "--jobs", "1", "-o", out("solve1"), "--force"], stage: "batch" },
      { name: "solve batch --jobs 2", args: ["solve", lines, "--jobs", "2", "-o", out("solve2"), "--force"], stage: "batch" },
      { name: "solve --all (shogun, empty)", args: ["solve", shogun, "--all", "-f", "text", "-o", out("all"), "--force"], stage: "listed" },
      { name: "generate -l shogun", args: ["generate", "-l", "shogun", "--seed", "1"], stage: "generate" },
      { name: "rate batch --jobs 1", args: ["rate", lines, "--jobs", "1", "-o", out("rate1"), "--force"], stage: "batch" },
      { name: "rate batch --jobs 2", args: ["rate", lines, "--jobs", "2", "-o", out("rate2"), "--force"], stage: "batch" },
      {
        name: "rate JSONL batch of 12 samurai --jobs 2",
        args: ["rate", samurais, "--jobs", "2", "-f", "json", "-o", out("samurai"), "--force"],
        stage: "batch",
      },
      ...(made24 === 0
        ? [
            {
              name: "rate JSONL batch, a samurai then 24 grids --jobs 1",
              args: ["rate", mixed, "--jobs", "1", "-f", "json", "-o", out("mixed"), "--force"],
              stage: "batch",
            },
          ]
        : []),
      { name: "explain --timeout 600 (64 16x16 grids, diagonal)", args: ["explain", diagonal, "--timeout", "600"], stage: "logic" },
      { name: "hint (64 16x16 grids, diagonal)", args: ["hint", diagonal], stage: "logic" },
      { name: "rate (64 16x16 grids, side by side)", args: ["rate", row], stage: "logic" },
      { name: "convert --to json (64 16x16 grids, diagonal)", args: ["convert", diagonal, "--to", "json"], stage: "convert" },
      { name: "rate (samurai-16x16)", args: ["rate", "puzzles/samurai-16x16.json"], stage: "logic" },
      { name: "explain (samurai-16x16)", args: ["explain", "puzzles/samurai-16x16.json"], stage: "logic" },
      { name: "convert --to sudokupad (samurai-16x16)", args: ["convert", "puzzles/samurai-16x16.json", "--to", "sudokupad"], stage: "convert" },
      { name: "render --solve (shogun, empty)", args: ["render", shogun, "--solve"], stage: "search" },
      ...(made === 0
        ? [
            { name: "validate --unique (64 grids)", args: ["validate", "--unique", chain], stage: "search" },
            { name: "rate (64 grids)", args: ["rate", chain], stage: "logic" },
            { name: "explain (64 grids)", args: ["explain", chain], stage: "logic" },
            { name: "hint (64 grids)", args: ["hint", chain], stage: "logic" },
            { name: "render --solve (64 grids)", args: ["render", chain, "--solve"], stage: "search" },
            { name: "convert --to json (64 grids)", args: ["convert", chain, "--to", "json"], stage: "convert" },
          ]
        : []),
    ];
    // STOPS_ONLY=TEXT: the commands whose name holds TEXT (the moments drawn for them then differ from a whole run's).
    const only = process.env.STOPS_ONLY;
    const chosen = only === undefined ? cases : cases.filter((c) => c.name.includes(only));
    const random = createRandom(seed);
    console.log("command | median ms | worst ms | ended before the signal | exit codes | second SIGINT: ms to its line / to exit (code)");
    for (const c of chosen) {
      const stops: Stop[] = [];
      for (let i = 0; i < moments; i++) stops.push(await stopOnce(main, root, c, random.below(spread + 1)));
      const timed = stops.flatMap((s) => (s.ms === undefined ? [] : [s.ms]));
      const codes = [...new Set(stops.map((s) => s.code))].join(", ");
      // The second signal 20 ms after the first: whatever the command is doing, the process ends at once.
      const twice = await stopOnce(main, root, c, 0, 20);
      const line = twice.secondLineMs === undefined ? "-" : twice.secondLineMs.toFixed(0);
      const second = twice.secondMs === undefined ? `stopped by the first (${twice.code})` : `${line} / ${twice.secondMs.toFixed(0)} (${twice.code})`;
      const med = timed.length === 0 ? "-" : median(timed).toFixed(0);
      const worst = timed.length === 0 ? "-" : Math.max(...timed).toFixed(0);
      console.log(`${c.name} | ${med} | ${worst} | ${stops.length - timed.length} of ${stops.length} | ${codes} | ${second}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
