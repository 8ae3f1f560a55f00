/**
 * Every way a puzzle comes into the page: pasted anywhere (or into the Puzzle panel's box, then Load), a
 * file opened or dropped on the page, a link's `#p=` puzzle, and the start: a puzzle from the address,
 * else the file the server was given, else the autosaved one (autosave.ts), else an empty samurai. What
 * does not read is listed with its reasons; someone else's puzzle opens for play.
 */
import { gridShape } from "../../model/grid-size.js";
import type { EditorState } from "../editor-state.js";
import { keyPos } from "../editor-state.js";
import { startHistory } from "../history.js";
import type { ReadResult } from "../puzzle-document.js";
import { pasteLine, readPuzzleText } from "../puzzle-document.js";
import { decodeShare, SHARE_PREFIX } from "../share-url.js";
import { restoreAutosave } from "./autosave.js";
import { dropRegionCells } from "./draw-mode.js";
import type { Page } from "./page.js";
import { $, givensKey, on } from "./page.js";
import { hideSolution } from "./solve-panel.js";

/**
 * Loads a pasted or opened text: a whole puzzle, or an 81-character line (size x size characters on a layout
 * of another size) into the selected cell's grid. A whole puzzle with givens opens for play (a link, a
 * file, a paste: someone else's puzzle); a line into a grid, a layout or an empty puzzle stay in the mode.
 * `fresh`: the puzzle starts a new undo history.
 */
export function loadText(page: Page, text: string, what: string, fresh = false, play = true): void {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"));
  let result: ReadResult;
  const { size } = gridShape(page.state().layout);
  const only = lines.length === 1 ? lines[0] : undefined;
  const intoGrid = only !== undefined && only.length === size * size && !only.startsWith("{");
  if (intoGrid) {
    const s = page.state();
    const at = page.selection.cursor === undefined ? undefined : keyPos(page.selection.cursor);
    const index = at === undefined ? 0 : s.layout.grids.findIndex((g) => at[0] >= g.row && at[0] < g.row + size && at[1] >= g.col && at[1] < g.col + size);
    result = pasteLine(s, Math.max(0, index), only);
  } else {
    result = readPuzzleText(text);
  }
  if (!result.ok) {
    page.problems = result.errors.map((e) => `${what}: ${e}`);
    page.say(`${what} not loaded: ${result.errors.length} problem${result.errors.length === 1 ? "" : "s"} (listed below)`);
    page.render();
    return;
  }
  hideSolution();
  if (play && !intoGrid && result.state.givens.size > 0) openForPlay(page);
  if (fresh) {
    page.history = startHistory(result.state);
    page.render();
  } else page.commit(result.state);
  page.say(`${what} loaded`);
}

async function loadFromHash(page: Page, fresh = false): Promise<boolean> {
  const decoded = await decodeShare(location.hash);
  if (decoded === undefined) return false;
  if ("error" in decoded) {
    page.problems = [`link: ${decoded.error}`];
    page.say("the link's puzzle could not be read");
    page.render();
    return true;
  }
  loadText(page, decoded.json, "link", fresh);
  return true;
}

/** Play mode, the setter's tool put away: how someone else's puzzle opens (Set is a deliberate switch). */
function openForPlay(page: Page): void {
  page.mode = "play";
  page.tool = undefined;
  dropRegionCells();
}

/** Wires pasting, the Load button, Open file, a file dropped on the page and a link's puzzle changing. */
export function installLoading(page: Page): void {
  document.addEventListener("paste", (e) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
    const text = e.clipboardData?.getData("text") ?? "";
    if (text.trim() === "") return;
    e.preventDefault();
    loadText(page, text, "pasted text");
  });
  on("paste-load", () => loadText(page, $<HTMLTextAreaElement>("paste-text").value, "pasted text"));
  $<HTMLInputElement>("file-open").addEventListener("change", async (e) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file !== undefined) loadText(page, await file.text(), file.name);
  });
  window.addEventListener("hashchange", () => void loadFromHash(page));
  // A puzzle file dropped anywhere on the page is opened like one picked with "Open file".
  document.addEventListener("dragover", (e) => e.preventDefault());
  document.addEventListener("drop", (e) => {
    const file = e.dataTransfer?.files[0];
    if (file === undefined) return;
    e.preventDefault();
    void file.text().then((text) => loadText(page, text, file.name));
  });
}

/** The start: a puzzle from the address, else the file the server was given, else the autosaved one, else the empty samurai. */
export async function startPage(page: Page): Promise<void> {
  const restored = restoreAutosave(givensKey);
  if (restored !== undefined) page.history = startHistory(restored);
  if (restored !== undefined && restored.givens.size > 0) openForPlay(page);
  // A link's puzzle and the server's file are drawn once, when read: drawing the default first would only
  // double the first render. The file comes in the page itself (servedFile), so it is read at once.
  if (location.hash.startsWith(SHARE_PREFIX)) {
    if (await loadFromHash(page, true)) return finishStart(page, restored);
  } else {
    const file = servedFile();
    if (file !== undefined) {
      loadText(page, file.text, file.name, true);
      return finishStart(page, restored);
    }
  }
  page.render();
  if (restored !== undefined) page.say("your last puzzle is back (New starts another)");
  finishStart(page);
}

/**
 * The file `combo-sudoku web FILE` was given: the server writes it into the page it serves, as a JSON data
 * block (id "served-file": { text, name }; a data block is not run, so the page's script policy allows it).
 * Rejected: fetching it from the server once the page's script has run, a round trip after the script's
 * start-up (about 100 ms) on the way to the first board. Undefined when there is none (or it does not read).
 */
function servedFile(): { text: string; name: string } | undefined {
  const block = document.getElementById("served-file");
  if (block === null) return undefined;
  try {
    const data = JSON.parse(block.textContent ?? "") as { text?: unknown; name?: unknown };
    return typeof data.text === "string" && typeof data.name === "string" ? { text: data.text, name: data.name } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Marks the page ready: the browser tests wait for the attribute, the bench reads the performance mark.
 * `restored`: the autosaved progress, taken back when the link or file opened the same puzzle (a reload).
 */
function finishStart(page: Page, restored?: EditorState): void {
  if (restored !== undefined && restored !== page.state() && givensKey(restored) === givensKey(page.state())) {
    page.history = startHistory(restored);
    page.render();
  }
  document.body.dataset.ready = "";
  performance.mark("combo-sudoku:ready");
}
