/**
 * The workbench page's shell: the only code that touches the DOM. Everything it decides is done by the pure
 * modules beside it (editor state, undo history, board view model, checks, documents); long work goes to
 * the Web Worker (worker-jobs.ts, job-runner.ts). This file only wires the shell: the page's shared state
 * and hooks (page.ts) with commit and amend, one file per tool, panel or mode installed in turn, and the
 * start (load-puzzle.ts). Drawing is render-page.ts's.
 */
import { BUILTIN_LAYOUTS } from "../../layout/builtin-layouts.js";
import type { EditorState } from "../editor-state.js";
import { emptyState } from "../editor-state.js";
import { record } from "../history.js";
import { installCosmeticTools } from "./cosmetic-tools.js";
import { installDrawMode } from "./draw-mode.js";
import { installExport } from "./export.js";
import { installGeneratePanel } from "./generate-panel.js";
import { installGridDrag } from "./grid-drag.js";
import { installHintExplain, showStep } from "./hint-explain.js";
import { installLoading, startPage } from "./load-puzzle.js";
import type { Page } from "./page.js";
import { $, initialPage } from "./page.js";
import { clearWrong, installPlayPanel } from "./play-panel.js";
import { installPlayer } from "./player-input.js";
import { installPuzzlePanel } from "./puzzle-panel.js";
import { renderPage } from "./render-page.js";
import { installPen } from "./pen-input.js";
import { installSetter } from "./setter-tools.js";
import { installSolvePanel } from "./solve-panel.js";
import { startClock } from "./timer.js";
import { installToolbar } from "./toolbar.js";
import { installVerdict } from "./verdict-panel.js";

const status = $<HTMLParagraphElement>("status");

/** The shell's own state and the hooks its parts use; an empty samurai until the start loads a puzzle. */
const page: Page = initialPage(emptyState(BUILTIN_LAYOUTS.samurai, "samurai"), {
  commit,
  amend,
  render: () => renderPage(page),
  say: (text) => {
    status.textContent = text;
  },
});

/** A new document state: recorded for undo, then drawn. */
function commit(next: EditorState): void {
  if (next === page.state()) return;
  page.history = record(page.history, next);
  page.problems = [];
  edited();
}

/** The last change replaced by this state (no new undo step): the 1 of a two-key 10..16 becoming it. */
function amend(next: EditorState): void {
  page.history = { ...page.history, present: next, future: [] };
  edited();
}

/** After an edit: the wrong digits Check marked and the step shown no longer apply. */
function edited(): void {
  clearWrong();
  showStep(undefined);
  page.render();
}

// Listeners of one event on one element run in the order installed: this is the order the page has always had.
installToolbar(page);
installLoading(page);
installDrawMode(page);
installPuzzlePanel(page);
installSolvePanel(page);
installHintExplain(page);
installGeneratePanel(page);
installPlayPanel(page);
installExport(page);
startClock(page);
installPlayer(page);
installSetter(page);
installCosmeticTools(page);
installPen(page);
installVerdict(page);
installGridDrag(page);
window.addEventListener("resize", () => page.render());
void startPage(page);
