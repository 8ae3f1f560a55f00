import { dirname, join } from "node:path";
import type { LoadedPuzzle, LoadOptions } from "../format/puzzle-json/load-puzzle.js";
import { readAnyPuzzle } from "../format/interchange/read-any.js";
import { printable } from "../format/printable.js";
import { InvalidInputError } from "../model/errors.js";
import { BUILTIN_LAYOUTS, isBuiltinLayoutName } from "../layout/builtin-layouts.js";
import { layoutNameHint } from "../layout/layout-name-hint.js";
import { loadLayout } from "../layout/load-layout.js";
import type { Layout } from "../model/schemas.js";
import type { CliIo } from "./io.js";

export interface LayoutArg {
  readonly layout: Layout;
  /** The built-in name when the argument named one; undefined for a layout file. */
  readonly builtin?: string;
}

/**
 * A command-line argument naming a layout: a built-in name, or else a layout file ('-' reads stdin).
 * A bare word that is neither says so and lists the built-in names.
 */
export function readLayoutArg(arg: string, io: CliIo, maxCanvasCells?: number): LayoutArg {
  if (isBuiltinLayoutName(arg)) return { layout: BUILTIN_LAYOUTS[arg], builtin: arg };
  let text: string;
  try {
    text = io.readText(arg);
  } catch (e: unknown) {
    if (e instanceof InvalidInputError && /^[A-Za-z0-9_-]+$/.test(arg)) {
      throw new InvalidInputError([{ file: arg, message: `no built-in layout or file by this name${layoutNameHint(arg)}` }]);
    }
    throw e;
  }
  try {
    return { layout: loadLayout(text, { file: arg, maxCanvasCells }) };
  } catch (e: unknown) {
    const puzzle = e instanceof InvalidInputError ? puzzleOf(text, arg, maxCanvasCells) : undefined;
    if (puzzle === undefined) throw e;
    // A puzzle where a layout is asked for (generate -l puzzle.json): what its author means is its layout.
    const name =
      puzzle.layoutName ??
      `"${printable(puzzle.layout.name)}" (inline${puzzle.layout.rules === undefined ? "" : `, ${puzzle.layout.rules.length} rule${puzzle.layout.rules.length === 1 ? "" : "s"}`})`;
    io.stderr(`${arg}: note: this is a puzzle, not a layout; using its layout, ${name}, without its givens\n`);
    return { layout: puzzle.layout, ...(puzzle.layoutName === undefined ? {} : { builtin: puzzle.layoutName }) };
  }
}

/** The puzzle a text holds (any format the reader knows), or undefined when it holds none or a bad one. */
function puzzleOf(text: string, file: string, maxCanvasCells: number | undefined): LoadedPuzzle | undefined {
  try {
    return readAnyPuzzle(text, { file, maxCanvasCells }).puzzle;
  } catch {
    return undefined;
  }
}

/**
 * How the CLI loads a puzzle file: messages name the file; a layout file the puzzle names
 * ("layout": "chain.layout.json") is read relative to the puzzle's folder (the current folder for standard
 * input); `canvasLayout` (--layout) is the layout of a canvas-text puzzle.
 */
export function puzzleLoadOptions(file: string, io: CliIo, maxCanvasCells: number | undefined, canvasLayout?: LayoutArg): LoadOptions {
  const folder = file === "-" ? "." : dirname(file);
  return {
    file,
    maxCanvasCells,
    readLayoutFile: (name) => {
      const path = join(folder, name);
      return loadLayout(io.readText(path), { file: path, maxCanvasCells });
    },
    ...(canvasLayout === undefined ? {} : { canvasLayout: canvasLayout.builtin ?? canvasLayout.layout }),
  };
}
