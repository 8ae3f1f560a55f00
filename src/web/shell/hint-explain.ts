/**
 * Hint and Explain, the step engine in the worker. Hint finds the next step a person would take (in Play,
 * from the player's digits) and draws it on the board: its cells, the candidates it strikes, the digits it
 * places, its words under the board. Explain lists every step from the givens with the rating; choosing a
 * step shows the position after it. Hide solution takes the step and the solution off the board.
 */
import type { StepJson } from "../../format/logic-json.js";
import { posKey } from "../editor-state.js";
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

async function onHint(page: Page): Promise<void> {
  const s = page.state();
  const doc = puzzleDocument(s, page.mode === "play" ? new Map([...s.givens, ...s.entries]) : s.givens);
  if (doc === undefined) return page.say("nothing to hint at: the canvas is empty");
  page.say("looking for the next step…");
  const response = await runJob({ kind: "hint", puzzle: JSON.stringify(doc) });
  if (response === undefined) return page.say("stopped");
  if (response.kind !== "hinted") return jobFailed(page, response, "no hint");
  const words = response.solved ? "already solved" : (response.step?.text ?? "no step: the puzzle needs more than these techniques (search)");
  showStep(response.step, words);
  page.say(words);
  page.render();
  // The words stand under the pad, which a board fitted to the window's height leaves at its bottom edge:
  // brought into view (the least scroll that shows them), as the player asked for them.
  if (words !== "") $<HTMLParagraphElement>("hint-text").scrollIntoView({ block: "nearest" });
}

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
  on("hint", () => onHint(page));
  on("explain", () => onExplain(page));
  on("clear-solution", () => {
    hideSolution();
    showStep(undefined);
    if (explained !== undefined) explained.at = -1;
    page.render();
  });
}
