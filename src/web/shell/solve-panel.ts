/**
 * The Solve panel's Solve, Count and Stop: the givens solved in the worker (unique or not, or the
 * solutions counted up to the limit). The solution found is kept for the puzzle it solves (Check and
 * Reveal use it too, play-panel.ts) and drawn on the board after Solve, until Hide solution or an edit of
 * the givens.
 */
import { rowsToMap } from "../check-entries.js";
import { puzzleDocument } from "../puzzle-document.js";
import type { Page } from "./page.js";
import { $, givensKey, on } from "./page.js";
import { runJob, stopJob } from "./worker-jobs.js";

/** The solver's last solution, for the puzzle it was computed from (givensKey of that puzzle). */
let solution: { forGivens: string; map: Map<string, number>; unique: boolean } | undefined;
let showSolution = false;

/** The solution to draw on the board of the puzzle `key` names, if it is shown. */
export function solutionOverlay(key: string): ReadonlyMap<string, number> | undefined {
  return showSolution && solution?.forGivens === key ? solution.map : undefined;
}

/** Stops drawing the solution (a new puzzle, an explanation, Hide solution). */
export function hideSolution(): void {
  showSolution = false;
}

/** Solves the givens (limit 2: unique or not, or up to `limit` to count); undefined if stopped or failed. */
async function solveGivens(page: Page, limit: number, label: string): Promise<{ status: string; count: number; complete: boolean } | undefined> {
  const doc = puzzleDocument(page.state());
  if (doc === undefined) {
    page.say("nothing to solve: the canvas is empty");
    return undefined;
  }
  const forGivens = givensKey(page.state());
  page.say(`${label}… (Stop ends it)`);
  const started = performance.now();
  const response = await runJob({ kind: "solve", puzzle: JSON.stringify(doc), limit });
  if (response === undefined) {
    page.say(`stopped after ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return undefined;
  }
  if (response.kind !== "solved") {
    const errors = response.kind === "failed" ? response.errors : ["unexpected answer"];
    page.problems = [...errors];
    page.say(`cannot solve: ${errors[0]}`);
    page.render();
    return undefined;
  }
  if (response.solution !== undefined) {
    solution = { forGivens, map: rowsToMap(response.solution), unique: response.status === "unique" };
  }
  return response;
}

async function onSolve(page: Page): Promise<void> {
  const r = await solveGivens(page, 2, "solving");
  if (r === undefined) return;
  showSolution = r.count > 0;
  page.say(r.status === "unique" ? "unique solution" : r.status === "multiple" ? "more than one solution: showing the first found" : "no solution");
  page.render();
}

async function onCount(page: Page): Promise<void> {
  const limit = Math.max(2, Math.floor(Number($<HTMLInputElement>("count-limit").value) || 1000));
  const r = await solveGivens(page, limit, `counting up to ${limit}`);
  if (r === undefined) return;
  const n = r.count.toLocaleString("en");
  page.say(r.complete ? (r.count === 1 ? "unique solution (1 solution)" : `${n} solutions`) : `at least ${n} solutions (stopped at the limit)`);
  page.render();
}

/** The solution of the givens, solving first when it is not known yet. */
export async function knownSolution(page: Page): Promise<{ map: Map<string, number>; unique: boolean } | undefined> {
  const key = givensKey(page.state());
  if (solution?.forGivens === key) return solution;
  const r = await solveGivens(page, 2, "solving");
  return r !== undefined && solution?.forGivens === key ? solution : undefined;
}

/** Wires Solve, Count and Stop. */
export function installSolvePanel(page: Page): void {
  on("solve", () => onSolve(page));
  on("count", () => onCount(page));
  on("stop", stopJob);
}
