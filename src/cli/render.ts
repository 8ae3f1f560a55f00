import { LimitError, UsageError } from "../model/errors.js";
import { puzzleSvg } from "../format/svg.js";
import { loadInput } from "../format/load-input.js";
import { stepText } from "../logic/describe.js";
import { nextStep, solveLogically } from "../logic/engine.js";
import { solve } from "../strategies/solve.js";
import type { CliIo } from "./io.js";
import { puzzleLoadOptions } from "./layout-arg.js";
import type { Stopper } from "./stop.js";

export interface RenderArgs {
  readonly file: string;
  readonly solve: boolean;
  readonly output?: string;
  readonly maxCanvas?: number;
  /** Draw the position before step N (1-based) of `explain`, with pencil marks and that step highlighted. */
  readonly step?: number;
}

/**
 * `combo-sudoku render FILE [--solve] [-o OUT.svg]`: the puzzle as an SVG picture, or with --solve its
 * solution (filled digits in blue, givens in black); or with --step N the position before step N of
 * `explain`, pencil marks drawn and the step's cells highlighted (its title says the step). Exit 1 when --solve finds no solution; with several
 * solutions the first is drawn and stderr says so. Loaded lazily by run.ts, so `solve` does not pay for it.
 */
export function runRender(args: RenderArgs, io: CliIo, stopper: Stopper): number {
  const input = loadInput(io.readText(args.file), puzzleLoadOptions(args.file, io, args.maxCanvas));
  if (input.kind === "batch") throw new UsageError(`${args.file}: render draws one puzzle, not a batch of 81-character lines`);
  const { model, title } = input.puzzle;
  if (args.step !== undefined && args.solve) throw new UsageError("--step draws a position of the explanation; it cannot be used with --solve");
  if (args.step !== undefined) {
    const check = solve(model, { limit: 1, keep: 0, shouldStop: stopper.shouldStop });
    if (check.count === 0 && check.stopReason === "stopped") throw new LimitError(`${args.file}: interrupted before a solution was found; nothing drawn`);
    if (check.count === 0) {
      io.stderr(`${args.file}: no solution; nothing drawn\n`);
      return 1;
    }
    const before = solveLogically(model, { maxSteps: args.step - 1, shouldStop: stopper.shouldStop });
    if (stopper.cause !== undefined) throw new LimitError(`${args.file}: interrupted before step ${args.step} was found; nothing drawn`);
    const step = before.outcome === "stopped" ? nextStep(before.state) : undefined;
    if (step === undefined) {
      throw new UsageError(`${args.file}: the explanation has ${before.steps.length} step${before.steps.length === 1 ? "" : "s"}${before.outcome === "solved" ? "" : " before logic stops"}; --step ${args.step} is past them`);
    }
    const label = `${title ?? input.puzzle.layout.name}: step ${args.step}, ${stepText(model.geometry, step)}`;
    const svg = puzzleSvg(model.geometry, before.state.values, { givens: model.givens, title: label, candidates: before.state.candidates, step });
    if (args.output !== undefined) io.writeFileAtomic(args.output, svg);
    else io.stdout(svg);
    return 0;
  }
  let digits = model.givens;
  if (args.solve) {
    const result = solve(model, { limit: 2, keep: 1, shouldStop: stopper.shouldStop });
    if (result.count === 0 && result.stopReason === "stopped") throw new LimitError(`${args.file}: interrupted before a solution was found; nothing drawn`);
    if (result.count === 0) {
      io.stderr(`${args.file}: no solution; nothing drawn\n`);
      return 1;
    }
    if (result.status === "multiple") io.stderr(`${args.file}: more than one solution; the first found is drawn\n`);
    digits = result.solutions[0];
  }
  const svg = puzzleSvg(model.geometry, digits, { givens: model.givens, title: title ?? input.puzzle.layout.name });
  if (args.output !== undefined) io.writeFileAtomic(args.output, svg);
  else io.stdout(svg);
  return 0;
}
