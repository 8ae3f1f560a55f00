/**
 * Zoom to one grid on a narrow screen (SudokuPad lets a phone's player zoom in): above the board, "All"
 * and one button per grid. A zoomed board draws its cells as wide as one grid fits the screen and shows
 * that grid alone, through a window (#board-window) scrolled to it; taps and drags select as ever (the
 * hidden cells are clipped, so never hit), and the zoom follows the arrow keys into the next grid.
 */
import type { BoardView } from "../board-view.js";
import { gridShape } from "../../model/grid-size.js";
import type { Layout } from "../../model/schemas.js";
import { followFocus } from "../grid-focus.js";
import type { GridFocus } from "../grid-focus.js";
import type { Page } from "./page.js";
import { $, button } from "./page.js";

/** The grid shown zoomed, if any: kept across renders. */
let focus: GridFocus | undefined;
/** The layout whose buttons are drawn, to rebuild them only when its grids change. */
let drawnFor = "";

const narrow = (): boolean => window.matchMedia("(max-width: 700px)").matches;

/**
 * The grid the board shows zoomed now, the focus first moved with the cursor: only on a narrow screen,
 * in Set and Play, on a layout of two grids or more.
 */
export function zoomedGrid(page: Page): Layout["grids"][number] | undefined {
  const { layout } = page.state();
  if (focus !== undefined) focus = followFocus(layout, focus, page.selection.cursor);
  if (focus === undefined || !narrow() || page.mode === "draw" || layout.grids.length < 2) return undefined;
  const id = focus.grid;
  return layout.grids.find((g) => g.id === id);
}

/**
 * Draws the zoom buttons (none on a single grid) and fits the window to the zoomed grid, or lets the
 * whole board show. `cell`: the cell size the board was drawn with.
 */
export function showZoom(page: Page, view: BoardView, grid: Layout["grids"][number] | undefined, cell: number): void {
  const { layout } = page.state();
  const group = $<HTMLDivElement>("grid-view");
  const key = page.mode === "draw" ? "" : JSON.stringify(layout.grids.map((g) => g.id));
  if (key !== drawnFor) {
    drawnFor = key;
    const choose = (id: string | undefined): void => {
      focus = id === undefined ? undefined : { grid: id, cursor: page.selection.cursor };
      page.render();
    };
    group.replaceChildren(
      ...(layout.grids.length < 2 || page.mode === "draw"
        ? []
        : [button("All", "Show all grids", () => choose(undefined)), ...layout.grids.map((g) => button(g.id, `Zoom to grid ${g.id}`, () => choose(g.id)))]),
    );
  }
  // Written only where they change: a render at every keypress, and each write restyles.
  for (const b of group.querySelectorAll("button")) {
    const label = b.getAttribute("aria-label") ?? "";
    const pressed = String(grid === undefined ? label === "Show all grids" : label === `Zoom to grid ${grid.id}`);
    if (b.getAttribute("aria-pressed") !== pressed) b.setAttribute("aria-pressed", pressed);
  }
  const win = $<HTMLDivElement>("board-window");
  if (win.classList.contains("zoomed") !== (grid !== undefined)) win.classList.toggle("zoomed", grid !== undefined);
  if (grid === undefined) {
    if (win.style.width !== "") win.style.removeProperty("width");
    if (win.style.height !== "") win.style.removeProperty("height");
    return;
  }
  // The board's 3 px border keeps the outer box lines: the window shows it on every side of the grid.
  const { size } = gridShape(layout);
  win.style.width = `${size * cell + 6}px`;
  win.style.height = `${size * cell + 6}px`;
  win.scrollLeft = (grid.col - view.originCol) * cell;
  win.scrollTop = (grid.row - view.originRow) * cell;
}
