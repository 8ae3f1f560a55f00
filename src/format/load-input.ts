import { InvalidInputError } from "../model/errors.js";
import { isBatchLine, isSkippedLine } from "./batch-lines/line-kind.js";
import type { LoadedPuzzle, LoadOptions } from "./puzzle-json/load-puzzle.js";
import { loadPuzzleJson, puzzleFromDocument } from "./puzzle-json/load-puzzle.js";
import { layoutsOfShape, readCanvasText } from "./canvas-text/read-canvas-text.js";
import { loadNineLines } from "./nine-lines/load-nine-lines.js";

/** A text file of 9x9 puzzles, one 81-character line each; lines keep their 1-based line number. */
export interface Batch {
  readonly lines: readonly { readonly line: number; readonly text: string }[];
}

export type LoadedInput = { kind: "puzzle"; puzzle: LoadedPuzzle } | { kind: "batch"; batch: Batch };

/**
 * Reads any input the tool accepts: a JSON puzzle file, nine lines of nine characters (one 9x9 puzzle),
 * lines of 81 characters (a batch), or canvas text (a multi-grid puzzle as a block of rows, its layout
 * options.canvasLayout or recognised from the shape). Every problem found is reported at once in an
 * InvalidInputError.
 */
export function loadInput(text: string, options: LoadOptions = {}): LoadedInput {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trimStart().startsWith("{")) return { kind: "puzzle", puzzle: loadPuzzleJson(body, options) };
  const lines = body
    .split(/\r?\n/)
    .map((t, i) => ({ line: i + 1, text: t.trim() }))
    .filter((l) => !isSkippedLine(l.text));
  if (lines.length === 9 && lines.every((l) => l.text.length === 9)) {
    return { kind: "puzzle", puzzle: loadNineLines(lines, options.file) };
  }
  // A file whose first puzzle line has 81 characters is a batch: a bad line further on (wrong length, bad
  // character) is that line's problem, reported per line by whoever solves the batch, not the whole file's.
  const firstLine = lines[0];
  if (firstLine !== undefined && isBatchLine(firstLine.text)) return { kind: "batch", batch: { lines } };
  const canvas = readCanvasText(body, options.canvasLayout !== undefined);
  if (canvas !== undefined) {
    let layout = options.canvasLayout;
    if (layout === undefined) {
      const names = layoutsOfShape(canvas.rows);
      const only = names[0];
      if (names.length !== 1 || only === undefined) {
        const why = names.length === 0 ? "its shape is no built-in layout's" : `its shape fits several built-in layouts (${names.join(", ")})`;
        throw new InvalidInputError([{ file: options.file, line: canvas.firstLine, message: `canvas text: ${why}; name the layout with --layout NAME|FILE` }]);
      }
      layout = only;
    }
    return { kind: "puzzle", puzzle: puzzleFromDocument({ layout, givens: canvas.rows }, "canvas-text", options) };
  }
  const first = lines[0] ?? { line: 1, text: "" };
  throw new InvalidInputError([
    {
      file: options.file,
      line: first.line,
      message:
        lines.length === 0
          ? "no puzzle here: expected a JSON puzzle file, nine lines of nine characters, lines of 81 characters, or a canvas of rows"
          : `expected 81 characters (one 9x9 puzzle a line), got ${first.text.length}; or a JSON puzzle file, nine lines of nine, or a canvas of rows (digits, '.', '-', spaces; smaller than 9x9 with --layout)`,
    },
  ]);
}
