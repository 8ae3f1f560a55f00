/** Helpers shared by the bench sections. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export function timeMs(f: () => unknown): number {
  const start = performance.now();
  f();
  return performance.now() - start;
}

/** CPU time of this process in ms (user + system): on a shared machine, what the work itself cost. */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Wall and CPU time of one call, in ms. */
export function timeBoth(f: () => unknown): { wall: number; cpu: number } {
  const wall = performance.now();
  const cpu = cpuMs();
  f();
  return { wall: performance.now() - wall, cpu: cpuMs() - cpu };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The project's root: the nearest folder above this file (in test/bench or .build/test/bench) with a package.json. */
export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json")) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

/**
 * One run of the built CLI (dist/cli/main.js) as a user runs it, under /usr/bin/time: the whole process's
 * CPU in ms (user + system, every thread; NaN when /usr/bin/time printed none), its wall time, exit code
 * (-1 when killed) and output. `timeoutMs` kills it past that much wall time.
 */
export function timedCli(
  root: string,
  args: readonly string[],
  timeoutMs?: number,
): { cpu: number; wall: number; status: number; stdout: string; stderr: string } {
  const t0 = performance.now();
  const run = spawnSync("/usr/bin/time", ["-f", "cpu=%U+%S", process.execPath, join(root, "dist", "cli", "main.js"), ...args], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 1 << 28,
    ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }),
  });
  const wall = performance.now() - t0;
  const m = /cpu=([\d.]+)\+([\d.]+)\s*$/.exec(run.stderr ?? "");
  return {
    cpu: m === null ? Number.NaN : (Number(m[1]) + Number(m[2])) * 1000,
    wall,
    status: run.status ?? -1,
    stdout: run.stdout ?? "",
    stderr: run.stderr ?? "",
  };
}
