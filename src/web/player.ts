import { gridShape } from "../model/grid-size.js";
import type { EditorState } from "./editor-state.js";
import { isCovered, keyPos, setGiven } from "./editor-state.js";
import { checkState } from "./check-state.js";

/**
 * What typing a digit does to the selected cells, as SudokuPad does it: Normal puts digits in, Corner and
 * Centre toggle pencil marks, Colour paints. Pure: every function returns a new state (or the same one when
 * nothing changes, which the undo history then does not record).
 */
export type EntryMode = "normal" | "corner" | "centre" | "colour";

/** The modes in the order of their buttons and of their keys Z, X, C, V. */
export const ENTRY_MODES: readonly EntryMode[] = ["normal", "corner", "centre", "colour"];

/** How many colours the colour pad offers (digits 1-9 pick them). */
export const COLOURS = 9;

type MapKey = "entries" | "marks" | "corner" | "colours";

/** The state with some maps replaced; unchanged maps keep their identity. */
function withMaps(state: EditorState, maps: Partial<Record<MapKey, Map<string, number>>>): EditorState {
  return { ...state, ...maps };
}

/** Cells the player may write in: covered by a grid and not a given. */
function editable(state: EditorState, cells: readonly string[]): string[] {
  return cells.filter((k) => {
    const [r, c] = keyPos(k);
    return isCovered(state.layout, r, c) && !state.givens.has(k);
  });
}

/**
 * Types `digit` (1..size; colour 1..9) into every selected cell in the mode. Normal: the digit goes in each
 * cell, or, when every cell already holds it, comes out. Corner and Centre: on the cells without a digit,
 * the mark is added to all, or removed from all when all had it. Colour: the same with the colour, which
 * joins the cell's other colours (several per cell).
 * `setter`: the digits are the puzzle's givens (Set mode), not a player's.
 */
export function enterDigit(state: EditorState, cells: readonly string[], mode: EntryMode, digit: number, setter = false): EditorState {
  const { size } = gridShape(state.layout);
  if (digit < 1 || digit > (mode === "colour" ? COLOURS : size)) return state;
  if (setter && mode === "normal") {
    const covered = cells.filter((k) => isCovered(state.layout, ...keyPos(k)));
    const remove = covered.length > 0 && covered.every((k) => state.givens.get(k) === digit);
    return covered.reduce((s, k) => setGiven(s, ...keyPos(k), remove ? 0 : digit), state);
  }
  const open = editable(state, cells);
  if (open.length === 0) return state;
  if (mode === "normal") {
    const entries = new Map(state.entries);
    const remove = open.every((k) => entries.get(k) === digit);
    for (const k of open) {
      if (remove) entries.delete(k);
      else entries.set(k, digit);
    }
    return withMaps(state, { entries });
  }
  if (mode === "colour") {
    // Colours add up, as SudokuPad's do: a colour joins each cell's others, or leaves all when all had it.
    const colours = new Map(state.colours);
    const bit = 1 << (digit - 1);
    const remove = open.every((k) => ((colours.get(k) ?? 0) & bit) !== 0);
    for (const k of open) {
      const mask = remove ? (colours.get(k) ?? 0) & ~bit : (colours.get(k) ?? 0) | bit;
      if (mask === 0) colours.delete(k);
      else colours.set(k, mask);
    }
    return withMaps(state, { colours });
  }
  const which = mode === "corner" ? state.corner : state.marks;
  const blank = open.filter((k) => !state.entries.has(k));
  if (blank.length === 0) return state;
  const bit = 1 << (digit - 1);
  const remove = blank.every((k) => ((which.get(k) ?? 0) & bit) !== 0);
  const next = new Map(which);
  for (const k of blank) {
    const mask = remove ? (next.get(k) ?? 0) & ~bit : (next.get(k) ?? 0) | bit;
    if (mask === 0) next.delete(k);
    else next.set(k, mask);
  }
  return withMaps(state, mode === "corner" ? { corner: next } : { marks: next });
}

/**
 * Delete on the selected cells. Normal: their digits go, or, where none had one, their marks. Corner,
 * Centre, Colour: that layer only. `setter`: the givens go.
 */
export function clearCells(state: EditorState, cells: readonly string[], mode: EntryMode, setter = false): EditorState {
  if (setter && mode === "normal") return cells.reduce((s, k) => (s.givens.has(k) ? setGiven(s, ...keyPos(k), 0) : s), state);
  const open = editable(state, cells);
  const without = (m: ReadonlyMap<string, number>): Map<string, number> | undefined => {
    if (!open.some((k) => m.has(k))) return undefined;
    const out = new Map(m);
    for (const k of open) out.delete(k);
    return out;
  };
  const pick = (maps: Partial<Record<MapKey, Map<string, number> | undefined>>): EditorState => {
    const set = Object.fromEntries(Object.entries(maps).filter(([, m]) => m !== undefined)) as Partial<Record<MapKey, Map<string, number>>>;
    return Object.keys(set).length === 0 ? state : withMaps(state, set);
  };
  if (mode === "colour") return pick({ colours: without(state.colours) });
  if (mode === "corner") return pick({ corner: without(state.corner) });
  if (mode === "centre") return pick({ marks: without(state.marks) });
  const entries = without(state.entries);
  if (entries !== undefined) return pick({ entries });
  return pick({ corner: without(state.corner), marks: without(state.marks) });
}

/**
 * Whether the player has solved the puzzle: every cell holds a digit and nothing is broken (the same checks
 * as `combo-sudoku validate`, the layout's rules included, on the givens with the player's digits).
 */
export function isSolved(state: EditorState): boolean {
  const { size } = gridShape(state.layout);
  if (state.layout.grids.length === 0) return false;
  const digits = new Map([...state.givens, ...state.entries]);
  for (const g of state.layout.grids) {
    for (let r = g.row; r < g.row + size; r++) for (let c = g.col; c < g.col + size; c++) if (!digits.has(`${r},${c}`)) return false;
  }
  return checkState(state, digits).lines.length === 0;
}
