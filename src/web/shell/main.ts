/**
 * The workbench page's shell: the only code that touches the DOM. It keeps the undo history of editor
 * states (editor-state.ts), renders the board from its view model (board-view.ts), and sends long work to
 * the Web Worker (job-runner.ts). Everything it decides is done by the pure modules beside it.
 */
import type { StepJson } from "../../format/logic-json.js";
import type { Symmetry } from "../../generate/symmetry-orbits.js";
import { BUILTIN_LAYOUTS, isBuiltinLayoutName } from "../../layout/builtin-layouts.js";
import { LEVELS } from "../../logic/rating.js";
import { gridShape } from "../../model/grid-size.js";
import type { Mode } from "../board-view.js";
import { boardView } from "../board-view.js";
import { checkEntries, rowsToMap } from "../check-entries.js";
import { checkState } from "../check-state.js";
import type { EditorState } from "../editor-state.js";
import { addGrid, addRegion, clearPlay, emptyCanvas, emptyState, fillEntries, isCovered, keyPos, posKey, renameLayout, setTitle } from "../editor-state.js";
import type { History } from "../history.js";
import { record, redo, startHistory, undo } from "../history.js";
import type { ReadResult } from "../puzzle-document.js";
import { pasteLine, puzzleDocument, readPuzzleText } from "../puzzle-document.js";
import { NO_SELECTION } from "../selection.js";
import { decodeShare, SHARE_PREFIX } from "../share-url.js";
import { autosave, restoreAutosave } from "./autosave.js";
import { onExportLayout, onExportLink, onExportPuzzle, onExportSvg, onPrint, onShare, renderRulesText } from "./export.js";
import { installGridDrag } from "./grid-drag.js";
import { showZoom, zoomedGrid } from "./grid-zoom.js";
import { JobRunner } from "./job-runner.js";
import { renderLayoutLists } from "./layout-panel.js";
import { $, button, cellKey } from "./page.js";
import { initialPage } from "./page.js";
import { installPlayer, renderPlayer } from "./player-input.js";
import { renderBoard } from "./render-board.js";
import type { StepMarks } from "../step-marks.js";
import { NO_STEP, stepMarks } from "../step-marks.js";
import { installSetter, renderSetter, toolCells } from "./setter-tools.js";
import { clock, showTimer, startClock, timer } from "./timer.js";
import { candidateOverlay, installVerdict, updateVerdict } from "./verdict-panel.js";

const EMPTY_CANVAS_OPTION = "(empty canvas)";

const board = $<HTMLDivElement>("board");
const status = $<HTMLParagraphElement>("status");
const issueList = $<HTMLUListElement>("issue-list");
const runner = new JobRunner();

// ---- page state (the document's history, and what is the shell's own: mode, selection, overlays) ----
let history: History<EditorState> = startHistory(emptyState(BUILTIN_LAYOUTS.samurai, "samurai"));
/** The solver's last solution, for the puzzle it was computed from (givensKey of that puzzle). */
let solution: { forGivens: string; map: Map<string, number>; unique: boolean } | undefined;
let showSolution = false;
let pendingRegion = new Set<string>();
let wrong = new Set<string>();
let loadErrors: string[] = [];
/** The step a hint or an explanation shows on the board: its cells, struck candidates, placed digits. */
let shownStep: StepMarks = NO_STEP;
/** The last explanation, for the puzzle it explains; `at` is the step shown (-1: none yet). */
let explained: { forGivens: string; steps: readonly StepJson[]; at: number } | undefined;
let renderedLayout: EditorState["layout"] | undefined;

const state = (): EditorState => history.present;
/** What identifies a puzzle for the solution cache and the timer: its layout and givens (not its title). */
const givensKey = (s: EditorState = state()): string => {
  const doc = puzzleDocument(s);
  return doc === undefined ? "" : JSON.stringify([doc.layout, doc.givens]);
};

/** A new document state: recorded for undo, then drawn. */
function commit(next: EditorState): void {
  if (next === state()) return;
  history = record(history, next);
  wrong = new Set();
  showStep(undefined);
  loadErrors = [];
  render();
}

/** The last change replaced by this state (no new undo step): the 1 of a two-key 10..16 becoming it. */
function amend(next: EditorState): void {
  history = { ...history, present: next, future: [] };
  wrong = new Set();
  showStep(undefined);
  render();
}

function say(text: string): void {
  status.textContent = text;
}

/** The shell's own state and the hooks its parts use. */
const page = initialPage({ state, commit, amend, render, say });

// ---- rendering ----

function render(): void {
  const s = state();
  const digits = page.mode === "play" ? new Map([...s.givens, ...s.entries]) : s.givens;
  const issues = checkState(s, digits);
  const key = givensKey(s);
  const overlay =
    showSolution && solution?.forGivens === key ? solution.map : (explainOverlay(key) ?? (shownStep.placed.size > 0 ? shownStep.placed : undefined));
  const view = boardView({ state: s, mode: page.mode, issues, ...(overlay === undefined ? {} : { solution: overlay }) });
  const kept = page.selection.cells.filter((k) => isCovered(s.layout, ...keyPos(k)));
  if (kept.length !== page.selection.cells.length) page.selection = kept.length === 0 ? NO_SELECTION : { cells: kept, cursor: kept[kept.length - 1] ?? "" };
  const cursor = page.selection.cursor;
  const cursorCell = view.cells.find((c) => posKey(c.row, c.col) === cursor);
  const zoomed = zoomedGrid(page);
  page.cell = fitCell(zoomed === undefined ? view.cols : gridShape(s.layout).size);
  board.style.setProperty("--cell", `${page.cell}px`);
  const rebuilt = renderBoard(
    board,
    view,
    s.layout,
    {
      selected: new Set(page.selection.cells),
      ...(cursor === undefined ? {} : { cursor }),
      sameDigit: cursorCell?.digit ?? 0,
      pending: new Set([...pendingRegion, ...toolCells()]),
      wrong,
      hint: shownStep.cells,
      ...optional("candidates", candidateOverlay()),
      struck: shownStep.struck,
    },
    { cell: page.cell },
    page.mode === "draw",
  );
  showZoom(page, view, zoomed, page.cell);
  // The selected cell's problems in words, for keyboard and screen-reader users (the mouse has tooltips).
  $<HTMLParagraphElement>("cell-issue").textContent = cursorCell?.errors.join("\n") ?? "";
  if (cursorCell !== undefined) board.setAttribute("aria-activedescendant", `cell-${cursorCell.row}-${cursorCell.col}`);
  else board.removeAttribute("aria-activedescendant");

  issueList.replaceChildren(
    ...[...loadErrors, ...issues.lines].map((line) => {
      const li = document.createElement("li");
      li.textContent = line;
      return li;
    }),
  );
  $<HTMLHeadingElement>("puzzle-title").textContent = s.title ?? "";
  const title = $<HTMLInputElement>("title");
  if (document.activeElement !== title) title.value = s.title ?? "";
  const layoutName = $<HTMLInputElement>("layout-name");
  if (document.activeElement !== layoutName) layoutName.value = s.layout.name;
  if (renderedLayout !== s.layout) renderLayoutLists(page, s, issues.byGrid);
  renderedLayout = s.layout;
  $<HTMLButtonElement>("undo").disabled = history.past.length === 0;
  $<HTMLButtonElement>("redo").disabled = history.future.length === 0;
  const { size, boxRows, boxCols } = gridShape(s.layout);
  $<HTMLButtonElement>("add-region").disabled = pendingRegion.size !== size;
  $<HTMLButtonElement>("add-region").textContent = `Add region (${pendingRegion.size}/${size})`;
  $<HTMLInputElement>("add-row").step = String(boxRows);
  $<HTMLInputElement>("add-col").step = String(boxCols);
  const sizeSelect = $<HTMLSelectElement>("grid-size");
  if (document.activeElement !== sizeSelect) sizeSelect.value = String(size);
  document.body.className = `mode-${page.mode}${page.tool === undefined ? "" : " tool-on"}`;
  for (const b of document.querySelectorAll<HTMLButtonElement>("[data-mode]")) b.setAttribute("aria-pressed", String(b.dataset.mode === page.mode));
  showTimer(key);
  renderPlayer(page);
  renderSetter(page);
  updateVerdict(page);
  renderRulesText(page);
  autosave(s);
  // Read last, once the page is written, and only when the board was built whole (its size changed): the
  // read forces a layout, which a keypress need not pay for.
  if (rebuilt) board.style.setProperty("--print-scale", String(printScale(board.offsetWidth, board.offsetHeight)));
}

/** `{ [key]: value }`, or nothing when the value is undefined (exactOptionalPropertyTypes). */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/** Asked on every render: one query list, kept (matchMedia builds a new one at each call). */
const narrowScreen = window.matchMedia("(max-width: 700px)");

/**
 * The cell size that fits the board in its column (a phone's width), at most 34 pixels (44 on a narrow
 * screen, for fingers), at least 14. Draw mode keeps 34 and scrolls: its margins would make cells tiny.
 */
function fitCell(cols: number): number {
  const narrow = narrowScreen.matches;
  const most = narrow ? 44 : 34;
  const room = (board.closest(".board-area")?.clientWidth ?? 0) - 10;
  if (page.mode === "draw" || cols === 0 || room <= 0) return 34;
  return Math.max(14, Math.min(most, Math.floor(room / cols)));
}

/**
 * The zoom that fits the board on one printed page, A4 or US Letter, portrait, inside 10 mm margins (at
 * most 718 x 900 CSS pixels, leaving room for the title and the rules in words). Set on every render, not on "beforeprint", which
 * not every way of printing fires (a PDF printed by a headless browser, for one).
 */
function printScale(width: number, height: number): number {
  return width === 0 || height === 0 ? 1 : Math.min(1, 718 / width, 900 / height);
}

// ---- loading ----

/**
 * Loads a pasted or opened text: a whole puzzle, or an 81-character line (size x size characters on a layout
 * of another size) into the selected cell's grid. A whole puzzle with givens opens for play (a link, a
 * file, a paste: someone else's puzzle); a line into a grid, a layout or an empty puzzle stay in the mode.
 */
function loadText(text: string, what: string, fresh = false, play = true): void {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"));
  let result: ReadResult;
  const { size } = gridShape(state().layout);
  const only = lines.length === 1 ? lines[0] : undefined;
  const intoGrid = only !== undefined && only.length === size * size && !only.startsWith("{");
  if (intoGrid) {
    const s = state();
    const at = page.selection.cursor === undefined ? undefined : keyPos(page.selection.cursor);
    const index = at === undefined ? 0 : s.layout.grids.findIndex((g) => at[0] >= g.row && at[0] < g.row + size && at[1] >= g.col && at[1] < g.col + size);
    result = pasteLine(s, Math.max(0, index), only);
  } else {
    result = readPuzzleText(text);
  }
  if (!result.ok) {
    loadErrors = result.errors.map((e) => `${what}: ${e}`);
    say(`${what} not loaded: ${result.errors.length} problem${result.errors.length === 1 ? "" : "s"} (listed below)`);
    render();
    return;
  }
  showSolution = false;
  if (play && !intoGrid && result.state.givens.size > 0) openForPlay();
  if (fresh) {
    history = startHistory(result.state);
    render();
  } else commit(result.state);
  say(`${what} loaded`);
}

async function loadFromHash(fresh = false): Promise<boolean> {
  const decoded = await decodeShare(location.hash);
  if (decoded === undefined) return false;
  if ("error" in decoded) {
    loadErrors = [`link: ${decoded.error}`];
    say("the link's puzzle could not be read");
    render();
    return true;
  }
  loadText(decoded.json, "link", fresh);
  return true;
}

/** Play mode, the setter's tool put away: how someone else's puzzle opens (Set is a deliberate switch). */
function openForPlay(): void {
  page.mode = "play";
  page.tool = undefined;
  pendingRegion = new Set();
}

// ---- solving, generating ----

function setBusy(busy: boolean): void {
  for (const id of ["solve", "count", "generate", "check", "reveal", "hint", "explain"]) $<HTMLButtonElement>(id).disabled = busy;
  $<HTMLButtonElement>("stop").disabled = !busy;
}

/** Solves the givens (limit 2: unique or not, or up to `limit` to count); undefined if stopped or failed. */
async function solveGivens(limit: number, label: string): Promise<{ status: string; count: number; complete: boolean } | undefined> {
  const doc = puzzleDocument(state());
  if (doc === undefined) {
    say("nothing to solve: the canvas is empty");
    return undefined;
  }
  const forGivens = givensKey();
  setBusy(true);
  say(`${label}… (Stop ends it)`);
  const started = performance.now();
  const response = await runner.run({ kind: "solve", puzzle: JSON.stringify(doc), limit });
  setBusy(false);
  if (response === undefined) {
    say(`stopped after ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return undefined;
  }
  if (response.kind !== "solved") {
    const errors = response.kind === "failed" ? response.errors : ["unexpected answer"];
    loadErrors = [...errors];
    say(`cannot solve: ${errors[0]}`);
    render();
    return undefined;
  }
  if (response.solution !== undefined) {
    solution = { forGivens, map: rowsToMap(response.solution), unique: response.status === "unique" };
  }
  return response;
}

async function onSolve(): Promise<void> {
  const r = await solveGivens(2, "solving");
  if (r === undefined) return;
  showSolution = r.count > 0;
  say(r.status === "unique" ? "unique solution" : r.status === "multiple" ? "more than one solution: showing the first found" : "no solution");
  render();
}

async function onCount(): Promise<void> {
  const limit = Math.max(2, Math.floor(Number($<HTMLInputElement>("count-limit").value) || 1000));
  const r = await solveGivens(limit, `counting up to ${limit}`);
  if (r === undefined) return;
  const n = r.count.toLocaleString("en");
  say(r.complete ? (r.count === 1 ? "unique solution (1 solution)" : `${n} solutions`) : `at least ${n} solutions (stopped at the limit)`);
  render();
}

async function onGenerate(): Promise<void> {
  const s = state();
  const issues = checkState({ ...s, givens: new Map() });
  if (issues.lines.length > 0) {
    say(`fix the layout first: ${issues.lines[0]}`);
    return;
  }
  const seedInput = $<HTMLInputElement>("gen-seed");
  let seed = Number(seedInput.value);
  if (seedInput.value.trim() === "" || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    seed = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0; // one value asked for: always there
    seedInput.value = String(seed);
  }
  const givens = Number($<HTMLInputElement>("gen-givens").value);
  const level = LEVELS.find((l) => l === $<HTMLSelectElement>("gen-level").value);
  setBusy(true);
  say(`generating (seed ${seed})… (Stop ends it)`);
  const response = await runner.run(
    {
      kind: "generate",
      layout: s.layout,
      ...(s.builtin === undefined ? {} : { builtin: s.builtin }),
      seed,
      symmetry: $<HTMLSelectElement>("gen-symmetry").value as Symmetry,
      ...(givens > 0 && Number.isInteger(givens) ? { givens } : {}),
      ...(level === undefined ? {} : { level }),
    },
    (text) => say(`generating (seed ${seed}): ${text}… (Stop ends it)`),
  );
  setBusy(false);
  if (response === undefined) return say("stopped");
  if (response.kind !== "generated") {
    loadErrors = response.kind === "failed" ? [...response.errors] : [];
    say(`not generated: ${loadErrors[0] ?? "unexpected answer"}`);
    return render();
  }
  loadText(response.puzzle, "generated puzzle", false, false); // the setter's own: stays in Set
  say(`generated: ${response.givens} givens, seed ${seed}, ${Math.round(response.ms)} ms`);
}

/** The solution of the givens, solving first when it is not known yet. */
async function knownSolution(): Promise<{ map: Map<string, number>; unique: boolean } | undefined> {
  const key = givensKey();
  if (solution?.forGivens === key) return solution;
  const r = await solveGivens(2, "solving");
  return r !== undefined && solution?.forGivens === key ? solution : undefined;
}

async function onCheck(): Promise<void> {
  const sol = await knownSolution();
  if (sol === undefined) return;
  const result = checkEntries(state(), sol.map);
  wrong = new Set(result.wrong);
  const caveat = sol.unique ? "" : " (the puzzle has more than one solution: checked against one of them)";
  if (result.solved) timer.solved = true;
  say(result.solved ? `solved in ${clock(timer.seconds)}!` : `${result.wrong.length} wrong, ${result.empty} empty${caveat}`);
  render();
}

async function onReveal(): Promise<void> {
  const sol = await knownSolution();
  if (sol === undefined) return;
  commit(fillEntries(state(), sol.map));
  say("solution revealed");
}

// ---- hint and explain (the step engine, in the worker) ----

/** Shows a step on the board (its cells, struck candidates, placed digits) and its words under it; none: clears. */
function showStep(step: StepJson | undefined, text = step?.text ?? ""): void {
  shownStep = step === undefined ? NO_STEP : stepMarks(step);
  $<HTMLParagraphElement>("hint-text").textContent = text;
}

/** While an explanation is shown: the digits its steps placed up to the one shown, drawn like a solution. */
function explainOverlay(key: string): Map<string, number> | undefined {
  if (explained === undefined || explained.forGivens !== key || explained.at < 0) return undefined;
  const placed = new Map<string, number>();
  for (const step of explained.steps.slice(0, explained.at + 1)) for (const p of step.placements) placed.set(posKey(p.row - 1, p.col - 1), p.digit);
  return placed;
}

async function onHint(): Promise<void> {
  const s = state();
  const doc = puzzleDocument(s, page.mode === "play" ? new Map([...s.givens, ...s.entries]) : s.givens);
  if (doc === undefined) return say("nothing to hint at: the canvas is empty");
  setBusy(true);
  say("looking for the next step…");
  const response = await runner.run({ kind: "hint", puzzle: JSON.stringify(doc) });
  setBusy(false);
  if (response === undefined) return say("stopped");
  if (response.kind !== "hinted") {
    loadErrors = response.kind === "failed" ? [...response.errors] : [];
    say(`no hint: ${loadErrors[0] ?? "unexpected answer"}`);
    return render();
  }
  const words = response.solved ? "already solved" : (response.step?.text ?? "no step: the puzzle needs more than these techniques (search)");
  showStep(response.step, words);
  say(words);
  render();
}

async function onExplain(): Promise<void> {
  const doc = puzzleDocument(state());
  if (doc === undefined) return say("nothing to explain: the canvas is empty");
  const forGivens = givensKey();
  setBusy(true);
  say("explaining… (Stop ends it)");
  const response = await runner.run({ kind: "explain", puzzle: JSON.stringify(doc) });
  setBusy(false);
  if (response === undefined) return say("stopped");
  if (response.kind !== "explained") {
    loadErrors = response.kind === "failed" ? [...response.errors] : [];
    say(`cannot explain: ${loadErrors[0] ?? "unexpected answer"}`);
    return render();
  }
  explained = { forGivens, steps: response.steps, at: -1 };
  showStep(undefined);
  showSolution = false;
  const n = response.steps.length;
  say(
    response.solved
      ? `solved by logic in ${n} steps: ${response.rating}`
      : `logic stops after ${n} steps: no technique applies, the rest needs search (${response.rating})`,
  );
  renderExplainSteps();
  render();
}

/** The explanation as a list: choosing a step shows the position after it, its cells marked. */
function renderExplainSteps(): void {
  const list = $<HTMLOListElement>("explain-steps");
  const steps = explained?.steps ?? [];
  list.replaceChildren(
    ...steps.map((step, i) => {
      const li = document.createElement("li");
      li.append(
        button(step.text, `Step ${i + 1}: ${step.text}`, () => {
          if (explained === undefined) return;
          explained.at = i;
          showStep(step);
          for (const item of list.children) item.classList.toggle("current", item === li);
          render();
        }),
      );
      return li;
    }),
  );
}

// ---- input ----

document.addEventListener("keydown", (e) => {
  if (!(e.ctrlKey || e.metaKey) || e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
  const k = e.key.toLowerCase();
  if (k === "z" && !e.shiftKey) history = undo(history);
  else if (k === "y" || (k === "z" && e.shiftKey)) history = redo(history);
  else return;
  e.preventDefault();
  render();
});

document.addEventListener("paste", (e) => {
  if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
  const text = e.clipboardData?.getData("text") ?? "";
  if (text.trim() === "") return;
  e.preventDefault();
  loadText(text, "pasted text");
});

board.addEventListener("click", (e) => {
  const target = e.target instanceof HTMLElement ? e.target : undefined;
  if (target === undefined || target.classList.contains("grid-label")) return;
  const slot = target.closest<HTMLElement>(".slot");
  const cell = target.closest<HTMLElement>(".cell");
  if (page.mode === "draw") {
    if (cell !== null && $<HTMLInputElement>("pick-region").checked) {
      const k = cellKey(cell);
      if (pendingRegion.has(k)) pendingRegion.delete(k);
      else if (pendingRegion.size < gridShape(state().layout).size) pendingRegion.add(k);
      return render();
    }
    const at: [number, number] | undefined =
      slot !== null ? [Number(slot.dataset.slotRow), Number(slot.dataset.slotCol)] : cell !== null ? keyPos(cellKey(cell)) : undefined;
    if (at !== undefined) commit(addGrid(state(), at[0], at[1]));
  }
});

// ---- controls ----

function on(id: string, handler: () => unknown): void {
  $(id).addEventListener("click", () => void handler());
}

for (const b of document.querySelectorAll<HTMLButtonElement>("[data-mode]")) {
  b.addEventListener("click", () => {
    page.mode = (b.dataset.mode as Mode | undefined) ?? "set";
    if (page.mode !== "set") page.tool = undefined;
    pendingRegion = new Set();
    render();
  });
}
$<HTMLSelectElement>("gen-level").append(...LEVELS.map((l) => new Option(l, l)));
const layoutSelect = $<HTMLSelectElement>("layout-select");
layoutSelect.replaceChildren(...[EMPTY_CANVAS_OPTION, ...Object.keys(BUILTIN_LAYOUTS)].map((name) => new Option(name, name)));
layoutSelect.value = "samurai";
on("new-puzzle", () => {
  const name = layoutSelect.value;
  const size = Number($<HTMLSelectElement>("grid-size").value);
  showSolution = false;
  page.mode = "set"; // a new puzzle is set first
  if (name === EMPTY_CANVAS_OPTION) {
    page.mode = "draw";
    commit(emptyCanvas(size));
    return say(`empty canvas for ${size}x${size} grids: click a box to add a grid`);
  }
  if (size !== 9 && name === "single") {
    // The one built-in drawn at every size: one grid, the layout inline (the built-ins are 9x9).
    commit(emptyState({ name: `single-${size}`, size, grids: [{ id: "main", row: 0, col: 0 }] }));
    return say(`new ${size}x${size} puzzle`);
  }
  if (size !== 9) return say(`the built-in ${name} is drawn with 9x9 grids: for ${size}x${size} grids pick single, or the empty canvas and draw`);
  if (isBuiltinLayoutName(name)) commit(emptyState(BUILTIN_LAYOUTS[name], name));
  say(`new ${name} puzzle`);
});
$<HTMLInputElement>("title").addEventListener("change", (e) => commit(setTitle(state(), (e.target as HTMLInputElement).value.trim())));
$<HTMLInputElement>("layout-name").addEventListener("change", (e) => {
  const name = (e.target as HTMLInputElement).value.trim();
  if (name !== "") commit(renameLayout(state(), name));
});
on("paste-load", () => loadText($<HTMLTextAreaElement>("paste-text").value, "pasted text"));
$<HTMLInputElement>("file-open").addEventListener("change", async (e) => {
  const file = (e.target as HTMLInputElement).files?.[0];
  if (file !== undefined) loadText(await file.text(), file.name);
});
on("add-grid", () => commit(addGrid(state(), Number($<HTMLInputElement>("add-row").value), Number($<HTMLInputElement>("add-col").value))));
on("add-region", () => {
  commit(addRegion(state(), [...pendingRegion].map(keyPos)));
  pendingRegion = new Set();
  render();
});
$<HTMLInputElement>("pick-region").addEventListener("change", () => {
  pendingRegion = new Set();
  render();
});
on("undo", () => {
  history = undo(history);
  render();
});
on("redo", () => {
  history = redo(history);
  render();
});
on("solve", onSolve);
on("count", onCount);
on("stop", () => {
  runner.stop();
  setBusy(false);
});
on("hint", onHint);
on("explain", onExplain);
on("clear-solution", () => {
  showSolution = false;
  showStep(undefined);
  if (explained !== undefined) explained.at = -1;
  render();
});
on("generate", onGenerate);
on("check", onCheck);
on("reveal", onReveal);
on("clear-play", () => commit(clearPlay(state())));
on("export-puzzle", () => onExportPuzzle(page));
on("export-layout", () => onExportLayout(page));
on("export-svg", () => onExportSvg(page));
on("share", () => onShare(page));
on("export-fpuzzles", () => onExportLink(page, "fpuzzles-link"));
on("export-sudokupad", () => onExportLink(page, "sudokupad"));
on("print", onPrint);
window.addEventListener("hashchange", () => void loadFromHash());
// A puzzle file dropped anywhere on the page is opened like one picked with "Open file".
document.addEventListener("dragover", (e) => e.preventDefault());
document.addEventListener("drop", (e) => {
  const file = e.dataTransfer?.files[0];
  if (file === undefined) return;
  e.preventDefault();
  void file.text().then((text) => loadText(text, file.name));
});
startClock(page);
installPlayer(page);
installSetter(page);
installVerdict(page);
installGridDrag(page);
window.addEventListener("resize", () => render());

// ---- start: a puzzle from the address, else the file the server was given, else the autosaved one, else
// an empty samurai ----
async function start(): Promise<void> {
  const restored = restoreAutosave(givensKey);
  if (restored !== undefined) history = startHistory(restored);
  if (restored !== undefined && restored.givens.size > 0) openForPlay();
  // A link's puzzle is drawn once, when read: drawing the default first would only double the first render.
  if (!location.hash.startsWith(SHARE_PREFIX)) render();
  if (await loadFromHash(true)) return finishStart(restored);
  if (location.protocol === "http:") {
    try {
      const response = await fetch("puzzle.json");
      if (response.ok) {
        loadText(await response.text(), decodeURIComponent(response.headers.get("x-puzzle-file") ?? "puzzle.json"), true);
        return finishStart(restored);
      }
    } catch {
      say("could not reach the server for the puzzle file");
    }
  }
  if (restored !== undefined) say("your last puzzle is back (New starts another)");
  finishStart();
}

/**
 * Marks the page ready: the browser tests wait for the attribute, the bench reads the performance mark.
 * `restored`: the autosaved progress, taken back when the link or file opened the same puzzle (a reload).
 */
function finishStart(restored?: EditorState): void {
  if (restored !== undefined && restored !== state() && givensKey(restored) === givensKey()) {
    history = startHistory(restored);
    render();
  }
  document.body.dataset.ready = "";
  performance.mark("combo-sudoku:ready");
}
void start();
