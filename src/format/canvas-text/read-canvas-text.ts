import type { BuiltinLayoutName } from "../../layout/builtin-layouts.js";
import { BUILTIN_LAYOUT_NAMES, BUILTIN_LAYOUTS } from "../../layout/builtin-layouts.js";
import { buildGeometry } from "../../model/geometry.js";

/**
 * Canvas text: a multi-grid puzzle as a plain block of rows, the way published puzzles are often kept
 * (the collected files in ../shared/external, other solvers' test files): one character a canvas
 * position, `1`-`9` (and `A`-`G` for 10-16) a given, `.` or `0` an empty cell, `-` or a space where no grid covers. Comment lines
 * (`#`) and blank lines around the block are ignored. A file with sections (`[puzzle]`, `[solution]`, ...)
 * is read from its `[puzzle]` section. The layout is named by the caller (`--layout`) or recognised from
 * the shape: which positions are covered.
 *
 * The rows become a puzzle document's canvas givens, so every check of the JSON form applies to them too.
 */
export interface CanvasText {
  /** The rows, trailing spaces removed; `-` kept (the puzzle format reads it as "not covered"). */
  readonly rows: string[];
  /** The 1-based line of the first row in the file, for messages. */
  readonly firstLine: number;
}

const ROW = /^[0-9A-Ga-g.\- ]*$/;

/**
 * The canvas rows of a text, or undefined when the text is not in this form. A block recognised by its
 * shape has nine rows or more, some longer than nine (nine rows of nine are the nine-line form); when the
 * caller names the layout (`named`), any block of rows is taken, so that grids smaller than 9x9 (a 4x4,
 * a 6x6) can be written as canvas text too.
 */
export function readCanvasText(text: string, named = false): CanvasText | undefined {
  const all = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const section = all.findIndex((l) => l.trim().toLowerCase() === "[puzzle]");
  let start = section >= 0 ? section + 1 : 0;
  let end = section >= 0 ? all.findIndex((l, i) => i > section && l.trim().startsWith("[")) : all.length;
  if (end < 0) end = all.length;
  const kept = (i: number): boolean => {
    const line = (all[i] ?? "").trim();
    return line !== "" && !line.startsWith("#");
  };
  while (start < end && !kept(start)) start++;
  while (end > start && !kept(end - 1)) end--;
  const rows = all.slice(start, end).map((l) => l.trimEnd());
  if (rows.length < (named ? 1 : 9) || !rows.every((r) => ROW.test(r) || r.trim().startsWith("#"))) return undefined;
  const block = rows.filter((r) => !r.trim().startsWith("#"));
  if (!named && !block.some((r) => r.length > 9)) return undefined; // nine rows of nine are the nine-line form
  return { rows: block, firstLine: start + 1 };
}

/** Whether a canvas text position is covered by a grid (a given or an empty cell). */
function covered(ch: string | undefined): boolean {
  return ch !== undefined && ch !== " " && ch !== "-";
}

/**
 * The built-in layouts whose shape is exactly the rows' shape: the same positions covered, no more and no
 * fewer. One name: that layout; none or several: the caller asks for --layout.
 */
export function layoutsOfShape(rows: readonly string[]): BuiltinLayoutName[] {
  // A loop, not Math.max(...rows): a spread puts every row on the stack, and the input sets their count.
  const width = rows.reduce((most, r) => Math.max(most, r.trimEnd().replace(/-+$/, "").length), -Infinity);
  return BUILTIN_LAYOUT_NAMES.filter((name) => {
    const g = buildGeometry(BUILTIN_LAYOUTS[name]);
    if (g.rows !== rows.length || g.cols !== width) return false;
    for (let r = 0; r < g.rows; r++) {
      for (let c = 0; c < g.cols; c++) if (covered(rows[r]?.[c]) !== (g.canvas[r * g.cols + c] ?? -1) >= 0) return false;
    }
    return true;
  });
}
