import { extname } from "node:path";
import { needNine } from "./need-nine.js";
import { InvalidInputError, UsageError } from "../model/errors.js";
import { readAnyPuzzle } from "../format/interchange/read-any.js";
import type { TargetFormat } from "../format/interchange/write-as.js";
import { TARGET_FORMATS, writeAs } from "../format/interchange/write-as.js";
import type { CliIo } from "./io.js";
import { checkOutputTarget } from "./output-target.js";
import { puzzleLoadOptions } from "./layout-arg.js";
import { puzzleSchemaRef } from "./schema-ref.js";
import type { Stopper } from "./stop.js";
import { yieldToEventLoop } from "./stop.js";

/**
 * The largest canvas (rows x columns) written as a SudokuPad link of several grids. SudokuPad's own format
 * lists every canvas position, about 50 characters of JSON each, and the link compresses that text in one
 * call that nothing can interrupt: 64 16x16 grids on a diagonal (590,000 positions, 61 MB of JSON) took two
 * minutes and 711 MB, deaf to signals. 10,000 positions (half a megabyte of JSON, about half a second to
 * compress) is some six times the largest shipped layout's (samurai-16x16, 1,369).
 * Rejected: the compressor on a worker thread (the link builder and JSON text of such a canvas alone took
 * seconds and hundreds of MB, and a link of megabytes is no use to a browser).
 */
export const MAX_SUDOKUPAD_CANVAS = 10_000;
import { puzzleArgText } from "./puzzle-arg.js";

export interface ConvertArgs {
  /** A puzzle file, "-" for stdin; its text may also be an f-puzzles or SudokuPad link. */
  readonly input: string;
  readonly output?: string | undefined;
  /** Replace an existing output file. */
  readonly force: boolean;
  readonly to?: TargetFormat | undefined;
  /** Leave out, with a warning each, what the target cannot express, instead of exit 2. */
  readonly lossy: boolean;
  readonly maxCanvas?: number | undefined;
  readonly maxInputBytes?: number | undefined;
}

/** Output formats named by an -o file's extension (the others need --to: .json is ours, not f-puzzles'). */
const BY_EXTENSION: Readonly<Record<string, TargetFormat>> = { ".json": "json", ".txt": "txt" };

/**
 * `combo-sudoku convert IN [-o OUT] [--to FORMAT] [--lossy]`: reads a puzzle in any known format (our JSON,
 * nine lines, an 81-character line, f-puzzles JSON, an f-puzzles or SudokuPad link, as a file's text) and
 * writes it in the target format, atomically with -o. Exit 0 converted, 2 invalid input, usage, or something
 * the target (or combo-sudoku, reading) cannot express without --lossy.
 */
export async function runConvert(args: ConvertArgs, io: CliIo, stopper: Stopper): Promise<number> {
  const target = args.to ?? (args.output === undefined ? undefined : BY_EXTENSION[extname(args.output).toLowerCase()]);
  if (target === undefined) {
    throw new UsageError(
      `name the output format with --to (${TARGET_FORMATS.join(", ")})${args.output === undefined ? "" : `: the extension of ${args.output} names none (.json, .txt)`}`,
    );
  }
  if (args.output !== undefined) checkOutputTarget(args.output, args.force, io);
  const text = puzzleArgText(args.input, io, args.maxInputBytes);
  const read = readAnyPuzzle(text, { ...puzzleLoadOptions(args.input, io, args.maxCanvas), lossy: args.lossy, command: "convert" });
  // f-puzzles and its links carry every size (4x4 to 16x16); a text line is 81 characters.
  if (target === "txt") needNine(args.input, read.puzzle, `convert --to ${target}`);
  const { geometry } = read.puzzle.model;
  if (target === "sudokupad" && geometry.grids.length > 1 && geometry.rows * geometry.cols > MAX_SUDOKUPAD_CANVAS) {
    throw new InvalidInputError([
      {
        file: args.input,
        message: `a SudokuPad link lists every canvas position: this canvas has ${(geometry.rows * geometry.cols).toLocaleString("en-US")} (${geometry.rows} x ${geometry.cols}), more than the ${MAX_SUDOKUPAD_CANVAS.toLocaleString("en-US")} a link is made for (convert --to json keeps the puzzle whole)`,
      },
    ]);
  }
  // A signal (or none yet handled) while the puzzle was read: nothing is written, exit 3, as every command.
  stopper.ready("convert");
  await yieldToEventLoop(); // a signal that came while the input was read is handled now
  if (stopper.cause !== undefined) return stopped(args, io);
  const written = writeAs(read.puzzle, target, { lossy: args.lossy, schema: puzzleSchemaRef(args.output) });
  await yieldToEventLoop(); // and one that came while it was written out: then it is not committed
  if (stopper.cause !== undefined) return stopped(args, io);
  for (const what of [...read.dropped, ...written.dropped]) io.stderr(`combo-sudoku: warning: left out ${what}\n`);
  if (args.output !== undefined) io.writeFileAtomic(args.output, written.text);
  else io.stdout(written.text);
  return 0;
}

/** A convert stopped by a signal before its output was written: said once, nothing written, exit 3. */
function stopped(args: ConvertArgs, io: CliIo): number {
  io.stderr(`${args.input}: interrupted${args.output === undefined ? "" : `: ${args.output} not written`}\n`);
  return 3;
}
