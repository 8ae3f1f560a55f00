/**
 * The scoped `noUncheckedIndexedAccess` check (ARCHITECTURE.md, "Types"). tsconfig.indexed.json turns the flag
 * on over src/, examples/ and scripts/; every error it reports must be in a file or folder listed here, each
 * with its reason. `npm run typecheck` runs it (check-indexed-access.ts). Build-time only: nothing in src/
 * imports this.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

/** A file or folder (ending in "/") exempt from the check, relative to the project root, and why. */
export interface Exemption {
  readonly path: string;
  readonly reason: string;
}

/**
 * The hot loops: typed-array scans run millions of times a solve, where every index is a cell, unit, digit or
 * stack slot in range by construction. `arr[i]!` on each would bury the arithmetic, and a bounds check would
 * cost speed (`npm run bench`).
 */
export const EXEMPT: readonly Exemption[] = [
  { path: "src/solver/nine.ts", reason: "the 9x9 engine: fixed 81-cell tables indexed by cell, unit and digit" },
  { path: "src/solver/search.ts", reason: "the whole-layout search: candidate masks, trail and unit tables indexed by cell and unit" },
  { path: "src/rules/sum-propagator.ts", reason: "the sum propagator: candidate masks by cell, per-set memo by digit mask, bitset words by sum" },
  { path: "src/planner/planner-engine.ts", reason: "the planner's searches over per-grid typed arrays" },
  { path: "src/logic/scan.ts", reason: "the step engine's scans over candidate masks, by unit and digit" },
];

/**
 * Files that have errors still to fix honestly (each a count when listed). Not exempt for a reason: a debt,
 * to shrink to nothing; an entry without errors fails the check, so it cannot linger.
 */
export const PENDING: readonly Exemption[] = [];

/** tsc on a project's tsconfig.indexed.json: its exit status and what it printed (`--pretty false`). */
export function runIndexedTsc(projectDir: string): { status: number | null; output: string } {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const run = spawnSync(process.execPath, [tsc, "-p", "tsconfig.indexed.json", "--pretty", "false"], { cwd: projectDir, encoding: "utf8" });
  if (run.error !== undefined) throw run.error;
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** One error tsc reported: the file relative to the project, and the line as printed. */
export interface TscError {
  readonly file: string;
  readonly text: string;
}

/** The errors in tsc's `--pretty false` output (a continuation line belongs to the error above it). */
export function parseTscErrors(output: string): TscError[] {
  const errors: TscError[] = [];
  for (const line of output.split(/\r?\n/)) {
    const match = /^(.+?)\(\d+,\d+\): error TS\d+:/.exec(line);
    const file = match?.[1];
    if (file !== undefined) errors.push({ file: file.replaceAll("\\", "/"), text: line });
  }
  return errors;
}

/** Whether an exemption covers a file: the same path, or a folder it is in. */
export function covers(exemption: Exemption, file: string): boolean {
  return exemption.path.endsWith("/") ? file.startsWith(exemption.path) : file === exemption.path;
}

export interface IndexedAccessReport {
  /** Errors outside every exemption: each fails the check. */
  readonly violations: readonly TscError[];
  /** Exemptions that cover no error: stale, to remove (they fail the check too). */
  readonly unused: readonly Exemption[];
  /** Errors let through, per exemption path. */
  readonly exempted: ReadonlyMap<string, number>;
}

/** Sorts tsc's errors into violations and exempted ones, and finds the exemptions no error needs. */
export function indexedAccessReport(errors: readonly TscError[], exemptions: readonly Exemption[]): IndexedAccessReport {
  const exempted = new Map<string, number>(exemptions.map((e) => [e.path, 0]));
  const violations: TscError[] = [];
  for (const error of errors) {
    const exemption = exemptions.find((e) => covers(e, error.file));
    if (exemption === undefined) violations.push(error);
    else exempted.set(exemption.path, (exempted.get(exemption.path) ?? 0) + 1);
  }
  const unused = exemptions.filter((e) => exempted.get(e.path) === 0);
  return { violations, unused, exempted };
}
