/**
 * The Puzzle panel's New and Title: a new puzzle on a built-in layout (9x9 grids; single at every size)
 * or an empty canvas to draw grids of the size chosen; the puzzle's title, also the board's heading. The
 * panel's paste box and Open file are load-puzzle.ts's.
 */
import { BUILTIN_LAYOUTS, isBuiltinLayoutName } from "../../layout/builtin-layouts.js";
import { gridShape } from "../../model/grid-size.js";
import { emptyCanvas, emptyState, setTitle } from "../editor-state.js";
import { builtinNameOf } from "../layout-name.js";
import type { Page } from "./page.js";
import { $, on, setText } from "./page.js";
import { hideSolution } from "./solve-panel.js";

const EMPTY_CANVAS_OPTION = "(empty canvas)";

/** Draws the title (the heading and the field) and the grid size from the state. */
export function renderPuzzlePanel(page: Page): void {
  const s = page.state();
  setText($<HTMLHeadingElement>("puzzle-title"), s.title ?? "");
  const title = $<HTMLInputElement>("title");
  if (document.activeElement !== title) title.value = s.title ?? "";
  const sizeSelect = $<HTMLSelectElement>("grid-size");
  if (document.activeElement !== sizeSelect) sizeSelect.value = String(gridShape(s.layout).size);
  // The layout loaded, by name (a killer is on "single"), or "custom" when no built-in has its grids; set
  // when the layout changes only, so that a layout chosen for New stays chosen until New is pressed.
  if (shownFor !== s.layout) {
    shownFor = s.layout;
    $<HTMLSelectElement>("layout-select").value = s.layout.grids.length === 0 ? EMPTY_CANVAS_OPTION : (s.builtin ?? builtinNameOf(s.layout) ?? CUSTOM_OPTION);
  }
}

/** The layout the Layout list last showed. */
let shownFor: unknown;

/** Shown when the layout loaded is no built-in one; not a choice for New. */
const CUSTOM_OPTION = "custom";

/** Fills the layout list and wires New and the title field. */
export function installPuzzlePanel(page: Page): void {
  const layoutSelect = $<HTMLSelectElement>("layout-select");
  const custom = new Option(CUSTOM_OPTION, CUSTOM_OPTION);
  custom.disabled = true;
  layoutSelect.replaceChildren(...[EMPTY_CANVAS_OPTION, ...Object.keys(BUILTIN_LAYOUTS)].map((name) => new Option(name, name)), custom);
  on("new-puzzle", () => {
    const name = layoutSelect.value;
    const size = Number($<HTMLSelectElement>("grid-size").value);
    hideSolution();
    page.mode = "set"; // a new puzzle is set first
    if (name === EMPTY_CANVAS_OPTION) {
      page.mode = "draw";
      page.commit(emptyCanvas(size));
      return page.say(`empty canvas for ${size}x${size} grids: click a box to add a grid`);
    }
    if (size !== 9 && name === "single") {
      // The one built-in drawn at every size: one grid, the layout inline (the built-ins are 9x9).
      page.commit(emptyState({ name: `single-${size}`, size, grids: [{ id: "main", row: 0, col: 0 }] }));
      return page.say(`new ${size}x${size} puzzle`);
    }
    if (size !== 9) return page.say(`the built-in ${name} is drawn with 9x9 grids: for ${size}x${size} grids pick single, or the empty canvas and draw`);
    if (isBuiltinLayoutName(name)) page.commit(emptyState(BUILTIN_LAYOUTS[name], name));
    page.say(`new ${name} puzzle`);
  });
  $<HTMLInputElement>("title").addEventListener("change", (e) => page.commit(setTitle(page.state(), (e.target as HTMLInputElement).value.trim())));
}
