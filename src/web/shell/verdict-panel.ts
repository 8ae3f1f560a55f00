/**
 * The setter's live verdict (Set mode): after each edit, once the typing pauses, the worker says unique
 * (with the step engine's rating), multiple (solutions counted up to a bound) or none; and, on demand, the
 * true candidates, drawn as small digits. Its own worker (job-runner.ts), so Solve and Count are never
 * stopped by it; a new edit stops the running verdict and asks again. The page's thread only waits.
 */
import type { EditorState } from "../editor-state.js";
import { puzzleDocument } from "../puzzle-document.js";
import { CANDIDATES_LIMIT, candidateMap, candidatesText, VERDICT_DELAY_MS, VERDICT_LIMIT, verdictText } from "../verdict.js";
import { JobRunner } from "./job-runner.js";
import type { Page } from "./page.js";
import { $ } from "./page.js";

const runner = new JobRunner();
/** The puzzle (its JSON) the verdict shown or coming is for; "" for none. */
let asked = "";
let waiting: ReturnType<typeof setTimeout> | undefined;
let showCandidates = false;
let candidates: { forPuzzle: string; map: Map<string, number> } | undefined;

function show(text: string, status = ""): void {
  const out = $<HTMLOutputElement>("verdict");
  out.textContent = text;
  out.dataset.status = status;
}

/** Asks the worker about the puzzle: the verdict, then (when on) the true candidates. */
async function ask(page: Page, puzzle: string, givens: EditorState["givens"]): Promise<void> {
  show("checking…");
  const verdict = await runner.run({ kind: "verdict", puzzle, limit: VERDICT_LIMIT });
  if (asked !== puzzle || verdict === undefined) return; // a newer edit took over
  if (verdict.kind !== "verdict") return show(verdict.kind === "failed" ? `cannot check: ${verdict.errors[0] ?? ""}` : "cannot check");
  let text = verdictText(verdict);
  show(text, verdict.status);
  if (!showCandidates) return;
  show(`${text}; true candidates…`, verdict.status);
  const found = await runner.run({ kind: "candidates", puzzle, limit: CANDIDATES_LIMIT });
  if (asked !== puzzle || found?.kind !== "candidates") return;
  candidates = { forPuzzle: puzzle, map: candidateMap(found, givens) };
  text = `${text}; ${candidatesText(found)}`;
  show(text, verdict.status);
  page.render();
}

/**
 * Called on every render: in Set mode, a changed puzzle is asked about after VERDICT_DELAY_MS (the
 * previous question stopped); out of Set mode nothing runs.
 */
export function updateVerdict(page: Page): void {
  const doc = page.mode === "set" ? puzzleDocument(page.state()) : undefined;
  const puzzle = doc === undefined ? "" : JSON.stringify(doc);
  if (puzzle === asked) return;
  asked = puzzle;
  clearTimeout(waiting);
  runner.stop();
  if (puzzle === "") return show("");
  show("…");
  const givens = page.state().givens;
  waiting = setTimeout(() => void ask(page, puzzle, givens), VERDICT_DELAY_MS);
}

/** The true candidates to draw (Set mode, switched on, for the puzzle as it is now), if any. */
export function candidateOverlay(): ReadonlyMap<string, number> | undefined {
  return showCandidates && candidates !== undefined && candidates.forPuzzle === asked && asked !== "" ? candidates.map : undefined;
}

/** Wires the True candidates switch. */
export function installVerdict(page: Page): void {
  const toggle = $<HTMLButtonElement>("true-candidates");
  toggle.addEventListener("click", () => {
    showCandidates = !showCandidates;
    toggle.setAttribute("aria-pressed", String(showCandidates));
    asked = ""; // ask again, with or without the candidates
    page.render();
  });
}
