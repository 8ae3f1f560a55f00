/**
 * Draw mode's grids: a dashed outline shows where a click would put a new grid, and a grid's label drags
 * it (or moves it with the arrow keys) in whole boxes.
 */
import { gridShape } from "../../model/grid-size.js";
import { moveGrid } from "../editor-state.js";
import type { Page } from "./page.js";
import { $ } from "./page.js";

/** Wires the ghost outline and the grid labels' dragging. */
export function installGridDrag(page: Page): void {
  const board = $<HTMLDivElement>("board");
  let drag: { index: number; x: number; y: number; dr: number; dc: number; outline: HTMLElement } | undefined;
  // In Draw mode a dashed outline shows where a click would put the new grid (its top-left on the box under
  // the pointer). In Draw mode the board is built whole on every render, which removes it until the pointer moves again.
  const ghost = document.createElement("div");
  ghost.className = "grid-ghost";
  board.addEventListener("pointerover", (e) => {
    const target = e.target instanceof HTMLElement ? e.target.closest<HTMLElement>(".cell, .slot") : null;
    if (page.mode !== "draw" || drag !== undefined || target === null || $<HTMLInputElement>("pick-region").checked) return ghost.remove();
    const s = page.cell;
    const { size, boxRows, boxCols } = gridShape(page.state().layout);
    const row = target.dataset.row !== undefined ? Number(target.dataset.row) - 1 : Number(target.dataset.slotRow);
    const col = target.dataset.col !== undefined ? Number(target.dataset.col) - 1 : Number(target.dataset.slotCol);
    ghost.style.left = `${target.offsetLeft - (((col % boxCols) + boxCols) % boxCols) * s}px`;
    ghost.style.top = `${target.offsetTop - (((row % boxRows) + boxRows) % boxRows) * s}px`;
    ghost.style.width = ghost.style.height = `${size * s}px`;
    if (ghost.parentElement !== board) board.append(ghost);
  });
  board.addEventListener("pointerleave", () => ghost.remove());

  // Dragging a grid by its label: the outline follows the pointer in whole boxes; the drop moves the grid.
  board.addEventListener("pointerdown", (e) => {
    const label = e.target instanceof HTMLElement ? e.target.closest<HTMLElement>(".grid-label") : null;
    if (label === null || label.parentElement === null) return;
    e.preventDefault();
    label.setPointerCapture(e.pointerId);
    drag = { index: Number(label.dataset.grid), x: e.clientX, y: e.clientY, dr: 0, dc: 0, outline: label.parentElement };
    drag.outline.classList.add("dragging");
  });
  board.addEventListener("pointermove", (e) => {
    if (drag === undefined) return;
    const s = page.cell;
    const { boxRows, boxCols } = gridShape(page.state().layout);
    drag.dr = Math.round((e.clientY - drag.y) / (s * boxRows)) * boxRows;
    drag.dc = Math.round((e.clientX - drag.x) / (s * boxCols)) * boxCols;
    drag.outline.style.transform = `translate(${drag.dc * s}px, ${drag.dr * s}px)`;
  });
  board.addEventListener("pointerup", () => {
    if (drag === undefined) return;
    const { index, dr, dc } = drag;
    drag = undefined;
    const g = page.state().layout.grids[index];
    if (g !== undefined && (dr !== 0 || dc !== 0)) page.commit(moveGrid(page.state(), index, g.row + dr, g.col + dc));
    else page.render();
  });
  board.addEventListener(
    "keydown",
    (e) => {
      const label = e.target instanceof HTMLElement ? e.target.closest<HTMLElement>(".grid-label") : null;
      if (label === null) return;
      const { boxRows: h, boxCols: w } = gridShape(page.state().layout);
      const steps: Record<string, [number, number]> = { ArrowUp: [-h, 0], ArrowDown: [h, 0], ArrowLeft: [0, -w], ArrowRight: [0, w] };
      const step = steps[e.key];
      const index = Number(label.dataset.grid);
      const g = page.state().layout.grids[index];
      if (step === undefined || g === undefined) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      page.commit(moveGrid(page.state(), index, g.row + step[0], g.col + step[1]));
      board.querySelector<HTMLElement>(`.grid-label[data-grid="${index}"]`)?.focus();
    },
    { capture: true },
  );
}
