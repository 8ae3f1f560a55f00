import type { JobResponse } from "./jobs.js";

/**
 * The setter's live verdict in words, from the worker's answer (jobs.ts, kind "verdict"): what the status
 * line beside the board says after each edit in Set mode. Pure.
 */

/** Solutions the live verdict counts up to: enough to tell "a few" from "many", fast on any layout. */
export const VERDICT_LIMIT = 10;

/** Solutions the true candidates look at, at most: their union is exact when the count stays below. */
export const CANDIDATES_LIMIT = 1000;

/** Wait after the last edit before asking the worker, in ms: typing a row of givens asks once. */
export const VERDICT_DELAY_MS = 250;

/** A count as the verdict says it: "2" when complete, "10+" when the count stopped at its limit. */
export function countText(count: number, complete: boolean): string {
  return `${count.toLocaleString("en")}${complete ? "" : "+"}`;
}

/** The verdict in words: "unique: 7.2 expert", "multiple: 10+ solutions", "no solution". */
export function verdictText(r: Extract<JobResponse, { kind: "verdict" }>): string {
  if (r.status === "none") return "no solution";
  if (r.status === "unique") return `unique${r.rating === undefined ? "" : `: ${r.rating}`}`;
  return `multiple: ${countText(r.count, r.complete)} solutions`;
}

/** The true candidates' summary: how many solutions they come from. */
export function candidatesText(r: Extract<JobResponse, { kind: "candidates" }>): string {
  if (r.count === 0) return "true candidates: none (no solution)";
  return `true candidates over ${r.complete ? "all " : "the first "}${countText(r.count, r.complete)} solution${r.count === 1 ? "" : "s"}`;
}

/** The candidates as a map of canvas keys ("row,col") to digit masks, the given cells left out. */
export function candidateMap(r: Extract<JobResponse, { kind: "candidates" }>, givens: ReadonlyMap<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [row, col, mask] of r.cells) {
    const k = `${row},${col}`;
    if (!givens.has(k) && mask !== 0) out.set(k, mask);
  }
  return out;
}
