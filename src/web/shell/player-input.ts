/**
 * The player's tools: the entry modes (Normal, Corner, Centre, Colour: buttons, keys Z X C V on every grid
 * size, Shift held for corner and Ctrl held for centre, as SudokuPad does), selecting cells (click, drag,
 * Ctrl- or Shift-click, arrow keys, touch), the digit pad, Delete, and the "solved" message. Digits 10-16
 * are two keys, 1 then 0-6 (digit-keys.ts), a letter, or the pad.
 */
import { digitChar } from "../../model/digit-chars.js";
import { gridShape } from "../../model/grid-size.js";
import { keyPos, posKey } from "../editor-state.js";
import type { PendingOne } from "../digit-keys.js";
import { keyDigit, secondKey, target } from "../digit-keys.js";
import type { Direction } from "../move-selection.js";
import { moveSelection } from "../move-selection.js";
import type { EntryMode } from "../player.js";
import { COLOURS, clearCells, enterDigit, isSolved } from "../player.js";
import { addCell, NO_SELECTION, selectOnly, toggleCell } from "../selection.js";
import type { Page } from "./page.js";
import { $, button, cellAtPoint, cellKey, setAttr, setText } from "./page.js";
import { setterTyping, typeOnRule } from "./setter-tools.js";
import { clock, timer } from "./timer.js";

const MODE_KEYS: Record<string, EntryMode> = { KeyZ: "normal", KeyX: "corner", KeyC: "centre", KeyV: "colour" };
const ARROWS: Record<string, Direction> = { ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right" };

/** The last key when it was a 1 that a second key may turn into 10..16, with the state before it. */
let pendingOne: (PendingOne & { before: ReturnType<Page["state"]> }) | undefined;

/**
 * Types a digit (0: clears) into the selected cells, in the entry mode or the one a held key picks.
 * `amend`: the digit replaces the last change (the 1 of a two-key 10..16) instead of adding one to undo.
 */
export function typeDigit(page: Page, digit: number, mode: EntryMode = page.entry, amend?: ReturnType<Page["state"]>): void {
  const cells = page.selection.cells;
  // The pen on: digits type nothing (SudokuPad's digit keys choose its pen's colour).
  if (cells.length === 0 || page.mode === "draw" || (page.pen && page.mode === "play")) return;
  const setter = page.mode === "set";
  const s = amend ?? page.state();
  const next = digit === 0 ? clearCells(s, cells, mode, setter) : enterDigit(s, cells, mode, digit, setter);
  if (amend === undefined) page.commit(next);
  else page.amend(next);
  if (page.mode === "play" && !timer.solved && isSolved(page.state())) {
    timer.solved = true;
    page.say(`solved in ${clock(timer.seconds)}!`);
    page.render();
  }
}

function onKey(page: Page, e: KeyboardEvent): void {
  const t = e.target;
  if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) return;
  if (t instanceof HTMLElement && t.closest(".grid-label") !== null) return;
  if (t instanceof HTMLButtonElement && (e.key === " " || e.key === "Enter")) return;
  if (e.altKey) return;
  const s = page.state();
  const direction = ARROWS[e.key];
  if (direction !== undefined) {
    if (page.mode === "draw") return;
    e.preventDefault();
    const cursor = page.selection.cursor;
    let next: string | undefined;
    if (cursor === undefined) {
      const first = s.layout.grids[0];
      if (first !== undefined) next = posKey(first.row, first.col);
    } else next = posKey(...moveSelection(s.layout, ...keyPos(cursor), direction));
    if (next !== undefined) page.selection = e.shiftKey || e.ctrlKey ? addCell(page.selection, next) : selectOnly(next);
    return page.render();
  }
  const { size } = gridShape(s.layout);
  const ctrl = e.ctrlKey || e.metaKey;
  const digit = keyDigit(e.code, size);
  if (digit > 0 || (digit === 0 && !ctrl && !e.shiftKey)) {
    e.preventDefault();
    // Shift held: corner marks; Ctrl held: centre marks (SudokuPad's keys); 0 clears. On grids above 9, a
    // 1 then 0-6 soon after on the same cells is one digit, 10-16.
    const mode = e.shiftKey ? "corner" : ctrl ? "centre" : page.entry;
    const where = target(page.selection.cells, mode);
    const now = performance.now();
    const two = /^(?:Digit|Numpad)/.test(e.code) ? secondKey(size, pendingOne, digit, now, where) : undefined;
    const before = pendingOne?.before;
    pendingOne = undefined;
    if (two !== undefined && before !== undefined) return typeDigit(page, two, mode, before);
    if (digit === 1 && size > 9) pendingOne = { at: now, target: where, before: s };
    return typeDigit(page, digit, mode);
  }
  pendingOne = undefined;
  if (ctrl) return;
  const mode = MODE_KEYS[e.code];
  if (mode !== undefined) {
    e.preventDefault();
    page.entry = mode;
    page.pen = false;
    return page.render();
  }
  if (e.key === "Delete" || e.key === "Backspace" || e.key === "." || e.key === " ") {
    e.preventDefault();
    typeDigit(page, 0);
  } else if (e.key === "Escape") {
    page.selection = NO_SELECTION;
    page.render();
  }
}

/** Wires the entry modes, the keys, the pointer's selection and the pad. */
export function installPlayer(page: Page): void {
  const board = $<HTMLDivElement>("board");
  for (const b of document.querySelectorAll<HTMLButtonElement>("button[data-entry]")) {
    b.addEventListener("click", () => {
      page.entry = (b.dataset.entry as EntryMode | undefined) ?? "normal";
      page.pen = false;
      page.render();
    });
  }
  document.addEventListener("keydown", (e) => onKey(page, e));

  // Selecting: a press picks a cell (Ctrl toggles one, Shift adds one), a drag adds every cell it passes;
  // pointer events, so a finger on a phone does the same as a mouse.
  let dragging = false;
  board.addEventListener("pointerdown", (e) => {
    if (page.mode === "draw" || e.button !== 0) return;
    const target = e.target instanceof HTMLElement ? e.target.closest<HTMLElement>(".cell") : null;
    if (target === null) return;
    e.preventDefault();
    board.focus();
    const k = cellKey(target);
    page.selection = e.ctrlKey || e.metaKey ? toggleCell(page.selection, k) : e.shiftKey ? addCell(page.selection, k) : selectOnly(k);
    dragging = true;
    if (board.hasPointerCapture(e.pointerId)) board.releasePointerCapture(e.pointerId); // touch captures by default
    page.render();
  });
  board.addEventListener("pointermove", (e) => {
    if (!dragging) return;
    const over = cellAtPoint(e.clientX, e.clientY);
    if (over === undefined) return;
    const next = addCell(page.selection, cellKey(over));
    if (next === page.selection) return;
    page.selection = next;
    page.render();
  });
  document.addEventListener("pointerup", () => {
    dragging = false;
  });
  document.addEventListener("pointercancel", () => {
    dragging = false;
  });
}

/** Draws the entry-mode buttons' state, the pad (digits, or colours in Colour mode) and the solved message. */
export function renderPlayer(page: Page): void {
  const pen = page.pen && page.mode === "play";
  for (const b of document.querySelectorAll<HTMLButtonElement>("button[data-entry]"))
    setAttr(b, "aria-pressed", String(!pen && b.dataset.entry === page.entry));
  const pad = $<HTMLDivElement>("pad");
  const { size } = gridShape(page.state().layout);
  // A setter typing a cage's sum or a quadruple's digits: the pad types into the rule, 0-9 and Enter.
  const rule = page.mode === "set" && setterTyping();
  const key = rule ? "rule" : `${page.entry}:${size}`;
  if (pad.dataset.key !== key && rule) {
    pad.dataset.key = key;
    const keys = Array.from({ length: 10 }, (_, d) => button(String(d), String(d), () => typeOnRule(page, d)));
    const back = button("⌫", "Delete", () => typeOnRule(page, "backspace"));
    const enter = button("Enter", "Enter", () => typeOnRule(page, "enter"));
    for (const b of keys) b.className = "pad-key";
    back.className = "pad-key pad-clear";
    enter.className = "pad-key pad-enter";
    pad.replaceChildren(...keys, back, enter);
    for (const b of pad.children) b.addEventListener("pointerdown", (e) => e.preventDefault());
  } else if (pad.dataset.key !== key) {
    pad.dataset.key = key;
    const colour = page.entry === "colour";
    const keys = Array.from({ length: colour ? COLOURS : size }, (_, i) => {
      const d = i + 1;
      const b = button(colour ? "" : digitChar(d), colour ? `Colour ${d}` : digitChar(d), () => typeDigit(page, d));
      b.className = colour ? `pad-key swatch colour-${d}` : "pad-key";
      return b;
    });
    const clear = button("⌫", "Delete", () => typeDigit(page, 0));
    clear.className = "pad-key pad-clear";
    pad.replaceChildren(...keys, clear);
    // A press on the pad keeps the focus (and so the keyboard) on the board.
    for (const b of pad.children) b.addEventListener("pointerdown", (e) => e.preventDefault());
  }
  const solved = page.mode === "play" && isSolved(page.state());
  const note = $<HTMLParagraphElement>("solved");
  if (note.hidden !== !solved) note.hidden = !solved;
  setText(note, solved ? `Solved! ${clock(timer.seconds)}` : "");
}
