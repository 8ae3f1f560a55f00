import type { EditorState } from "./editor-state.js";
import { isCovered, keyPos } from "./editor-state.js";

/**
 * The player's pen, as SudokuPad's: lines drawn from cell centre to cell centre (to any of the eight
 * neighbours) and circles in cells. A drag's first segment decides what the whole drag does, as in
 * SudokuPad: started on a line that is there, it rubs lines out; otherwise it draws. A tap toggles a
 * circle. Marks are strings, kept in the state's `pen` set so that undo takes them back and autosave keeps
 * them: "line r,c r,c" (the two canvas keys in sorted order) and "circle r,c". Pure.
 *
 * Not taken from SudokuPad (yet): its lines along the cells' edges, its edge marks and crosses, and its pen
 * colours (chosen there with the digit keys).
 */

/** The mark of a line between two neighbouring cells (canvas keys), the same whichever way it is drawn. */
export function penLine(a: string, b: string): string {
  return `line ${[a, b].sort().join(" ")}`;
}

/** The mark of a circle in a cell (canvas key). */
export function penCircle(k: string): string {
  return `circle ${k}`;
}

/** Whether the text is a mark the pen can draw on this layout (autosaves and other writers are read through it). */
export function isPenMark(state: EditorState, mark: string): boolean {
  const [kind, ...cells] = mark.split(" ");
  if (!cells.every((k) => /^\d+,\d+$/.test(k) && isCovered(state.layout, ...keyPos(k)))) return false;
  if (kind === "circle") return cells.length === 1;
  if (kind !== "line" || cells.length !== 2) return false;
  const [[r1 = 0, c1 = 0] = [], [r2 = 0, c2 = 0] = []] = cells.map(keyPos);
  return Math.max(Math.abs(r1 - r2), Math.abs(c1 - c2)) === 1 && mark === penLine(cells[0] ?? "", cells[1] ?? "");
}

/** Whether the mark is drawn. */
export function hasPen(state: EditorState, mark: string): boolean {
  return state.pen?.has(mark) ?? false;
}

/**
 * The state with the mark drawn (`on`) or rubbed out; the same state when it already is so, or when the
 * mark is not one the pen can draw here (a line between cells that are not neighbours, a cell no grid covers).
 */
export function setPen(state: EditorState, mark: string, on: boolean): EditorState {
  if (hasPen(state, mark) === on || !isPenMark(state, mark)) return state;
  const pen = new Set(state.pen ?? []);
  if (on) pen.add(mark);
  else pen.delete(mark);
  return { ...state, pen };
}

/** The state with the mark drawn, or rubbed out when it was there (a tap on a circle). */
export function togglePen(state: EditorState, mark: string): EditorState {
  return setPen(state, mark, !hasPen(state, mark));
}
