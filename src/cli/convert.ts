import { extname } from "node:path";
import { needNine } from "./need-nine.js";
import { UsageError } from "../model/errors.js";
import { readAnyPuzzle } from "../format/interchange/read-any.js";
import type { TargetFormat } from "../format/interchange/write-as.js";
import { TARGET_FORMATS, writeAs } from "../format/interchange/write-as.js";
import type { CliIo } from "./io.js";
import { checkOutputTarget } from "./output-target.js";
import { puzzleLoadOptions } from "./layout-arg.js";
import { puzzleSchemaRef } from "./schema-ref.js";
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
export function runConvert(args: ConvertArgs, io: CliIo): number {
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
  const written = writeAs(read.puzzle, target, { lossy: args.lossy, schema: puzzleSchemaRef(args.output) });
  for (const what of [...read.dropped, ...written.dropped]) io.stderr(`combo-sudoku: warning: left out ${what}\n`);
  if (args.output !== undefined) io.writeFileAtomic(args.output, written.text);
  else io.stdout(written.text);
  return 0;
}
