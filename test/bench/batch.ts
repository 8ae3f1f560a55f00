/**
 * Batch and start-up figures for the whole process (figures only, never pass or fail): batch throughput
 * through the built CLI (dist/) with --jobs 1 and 2 on ../shared/bench/17_clue.txt (in full, and x5),
 * magictour_top1465.txt (x10) and forum_hardest_1106.txt (x20), each next to the engine's in-process rate
 * measured in the same run and the ratio of the two; the --jobs 2 / --jobs 1 speed-up; beside them the
 * bounds a whole process cannot beat; peak memory while streaming 1,000,000 lines from stdin; and the
 * start-up time of `solve puzzles/samurai-seed-a.json` against bare `node -e 0`.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { solveNine } from "../../src/strategies/solve-nine.js";
import { cpuMs, median, projectRoot } from "./common.js";

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
  return runNode(root, [join(root, "dist/cli/main.js"), ...args], feed);
}

/** Runs node with stdout discarded, timed, under /usr/bin/time when there is one (peak memory, CPU time). */
function runNode(root: string, args: string[], feed?: (stdin: NodeJS.WritableStream) => Promise<void>): Promise<Timed> {
  const useTime = existsSync("/usr/bin/time");
  const [cmd, argv] = useTime ? ["/usr/bin/time", ["-f", "maxrss=%M cpu=%U+%S", process.execPath, ...args]] : [process.execPath, args];
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

/** The puzzles of a bench set: its 81-character lines. */
function setLines(path: string): string[] {
  return readFileSync(path, "utf8")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length === 81 && !l.startsWith("#"));
}

/**
 * The engine's own rate in this process, as the nine section measures it (solveNine at limit 2, the
 * uniqueness check a batch line makes): one untimed pass to warm up, then timed passes for about a
 * second. Per wall second and per CPU second.
 */
function engineRate(lines: readonly string[]): { wall: number; cpu: number } {
  const grids = lines.map((l) => Uint8Array.from(l, (ch) => (ch >= "1" && ch <= "9" ? ch.charCodeAt(0) - 48 : 0)));
  for (const g of grids) solveNine(g, { limit: 2, keep: 1 });
  let done = 0;
  const w0 = performance.now();
  const c0 = cpuMs();
  while (cpuMs() - c0 < 1000) {
    for (const g of grids) solveNine(g, { limit: 2, keep: 1 });
    done += grids.length;
  }
  return { wall: (done / (performance.now() - w0)) * 1000, cpu: (done / (cpuMs() - c0)) * 1000 };
}

const rateText = (r: number): string => `${Math.round(r).toLocaleString("en-US")}/s`;
const percent = (x: number): string => `${(x * 100).toFixed(0)}%`;
/** Runs of each command, alternated (A B A B ...), so that a change of load touches both alike; medians are quoted. */
const RUNS = 5;

/** Median wall and CPU (ms) of runs, and their range of wall times. */
function summary(runs: readonly Timed[]): { wall: number; cpu: number | undefined; range: string } {
  const walls = runs.map((r) => r.ms);
  const cpus = runs.flatMap((r) => (r.cpuMs === undefined ? [] : [r.cpuMs]));
  return {
    wall: median(walls),
    cpu: cpus.length === runs.length ? median(cpus) : undefined,
    range: `${(Math.min(...walls) / 1000).toFixed(2)}-${(Math.max(...walls) / 1000).toFixed(2)} s`,
  };
}

export async function benchBatch(): Promise<void> {
  const root = projectRoot();
  if (!existsSync(join(root, "dist/cli/main.js"))) {
    console.log("batch: dist/cli/main.js missing (run npm ci or npm run build first); skipped");
    return;
  }

  // The fixed cost of a whole process, against which the figures below are bounded: bare node, and `solve`
  // of one line (start-up, loading, one solve, exit), alternated.
  const oneLine = join(tmpdir(), `combo-sudoku-bench-${process.pid}-one.txt`);
  writeFileSync(oneLine, `${CLASSIC_GIVENS}\n`);
  const bareRuns: Timed[] = [];
  const oneRuns: Timed[] = [];
  for (let i = 0; i < 2 * RUNS + 1; i++) {
    bareRuns.push(await runNode(root, ["-e", "0"]));
    oneRuns.push(await runCli(root, ["solve", oneLine, "--jobs", "1", "--format", "text"]));
  }
  rmSync(oneLine, { force: true });
  const bareNode = summary(bareRuns);
  const fixed = summary(oneRuns);
  console.log(
    `batch fixed costs, median of ${bareRuns.length}: bare node -e 0 ${bareNode.wall.toFixed(0)} ms wall` +
      `${bareNode.cpu === undefined ? "" : ` (CPU ${bareNode.cpu.toFixed(0)} ms)`}; solve of a one-line file ${fixed.wall.toFixed(0)} ms` +
      `${fixed.cpu === undefined ? "" : ` (CPU ${fixed.cpu.toFixed(0)} ms)`}`,
  );

  // Through the CLI as users run it: `solve FILE --jobs N --format text`, the whole process timed (start-up
  // included), stdout discarded, next to the engine's own rate measured here in the same run. The full
  // 17-clue set (easy: a few microseconds each) shows the cost of the batch machinery; magictour (harder)
  // repeated to a few seconds shows it where solving dominates; forum_hardest repeated is the hard set for
  // --jobs 2, and 17-clue repeated the easy one long enough that start-up is not most of it. CPU figures
  // (user + system of the whole process, its worker threads included) are the steadier ones on a shared
  // machine. Two bounds are printed beside the figures: what no whole process can beat, given bare node's
  // start-up (for the share of the engine's rate), and given the one-line solve's fixed cost, which a
  // second thread cannot share (for --jobs 2).
  const sets: [string, number][] = [
    ["17_clue.txt", 1],
    ["magictour_top1465.txt", 10],
    ["forum_hardest_1106.txt", 20],
    ["17_clue.txt", 5],
  ];
  let puzzles = [CLASSIC_GIVENS];
  /** --jobs 1 CPU medians (ms) per set name and repeat, for the rate beyond the fixed costs. */
  const jobsOneCpu = new Map<string, number>();
  for (const [name, repeat] of sets) {
    const set = join(root, "../shared/bench", name);
    if (!existsSync(set)) {
      console.log(`batch: ../shared/bench/${name} not present; skipped`);
      continue;
    }
    const lines = setLines(set);
    if (name === "17_clue.txt") puzzles = lines;
    const file = join(tmpdir(), `combo-sudoku-bench-${process.pid}-${name}`);
    writeFileSync(file, `${Array.from({ length: repeat }, () => lines.join("\n")).join("\n")}\n`);
    const count = lines.length * repeat;
    const label = `${name}${repeat > 1 ? ` x${repeat}` : ""} (${count} puzzles)`;
    const engine = engineRate(lines);
    console.log(`batch ${label}: engine in process (solveNine, limit 2, warm) ${rateText(engine.wall)} wall, ${rateText(engine.cpu)} per CPU second`);
    const byJobs: Timed[][] = [[], []];
    for (let i = 0; i < RUNS; i++) {
      for (const jobs of [1, 2]) byJobs[jobs - 1].push(await runCli(root, ["solve", file, "--jobs", String(jobs), "--format", "text"]));
    }
    rmSync(file, { force: true });
    const exits = [...new Set(byJobs.flat().map((r) => r.code))].join(", ");
    const engineMs = (count / engine.cpu) * 1000;
    for (const jobs of [1, 2]) {
      const s = summary(byJobs[jobs - 1]);
      const wallRate = count / (s.wall / 1000);
      console.log(
        `batch ${label} --jobs ${jobs}, whole process, median of ${RUNS}: ${(s.wall / 1000).toFixed(2)} s (${s.range}), ${rateText(wallRate)} = ${percent(wallRate / engine.wall)} of the engine's wall rate` +
          (s.cpu === undefined
            ? ""
            : `; CPU ${(s.cpu / 1000).toFixed(2)} s, ${rateText(count / (s.cpu / 1000))} = ${percent(count / (s.cpu / 1000) / engine.cpu)} of its CPU rate`) +
          ` (exit ${exits})`,
      );
    }
    if (bareNode.cpu !== undefined) {
      console.log(
        `  bound: bare node's start-up plus the warm engine's time, nothing else, would be ${percent(engineMs / (engineMs + bareNode.cpu))} of the engine's CPU rate`,
      );
    }
    const cpuOne = summary(byJobs[0]).cpu;
    const once = jobsOneCpu.get(`${name} x1`);
    if (cpuOne !== undefined) jobsOneCpu.set(`${name} x${repeat}`, cpuOne);
    if (repeat > 1 && cpuOne !== undefined && once !== undefined) {
      // The lines the longer file adds over the file itself, over the CPU they add: the CLI's steady rate
      // once start-up and warm-up are paid.
      const added = ((lines.length * (repeat - 1)) / (cpuOne - once)) * 1000;
      console.log(
        `  beyond the fixed costs (x${repeat} less x1, --jobs 1): ${rateText(added)} per CPU second = ${percent(added / engine.cpu)} of the engine's`,
      );
    }
    const one = summary(byJobs[0]).wall;
    const two = summary(byJobs[1]).wall;
    const speedups = byJobs[0].map((r, i) => r.ms / (byJobs[1][i]?.ms ?? Number.NaN));
    const best = one / (fixed.wall + (one - fixed.wall) / 2);
    console.log(
      `batch speed-up on ${label}, --jobs 2 over --jobs 1 (wall): ${(one / two).toFixed(2)}x of the medians, pairs ${Math.min(...speedups).toFixed(2)}-${Math.max(...speedups).toFixed(2)}x;` +
        ` bound ${best.toFixed(2)}x (all but the one-line solve's ${fixed.wall.toFixed(0)} ms shared evenly by two threads)`,
    );
  }

  const million = 1_000_000;
  const streamed = await runCli(root, ["solve", "-", "--format", "text"], (stdin) => feedLines(stdin, puzzles.slice(0, 1000), million));
  console.log(
    `batch stream of ${million} lines from stdin (default --jobs): ${(streamed.ms / 1000).toFixed(1)} s, ` +
      `peak RSS ${streamed.maxRssKb === undefined ? "n/a (no /usr/bin/time)" : `${(streamed.maxRssKb / 1024).toFixed(0)} MB`} (exit ${streamed.code})`,
  );

  // Start-up: one small puzzle, whole process, against bare node on the same machine in the same run
  // (alternated, so that a change of load touches both alike).
  const startups: Timed[] = [];
  const bare: Timed[] = [];
  for (let i = 0; i < 11; i++) {
    startups.push(await runCli(root, ["solve", "puzzles/samurai-seed-a.json"]));
    bare.push(await runNode(root, ["-e", "0"]));
  }
  const cpuOf = (runs: Timed[]): string => {
    const cpus = runs.flatMap((s) => (s.cpuMs === undefined ? [] : [s.cpuMs]));
    return cpus.length > 0 ? ` (CPU ${median(cpus).toFixed(0)} ms)` : "";
  };
  console.log(
    `start-up, median of ${startups.length}: solve puzzles/samurai-seed-a.json ${median(startups.map((s) => s.ms)).toFixed(0)} ms${cpuOf(startups)}; ` +
      `bare node -e 0 ${median(bare.map((s) => s.ms)).toFixed(0)} ms${cpuOf(bare)}`,
  );
  console.log(
    `(load average while measuring: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} on ${availableParallelism()} cores)`,
  );
}
