/**
 * What the shell's parts share: the page's own state beside the document (mode, selection, entry mode,
 * setter tool), and the hooks main.ts gives them to change the document and redraw. One object, set up by
 * main.ts, so that each tool's file needs no import of main.ts.
 */
import type { Mode } from "../board-view.js";
import type { EditorState } from "../editor-state.js";
import type { EntryMode } from "../player.js";
import type { ToolName } from "../rule-tools.js";
import type { Selection } from "../selection.js";
import { NO_SELECTION } from "../selection.js";

/** The shell's state and hooks. */
export interface Page {
  /** Draw (grids), Set (givens and rules) or Play. */
  mode: Mode;
  selection: Selection;
  /** What a typed digit does: Normal, Corner, Centre, Colour. */
  entry: EntryMode;
  /** The setter's drawing tool in use (Set mode), if any. */
  tool: ToolName | undefined;
  /** The cell size in pixels the board was last drawn with. */
  cell: number;
  /** The document now. */
  readonly state: () => EditorState;
  /** A new document state, recorded for undo, then drawn. */
  readonly commit: (next: EditorState) => void;
  /** Replaces the last change with this state (no new undo step), then draws. */
  readonly amend: (next: EditorState) => void;
  /** Redraws the page from the state. */
  readonly render: () => void;
  /** A line in the status bar. */
  readonly say: (text: string) => void;
}

/** The page's element with that id; a missing one is a bug of index.html. */
export function $<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (el === null) throw new Error(`the page has no #${id}`);
  return el as T;
}

/** A button with its text, its accessible name and a click handler. */
export function button(text: string, label: string, onClick: () => void): HTMLButtonElement {
  const el = document.createElement("button");
  el.type = "button";
  el.textContent = text;
  if (label !== text) el.setAttribute("aria-label", label);
  el.addEventListener("click", onClick);
  return el;
}

/** The canvas key ("row,col", 0-based) of a cell element (its data-row and data-col are 1-based). */
export function cellKey(el: HTMLElement): string {
  return `${Number(el.dataset.row) - 1},${Number(el.dataset.col) - 1}`;
}

/** The cell element under a point of the window, if any. */
export function cellAtPoint(x: number, y: number): HTMLElement | undefined {
  const hit = document.elementFromPoint(x, y);
  return (hit instanceof HTMLElement ? hit.closest<HTMLElement>(".cell") : null) ?? undefined;
}

/** A fresh page state, before main.ts adds its hooks. */
export function initialPage(hooks: Pick<Page, "state" | "commit" | "amend" | "render" | "say">): Page {
  return { mode: "set", selection: NO_SELECTION, entry: "normal", tool: undefined, cell: 34, ...hooks };
}
