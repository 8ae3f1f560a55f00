/**
 * Draw mode and the Draw panel: a click on the board puts a grid's top-left corner on that box (or, with
 * "Pick region cells" on, picks the cells of a new region, one per digit, then Add region); Add grid at a
 * row and column; the layout's name; the lists of grids and rules (layout-panel.ts). Dragging a grid and
 * the outline of where a click would put one are grid-drag.ts's.
 */
import { gridShape } from "../../model/grid-size.js";
import type { EditorState } from "../editor-state.js";
import { addGrid, addRegion, keyPos, renameLayout } from "../editor-state.js";
import { renderLayoutLists } from "./layout-panel.js";
import type { Page } from "./page.js";
import { $, cellKey, on } from "./page.js";

/** The cells picked for a new region (canvas keys). */
let pendingRegion = new Set<string>();
/** The layout the grid and rule lists were drawn for. */
let renderedLayout: EditorState["layout"] | undefined;

/** The cells picked for a new region, drawn as pending on the board. */
export function regionCells(): ReadonlySet<string> {
  return pendingRegion;
}

/** Forgets the cells picked for a region (the mode changed, another puzzle). */
export function dropRegionCells(): void {
  pendingRegion = new Set();
}

/** Draws the Draw panel from the state: the layout's name, its lists, the region picked so far, the rows and columns a grid may start on. */
export function renderDrawPanel(page: Page, byGrid: ReadonlyMap<number, readonly string[]>): void {
  const s = page.state();
  const layoutName = $<HTMLInputElement>("layout-name");
  if (document.activeElement !== layoutName) layoutName.value = s.layout.name;
  // The grid and rule lists are built when the panel can show (Play folds it away, and a link opens in
  // Play): a samurai killer's 150 rules were listed before its first board was shown.
  if (renderedLayout !== s.layout && page.mode !== "play") {
    renderLayoutLists(page, s, byGrid);
    renderedLayout = s.layout;
  }
  const { size, boxRows, boxCols } = gridShape(s.layout);
  $<HTMLButtonElement>("add-region").disabled = pendingRegion.size !== size;
  $<HTMLButtonElement>("add-region").textContent = `Add region (${pendingRegion.size}/${size})`;
  $<HTMLInputElement>("add-row").step = String(boxRows);
  $<HTMLInputElement>("add-col").step = String(boxCols);
}

/** Wires the board's clicks in Draw mode and the Draw panel's fields and buttons. */
export function installDrawMode(page: Page): void {
  $<HTMLDivElement>("board").addEventListener("click", (e) => {
    const target = e.target instanceof HTMLElement ? e.target : undefined;
    if (target === undefined || target.classList.contains("grid-label")) return;
    const slot = target.closest<HTMLElement>(".slot");
    const cell = target.closest<HTMLElement>(".cell");
    if (page.mode === "draw") {
      if (cell !== null && $<HTMLInputElement>("pick-region").checked) {
        const k = cellKey(cell);
        if (pendingRegion.has(k)) pendingRegion.delete(k);
        else if (pendingRegion.size < gridShape(page.state().layout).size) pendingRegion.add(k);
        return page.render();
      }
      const at: [number, number] | undefined =
        slot !== null ? [Number(slot.dataset.slotRow), Number(slot.dataset.slotCol)] : cell !== null ? keyPos(cellKey(cell)) : undefined;
      if (at !== undefined) page.commit(addGrid(page.state(), at[0], at[1]));
    }
  });
  $<HTMLInputElement>("layout-name").addEventListener("change", (e) => {
    const name = (e.target as HTMLInputElement).value.trim();
    if (name !== "") page.commit(renameLayout(page.state(), name));
  });
  on("add-grid", () => page.commit(addGrid(page.state(), Number($<HTMLInputElement>("add-row").value), Number($<HTMLInputElement>("add-col").value))));
  on("add-region", () => {
    page.commit(addRegion(page.state(), [...pendingRegion].map(keyPos)));
    pendingRegion = new Set();
    page.render();
  });
  $<HTMLInputElement>("pick-region").addEventListener("change", () => {
    pendingRegion = new Set();
    page.render();
  });
}
