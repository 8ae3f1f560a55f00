/**
 * What the shell's parts share: the document's undo history, the page's own state beside it (mode,
 * selection, entry mode, setter tool, the problems listed), and the hooks main.ts gives them to change the
 * document and redraw; and the small DOM helpers every part uses. One object, set up by main.ts, so that
 * each tool's file needs no import of main.ts.
 */
import type { Mode } from "../board-view.js";
import type { EditorState } from "../editor-state.js";
import type { History } from "../history.js";
import { startHistory } from "../history.js";
import { puzzleDocument } from "../puzzle-document.js";
import type { EntryMode } from "../player.js";
import type { ToolName } from "../rule-tools.js";
import type { Selection } from "../selection.js";
import { NO_SELECTION } from "../selection.js";

/** The shell's state and hooks. */
export interface Page {
  /** The document's undo history: its present is the document now. */
  history: History<EditorState>;
  /** Lines listed above the checker's problems: a text that did not load, a job's errors (the next edit clears them). */
  problems: readonly string[];
  /** Draw (grids), Set (givens and rules) or Play. */
  mode: Mode;
  selection: Selection;
  /** What a typed digit does: Normal, Corner, Centre, Colour. */
  entry: EntryMode;
  /** The setter's drawing tool in use (Set mode), if any. */
  tool: ToolName | undefined;
  /** Whether the player's pen is the tool in Play (pen-input.ts) instead of the entry mode. */
  pen: boolean;
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

/** Calls the handler on a click of the page's element with that id (an async one is not awaited). */
export function on(id: string, handler: () => unknown): void {
  $(id).addEventListener("click", () => void handler());
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

/**
 * Sets an element's text only when it differs: a render writes the same words at most keypresses, and
 * every write replaced the text and laid the page out again around it.
 */
export function setText(el: HTMLElement, text: string): void {
  if (el.textContent !== text) el.textContent = text;
}

/** Sets an attribute only when it differs, as setText: a render writes the same value at most keypresses. */
export function setAttr(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/** Fills a list with one item a line, only when the lines differ from what it holds (as setText). */
export function setItems(list: HTMLElement, lines: readonly string[]): void {
  const key = lines.join("\n");
  if (list.dataset.lines === key && list.childElementCount === lines.length) return;
  list.dataset.lines = key;
  list.replaceChildren(...listItems(lines));
}

/** List items, one a line of text. */
export function listItems(lines: readonly string[]): HTMLLIElement[] {
  return lines.map((line) => {
    const li = document.createElement("li");
    li.textContent = line;
    return li;
  });
}

/** What identifies a puzzle for the solution cache and the timer: its layout and givens (not its title). */
export function givensKey(s: EditorState): string {
  const doc = puzzleDocument(s);
  return doc === undefined ? "" : JSON.stringify([doc.layout, doc.givens]);
}

/** A fresh page state on the document `first` (no undo step), with main.ts's hooks. */
export function initialPage(first: EditorState, hooks: Pick<Page, "commit" | "amend" | "render" | "say">): Page {
  const page: Page = {
    history: startHistory(first),
    problems: [],
    mode: "set",
    selection: NO_SELECTION,
    entry: "normal",
    tool: undefined,
    pen: false,
    cell: 34,
    state: () => page.history.present,
    ...hooks,
  };
  return page;
}
