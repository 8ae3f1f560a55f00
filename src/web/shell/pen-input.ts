/**
 * The player's pen (pen.ts), a tool of Play beside the entry modes as in SudokuPad: the Pen button picks it
 * (an entry mode's button or key, Z X C V, goes back to that mode). While it is on, a drag on the board draws
 * a line from cell centre to cell centre, or rubs lines out when it starts on one, and a tap toggles a
 * circle, instead of selecting; one drag is one undo step. SudokuPad's pen has no key of its own (its digit
 * keys pick the pen's colour): here the digits type nothing while the pen is on. The marks are drawn in an
 * SVG layer of their own over the cells and the rules, under the digits.
 */
import type { EditorState } from "../editor-state.js";
import { keyPos, posKey } from "../editor-state.js";
import { hasPen, penCircle, penLine, setPen, togglePen } from "../pen.js";
import type { Page } from "./page.js";
import { $, cellAtPoint, cellKey } from "./page.js";

const SVG = "http://www.w3.org/2000/svg";

/**
 * The drag under way: the cell it is at; whether it left its first cell; whether it rubs out (decided by
 * its first line: undefined until then); whether it changed the document yet (its first change is an undo step, the rest join it).
 */
let drawing: { at: string; moved: boolean; erase: boolean | undefined; changed: boolean } | undefined;

/** Whether a press on the board goes to the pen. */
const penning = (page: Page): boolean => page.pen && page.mode === "play";

/** The drag's next line, from the cell it is at to a neighbour `k`. */
function drawTo(page: Page, k: string): void {
  if (drawing === undefined) return;
  const mark = penLine(drawing.at, k);
  const s = page.state();
  drawing.erase ??= hasPen(s, mark);
  const next = setPen(s, mark, !drawing.erase);
  drawing.at = k;
  drawing.moved = true;
  if (next === s) return;
  if (drawing.changed) page.amend(next);
  else page.commit(next);
  drawing.changed = true;
}

/** Wires the Pen button and the board's pointer while the pen is on (before the selection's handlers). */
export function installPen(page: Page): void {
  const board = $<HTMLDivElement>("board");
  $<HTMLButtonElement>("pen").addEventListener("click", () => {
    page.pen = !page.pen;
    page.say(page.pen ? "Pen: drag from cell to cell for a line (start on a line to rub it out), tap a cell for a circle" : "");
    page.render();
  });
  board.addEventListener(
    "pointerdown",
    (e) => {
      if (!penning(page) || e.button !== 0) return;
      const target = e.target instanceof Element ? e.target.closest<HTMLElement>(".cell") : null;
      if (target === null) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      board.focus();
      if (board.hasPointerCapture(e.pointerId)) board.releasePointerCapture(e.pointerId); // touch captures by default
      drawing = { at: cellKey(target), moved: false, erase: undefined, changed: false };
    },
    { capture: true },
  );
  board.addEventListener(
    "pointermove",
    (e) => {
      if (drawing === undefined) return;
      e.stopImmediatePropagation();
      const over = cellAtPoint(e.clientX, e.clientY);
      if (over === undefined) return;
      const [r, c] = keyPos(cellKey(over));
      // A fast pointer may skip cells: walk to it a neighbour at a time (diagonally first), drawing each line.
      for (let [r0, c0] = keyPos(drawing.at); r0 !== r || c0 !== c; [r0, c0] = keyPos(drawing.at)) {
        drawTo(page, posKey(r0 + Math.sign(r - r0), c0 + Math.sign(c - c0)));
      }
    },
    { capture: true },
  );
  const end = (tap: boolean): void => {
    if (drawing === undefined) return;
    const { at, moved } = drawing;
    drawing = undefined;
    if (tap && !moved) page.commit(togglePen(page.state(), penCircle(at)));
  };
  document.addEventListener("pointerup", () => end(true));
  document.addEventListener("pointercancel", () => end(false));
}

/** One mark's SVG element, in board pixels from the top-left cell `origin` of cells `cell` pixels wide. */
function markElement(mark: string, origin: { row: number; col: number }, cell: number): SVGElement {
  const centre = (k: string): [number, number] => {
    const [r, c] = keyPos(k);
    return [(c - origin.col + 0.5) * cell, (r - origin.row + 0.5) * cell];
  };
  const [kind, a = "", b = ""] = mark.split(" ");
  const [x1, y1] = centre(a);
  const el = document.createElementNS(SVG, kind === "line" ? "line" : "circle");
  const attrs: [string, number][] =
    kind === "line"
      ? [
          ["x1", x1],
          ["y1", y1],
          ["x2", centre(b)[0]],
          ["y2", centre(b)[1]],
        ]
      : [
          ["cx", x1],
          ["cy", y1],
          ["r", cell * 0.35],
        ];
  for (const [name, v] of attrs) el.setAttribute(name, String(v));
  el.dataset.pen = mark;
  return el;
}

/**
 * Draws the Pen button's state and the pen marks into the board: one SVG layer, redrawn only when the marks
 * or the board's geometry change (a rebuild of the board takes the layer off: it is put back). Test
 * contract: svg.pen holds one line or circle per mark, each with data-pen (its mark: "line 0,0 0,1",
 * "circle 4,4").
 */
export function renderPen(page: Page, state: EditorState, origin: { row: number; col: number }): void {
  $<HTMLButtonElement>("pen").setAttribute("aria-pressed", String(page.pen));
  const board = $<HTMLDivElement>("board");
  const marks = [...(state.pen ?? [])];
  let svg = board.querySelector<SVGSVGElement>(":scope > svg.pen");
  const key = JSON.stringify([marks, origin, page.cell]);
  if (svg !== null && svg.dataset.key === key) return;
  if (svg === null) {
    svg = document.createElementNS(SVG, "svg");
    svg.classList.add("pen");
    svg.setAttribute("aria-hidden", "true");
    board.append(svg);
  }
  svg.dataset.key = key;
  svg.replaceChildren(...marks.map((mark) => markElement(mark, origin, page.cell)));
}
