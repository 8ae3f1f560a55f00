import { cosmeticsSvg } from "../format/cosmetics-svg.js";
import type { Place } from "../format/cosmetics-svg.js";
import type { Cosmetic } from "../model/schemas.js";
import type { EditorState } from "./editor-state.js";
import { isCovered, keyPos } from "./editor-state.js";
import { cellName } from "./rule-pictures.js";

/**
 * The setter's cosmetic elements (the puzzle's `cosmetics`: drawing that states no rule), added and taken
 * away on the page with f-puzzles' cosmetic tools of the same names: Text and Circle on a cell, Line from
 * cell centre to cell centre, Rectangle as a cell's shading (a filled square the size of the cell). The items
 * are the schema's `Cosmetic`, so that the document, links and `render` carry them as they are. Pure.
 *
 * Not taken from f-puzzles (yet): its Cage cosmetic tool, and the size, angle and colour fields of its
 * dialog (items read from a file keep theirs).
 */

/** The page's cosmetic tools, by f-puzzles' names for them. */
export type CosmeticTool = "text" | "circle" | "line" | "rectangle";

/** A circle round a cell's digit, 0.8 cells across. */
const CIRCLE = 0.8;
/** A line of the page, 0.15 cells wide (f-puzzles' own default, 0.5, covers the digits). */
const LINE = 0.15;
/** Shading: a translucent grey (readable on light and dark cells), no outline. */
const SHADE = "#80808066";
const NO_OUTLINE = "#00000000";

/** The cosmetic item a tool puts on one cell (Text with its words). */
function itemOn(tool: Exclude<CosmeticTool, "line">, [row, col]: [number, number], text: string): Cosmetic {
  const cells = [[row, col]];
  if (tool === "text") return { type: "text", cells, text };
  if (tool === "circle") return { type: "circle", cells, width: CIRCLE, height: CIRCLE };
  return { type: "rectangle", cells, width: 1, height: 1, fill: SHADE, color: NO_OUTLINE };
}

/** The index of the last item of the tool's type that covers the cell (canvas key), or -1. */
export function cosmeticAt(state: EditorState, tool: CosmeticTool, key: string): number {
  const [row, col] = keyPos(key);
  const items = state.cosmetics ?? [];
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i];
    if (item?.type === tool && item.cells.some(([r, c]) => r === row && c === col)) return i;
  }
  return -1;
}

/** The state with the item at `index` taken away. */
function without(state: EditorState, index: number): EditorState {
  const cosmetics = (state.cosmetics ?? []).filter((_, i) => i !== index);
  return { ...state, cosmetics };
}

/**
 * A tap with a tool on a cell (canvas key): the tool's item there taken away (the last one, for a line
 * through the cell), or for Text, Circle and Rectangle one added (Text writes `text`; none is added without
 * it). The same state on a place no grid covers.
 */
export function tapCosmetic(state: EditorState, tool: CosmeticTool, key: string, text = ""): EditorState {
  const pos = keyPos(key);
  if (!isCovered(state.layout, ...pos)) return state;
  const at = cosmeticAt(state, tool, key);
  if (at >= 0) return without(state, at);
  if (tool === "line" || (tool === "text" && text === "")) return state;
  return { ...state, cosmetics: [...(state.cosmetics ?? []), itemOn(tool, pos, text)] };
}

/**
 * The state with a cell's shading set (`on`) or taken away: the same state when it already is so, or on a
 * place no grid covers. A drag shades (or, started on shading, clears) each cell it passes.
 */
export function shadeCell(state: EditorState, key: string, on: boolean): EditorState {
  const pos = keyPos(key);
  const at = cosmeticAt(state, "rectangle", key);
  if (!isCovered(state.layout, ...pos) || at >= 0 === on) return state;
  return on ? { ...state, cosmetics: [...(state.cosmetics ?? []), itemOn("rectangle", pos, "")] } : without(state, at);
}

/**
 * A line through the cells' centres in order (canvas keys, each a neighbour of the one before, as a drag
 * walks them): put in place of the line at `index` while the drag goes on (-1: a new line, at the end).
 * Cells no grid covers are left out; under two cells, no line (the one at `index` is taken away).
 */
export function setCosmeticLine(state: EditorState, index: number, keys: readonly string[]): EditorState {
  const cells = keys.map(keyPos).filter((p) => isCovered(state.layout, ...p));
  const items = [...(state.cosmetics ?? [])];
  const line: Cosmetic = { type: "line", cells, width: LINE };
  if (cells.length < 2) return index >= 0 && index < items.length ? without(state, index) : state;
  if (index >= 0 && index < items.length) items[index] = line;
  else items.push(line);
  return { ...state, cosmetics: items };
}

/** One cosmetic item's picture on the board: its type, its index, its cells ("r1c1 r1c2"), and its SVG as text. */
export interface CosmeticPicture {
  readonly type: Cosmetic["type"];
  readonly index: number;
  readonly cells: string;
  readonly svg: string;
}

/**
 * The pictures of the items, drawn by the same code as `render`'s (format/cosmetics-svg.ts) with the board's
 * cell size and origin, one per item so that the page can put each in an element of its own.
 */
export function cosmeticPictures(cosmetics: readonly Cosmetic[], place: Place): CosmeticPicture[] {
  return cosmetics.map((item, index) => ({
    type: item.type,
    index,
    cells: item.cells.map(([r = 0, c = 0]) => cellName(r, c)).join(" "), // [row, col] pairs (the schema)
    svg: cosmeticsSvg([item], place).join(""),
  }));
}
