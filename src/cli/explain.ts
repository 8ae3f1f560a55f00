import type { GradedHint } from "../api/step-hint.js";
import { stepHint } from "../api/step-hint.js";
import type { ExplainJson } from "../format/logic-json.js";
import { explainJson, stepJson } from "../format/logic-json.js";
import { prettyCanvas } from "../format/pretty.js";
import type { LoadedPuzzle } from "../format/puzzle-json/load-puzzle.js";
import { readAnyPuzzle } from "../format/interchange/read-any.js";
import { stepText } from "../logic/describe.js";
import type { LogicResult } from "../logic/engine.js";
import { candidateGrid } from "../format/candidate-grid.js";
import type { CliIo } from "./io.js";
import { puzzleLoadOptions } from "./layout-arg.js";
import { puzzleArgText } from "./puzzle-arg.js";
import { checkOutputTarget } from "./output-target.js";
import { checkedWith } from "./with-option.js";
import { solveLogicallyStoppable } from "./logic-stoppable.js";
import { solveStoppable } from "./solve-stoppable.js";
import { tuneForColdLogic } from "./cold-logic.js";
import { warnCosmetics } from "./cosmetics-warning.js";
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
  /** Techniques outside the default list to add, by name (`--with`; logic/opt-in.ts). */
  readonly with?: readonly string[] | undefined;
  /** `hint --level`: how much the hint tells (api/step-hint.ts); absent, the whole step. */
  readonly level?: 1 | 2 | 3 | undefined;
}

/**
 * `combo-sudoku explain FILE` and `combo-sudoku hint FILE`: the steps a person takes, one a line (or just
 * the next one), ending in the solved canvas, or where logic stops in the candidate grid; --format json gives
 * {solved, steps: [{technique, placements, eliminations, cells, units?, text}], rating?, stuck?}. The puzzle is
 * first checked by search: exit 1 without a solution; with several, stderr says so and logic goes as far
 * as the solutions agree. Exit 3 when --timeout or an interrupt stops it (nothing written to -o).
 */
export async function runExplain(args: ExplainArgs, io: CliIo, stopper: Stopper): Promise<number> {
  tuneForColdLogic();
  if (args.output !== undefined) checkOutputTarget(args.output, args.force, io);
  const command = args.hint ? "hint" : "explain";
  const extra = checkedWith(args.with);
  const { puzzle } = readAnyPuzzle(puzzleArgText(args.file, io), { ...puzzleLoadOptions(args.file, io, args.maxCanvas), command });
  warnCosmetics(args.file, puzzle, io);
  stopper.startTimeout(args.timeout);
  // The check may search long on a hard layout: on a worker past a short stretch, so that a signal stops it.
  const check = await solveStoppable(puzzle, { limit: 2, keep: 1, strategy: "auto" }, stopper);
  if (check.stopReason === "stopped" || stopper.cause !== undefined) return stopped(args, io, stopper);
  if (check.count === 0) {
    io.stderr(`${args.file}: no solution\n`);
    return 1;
  }
  if (check.status === "multiple") io.stderr(`${args.file}: more than one solution: logic goes only as far as the solutions agree\n`);
  // A unique solution, proven by the search: the techniques that assume one may be used. The logic, too,
  // moves to a worker past a short stretch, so that a signal stops it within a step's time.
  const knownUnique = check.status === "unique";
  const result = await solveLogicallyStoppable(
    puzzle,
    { knownUnique, multiple: check.status === "multiple", with: extra, ...(args.hint ? { maxSteps: 1 } : {}) },
    stopper,
  );
  if (args.hint) {
    if (result.outcome === "stopped" && result.steps.length === 0) return stopped(args, io, stopper);
    return write(args, io, hintOutput(puzzle, args, result));
  }
  if (result.outcome === "stopped") {
    // The steps found so far, and where they stopped, on standard output; an -o file is never partial.
    io.stdout(explainOutput(puzzle, { ...args, output: undefined }, result, stopWords(stopper)));
    return stopped(args, io, stopper);
  }
  return write(args, io, explainOutput(puzzle, args, result));
}

function write(args: ExplainArgs, io: CliIo, text: string): number {
  if (args.output !== undefined) io.writeFileAtomic(args.output, text);
  else io.stdout(text);
  return 0;
}

/** Why the run stopped, as the summary line says it. */
function stopWords(stopper: Stopper): string {
  return stopper.cause === "interrupt" ? "interrupted" : "stopped by --timeout";
}

function stopped(args: ExplainArgs, io: CliIo, stopper: Stopper): number {
  io.stderr(`${args.file}: ${stopWords(stopper)}${args.output === undefined ? "" : `: ${args.output} not written`}\n`);
  return 3;
}

/** The next step (the first of a solve limited to one), or why there is none. */
function hintOutput(puzzle: LoadedPuzzle, args: ExplainArgs, result: LogicResult): string {
  const g = puzzle.model.geometry;
  const step = result.steps[0];
  const solved = step === undefined && result.outcome === "solved";
  // A graded hint (--level): its words, and in JSON the cells to highlight; the step itself only at level 3.
  const graded = args.level === undefined || step === undefined ? undefined : stepHint(g, step, args.level);
  if (args.format === "json") {
    const out: ExplainJson & { hint?: GradedHint } = {
      solved,
      steps: step === undefined || (graded !== undefined && graded.step === undefined) ? [] : [stepJson(g, step)],
      ...(graded === undefined ? {} : { hint: graded }),
    };
    return `${JSON.stringify(out)}\n`;
  }
  if (graded !== undefined) return `${graded.text}\n`;
  if (solved) return "already solved\n";
  return step === undefined ? "no step: the puzzle needs more than these techniques (search)\n" : `${stepText(g, step)}\n`;
}

/**
 * The steps, then the rating and the solved canvas; or, where logic stops before the end, where it got
 * stuck: a one-line summary and the candidate grid of the position (format/candidate-grid.ts, as HoDoKu
 * and Sudoku Explainer print one; in JSON `stuck` with every open cell's candidates), never the rest of
 * the solution (solve gives that). A solve a stop ended (`stoppedBy`): the steps so far, where they
 * stopped, and the candidate grid there.
 */
function explainOutput(puzzle: LoadedPuzzle, args: ExplainArgs, result: LogicResult, stoppedBy?: string): string {
  const g = puzzle.model.geometry;
  const { json, summary } = explainJson(result, stoppedBy);
  if (args.format === "json") return `${JSON.stringify(json)}\n`;
  const width = String(result.steps.length).length;
  const lines = json.steps.map((s, i) => `${String(i + 1).padStart(width)}. ${s.text}`);
  lines.push(summary);
  const color = args.color && args.output === undefined;
  lines.push(json.solved ? prettyCanvas(g, result.state.values, { color, givens: puzzle.model.givens }) : candidateGrid(result.state));
  return `${lines.join("\n")}\n`;
}
