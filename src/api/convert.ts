import type { TargetFormat, WrittenAs } from "../format/interchange/write-as.js";
import { TARGET_FORMATS, writeAs } from "../format/interchange/write-as.js";
import { UsageError } from "../model/errors.js";
import { oneOfOption } from "../model/option-checks.js";
import type { Answers } from "./answers.js";
import type { PuzzleList } from "./each.js";
import { oneOrMany } from "./each.js";
import type { PuzzleInput, ReadOptions, ReadPuzzle } from "./puzzle-input.js";

export interface ConvertOptions extends ReadOptions {
  /** The `$schema` a JSON puzzle document names (a path or URL to schemas/puzzle.schema.json). */
  readonly schema?: string;
}

/**
 * Converts a puzzle in one call (as `convert`): from any form the CLI reads (PuzzleInput) to `json` (our
 * puzzle document), `txt` (an 81-character line, or canvas rows), `fpuzzles` (f-puzzles JSON),
 * `fpuzzles-link` or `sudokupad` (a link). What the target cannot express is an InvalidInputError naming
 * it, unless `lossy`: then it is left out and named in `dropped` (with what reading left out). A text
 * holding a batch gives the batch's Answers instead, one conversion a line (isAnswers tells).
 *
 * @example
 *   const link = convert(readFileSync("puzzles/killer.json", "utf8"), "sudokupad");
 *   if (!isAnswers(link)) link.text; // "https://sudokupad.app/fpuzzles...\n"
 */
export function convert(text: string, to: TargetFormat, options?: ConvertOptions): WrittenAs | Answers<WrittenAs>;
/** A batch (a list, or an iterable or async iterable, of puzzles in any form): each converted, as an async iterable in order. */
export function convert(puzzles: PuzzleList, to: TargetFormat, options?: ConvertOptions): Answers<WrittenAs>;
/** One puzzle given as an object (parsed JSON, ours or f-puzzles, or a loaded puzzle). */
export function convert(puzzle: object, to: TargetFormat, options?: ConvertOptions): WrittenAs;
/** Any of the forms above, when its type does not say which. */
export function convert(input: PuzzleInput | PuzzleList, to: TargetFormat, options?: ConvertOptions): WrittenAs | Answers<WrittenAs>;
export function convert(input: PuzzleInput | PuzzleList, to: TargetFormat, options: ConvertOptions = {}): WrittenAs | Answers<WrittenAs> {
  // Checked first: a batch would otherwise give the same error once a line.
  if (oneOfOption("to", to, TARGET_FORMATS) === undefined) throw new UsageError(`to must be one of ${TARGET_FORMATS.join(", ")}`);
  return oneOrMany(input, options, "convert", ({ puzzle, dropped }: ReadPuzzle, { schema, lossy }: ConvertOptions) => {
    const written = writeAs(puzzle, to, { ...(lossy === undefined ? {} : { lossy }), ...(schema === undefined ? {} : { schema }) });
    return { text: written.text, dropped: [...dropped, ...written.dropped] };
  });
}
