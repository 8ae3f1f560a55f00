import { UsageError } from "../../model/errors.js";
import { booleanOption, oneOfOption, optionsObject, stringOption } from "../../model/option-checks.js";
import type { Layout, Puzzle } from "../../model/schemas.js";
import { canvasRows } from "../canvas-rows.js";
import { gridStrings } from "../grid-strings.js";
import { fpuzzlesLink } from "../fpuzzles/fpuzzles-link.js";
import { toFpuzzles } from "../fpuzzles/write-fpuzzles.js";
import type { LoadedPuzzle } from "../puzzle-json/load-puzzle.js";
import { sudokupadLink } from "../sudokupad/sudokupad-link.js";
import { sclLink } from "../sudokupad/scl-link.js";
import { toScl } from "../sudokupad/write-scl.js";
import { InvalidInputError } from "../../model/errors.js";
import { cosmeticsWords } from "../fpuzzles/cosmetics.js";

/** The formats `convert` writes. */
export const TARGET_FORMATS = ["json", "txt", "fpuzzles", "fpuzzles-link", "sudokupad"] as const;
export type TargetFormat = (typeof TARGET_FORMATS)[number];

export interface WriteAsOptions {
  /** Leave out what the target cannot say (named in `dropped`) instead of refusing. */
  readonly lossy?: boolean;
  /** The `$schema` of a JSON puzzle document (see the CLI's puzzleSchemaRef). */
  readonly schema?: string | undefined;
}

export interface WrittenAs {
  /** The whole output, ending with a newline. */
  readonly text: string;
  readonly dropped: readonly string[];
}

/**
 * Writes a puzzle in a target format:
 * - `json`: a combo-sudoku puzzle document (`$schema`, title, source, the built-in layout's name or the
 *   inline layout, givens as canvas rows), which the puzzle loader reads back;
 * - `txt`: one 81-character line for a single grid (no rules: a line cannot say them), else the canvas rows;
 * - `fpuzzles`: the f-puzzles JSON; `fpuzzles-link`: the f-puzzles link; `sudokupad`: the SudokuPad link,
 *   of the f-puzzles JSON for one grid, in SudokuPad's own format (sudokupad/write-scl.ts) for several.
 * Something the target cannot express is an InvalidInputError, unless `lossy`.
 */
export function writeAs(loaded: LoadedPuzzle, target: TargetFormat, asked: WriteAsOptions = {}): WrittenAs {
  const options = optionsObject("writeAs", asked) as WriteAsOptions;
  booleanOption("lossy", options.lossy);
  stringOption("schema", options.schema);
  if (oneOfOption("target", target, TARGET_FORMATS) === undefined) throw new UsageError(`target must be one of ${TARGET_FORMATS.join(", ")}`);
  switch (target) {
    case "json": {
      const doc: Puzzle = {
        ...(options.schema === undefined ? {} : { $schema: options.schema }),
        ...(loaded.title === undefined ? {} : { title: loaded.title }),
        ...(loaded.source === undefined ? {} : { source: loaded.source }),
        layout: loaded.layoutName ?? withoutSchema(loaded.layout),
        givens: canvasRows(loaded.model.geometry, loaded.model.givens),
        ...(loaded.cosmetics === undefined ? {} : { cosmetics: [...loaded.cosmetics] }),
      };
      return { text: `${JSON.stringify(doc, null, 2)}\n`, dropped: [] };
    }
    case "txt": {
      // Text holds digits only: a rule is lost. Canvas rows for several grids (the shape shows the layout).
      const { geometry, givens } = loaded.model;
      const dropped = [
        ...(loaded.layout.rules ?? []).map((r, i) => `rule ${i + 1} (${r.type})`),
        ...(loaded.cosmetics === undefined ? [] : [cosmeticsWords(loaded.cosmetics)]),
      ];
      if (dropped.length > 0 && options.lossy !== true) {
        throw new InvalidInputError(dropped.map((what) => ({ message: `text cannot express ${what} (--lossy leaves it out)` })));
      }
      const lines = geometry.grids.length > 1 ? canvasRows(geometry, givens) : Object.values(gridStrings(geometry, givens));
      return { text: `${lines.join("\n")}\n`, dropped };
    }
    case "fpuzzles": {
      const { puzzle, dropped } = toFpuzzles(loaded, options);
      return { text: `${JSON.stringify(puzzle)}\n`, dropped };
    }
    case "fpuzzles-link": {
      const { puzzle, dropped } = toFpuzzles(loaded, { ...options, target: "an f-puzzles link" });
      return { text: `${fpuzzlesLink(puzzle)}\n`, dropped };
    }
    case "sudokupad": {
      // One grid: the f-puzzles form SudokuPad reads (it carries every rule f-puzzles has); several grids:
      // SudokuPad's own format, which places grids anywhere on a canvas.
      if (loaded.layout.grids.length > 1) {
        const { scl, dropped } = toScl(loaded, options);
        return { text: `${sclLink(scl)}\n`, dropped };
      }
      const { puzzle, dropped } = toFpuzzles(loaded, { ...options, target: "a SudokuPad link" });
      return { text: `${sudokupadLink(puzzle)}\n`, dropped };
    }
  }
}

/** An inline layout without its own `$schema`: a layout file's pointer means nothing inside a puzzle. */
function withoutSchema(layout: Layout): Layout {
  const inline = { ...layout };
  delete inline.$schema;
  return inline;
}
