import { printable } from "../format/printable.js";
import { ComboSudokuError, formatIssue } from "../model/errors.js";
import { BUILTIN_LAYOUTS } from "../layout/builtin-layouts.js";
import { buildGeometry } from "../model/geometry.js";
import { ruleWarnings } from "../rules/registry.js";
import type { Geometry } from "../model/geometry.js";
import { loadInput } from "../format/load-input.js";
import { readLine81 } from "../format/batch-lines/read-line.js";
import { onePuzzle } from "../format/one-puzzle.js";
import type { SolveResult } from "../model/contract.js";
import type { CliIo } from "./io.js";
import { puzzleLoadOptions, readLayoutArg } from "./layout-arg.js";
import { loadPuzzleLine, solvePuzzleLine } from "./puzzle-lines.js";
import { solveStoppable } from "./solve-stoppable.js";
import { puzzleArgSource } from "./puzzle-arg.js";
import type { Stopper } from "./stop.js";
import type { BatchLine } from "../format/batch-lines/line-kind.js";
import { DEFAULT_MAX_INPUT_BYTES, sniffInput } from "../format/sniff-input.js";
import { warnCosmetics } from "./cosmetics-warning.js";
import { counted } from "../model/counted.js";
import { OVERLONG_REASON, solveLine } from "../format/batch-lines/solve-line.js";

export interface ValidateArgs {
  readonly files: readonly string[];
  readonly maxCanvas?: number | undefined;
  /** The layout of canvas-text puzzles (a built-in name or a layout file), when not recognised from the shape. */
  readonly layout?: string | undefined;
  readonly maxInputBytes?: number | undefined;
  /**
   * Also solve: "solvable" requires at least one solution (none: exit 1), "unique" exactly one (none: exit
   * 1; several: exit 2, the puzzle is not a proper puzzle). Absent: check without solving.
   */
  readonly require?: "solvable" | "unique" | undefined;
  readonly timeout?: number | undefined;
}

/**
 * `combo-sudoku validate FILE...`: checks each file (schema, layout rules, givens; with --solvable or
 * --unique, also its solutions) and says "ok" with a summary, or prints every problem, one a line, on
 * stderr. The exit code is the worst over the files: 2 invalid (or not unique), 1 no solution, 3 stopped.
 * A layout file (an object with "grids" and no "givens") is checked as a layout, not as a puzzle.
 */
export async function runValidate(args: ValidateArgs, io: CliIo, stopper: Stopper): Promise<number> {
  stopper.startTimeout(args.timeout);
  let exitCode = 0;
  const canvasLayout = args.layout === undefined ? undefined : readLayoutArg(args.layout, io, args.maxCanvas);
  for (const file of args.files) {
    try {
      const source = puzzleArgSource(file, io);
      const sniffed = await sniffInput(source, file, args.maxInputBytes ?? DEFAULT_MAX_INPUT_BYTES);
      if (sniffed.kind === "puzzles") {
        const code = await validatePuzzleLines(sniffed.lines, source.close, file, args, io, stopper);
        if (code === 3) return 3;
        exitCode = Math.max(exitCode, code);
        continue;
      }
      const input = sniffed.kind === "batch" ? undefined : loadInput(sniffed.text, puzzleLoadOptions(file, io, args.maxCanvas, canvasLayout));
      if (input?.kind === "layout") {
        const layout = input.layout;
        const g = buildGeometry(layout);
        const rules = layout.rules?.length ?? 0;
        for (const w of ruleWarnings(layout, "")) io.stderr(`${formatIssue({ file, ...w, message: `warning: ${w.message}` })}\n`);
        io.stdout(
          `${file}: ok (layout file "${layout.name}", ${g.grids.length} grid${g.grids.length === 1 ? "" : "s"}, ${g.cellCount} cells${rules === 0 ? "" : `, ${rules} rule${rules === 1 ? "" : "s"}`})\n`,
        );
        continue;
      }
      if (input === undefined || input.kind === "batch") {
        const lines = sniffed.kind === "batch" ? sniffed.lines : (input?.batch.lines ?? []);
        const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
        let worst = 0;
        let count = 0;
        for await (const { line, text, overlong } of lines as AsyncIterable<BatchLine> | Iterable<BatchLine>) {
          if (stopper.shouldStop()) {
            source.close();
            io.stderr(`${file}: ${stopper.cause === "timeout" ? "stopped by --timeout" : "interrupted"} at line ${line}\n`);
            return 3;
          }
          count++;
          const problem = args.require === undefined ? readProblem(geometry, text, overlong) : solveProblem(text, overlong, args.require, stopper);
          if (problem === "stopped") {
            source.close();
            io.stderr(`${file}: ${stopper.cause === "timeout" ? "stopped by --timeout" : "interrupted"} at line ${line}\n`);
            return 3;
          }
          if (problem !== undefined) {
            worst = Math.max(worst, problem.exitCode);
            io.stderr(`${formatIssue({ file, line, message: problem.reason })}\n`);
          }
        }
        if (worst > 0) exitCode = Math.max(exitCode, worst);
        else
          io.stdout(
            `${file}: ok (${count} 9x9 puzzle${count === 1 ? "" : "s"}, one a line${args.require === undefined ? "" : `, each ${args.require === "unique" ? "with one solution" : "solvable"}`})\n`,
          );
        continue;
      }
      const { puzzle } = onePuzzle(input, { file, command: "validate" });
      warnCosmetics(file, puzzle, io);
      const { model, layoutName, layout } = puzzle;
      const g = model.geometry;
      // Allowed but likely a slip (a jigsaw region in pieces): listed on stderr, the exit code unchanged.
      for (const w of ruleWarnings(layout, layoutName === undefined ? "/layout" : "", { geometry: g, givens: model.givens })) {
        io.stderr(`${formatIssue({ file, ...w, message: `warning: ${w.message}` })}\n`);
      }
      const givens = model.givens.reduce((n, d) => n + (d === 0 ? 0 : 1), 0);
      let solved = "";
      if (args.require !== undefined) {
        if (stopper.shouldStop()) {
          io.stderr(`${file}: ${stopper.cause === "timeout" ? "stopped by --timeout" : "interrupted"} before it was checked\n`);
          return 3;
        }
        const result = await solveStoppable(puzzle, { limit: args.require === "unique" ? 2 : 1, keep: 0, strategy: "auto" }, stopper);
        const verdict = verdictOf(result, args.require, stopper);
        if (verdict.problem !== undefined) {
          io.stderr(`${file}: ${verdict.problem.reason}\n`);
          exitCode = Math.max(exitCode, verdict.problem.exitCode);
          continue;
        }
        solved = `, ${verdict.words}`;
      }
      io.stdout(
        `${file}: ok (layout ${layoutName ?? `"${printable(layout.name)}" (inline)`}, ${g.grids.length} grid${g.grids.length === 1 ? "" : "s"}, ${g.cellCount} cells, ${counted(givens, "given")}${solved})\n`,
      );
    } catch (e: unknown) {
      if (!(e instanceof ComboSudokuError)) throw e;
      io.stderr(`${e.message}\n`);
      exitCode = Math.max(exitCode, e.exitCode);
    }
  }
  return exitCode;
}

/** Why a file or a line fails a check, and the exit code that failure gives. */
interface Problem {
  readonly reason: string;
  readonly exitCode: number;
}

/** A batch line checked without solving. */
function readProblem(geometry: Geometry, text: string, overlong: boolean | undefined): Problem | undefined {
  const read = overlong === true ? { reason: OVERLONG_REASON } : readLine81(geometry, text);
  return read instanceof Uint8Array ? undefined : { reason: read.reason, exitCode: 2 };
}

/** A batch line solved for --solvable or --unique, in the batch's own words (its status). */
function solveProblem(text: string, overlong: boolean | undefined, require: "solvable" | "unique", stopper: Stopper): Problem | undefined | "stopped" {
  const outcome = solveLine(text, "auto", stopper.shouldStop, overlong);
  switch (outcome.status) {
    case "stopped":
      return "stopped";
    case "invalid":
      return { reason: outcome.reason ?? "not a puzzle", exitCode: 2 };
    case "none":
      return { reason: "no solution", exitCode: 1 };
    case "multiple":
      return require === "unique" ? { reason: NOT_UNIQUE, exitCode: 2 } : undefined;
    case "unique":
      return undefined;
  }
}

const NOT_UNIQUE = "not unique: more than one solution (solve --diff shows where two differ)";

/** What a solve of one puzzle says against the check asked for. */
function verdictOf(result: SolveResult, require: "solvable" | "unique", stopper: Stopper): { words: string; problem?: Problem } {
  if (result.stopReason === "stopped" && result.status === "unknown") {
    const by = stopper.cause === "timeout" ? "stopped by --timeout" : "interrupted";
    return { words: "", problem: { reason: `${by} before the check was done`, exitCode: 3 } };
  }
  if (result.status === "none") return { words: "", problem: { reason: "no solution", exitCode: 1 } };
  if (require === "solvable") return { words: "solvable" };
  return result.status === "unique" ? { words: "one solution" } : { words: "", problem: { reason: NOT_UNIQUE, exitCode: 2 } };
}

/** JSON Lines of puzzles: each line read (and with --solvable or --unique, solved); the failing ones named. */
async function validatePuzzleLines(
  lines: AsyncIterable<BatchLine>,
  close: () => void,
  file: string,
  args: ValidateArgs,
  io: CliIo,
  stopper: Stopper,
): Promise<number> {
  let worst = 0;
  let count = 0;
  for await (const batchLine of lines) {
    const stopped = (): number => {
      close();
      io.stderr(`${file}: ${stopper.cause === "timeout" ? "stopped by --timeout" : "interrupted"} at line ${batchLine.line}\n`);
      return 3;
    };
    if (stopper.shouldStop()) return stopped();
    count++;
    const lineArgs = { file, format: "json" as const, strategy: "auto" as const, stats: false, maxCanvas: args.maxCanvas };
    const answer = args.require === undefined ? loadPuzzleLine(batchLine, file, args.maxCanvas, io) : await solvePuzzleLine(batchLine, lineArgs, io, stopper);
    if (answer === "stopped") return stopped();
    if (!("status" in answer)) continue; // read, and not asked to solve
    if (answer.status === "invalid" || answer.status === "none") {
      for (const p of answer.problems) io.stderr(`${p}\n`);
      worst = Math.max(worst, answer.status === "none" ? 1 : 2);
    } else if (answer.status === "multiple" && args.require === "unique") {
      io.stderr(`${formatIssue({ file, line: batchLine.line, message: NOT_UNIQUE })}\n`);
      worst = Math.max(worst, 2);
    }
  }
  if (worst === 0)
    io.stdout(
      `${file}: ok (${count} puzzles, one JSON puzzle a line${args.require === undefined ? "" : `, each ${args.require === "unique" ? "with one solution" : "solvable"}`})\n`,
    );
  return worst;
}
