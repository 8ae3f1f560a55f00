/**
 * Hint and Explain, the step engine in the worker. Hint, graded, tells a little more at each press on the
 * same position (where to look, the technique, the whole step) from the player's digits and marks, and
 * draws it on the board: its cells, the candidates it strikes, the digits it places, its words under the
 * board. Explain lists every step from the givens with the rating; choosing a
 * step shows the position after it. Hide solution takes the step and the solution off the board.
 */
import type { PlayerPosition } from "../../api/graded-hint.js";
import type { HintLevel } from "../../api/step-hint.js";
import type { StepJson } from "../../format/logic-json.js";
import { digitList } from "../../logic/describe.js";
import { keyPos, posKey } from "../editor-state.js";
import { puzzleDocument } from "../puzzle-document.js";
import type { StepMarks } from "../step-marks.js";
import { NO_STEP, stepMarks } from "../step-marks.js";
import type { Page } from "./page.js";
import { $, button, givensKey, on } from "./page.js";
import { hideSolution } from "./solve-panel.js";
import { jobFailed, runJob } from "./worker-jobs.js";

/** The step a hint or an explanation shows on the board: its cells, struck candidates, placed digits. */
let shownStep: StepMarks = NO_STEP;
/** The last explanation, for the puzzle it explains; `at` is the step shown (-1: none yet). */
let explained: { forGivens: string; steps: readonly StepJson[]; at: number } | undefined;

/** Shows a step on the board (its cells, struck candidates, placed digits) and its words under it; none: clears. */
export function showStep(step: StepJson | undefined, text = step?.text ?? ""): void {
  shownStep = step === undefined ? NO_STEP : stepMarks(step);
  $<HTMLParagraphElement>("hint-text").textContent = text;
}

/** The step shown on the board: its cells and struck candidates. */
export function stepShown(): StepMarks {
  return shownStep;
}

/**
 * The digits to draw like a solution on the board of the puzzle `key` names: while an explanation is
 * shown, those its steps placed up to the one shown; else those the shown step places; else none.
 */
export function stepOverlay(key: string): ReadonlyMap<string, number> | undefined {
  if (explained === undefined || explained.forGivens !== key || explained.at < 0) return shownStep.placed.size > 0 ? shownStep.placed : undefined;
  const placed = new Map<string, number>();
  for (const step of explained.steps.slice(0, explained.at + 1)) for (const p of step.placements) placed.set(posKey(p.row - 1, p.col - 1), p.digit);
  return placed;
}

/** The last hint asked for: the position it was for and its level (a press on the same position tells more). */
let lastHint: { key: string; level: HintLevel } | undefined;

/**
 * Hint, graded: the first press on a position says where to look (a unit or some cells, highlighted), the
 * second which technique and which cells, the third the whole step, drawn (api/graded-hint.ts). Worked out
 * from the player's digits and centre marks in Play, a wrong digit said first.
 */
async function onHint(page: Page): Promise<void> {
  const s = page.state();
  const doc = puzzleDocument(s);
  if (doc === undefined) return page.say("nothing to hint at: the canvas is empty");
  const play = page.mode === "play";
  const cell = (k: string): { row: number; col: number } => {
    const [r, c] = keyPos(k);
    return { row: r + 1, col: c + 1 };
  };
  const position: PlayerPosition = play
    ? {
        digits: [...s.entries].map(([k, digit]) => ({ ...cell(k), digit })),
        marks: [...s.marks].map(([k, mask]) => ({ ...cell(k), digits: digitList(mask) })),
      }
    : {};
  const key = JSON.stringify([givensKey(s), page.mode, position]);
  const level: HintLevel = lastHint?.key === key ? (Math.min(3, lastHint.level + 1) as HintLevel) : 1;
  page.say("looking for the next step…");
  const response = await runJob({ kind: "hint", puzzle: JSON.stringify(doc), level, position });
  if (response === undefined) return page.say("stopped");
  if (response.kind !== "hinted" || response.hint === undefined) return jobFailed(page, response, "no hint");
  lastHint = { key, level };
  const { hint } = response;
  const words = hint.kind === "solved" ? "already solved" : hint.text;
  if (hint.step !== undefined) showStep(hint.step, words);
  else {
    shownStep = { cells: new Set(hint.cells.map((c) => posKey(c.row - 1, c.col - 1))), struck: new Map(), placed: new Map() };
    $<HTMLParagraphElement>("hint-text").textContent = words;
  }
  $<HTMLParagraphElement>("hint-text").dataset.level = String(level);
  $<HTMLButtonElement>("hint").title = level < 3 && hint.kind !== "solved" ? "Press again for more (level 3 shows the whole step)" : HINT_TITLE;
  page.say(words);
  page.render();
  // The words stand under the pad, which a board fitted to the window's height leaves at its bottom edge:
  // brought into view (the least scroll that shows them), as the player asked for them.
  if (words !== "") $<HTMLParagraphElement>("hint-text").scrollIntoView({ block: "nearest" });
}

/** The Hint button's tooltip at rest. */
const HINT_TITLE = "Where to look; press again for the technique, and again for the whole step (from your digits and centre marks)";

async function onExplain(page: Page): Promise<void> {
  const doc = puzzleDocument(page.state());
  if (doc === undefined) return page.say("nothing to explain: the canvas is empty");
  const forGivens = givensKey(page.state());
  page.say("explaining… (Stop ends it)");
  const response = await runJob({ kind: "explain", puzzle: JSON.stringify(doc) });
  if (response === undefined) return page.say("stopped");
  if (response.kind !== "explained") return jobFailed(page, response, "cannot explain");
  explained = { forGivens, steps: response.steps, at: -1 };
  showStep(undefined);
  hideSolution();
  const n = response.steps.length;
  page.say(
    response.solved
      ? `solved by logic in ${n} steps: ${response.rating}`
      : `logic stops after ${n} steps: no technique applies, the rest needs search (${response.rating})`,
  );
  renderExplainSteps(page);
  page.render();
}

/** The explanation as a list: choosing a step shows the position after it, its cells marked. */
function renderExplainSteps(page: Page): void {
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
          page.render();
        }),
      );
      return li;
    }),
  );
}

/** Wires Hint, Explain and Hide solution. */
export function installHintExplain(page: Page): void {
  $<HTMLButtonElement>("hint").title = HINT_TITLE;
  on("hint", () => onHint(page));
  on("explain", () => onExplain(page));
  on("clear-solution", () => {
    hideSolution();
    showStep(undefined);
    if (explained !== undefined) explained.at = -1;
    page.render();
  });
}
