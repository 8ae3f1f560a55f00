import { LimitError, UsageError } from "../model/errors.js";
import type { Figure } from "../format/svg-figure.js";
import { svgFigure } from "../format/svg-figure.js";
import { sheetSvg } from "../format/svg-sheet.js";
import { puzzleSvg } from "../format/svg.js";
import type { LoadedPuzzle } from "../format/puzzle-json/load-puzzle.js";
import { readAnyPuzzle } from "../format/interchange/read-any.js";
import { stepText } from "../logic/describe.js";
import { nextStep, solveLogically, techniquesFor } from "../logic/engine.js";
import { optInTechniques } from "../logic/opt-in.js";
import { withoutNetsIf } from "../logic/techniques.js";
import { solveStoppable } from "./solve-stoppable.js";
import type { CliIo } from "./io.js";
import type { OutputRule } from "./output-target.js";
import { checkOutputTarget, outputFormat } from "./output-target.js";
import { puzzleLoadOptions } from "./layout-arg.js";
import { puzzleArgText } from "./puzzle-arg.js";
import { checkedWith } from "./with-option.js";
import { warnCosmetics } from "./cosmetics-warning.js";
import { STEP_CELL_UNITS } from "../api/render.js";
import type { Stopper } from "./stop.js";

export interface RenderArgs {
  /** One puzzle file, or several with `sheet`. */
  readonly files: readonly string[];
  readonly solve: boolean;
  /** Several puzzles on a printable page, and their solutions on an answer page. */
  readonly sheet: boolean;
  /** Printed width in millimetres: the picture's, or with `sheet` the page's. */
  readonly size?: number | undefined;
  readonly output?: string | undefined;
  /** Replace existing output files. */
  readonly force: boolean;
  readonly maxCanvas?: number | undefined;
  /** Draw the position before step N (1-based) of `explain`, with pencil marks and that step highlighted. */
  readonly step?: number | undefined;
  /** With `step`: opt-in techniques by name, as explain's `--with` takes them. */
  readonly with?: readonly string[] | undefined;
}

/** `render -o FILE`: SVG only. */
const RENDER_OUTPUT: OutputRule<"svg"> = { byExtension: { ".svg": "svg" }, advice: "render writes SVG: name the file .svg" };

/** Smallest cell worth printing on a sheet, in millimetres: below it a digit cannot be written in by hand. */
const MIN_CELL_MM = 4;
const CELL_UNITS = 40;

/**
 * `combo-sudoku render FILE [--solve] [--size MM] [-o OUT.svg]`: the puzzle as an SVG picture with its
 * title and a legend (the rules, the shading, the colours), or with --solve its solution (filled digits in
 * blue, givens in black). Exit 1 when --solve finds no solution; with several solutions the first is drawn
 * and stderr says so. With --step N: the position before step N of `explain`, pencil marks drawn and the
 * step drawn (its cells outlined, removals struck, chains drawn) and the step in words under the grid.
 *
 * `render A B ... --sheet -o SHEET.svg`: the puzzles on one page and their solutions on an answer page,
 * SHEET-answers.svg, for print. Every puzzle must have a solution (else exit 1, nothing written); one with
 * several is drawn with the first found, and stderr says so, since a setter would want to know.
 *
 * Loaded lazily by run.ts, so `solve` does not pay for it.
 */
export async function runRender(args: RenderArgs, io: CliIo, stopper: Stopper): Promise<number> {
  if (args.output !== undefined) {
    checkOutputTarget(args.output, args.force, io);
    outputFormat(args.output, undefined, RENDER_OUTPUT, "svg");
  }
  if (args.sheet && args.step !== undefined) throw new UsageError("--step draws one position of one puzzle; it cannot be used with --sheet");
  const extra = checkedWith(args.with);
  if (extra.length > 0 && args.step === undefined) throw new UsageError("--with adds techniques to the steps of --step N; without --step no step is drawn");
  if (args.sheet) return renderSheet(args, io, stopper);
  if (args.files.length > 1) throw new UsageError(`render draws one puzzle; for ${args.files.length} on a printable page add --sheet`);
  const file = args.files[0];
  if (file === undefined) throw new UsageError("render needs a puzzle file");
  const puzzle = loadOne(file, args, io);
  if (args.step !== undefined) return renderStep(file, puzzle, args.step, extra, args, io, stopper);
  let digits = puzzle.model.givens;
  if (args.solve) {
    warnCosmetics(file, puzzle, io);
    const solution = await solutionOf(file, puzzle, io, stopper, "nothing drawn");
    if (solution === undefined) {
      io.stderr(`${file}: no solution; nothing drawn\n`);
      return 1;
    }
    digits = solution;
  }
  write(
    puzzleSvg(puzzle.model.geometry, digits, {
      givens: puzzle.model.givens,
      title: titleOf(puzzle),
      legend: true,
      widthMm: args.size,
      cosmetics: puzzle.cosmetics,
    }),
    args,
    io,
  );
  return 0;
}

/** `--step N`: the position before step N of the logical solve, with pencil marks and the step highlighted. */
async function renderStep(
  file: string,
  puzzle: LoadedPuzzle,
  n: number,
  extra: readonly string[],
  args: RenderArgs,
  io: CliIo,
  stopper: Stopper,
): Promise<number> {
  const { model } = puzzle;
  if (args.solve) throw new UsageError("--step draws a position of the explanation; it cannot be used with --solve");
  // The same check and the same techniques as explain (limit 2: a unique puzzle may use the uniqueness
  // techniques, one with several solutions leaves the nets out), so that step N is explain's step N.
  const check = await solveStoppable(puzzle, { limit: 2, keep: 0, strategy: "auto" }, stopper);
  if (check.count === 0 && check.stopReason === "stopped") throw new LimitError(`${file}: interrupted before a solution was found; nothing drawn`);
  if (check.count === 0) {
    io.stderr(`${file}: no solution; nothing drawn\n`);
    return 1;
  }
  const techniques = techniquesFor(model.geometry, check.status === "unique", optInTechniques(extra));
  const logic = { techniques, ...withoutNetsIf(check.status === "multiple"), shouldStop: stopper.shouldStop };
  const before = solveLogically(model, { ...logic, maxSteps: n - 1 });
  if (stopper.cause !== undefined) throw new LimitError(`${file}: interrupted before step ${n} was found; nothing drawn`);
  const step = before.outcome === "stopped" ? nextStep(before.state, before.techniques, stopper.shouldStop) : undefined;
  if (step === undefined) {
    throw new UsageError(
      `${file}: the explanation has ${before.steps.length} step${before.steps.length === 1 ? "" : "s"}${before.outcome === "solved" ? "" : " before logic stops"}; --step ${n} is past them`,
    );
  }
  // The step in words under the grid, wrapped at the grid's width; cells large enough for pencil marks read at 100%.
  write(
    puzzleSvg(model.geometry, before.state.values, {
      givens: model.givens,
      title: `${titleOf(puzzle)}: step ${n}`,
      caption: stepText(model.geometry, step),
      candidates: before.state.candidates,
      step,
      cosmetics: puzzle.cosmetics,
      legend: true,
      cellSize: STEP_CELL_UNITS,
      widthMm: args.size,
    }),
    args,
    io,
  );
  return 0;
}

function write(svg: string, args: RenderArgs, io: CliIo): void {
  if (args.output !== undefined) io.writeFileAtomic(args.output, svg);
  else io.stdout(svg);
}

async function renderSheet(args: RenderArgs, io: CliIo, stopper: Stopper): Promise<number> {
  const output = args.output;
  if (output === undefined) throw new UsageError("--sheet writes two pages, the puzzles and the answers: name the first with -o FILE.svg");
  if (args.solve) throw new UsageError("--sheet already draws the solutions, on the answer page: leave out --solve");
  const answersPath = output.replace(/(\.svg)$/i, "-answers$1");
  checkOutputTarget(answersPath, args.force, io);
  const puzzles: Figure[] = [];
  const answers: Figure[] = [];
  for (const file of args.files) {
    const puzzle = loadOne(file, args, io);
    const solution = await solutionOf(file, puzzle, io, stopper, "no sheet written");
    if (solution === undefined) {
      io.stderr(`${file}: no solution; no sheet written\n`);
      return 1;
    }
    const { geometry, givens } = puzzle.model;
    const title = titleOf(puzzle);
    puzzles.push(svgFigure(geometry, givens, { givens, title, legend: true, cellSize: CELL_UNITS, cosmetics: puzzle.cosmetics }));
    answers.push(svgFigure(geometry, solution, { givens, title, cellSize: CELL_UNITS, cosmetics: puzzle.cosmetics }));
  }
  const page = sheetSvg(puzzles, { title: "Puzzles", widthMm: args.size });
  const cellMm = page.scale * CELL_UNITS;
  if (cellMm < MIN_CELL_MM) {
    throw new UsageError(
      `${args.files.length} puzzles on one page would have cells of ${cellMm.toFixed(1)} mm (at least ${MIN_CELL_MM} mm to write in): put fewer on a sheet, or give a larger --size`,
    );
  }
  io.writeFileAtomic(output, page.svg);
  io.writeFileAtomic(answersPath, sheetSvg(answers, { title: "Answers", widthMm: args.size }).svg);
  io.stderr(`${output}: ${args.files.length} puzzle${args.files.length === 1 ? "" : "s"}; answers in ${answersPath}\n`);
  return 0;
}

function loadOne(file: string, args: RenderArgs, io: CliIo): LoadedPuzzle {
  return readAnyPuzzle(puzzleArgText(file, io), { ...puzzleLoadOptions(file, io, args.maxCanvas), command: "render" }).puzzle;
}

/**
 * The solution to draw, searched on a worker past a short stretch so that a signal stops a long search: the
 * first found, undefined when there is none; several: said on stderr. Stopped: exit 3 with nothing drawn,
 * also once a first solution was found (the stop came while the search looked for a second), as a stop
 * means: a signal used to let the picture of a 64-grid layout be drawn and written, exit 0, 0.6 s later.
 */
async function solutionOf(file: string, puzzle: LoadedPuzzle, io: CliIo, stopper: Stopper, nothing: string): Promise<Uint8Array | undefined> {
  const result = await solveStoppable(puzzle, { limit: 2, keep: 1, strategy: "auto" }, stopper);
  if (result.count === 0 && result.stopReason === "stopped") throw new LimitError(`${file}: interrupted before a solution was found; ${nothing}`);
  if (result.stopReason === "stopped") throw new LimitError(`${file}: interrupted before the search could tell one solution from several; ${nothing}`);
  if (result.count === 0) return undefined;
  if (result.status === "multiple") io.stderr(`${file}: more than one solution; the first found is drawn\n`);
  return result.solutions[0];
}

function titleOf(puzzle: LoadedPuzzle): string {
  return puzzle.title ?? puzzle.layout.name;
}
