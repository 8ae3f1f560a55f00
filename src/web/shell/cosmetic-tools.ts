/**
 * The setter's cosmetic tools (Set mode), by f-puzzles' names: Text (type the words in the box, then click a
 * cell), Circle (click a cell), Line (drag from cell centre to cell centre), Rectangle (a cell's shading:
 * click, or drag over cells; a drag started on shading clears it). A click with a tool on its own item takes
 * it away (for Line, a tap on a cell takes away the last line through it). One drag is one undo step; the
 * document keeps the items (cosmetics.ts), so undo, autosave and links carry them. The items are drawn in
 * an SVG layer of their own over the cells and under the rules' pictures and the digits.
 */
import type { CosmeticTool } from "../cosmetics.js";
import { cosmeticPictures, setCosmeticLine, shadeCell, tapCosmetic } from "../cosmetics.js";
import type { EditorState } from "../editor-state.js";
import { keyPos, posKey } from "../editor-state.js";
import type { Page } from "./page.js";
import { $, button, cellAtPoint, cellKey } from "./page.js";

const SVG = "http://www.w3.org/2000/svg";

/** The buttons: f-puzzles' names, and what each does. */
const TOOLS: readonly { readonly name: CosmeticTool; readonly label: string; readonly hint: string }[] = [
  { name: "text", label: "Text", hint: "Text: type the words in the box, then click a cell (click it again to take them away)" },
  { name: "circle", label: "Circle", hint: "Circle: click a cell (again to take it away)" },
  { name: "line", label: "Line", hint: "Line: drag from cell centre to cell centre (tap a cell to take away a line through it)" },
  { name: "rectangle", label: "Rectangle", hint: "Rectangle: click or drag over cells to shade them (start on shading to clear it)" },
];

/** The cosmetic tool in use, if any (a rule tool or another mode puts it down). */
let tool: CosmeticTool | undefined;

/**
 * The drag under way: the cells it walked (a line's), whether it changed the document yet (its first change
 * is an undo step, the rest join it), the line's index in the cosmetics once drawn, and whether it shades
 * or clears (Rectangle).
 */
let drag: { keys: string[]; changed: boolean; line: number; shade: boolean } | undefined;

/** The document changed by the drag: its first change recorded for undo, the rest amending it. */
function change(page: Page, next: EditorState): void {
  if (drag === undefined || next === page.state()) return;
  if (drag.changed) page.amend(next);
  else page.commit(next);
  drag.changed = true;
}

/** The drag's next cell `k` (a neighbour of the last): the line drawn on to it, or the cell shaded or cleared. */
function dragTo(page: Page, k: string): void {
  if (drag === undefined) return;
  drag.keys.push(k);
  if (tool === "rectangle") return change(page, shadeCell(page.state(), k, drag.shade));
  const s = page.state();
  if (drag.line < 0) drag.line = (s.cosmetics ?? []).length;
  change(page, setCosmeticLine(s, drag.line, drag.keys));
}

/** Wires the tool buttons, the text box and the board's pointer for them (before the selection's handlers). */
export function installCosmeticTools(page: Page): void {
  const board = $<HTMLDivElement>("board");
  const words = $<HTMLInputElement>("cosmetic-text");
  $<HTMLDivElement>("cosmetic-tools").replaceChildren(
    ...TOOLS.map((t) => {
      const b = button(t.label, t.label, () => {
        tool = tool === t.name ? undefined : t.name;
        if (tool !== undefined) {
          page.tool = undefined;
          page.mode = "set";
        }
        page.say(tool === undefined ? "" : t.hint);
        page.render();
        if (tool === "text") words.focus();
      });
      b.dataset.cosmeticTool = t.name;
      b.className = "tool";
      return b;
    }),
  );
  board.addEventListener(
    "pointerdown",
    (e) => {
      if (tool === undefined || page.mode !== "set" || e.button !== 0) return;
      const target = e.target instanceof Element ? e.target.closest<HTMLElement>(".cell") : null;
      if (target === null) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      board.focus();
      if (board.hasPointerCapture(e.pointerId)) board.releasePointerCapture(e.pointerId); // touch captures by default
      const k = cellKey(target);
      const s = page.state();
      if (tool === "text" || tool === "circle") {
        const next = tapCosmetic(s, tool, k, words.value.trim());
        if (next === s && tool === "text") page.say("Text: type the words in the box first");
        return page.commit(next);
      }
      drag = { keys: [k], changed: false, line: -1, shade: tool === "rectangle" && shadeCell(s, k, true) !== s };
      if (tool === "rectangle") change(page, shadeCell(s, k, drag.shade));
    },
    { capture: true },
  );
  board.addEventListener(
    "pointermove",
    (e) => {
      if (drag === undefined) return;
      e.stopImmediatePropagation();
      const over = cellAtPoint(e.clientX, e.clientY);
      if (over === undefined) return;
      const [r, c] = keyPos(cellKey(over));
      // A fast pointer may skip cells: walk to it a neighbour at a time (diagonally first), as the pen does.
      for (let last = drag.keys[drag.keys.length - 1] ?? ""; last !== posKey(r, c); last = drag.keys[drag.keys.length - 1] ?? "") {
        const [r0, c0] = keyPos(last);
        dragTo(page, posKey(r0 + Math.sign(r - r0), c0 + Math.sign(c - c0)));
      }
    },
    { capture: true },
  );
  const end = (tap: boolean): void => {
    if (drag === undefined) return;
    const { keys } = drag;
    drag = undefined;
    if (tap && tool === "line" && keys.length === 1) page.commit(tapCosmetic(page.state(), "line", keys[0] ?? ""));
  };
  document.addEventListener("pointerup", () => end(true));
  document.addEventListener("pointercancel", () => end(false));
}

/**
 * Draws which cosmetic tool is in use (the text box shown with Text) and the puzzle's cosmetics into the
 * board: one SVG layer under the rules' pictures, redrawn only when the items or the board's geometry change
 * (a rebuild of the board takes the layer off: it is put back). Test contract: svg.cosmetics holds one
 * element per item with data-cosmetic (its type: text, line, circle, rectangle, cage), data-cells
 * ("r1c1 r1c2", 1-based canvas) and data-index (its place in the puzzle's cosmetics).
 */
export function renderCosmetics(page: Page, state: EditorState, origin: { row: number; col: number }): void {
  if (page.tool !== undefined || page.mode !== "set") tool = undefined;
  for (const b of document.querySelectorAll<HTMLButtonElement>("[data-cosmetic-tool]")) b.setAttribute("aria-pressed", String(b.dataset.cosmeticTool === tool));
  $<HTMLLabelElement>("cosmetic-text-box").hidden = tool !== "text";
  const board = $<HTMLDivElement>("board");
  const items = state.cosmetics ?? [];
  let svg = board.querySelector<SVGSVGElement>(":scope > svg.cosmetics");
  if (items.length === 0) return svg?.remove();
  const s = page.cell;
  const key = JSON.stringify([items, origin, s]);
  if (svg !== null && svg.dataset.key === key) return;
  if (svg === null) {
    svg = document.createElementNS(SVG, "svg");
    svg.classList.add("cosmetics");
    svg.setAttribute("aria-hidden", "true");
    // Under the rules' pictures (a shaded cell must not hide a cage's line), over the cells and box lines.
    board.insertBefore(svg, board.querySelector(":scope > svg.rules"));
  }
  svg.dataset.key = key;
  const place = { s, x: (col: number) => (col - origin.col) * s, y: (row: number) => (row - origin.row) * s };
  svg.replaceChildren(
    ...cosmeticPictures(items, place).map((p) => {
      const g = document.createElementNS(SVG, "g");
      g.dataset.cosmetic = p.type;
      g.dataset.cells = p.cells;
      g.dataset.index = String(p.index);
      g.innerHTML = p.svg; // SVG text made by format/cosmetics-svg.ts from numbers and the item's escaped text and colours
      return g;
    }),
  );
}
