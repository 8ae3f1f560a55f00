import { LimitError, UsageError } from "../model/errors.js";
import { puzzleSvg } from "../format/svg.js";
import { loadInput } from "../format/load-input.js";
import { solve } from "../strategies/solve.js";
import type { CliIo } from "./io.js";
import { puzzleLoadOptions } from "./layout-arg.js";
import type { Stopper } from "./stop.js";

export interface RenderArgs {
  readonly file: string;
  readonly solve: boolean;
  readonly output?: string;
  readonly maxCanvas?: number;
}

/**
 * `combo-sudoku render FILE [--solve] [-o OUT.svg]`: the puzzle as an SVG picture, or with --solve its
 * solution (filled digits in blue, givens in black). Exit 1 when --solve finds no solution; with several
 * solutions the first is drawn and stderr says so. Loaded lazily by run.ts, so `solve` does not pay for it.
 */
export function runRender(args: RenderArgs, io: CliIo, stopper: Stopper): number {
  const input = loadInput(io.readText(args.file), puzzleLoadOptions(args.file, io, args.maxCanvas));
  if (input.kind === "batch") throw new UsageError(`${args.file}: render draws one puzzle, not a batch of 81-character lines`);
  const { model, title } = input.puzzle;
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
