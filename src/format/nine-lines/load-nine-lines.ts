import type { Issue } from "../../model/errors.js";
import { InvalidInputError } from "../../model/errors.js";
import type { LoadedPuzzle } from "../puzzle-json/load-puzzle.js";
import { puzzleFromDocument } from "../puzzle-json/load-puzzle.js";

/**
 * The nine-line text form of one 9x9 puzzle: nine lines of nine characters, 1-9 a given, '.' or '0' empty.
 * Read as the puzzle file {layout: "single", givens: {main: ...}} would be, so both check givens alike.
 */
export function loadNineLines(lines: readonly { line: number; text: string }[], file?: string): LoadedPuzzle {
  const issues: Issue[] = [];
  const digits: string[] = [];
  for (const { line, text } of lines) {
    for (let c = 0; c < 9; c++) {
      const ch = text[c] ?? ""; // lines of nine (load-input.ts): never the default
      if (!/[0-9.]/.test(ch)) {
        issues.push({ file, line, column: c + 1, message: `character ${JSON.stringify(ch)} is not allowed: use 1-9, or '.' or '0' for an empty cell` });
      }
      digits.push(ch);
    }
  }
  if (issues.length > 0) throw new InvalidInputError(issues);
  return puzzleFromDocument({ layout: "single", givens: { main: digits.join("") } }, "nine-lines", { file });
}
