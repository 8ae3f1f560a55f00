/**
 * The header's controls: the mode switch (Draw, Set, Play; the page's class names the mode for the style
 * sheet) and the document's history, Undo and Redo (buttons, Ctrl+Z, Ctrl+Y or Ctrl+Shift+Z). The clock
 * beside them is timer.ts's.
 */
import type { Mode } from "../board-view.js";
import { redo, undo } from "../history.js";
import { dropRegionCells } from "./draw-mode.js";
import type { Page } from "./page.js";
import { $, on, setAttr } from "./page.js";

/** Draws the mode buttons' state, the page's mode class and whether there is anything to undo or redo. */
export function renderToolbar(page: Page): void {
  $<HTMLButtonElement>("undo").disabled = page.history.past.length === 0;
  $<HTMLButtonElement>("redo").disabled = page.history.future.length === 0;
  const mode = `mode-${page.mode}${page.tool === undefined ? "" : " tool-on"}`;
  if (document.body.className !== mode) document.body.className = mode;
  for (const b of document.querySelectorAll<HTMLButtonElement>("[data-mode]")) setAttr(b, "aria-pressed", String(b.dataset.mode === page.mode));
}

function step(page: Page, direction: typeof undo): void {
  page.history = direction(page.history);
  page.render();
}

/** Wires the mode buttons, Undo and Redo, and their keys. */
export function installToolbar(page: Page): void {
  document.addEventListener("keydown", (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
    const k = e.key.toLowerCase();
    if (k === "z" && !e.shiftKey) page.history = undo(page.history);
    else if (k === "y" || (k === "z" && e.shiftKey)) page.history = redo(page.history);
    else return;
    e.preventDefault();
    page.render();
  });
  for (const b of document.querySelectorAll<HTMLButtonElement>("[data-mode]")) {
    b.addEventListener("click", () => {
      page.mode = (b.dataset.mode as Mode | undefined) ?? "set";
      if (page.mode !== "set") page.tool = undefined;
      dropRegionCells();
      page.render();
    });
  }
  on("undo", () => step(page, undo));
  on("redo", () => step(page, redo));
}
