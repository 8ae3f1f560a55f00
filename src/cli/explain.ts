import type { ExplainJson } from "../format/logic-json.js";
import { ratingJson, ratingText, stepJson, stuckJson } from "../format/logic-json.js";
import { prettyCanvas } from "../format/pretty.js";
import type { LoadedPuzzle } from "../format/puzzle-json/load-puzzle.js";
import { readAnyPuzzle } from "../format/interchange/read-any.js";
import { stepText } from "../logic/describe.js";
import { nextStep, solveLogically, techniquesFor } from "../logic/engine.js";
import { rateSolve } from "../logic/rating.js";
import { initialState, openCells } from "../logic/state.js";
import type { LogicState } from "../model/step-contract.js";
import { popcount } from "../model/digits.js";
import type { Rating } from "../logic/rating.js";
import { candidateGrid } from "../format/candidate-grid.js";
import type { CliIo } from "./io.js";
import { puzzleLoadOptions } from "./layout-arg.js";
import { checkOutputTarget } from "./output-target.js";
import { solveStoppable } from "./solve-stoppable.js";
import type { Stopper } from "./stop.js";

export interface ExplainArgs {
  readonly file: string;
  readonly format: "text" | "json";
  /** Only the next step (the `hint` command). */
  readonly hint: boolean;
  readonly output?: string | undefined;
  /** Replace an existing output file. */
  readonly force: boolean;
  readonly color: boolean;
  readonly timeout?: number | undefined;
  readonly maxCanvas?: number | undefined;
}

/**
 * `combo-sudoku explain FILE` and `combo-sudoku hint FILE`: the steps a person takes, one a line (or just
 * the next one), ending in the solved canvas, or where logic stops in the candidate grid; --format json gives
 * {solved, steps: [{technique, placements, eliminations, cells, units?, text}], rating?, stuck?}. The puzzle is
 * first checked by search: exit 1 without a solution; with several, stderr says so and logic goes as far
 * as the solutions agree. Exit 3 when --timeout or an interrupt stops it (nothing written to -o).
 */
export async function runExplain(args: ExplainArgs, io: CliIo, stopper: Stopper): Promise<number> {
  if (args.output !== undefined) checkOutputTarget(args.output, args.force, io);
  const command = args.hint ? "hint" : "explain";
  const { puzzle } = readAnyPuzzle(io.readText(args.file), { ...puzzleLoadOptions(args.file, io, args.maxCanvas), command });
  stopper.startTimeout(args.timeout);
  // The check may search long on a hard layout: on a worker past a short stretch, so that a signal stops it.
  const check = await solveStoppable(puzzle, { limit: 2, keep: 1, strategy: "auto" }, stopper);
  if (check.stopReason === "stopped" || stopper.cause !== undefined) return stopped(args, io, stopper);
  if (check.count === 0) {
    io.stderr(`${args.file}: no solution\n`);
    return 1;
  }
  if (check.status === "multiple") io.stderr(`${args.file}: more than one solution: logic goes only as far as the solutions agree\n`);
  const unique = check.status === "unique" ? check.solutions[0] : undefined;
  const text = args.hint ? hintOutput(puzzle, args, unique !== undefined) : explainOutput(puzzle, args, stopper.shouldStop, unique);
  if (text === undefined || stopper.cause !== undefined) return stopped(args, io, stopper);
  if (args.output !== undefined) io.writeFileAtomic(args.output, text);
  else io.stdout(text);
  return 0;
}

function stopped(args: ExplainArgs, io: CliIo, stopper: Stopper): number {
  io.stderr(
    `${args.file}: ${stopper.cause === "interrupt" ? "interrupted" : "stopped by --timeout"}${args.output === undefined ? "" : `: ${args.output} not written`}\n`,
  );
  return 3;
}

function hintOutput(puzzle: LoadedPuzzle, args: ExplainArgs, knownUnique: boolean): string {
  const g = puzzle.model.geometry;
  const state = initialState(puzzle.model);
  const solved = openCells(state) === 0;
  const step = solved ? undefined : nextStep(state, techniquesFor(g, knownUnique));
  if (args.format === "json") {
    const out: ExplainJson = { solved, steps: step === undefined ? [] : [stepJson(g, step)] };
    return `${JSON.stringify(out)}\n`;
  }
  if (solved) return "already solved\n";
  return step === undefined ? "no step: the puzzle needs more than these techniques (search)\n" : `${stepText(g, step)}\n`;
}

/**
 * The steps, then the rating and the solved canvas; or, where logic stops before the end, where it got
 * stuck: a one-line summary and the candidate grid of the position (format/candidate-grid.ts, as HoDoKu
 * and Sudoku Explainer print one; in JSON `stuck` with every open cell's candidates), never the rest of
 * the solution (solve gives that).
 */
function explainOutput(puzzle: LoadedPuzzle, args: ExplainArgs, shouldStop: () => boolean, solution: Uint8Array | undefined): string | undefined {
  const g = puzzle.model.geometry;
  // A unique solution, proven by the search: the techniques that assume one may be used.
  const result = solveLogically(puzzle.model, { shouldStop, knownUnique: solution !== undefined });
  if (result.outcome === "stopped") return undefined;
  const rating = rateSolve(result);
  const solved = result.outcome === "solved";
  const summary = solved ? `solved by logic in ${result.steps.length} steps: ${ratingText(rating)}` : stuckSummary(result.steps.length, result.state, rating);
  if (args.format === "json") {
    const out: ExplainJson = {
      solved,
      steps: result.steps.map((s) => stepJson(g, s)),
      rating: ratingJson(rating),
      ...(solved ? {} : { stuck: stuckJson(result.state, summary) }),
    };
    return `${JSON.stringify(out)}\n`;
  }
  const width = String(result.steps.length).length;
  const lines = result.steps.map((s, i) => `${String(i + 1).padStart(width)}. ${stepText(g, s)}`);
  lines.push(summary);
  const color = args.color && args.output === undefined;
  lines.push(solved ? prettyCanvas(g, result.state.values, { color, givens: puzzle.model.givens }) : candidateGrid(result.state));
  return `${lines.join("\n")}\n`;
}

/** "logic stops after 12 steps: 51 cells open, 190 candidates; no technique here applies: needs search (logic reached 4.2; ...)". */
function stuckSummary(steps: number, state: LogicState, rating: Rating): string {
  let open = 0;
  let candidates = 0;
  for (const [cell, d] of state.values.entries()) {
    if (d !== 0) continue;
    open++;
    candidates += popcount(state.candidates[cell] ?? 0);
  }
  return `logic stops after ${steps} steps: ${open} cells open, ${candidates} candidates; no technique here applies: ${ratingText(rating)}`;
}
