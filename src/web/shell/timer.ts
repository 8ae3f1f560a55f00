/**
 * The solving clock: counts the seconds played on one puzzle (its layout and givens), stops when it is
 * solved, pauses while the tab is hidden. Kept with the progress in localStorage (autosave.ts).
 */
import type { Page } from "./page.js";
import { $, setText } from "./page.js";

/** The clock of the puzzle `forGivens` names. */
export const timer = { forGivens: "", seconds: 0, solved: false };

/** Seconds as the clock shows them: "4:05", "1:02:03". */
export function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const h = Math.floor(m / 60);
  const ss = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m % 60).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/** Starts the clock afresh when the puzzle changed, and shows it. */
export function showTimer(key: string): void {
  if (timer.forGivens !== key) Object.assign(timer, { forGivens: key, seconds: 0, solved: false });
  setText($<HTMLOutputElement>("timer"), clock(timer.seconds));
}

/** Ticks once a second while the player plays an unsolved puzzle in a visible tab. */
export function startClock(page: Page): void {
  setInterval(() => {
    if (page.mode !== "play" || timer.solved || document.hidden) return;
    timer.seconds++;
    $<HTMLOutputElement>("timer").textContent = clock(timer.seconds);
  }, 1000);
}
