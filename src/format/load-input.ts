import { booleanOption, functionOption, numberOption, optionsObject, shown, stringOption } from "../model/option-checks.js";
import type { Issue } from "../model/errors.js";
import { InvalidInputError, UsageError } from "../model/errors.js";
import type { Layout } from "../model/schemas.js";
import { MAX_CANVAS_CELLS_LIMIT } from "../layout/check-layout.js";
import { loadLayout } from "../layout/load-layout.js";
import { parseJson } from "../layout/parse-json.js";
import { isBatchLine, isSkippedLine } from "./batch-lines/line-kind.js";
import type { LoadedPuzzle, LoadOptions } from "./puzzle-json/load-puzzle.js";
import { loadPuzzleObject, puzzleFromDocument } from "./puzzle-json/load-puzzle.js";
import { layoutsOfShape, readCanvasText } from "./canvas-text/read-canvas-text.js";
import { loadNineLines } from "./nine-lines/load-nine-lines.js";
import { isPuzzleJsonLine } from "./puzzle-lines/puzzle-lines.js";
import { linkName, readLink } from "./read-link.js";
import { fromFpuzzles, isFpuzzlesObject } from "./fpuzzles/read-fpuzzles.js";
import { fromScl } from "./sudokupad/read-scl.js";
import { isSclObject } from "./sudokupad/scl-types.js";

/** Lines of a text input, each with its 1-based line number: 81-character 9x9 lines, or JSON puzzle documents. */
export interface Batch {
  readonly lines: readonly { readonly line: number; readonly text: string }[];
}

/**
 * What a text holds: one puzzle (in any format read; `dropped` says what a `lossy` read left out), a batch
 * of 81-character lines, JSON Lines of puzzle documents (`puzzles`), or a layout file.
 */
export type LoadedInput =
  | { kind: "puzzle"; puzzle: LoadedPuzzle; dropped: readonly string[] }
  | { kind: "batch"; batch: Batch }
  | { kind: "puzzles"; batch: Batch }
  | { kind: "layout"; layout: Layout };

/** Options of the one reader: the puzzle loader's, and `lossy` (leave out what combo-sudoku cannot express). */
export interface InputOptions extends LoadOptions {
  readonly lossy?: boolean;
}

/**
 * The one reader of every command and of the page: tells the format from the content alone and reads it.
 * Our JSON puzzle (a layout file too: "grids" and no "givens"), f-puzzles JSON, SudokuPad's own JSON, an
 * f-puzzles or SudokuPad link, nine lines of nine (one 9x9), lines of 81 characters (a batch; one such line is a batch of one),
 * JSON Lines of puzzle documents (a complete JSON object on its first line and more lines after it), or
 * canvas text (a multi-grid puzzle as a block of rows, its layout options.canvasLayout or recognised from
 * the shape). Every problem found is reported at once in an InvalidInputError; a problem inside a foreign
 * format names the format ("this is f-puzzles JSON: ..."). The CLI streams batches (sniff-input.ts) by
 * the same first-line rules and hands everything else to this.
 */
export function loadInput(text: string, asked: InputOptions = {}): LoadedInput {
  const options = checkedInputOptions(asked);
  if (typeof text !== "string") throw new UsageError(`the text to read must be a string, got ${shown(text)}`);
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = body
    .split(/\r?\n/)
    .map((t, i) => ({ line: i + 1, text: t.trim() }))
    .filter((l) => !isSkippedLine(l.text));
  const first = lines[0];
  if (first !== undefined && /^https?:\/\//i.test(first.text)) {
    if (lines.length > 1) throw fail(options, first.line, `${lines.length} lines of links: one link a file`);
    return inFormat(linkName(first.text), options, () => readLink(first.text, options));
  }
  if (body.trimStart().startsWith("{")) {
    if (first !== undefined && lines.length > 1 && isPuzzleJsonLine(first.text)) return { kind: "puzzles", batch: { lines } };
    const data = parseJson(body, options.file);
    if (isFpuzzlesObject(data)) {
      return inFormat("f-puzzles JSON", options, () => {
        const read = fromFpuzzles(data, options);
        return { kind: "puzzle", puzzle: { ...loadPuzzleObject(read.document, options), format: "fpuzzles" }, dropped: read.dropped };
      });
    }
    if (isSclObject(data)) {
      return inFormat("SudokuPad's puzzle format", options, () => {
        const read = fromScl(data, options);
        return { kind: "puzzle", puzzle: { ...loadPuzzleObject(read.document, options), format: "sudokupad" }, dropped: read.dropped };
      });
    }
    if (isLayoutObject(data)) return { kind: "layout", layout: loadLayout(body, options) };
    return { kind: "puzzle", puzzle: loadPuzzleObject(data, options), dropped: [] };
  }
  if (lines.length === 9 && lines.every((l) => l.text.length === 9)) {
    return { kind: "puzzle", puzzle: loadNineLines(lines, options.file), dropped: [] };
  }
  // A file whose first puzzle line has 81 characters is a batch: a bad line further on (wrong length, bad
  // character) is that line's problem, reported per line by whoever solves the batch, not the whole file's.
  if (first !== undefined && isBatchLine(first.text)) return { kind: "batch", batch: { lines } };
  const canvas = readCanvasText(body, options.canvasLayout !== undefined);
  if (canvas !== undefined) {
    let layout = options.canvasLayout;
    if (layout === undefined) {
      const names = layoutsOfShape(canvas.rows);
      const only = names[0];
      if (names.length !== 1 || only === undefined) {
        const why = names.length === 0 ? "its shape is no built-in layout's" : `its shape fits several built-in layouts (${names.join(", ")})`;
        throw fail(options, canvas.firstLine, `canvas text: ${why}; name the layout with --layout NAME|FILE`);
      }
      layout = only;
    }
    return { kind: "puzzle", puzzle: puzzleFromDocument({ layout, givens: canvas.rows }, "canvas-text", options), dropped: [] };
  }
  throw fail(
    options,
    first?.line ?? 1,
    first === undefined
      ? `no puzzle here: expected ${EXPECTED}`
      : `expected 81 characters (one 9x9 puzzle a line), got ${first.text.length}; or ${EXPECTED} (smaller than 9x9 canvas rows with --layout)`,
  );
}

/** The reader's options checked (a UsageError naming the option). */
function checkedInputOptions(asked: InputOptions): InputOptions {
  const options = optionsObject("loadInput", asked) as InputOptions;
  stringOption("file", options.file);
  booleanOption("lossy", options.lossy);
  numberOption("maxCanvasCells", options.maxCanvasCells, { integer: true, min: 1, max: MAX_CANVAS_CELLS_LIMIT });
  functionOption("readLayoutFile", options.readLayoutFile);
  const layout: unknown = options.canvasLayout;
  if (layout !== undefined && typeof layout !== "string" && (layout === null || typeof layout !== "object" || Array.isArray(layout))) {
    throw new UsageError(`canvasLayout must be a layout name or a layout object, got ${shown(layout)}`);
  }
  return options;
}

/** The forms named when a text is none of them. */
const EXPECTED =
  "a JSON puzzle file, f-puzzles JSON, SudokuPad JSON, an f-puzzles or SudokuPad link, nine lines of nine characters, lines of 81 characters, JSON Lines of puzzles, or a canvas of rows";

function fail(options: InputOptions, line: number, message: string): InvalidInputError {
  return new InvalidInputError([{ file: options.file, line, message }]);
}

/** A layout file rather than a puzzle: an object with "grids" at the top and no "givens" (nor "layout"). */
function isLayoutObject(data: unknown): boolean {
  return data !== null && typeof data === "object" && !Array.isArray(data) && Object.hasOwn(data, "grids") && !Object.hasOwn(data, "givens");
}

/**
 * Runs a foreign format's reader; its problems say which format the text was taken for, so that a reader
 * who did not know sees why the puzzle's own words are not what they wrote ("this is f-puzzles JSON: ...").
 */
function inFormat(name: string, options: InputOptions, read: () => LoadedInput): LoadedInput {
  try {
    return read();
  } catch (e: unknown) {
    if (!(e instanceof InvalidInputError)) throw e;
    // A JSON pointer would point into the document made from the foreign text, which its writer never saw.
    const said = ({ pointer: _made, ...i }: Issue): Issue => ({
      ...i,
      file: i.file ?? options.file,
      message: `this is ${name}: ${i.message.replace(/^f-puzzles: /, "")}`,
    });
    throw new InvalidInputError(e.issues.map(said));
  }
}
