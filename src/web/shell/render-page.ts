/**
 * Drawing the page from the state, after every change: the board (from its view model, board-view.ts,
 * with what each tool marks on it: the selection, the solution or step shown, wrong digits, the cells a
 * tool is working on, true candidates), sized to its column and, on a wide screen, to the window's height;
 * the selected cell's problems in words; the problems listed; then each panel's own drawing, the clock,
 * the verdict and the autosave.
 */
import { gridShape } from "../../model/grid-size.js";
import { boardView } from "../board-view.js";
import { checkState } from "../check-state.js";
import { isCovered, keyPos, posKey } from "../editor-state.js";
import { renderCosmetics } from "./cosmetic-tools.js";
import { NO_SELECTION } from "../selection.js";
import { autosave } from "./autosave.js";
import { regionCells, renderDrawPanel } from "./draw-mode.js";
import { renderRulesText } from "./export.js";
import { showZoom, zoomedGrid } from "./grid-zoom.js";
import { stepOverlay, stepShown } from "./hint-explain.js";
import type { Page } from "./page.js";
import { $, givensKey, setItems, setText } from "./page.js";
import { wrongCells } from "./play-panel.js";
import { renderPen } from "./pen-input.js";
import { renderPlayer } from "./player-input.js";
import { renderPuzzlePanel } from "./puzzle-panel.js";
import { renderBoard } from "./render-board.js";
import { renderSetter, toolCells } from "./setter-tools.js";
import { solutionOverlay } from "./solve-panel.js";
import { showTimer } from "./timer.js";
import { renderToolbar } from "./toolbar.js";
import { candidateOverlay, updateVerdict } from "./verdict-panel.js";

const board = $<HTMLDivElement>("board");

/** Redraws the page from the state. */
export function renderPage(page: Page): void {
  // The page is shown by its first render (style.css hides it until then), its mode's class set first: shown
  // when the script started, a frame laid out every setter panel while a link's puzzle was decoded, panels
  // that Play, where a link opens, folds away (on the phone profile a sixth of the main thread's time to the first board).
  const html = document.documentElement;
  if (!("started" in html.dataset)) {
    renderToolbar(page);
    html.dataset.started = "";
  }
  // Read first, while the page is as the last frame laid it out: a read after this render's writes would
  // force a layout, which a keypress need not pay for.
  const room = { width: (board.closest(".board-area")?.clientWidth ?? 0) - 10, window: [window.innerWidth, window.innerHeight] as const };
  const s = page.state();
  const digits = page.mode === "play" ? new Map([...s.givens, ...s.entries]) : s.givens;
  const issues = checkState(s, digits);
  const key = givensKey(s);
  const overlay = solutionOverlay(key) ?? stepOverlay(key);
  const view = boardView({ state: s, mode: page.mode, issues, ...(overlay === undefined ? {} : { solution: overlay }) });
  const kept = page.selection.cells.filter((k) => isCovered(s.layout, ...keyPos(k)));
  if (kept.length !== page.selection.cells.length) page.selection = kept.length === 0 ? NO_SELECTION : { cells: kept, cursor: kept[kept.length - 1] ?? "" };
  const cursor = page.selection.cursor;
  const cursorCell = view.cells.find((c) => posKey(c.row, c.col) === cursor);
  const zoomed = zoomedGrid(page);
  // What stands above the board and between it and the pad, drawn before the board is fitted between them.
  renderToolbar(page);
  renderPuzzlePanel(page);
  renderPlayer(page);
  page.cell = zoomed === undefined ? fitCell(page, room, view.cols, view.rows) : fitCell(page, room, gridShape(s.layout).size);
  board.style.setProperty("--cell", `${page.cell}px`);
  const step = stepShown();
  renderBoard(
    board,
    view,
    s.layout,
    {
      selected: new Set(page.selection.cells),
      ...(cursor === undefined ? {} : { cursor }),
      sameDigit: cursorCell?.digit ?? 0,
      pending: new Set([...regionCells(), ...toolCells()]),
      wrong: wrongCells(),
      hint: step.cells,
      ...optional("candidates", candidateOverlay()),
      struck: step.struck,
    },
    { cell: page.cell },
    page.mode === "draw",
  );
  renderCosmetics(page, s, { row: view.originRow, col: view.originCol });
  // The pen's marks are the player's, as the digits entered are: shown in Play only.
  renderPen(page, page.mode === "play" ? s : { ...s, pen: new Set() }, { row: view.originRow, col: view.originCol });
  showZoom(page, view, zoomed, page.cell);
  // The selected cell's problems in words, for keyboard and screen-reader users (the mouse has tooltips).
  setText($<HTMLParagraphElement>("cell-issue"), cursorCell?.errors.join("\n") ?? "");
  if (cursorCell !== undefined) board.setAttribute("aria-activedescendant", `cell-${cursorCell.row}-${cursorCell.col}`);
  else board.removeAttribute("aria-activedescendant");
  setItems($<HTMLUListElement>("issue-list"), [...page.problems, ...issues.lines]);
  renderDrawPanel(page, issues.byGrid);
  showTimer(key);
  renderSetter(page);
  updateVerdict(page);
  renderRulesText(page);
  autosave(s);
  // Read last, once the page is written, and only when the board was built whole (its size changed): the
  // read forces a layout, which a keypress need not pay for.
}

/** `{ [key]: value }`, or nothing when the value is undefined (exactOptionalPropertyTypes). */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/** Asked on every render: one query list, kept (matchMedia builds a new one at each call). */
const narrowScreen = window.matchMedia("(max-width: 700px)");

/**
 * The cell size that fits the board in its column (`room.width` pixels; a phone's width), at most 34 pixels
 * (44 on a narrow screen, for fingers). Draw mode keeps 34 and scrolls: its margins would make cells tiny.
 * On a narrow screen the whole board fits the width, however small its cells (8 pixels at least): a sumo's
 * 33 columns are an overview, played one grid at a time through the zoom buttons (grid-zoom.ts), since a
 * finger's drag on the board selects and cannot pan it. On a wide screen the board is as large as the
 * window's height lets the whole board and the pad under it show, up to 64 pixels and down to 22 (a sumo's
 * 33 rows in a 1000-pixel window); below that the page scrolls (`rows`: the board's; none given, as for a
 * zoomed grid, no growth).
 */
function fitCell(page: Page, room: Room, cols: number, rows = 0): number {
  const narrow = narrowScreen.matches;
  if (page.mode === "draw" || cols === 0 || room.width <= 0) return 34;
  const wide = Math.floor(room.width / cols);
  if (narrow) return Math.max(8, Math.min(44, wide));
  if (rows === 0) return Math.max(14, Math.min(34, wide));
  return Math.max(14, Math.min(wide, Math.max(22, Math.min(64, tallestCell(page, room, rows)))));
}

/** The board's column's width and the window's size, read at the start of a render. */
interface Room {
  readonly width: number;
  readonly window: readonly [number, number];
}

/** The last answer of tallestCell, and what it depends on. */
let tallest = { key: "", cell: 0 };

/**
 * The largest cell that keeps the board of `rows` rows and the pad under it in the window, the page
 * scrolled to its top: the window's height less what stands above the board and between it and the pad's
 * bottom, read from the page as drawn (the mode, the title, the pad). Read again only when one of those or
 * the window changed: the read forces a layout.
 */
function tallestCell(page: Page, room: Room, rows: number): number {
  const pad = $<HTMLDivElement>("pad");
  const key = JSON.stringify([room.window, rows, page.mode, page.state().title, pad.dataset.key, $("solved").hidden]);
  if (key !== tallest.key) {
    const top = board.getBoundingClientRect().top + window.scrollY;
    const below = (pad.closest(".play-bar")?.getBoundingClientRect().bottom ?? 0) - board.getBoundingClientRect().bottom;
    // The board's border and padding (8 px) and a margin under the pad (8 px).
    tallest = { key, cell: Math.floor((room.window[1] - top - Math.max(0, below) - 16) / rows) };
  }
  return tallest.cell;
}

/**
 * The zoom that fits the board on one printed page, A4 or US Letter, portrait, inside 10 mm margins (at
 * most 718 x 900 CSS pixels, leaving room for the title and the rules in words). Kept up to date whenever
 * the board's size changes, not on "beforeprint", which not every way of printing fires (a PDF printed by
 * a headless browser, for one). Read by a ResizeObserver, after the browser's own layout: reading the
 * board's size in renderPage forced a second layout of the whole page into every render that rebuilt the
 * board, the first render among them. (style.css registers --print-scale as not inherited, so setting it
 * restyles the board alone, not its hundreds of cells.)
 */
function printScale(width: number, height: number): number {
  return width === 0 || height === 0 ? 1 : Math.min(1, 718 / width, 900 / height);
}

/** While printing, the board's size is the zoomed one: not a size to fit again. */
const printing = window.matchMedia("print");

new ResizeObserver(([entry]) => {
  const box = entry?.borderBoxSize[0];
  if (box !== undefined && !printing.matches) board.style.setProperty("--print-scale", String(printScale(box.inlineSize, box.blockSize)));
}).observe(board);
