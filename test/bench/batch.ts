/**
 * Batch and start-up figures for the whole process (figures only, never pass or fail): batch throughput
 * with --jobs 1 and 2 on ../shared/bench/17_clue.txt and forum_hardest_1106.txt (x20), peak memory while streaming 1,000,000 lines from
 * stdin, and the start-up time of `solve puzzles/samurai-seed-a.json`. Runs the built CLI (dist/).
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { median, projectRoot } from "./common.js";

const CLASSIC_GIVENS = "009008040600000017010040000000000004480603021300000000000090080240000006050700100";

interface Timed {
  ms: number;
  code: number | null;
  /** Peak resident memory of the child in kB, and its CPU time (user + system) in ms, when /usr/bin/time could measure them. */
  maxRssKb?: number;
  cpuMs?: number;
}

/** Runs the CLI with stdout discarded; `feed` writes its stdin (with backpressure). */
function runCli(root: string, args: string[], feed?: (stdin: NodeJS.WritableStream) => Promise<void>): Promise<Timed> {
  const main = join(root, "dist/cli/main.js");
  const useTime = existsSync("/usr/bin/time");
  const [cmd, argv] = useTime ? ["/usr/bin/time", ["-f", "maxrss=%M cpu=%U+%S", process.execPath, main, ...args]] : [process.execPath, [main, ...args]];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(cmd, argv, { cwd: root, stdio: [feed === undefined ? "ignore" : "pipe", "ignore", "pipe"] });
    let stderr = "";
    child.stderr?.setEncoding("utf8").on("data", (t: string) => (stderr += t));
    child.on("error", reject);
    child.on("close", (code) => {
      const measured = /maxrss=(\d+) cpu=([\d.]+)\+([\d.]+)/.exec(stderr);
      resolve({
        ms: performance.now() - started,
        code,
        ...(measured === null ? {} : { maxRssKb: Number(measured[1]), cpuMs: (Number(measured[2]) + Number(measured[3])) * 1000 }),
      });
    });
    if (feed !== undefined && child.stdin !== null) {
      const stdin = child.stdin;
      feed(stdin).then(
        () => stdin.end(),
        (e: unknown) => reject(e),
      );
    }
  });
}

/** Writes `count` lines cycling through `lines`, in blocks, waiting for 'drain' when the pipe is full. */
async function feedLines(stdin: NodeJS.WritableStream, lines: readonly string[], count: number): Promise<void> {
  const blockLines = 10_000;
  let written = 0;
  while (written < count) {
    const n = Math.min(blockLines, count - written);
    let block = "";
    for (let i = 0; i < n; i++) block += `${lines[(written + i) % lines.length]}\n`;
    written += n;
    if (!stdin.write(block)) await new Promise<void>((resolve) => stdin.once("drain", () => resolve()));
  }
}

export async function benchBatch(): Promise<void> {
  const root = projectRoot();
  if (!existsSync(join(root, "dist/cli/main.js"))) {
    console.log("batch: dist/cli/main.js missing (run npm ci or npm run build first); skipped");
    return;
  }

  // Easy puzzles (17-clue: a few microseconds each) show the cost of the batch machinery; the hardest set,
  // repeated to a few seconds of work, shows what worker threads gain when solving dominates.
  const sets: [string, number][] = [["17_clue.txt", 1], ["forum_hardest_1106.txt", 20]];
  let puzzles = [CLASSIC_GIVENS];
  for (const [name, repeat] of sets) {
    const set = join(root, "../shared/bench", name);
    if (!existsSync(set)) {
      console.log(`batch: ../shared/bench/${name} not present; skipped`);
      continue;
    }
    const lines = readFileSync(set, "utf8")
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l.length === 81 && !l.startsWith("#"));
    if (name === "17_clue.txt") puzzles = lines;
    const file = join(tmpdir(), `combo-sudoku-bench-${process.pid}-${name}`);
    writeFileSync(file, `${Array.from({ length: repeat }, () => lines.join("\n")).join("\n")}\n`);
    const count = lines.length * repeat;
    const rates: number[] = [];
    for (const jobs of [1, 2]) {
      const run = await runCli(root, ["solve", file, "--jobs", String(jobs), "--format", "text"]);
      const rate = count / (run.ms / 1000);
      rates.push(rate);
      const cpu = run.cpuMs === undefined ? "" : `, CPU ${(run.cpuMs / 1000).toFixed(2)} s`;
      console.log(`batch ${name}${repeat > 1 ? ` x${repeat}` : ""} (${count} puzzles) --jobs ${jobs}: ${(run.ms / 1000).toFixed(2)} s${cpu}, ${rate.toFixed(0)} puzzles/s (exit ${run.code})`);
    }
    rmSync(file, { force: true });
    console.log(`batch speed-up on ${name}, --jobs 2 over --jobs 1: ${(rates[1] / rates[0]).toFixed(2)}x`);
  }

  const million = 1_000_000;
  const streamed = await runCli(root, ["solve", "-", "--format", "text"], (stdin) => feedLines(stdin, puzzles.slice(0, 1000), million));
  console.log(
    `batch stream of ${million} lines from stdin (default --jobs): ${(streamed.ms / 1000).toFixed(1)} s, ` +
      `peak RSS ${streamed.maxRssKb === undefined ? "n/a (no /usr/bin/time)" : `${(streamed.maxRssKb / 1024).toFixed(0)} MB`} (exit ${streamed.code})`,
  );

  const startups: Timed[] = [];
  for (let i = 0; i < 11; i++) startups.push(await runCli(root, ["solve", "puzzles/samurai-seed-a.json"]));
  const cpus = startups.flatMap((s) => (s.cpuMs === undefined ? [] : [s.cpuMs]));
  console.log(
    `start-up: solve puzzles/samurai-seed-a.json, whole process, median of ${startups.length}: ${median(startups.map((s) => s.ms)).toFixed(0)} ms` +
      (cpus.length > 0 ? ` (CPU ${median(cpus).toFixed(0)} ms)` : ""),
  );
  console.log(`(load average while measuring: ${loadavg().map((l) => l.toFixed(1)).join(" ")} on ${availableParallelism()} cores)`);
}
