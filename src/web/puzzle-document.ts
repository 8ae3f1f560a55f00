import { InvalidInputError, formatIssue } from "../model/errors.js";
import { canvasRows } from "../format/canvas-rows.js";
import { compactJson } from "../format/compact-json.js";
import { BUILTIN_LAYOUTS, isBuiltinLayoutName } from "../layout/builtin-layouts.js";
import { buildGeometry } from "../model/geometry.js";
import { geometryOf } from "../model/geometry-of.js";
import type { LoadedPuzzle } from "../format/puzzle-json/load-puzzle.js";
import { onePuzzle } from "../format/one-puzzle.js";
import { loadInput } from "../format/load-input.js";
import { readLine81 } from "../format/batch-lines/read-line.js";
import { charDigit, digitChar } from "../model/digit-chars.js";
import { gridShape } from "../model/grid-size.js";
import type { Layout, Puzzle } from "../model/schemas.js";
import type { EditorState } from "./editor-state.js";
import { emptyState, posKey } from "./editor-state.js";
import { LAYOUT_SCHEMA_REF, PUZZLE_SCHEMA_REF } from "./schema-refs.js";

/**
 * The bridge between the editor's state and the project's files: the puzzle and layout documents the page
 * exports (the same JSON the CLI reads), and the reverse, a pasted or shared text turned into a state.
 */

/**
 * The geometry of the layout's grids, built once per layout: states are never changed in place (a new
 * layout object for every change), and the page asks for the document of the same layout several times a
 * render (its key, the verdict, the autosave), which made building the geometry its costliest step.
 */
const gridGeometries = new WeakMap<Layout, ReturnType<typeof buildGeometry>>();

/** The rows made from each map of digits (maps are never changed in place either), with their layout. */
const digitRows = new WeakMap<ReadonlyMap<string, number>, { layout: Layout; rows: readonly string[] }>();

/** The digits of a map (keyed by canvas position) as one digit per cell of the layout's geometry. */
function digitsOf(layout: Layout, digits: ReadonlyMap<string, number>): { rows: string[] } {
  const known = digitRows.get(digits);
  if (known?.layout === layout) return { rows: [...known.rows] };
  let geometry = gridGeometries.get(layout);
  if (geometry === undefined && (layout.rules ?? []).length === 0) {
    // The loader's own geometry of the layout (geometryOf keeps it): a puzzle from a link or a file was just
    // loaded through it, and building it again was a tenth of the first render's script.
    geometry = geometryOf(layout);
    gridGeometries.set(layout, geometry);
  }
  if (geometry === undefined) {
    // Rules do not change which positions are cells; leaving them out keeps a half-drawn region harmless.
    geometry = buildGeometry({
      name: layout.name,
      ...(layout.size === undefined ? {} : { size: layout.size }),
      ...(layout.box === undefined ? {} : { box: layout.box }),
      grids: layout.grids,
    });
    gridGeometries.set(layout, geometry);
  }
  const out = new Uint8Array(geometry.cellCount);
  for (const [cell, row] of geometry.cellRow.entries()) {
    out[cell] = digits.get(posKey(row, geometry.cellCol[cell]!)) ?? 0; // cellRow and cellCol: one entry per cell
  }
  const rows = canvasRows(geometry, out);
  digitRows.set(digits, { layout, rows: [...rows] });
  return { rows };
}

/**
 * The puzzle file for the state: `$schema`, title and source when set, the built-in layout's name or the
 * layout inline, the givens as the canvas, and the cosmetics when there are any. Undefined while the canvas has no grid (no file can say so).
 */
export function puzzleDocument(state: EditorState, digits: ReadonlyMap<string, number> = state.givens): Puzzle | undefined {
  if (state.layout.grids.length === 0) return undefined;
  const inline: Layout = { ...state.layout };
  delete inline.$schema;
  return {
    $schema: PUZZLE_SCHEMA_REF,
    ...(state.title === undefined ? {} : { title: state.title }),
    ...(state.source === undefined ? {} : { source: state.source }),
    layout: state.builtin ?? inline,
    givens: digitsOf(state.layout, digits).rows,
    ...(state.cosmetics === undefined || state.cosmetics.length === 0 ? {} : { cosmetics: [...state.cosmetics] }),
  };
}

/** The layout file for the state (`$schema` set), or undefined while the canvas has no grid. */
export function layoutDocument(state: EditorState): Layout | undefined {
  if (state.layout.grids.length === 0) return undefined;
  const { $schema: _ignored, ...rest } = state.layout;
  return { $schema: LAYOUT_SCHEMA_REF, ...rest };
}

/** A document as the text of a file: indented JSON, grid placements and region cells kept on one line. */
export function documentText(doc: unknown): string {
  return `${compactJson(doc)}\n`;
}

/** The state a loaded puzzle describes: its layout (built-in by name), title, source, givens and cosmetics. */
export function stateFromLoaded(puzzle: LoadedPuzzle): EditorState {
  const { geometry, givens } = puzzle.model;
  const map = new Map<string, number>();
  for (const [cell, d] of givens.entries()) {
    if (d !== 0) map.set(posKey(geometry.cellRow[cell]!, geometry.cellCol[cell]!), d); // one digit per cell of the geometry
  }
  const layout = puzzle.layoutName !== undefined && isBuiltinLayoutName(puzzle.layoutName) ? BUILTIN_LAYOUTS[puzzle.layoutName] : puzzle.layout;
  return {
    ...emptyState(layout, puzzle.layoutName),
    ...(puzzle.title === undefined ? {} : { title: puzzle.title }),
    ...(puzzle.source === undefined ? {} : { source: puzzle.source }),
    givens: map,
    ...(puzzle.cosmetics === undefined ? {} : { cosmetics: puzzle.cosmetics }),
  };
}

/** What reading a pasted or shared text gave: a state, or the reasons (CLI wording, one line each). */
export type ReadResult = { ok: true; state: EditorState } | { ok: false; errors: string[] };

/**
 * Reads a whole puzzle as the CLI would, through its one reader (format/load-input.ts: our JSON, f-puzzles
 * JSON, f-puzzles and SudokuPad links, nine lines of nine, canvas text, one 81-character line, one JSON
 * Lines document), or a layout file (a JSON object with "grids" and no "givens": an empty puzzle on it): a
 * new state, or every problem in the CLI's words. (The shell sends a lone line to pasteLine first, to put
 * it into the grid of the selected cell.)
 */
export function readPuzzleText(text: string, file?: string): ReadResult {
  try {
    const input = loadInput(text, { file });
    if (input.kind === "layout") {
      const { $schema: _ignored, ...layout } = input.layout;
      return { ok: true, state: emptyState(layout) };
    }
    return { ok: true, state: stateFromLoaded(onePuzzle(input, { file, command: "the page" }).puzzle) };
  } catch (e: unknown) {
    if (e instanceof InvalidInputError) return { ok: false, errors: e.issues.map(formatIssue) };
    throw e;
  }
}

/**
 * An 81-character line (row by row, '.' or '0' empty) as the givens of grid `gridIndex`, replacing that
 * grid's givens; on a layout of another size, a line of size x size characters (A-G above 9). A bad line
 * leaves the state alone and says why, in the batch reader's words at 9x9.
 */
export function pasteLine(state: EditorState, gridIndex: number, line: string): ReadResult {
  const grid = state.layout.grids[gridIndex];
  if (grid === undefined) return { ok: false, errors: ["no grid to paste into: add a grid or pick a cell first"] };
  const { size } = gridShape(state.layout);
  const read = size === 9 ? readLine81(singleGeometry(), line.trim(), "later") : readSizedLine(line.trim(), size);
  if (!(read instanceof Uint8Array)) return { ok: false, errors: [read.reason] };
  const givens = new Map(state.givens);
  for (const [i, d] of read.entries()) {
    const k = posKey(grid.row + Math.floor(i / size), grid.col + (i % size));
    if (d === 0) givens.delete(k);
    else givens.set(k, d);
  }
  return { ok: true, state: { ...state, givens } };
}

/** The 9x9 geometry for reading a pasted line, built on first use (not at every page start). */
let single: ReturnType<typeof buildGeometry> | undefined;
function singleGeometry(): ReturnType<typeof buildGeometry> {
  single ??= buildGeometry(BUILTIN_LAYOUTS.single);
  return single;
}

/** A line of size x size digits (1-9, A-G either case; '.' or '0' empty) for a grid of that size. */
function readSizedLine(line: string, size: number): Uint8Array | { reason: string } {
  if (line.length !== size * size) return { reason: `a line for a ${size}x${size} grid has ${size * size} characters, not ${line.length}` };
  const out = new Uint8Array(size * size);
  for (const [i, ch] of [...line].entries()) {
    const d = charDigit(ch);
    if (d < 0 || d > size) return { reason: `character ${i + 1}, "${ch}", is not a digit of a ${size}x${size} grid (1-${digitChar(size)}, or . for empty)` };
    out[i] = d;
  }
  return out;
}
