/**
 * The Play panel: Check marks the player's wrong digits against the solution (solving first when it is not
 * known yet), Reveal fills it in, Clear entries takes the player's digits, marks and colours off. The keys, the pad
 * and the entry modes are player-input.ts's.
 */
import { checkEntries } from "../check-entries.js";
import { clearPlay, fillEntries } from "../editor-state.js";
import type { Page } from "./page.js";
import { on } from "./page.js";
import { knownSolution } from "./solve-panel.js";
import { clock, timer } from "./timer.js";

/** The cells Check found wrong, marked until the next edit. */
let wrong = new Set<string>();

/** The cells Check found wrong. */
export function wrongCells(): ReadonlySet<string> {
  return wrong;
}

/** Takes the wrong marks off (an edit). */
export function clearWrong(): void {
  wrong = new Set();
}

async function onCheck(page: Page): Promise<void> {
  const sol = await knownSolution(page);
  if (sol === undefined) return;
  const result = checkEntries(page.state(), sol.map);
  wrong = new Set(result.wrong);
  const caveat = sol.unique ? "" : " (the puzzle has more than one solution: checked against one of them)";
  if (result.solved) timer.solved = true;
  page.say(result.solved ? `solved in ${clock(timer.seconds)}!` : `${result.wrong.length} wrong, ${result.empty} empty${caveat}`);
  page.render();
}

async function onReveal(page: Page): Promise<void> {
  const sol = await knownSolution(page);
  if (sol === undefined) return;
  page.commit(fillEntries(page.state(), sol.map));
  page.say("solution revealed");
}

/** Wires Check, Reveal and Clear entries. */
export function installPlayPanel(page: Page): void {
  on("check", () => onCheck(page));
  on("reveal", () => onReveal(page));
  on("clear-play", () => page.commit(clearPlay(page.state())));
}
