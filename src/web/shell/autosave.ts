/**
 * Progress kept in localStorage: the puzzle, the player's digits, corner and centre marks, colours, pen marks
 * and the clock survive a reload or a closed tab (this browser only; nothing leaves it).
 */
import { rowsToMap } from "../check-entries.js";
import type { EditorState } from "../editor-state.js";
import { keyPos, setEntry } from "../editor-state.js";
import { isPenMark } from "../pen.js";
import { puzzleDocument, readPuzzleText } from "../puzzle-document.js";
import { timer } from "./timer.js";

const AUTOSAVE_KEY = "combo-sudoku:autosave";
let autosaved: { state: EditorState; seconds: number } | undefined;

/** A map of numbers (marks, colours) as [key, value] pairs for JSON. */
const pairs = (m: ReadonlyMap<string, number>): [string, number][] => [...m];

/** Reads back pairs written by `pairs`, ignoring anything else. */
function readPairs(v: unknown): Map<string, number> {
  const out = new Map<string, number>();
  if (!Array.isArray(v)) return out;
  for (const p of v as unknown[]) {
    if (Array.isArray(p) && typeof p[0] === "string" && /^\d+,\d+$/.test(p[0]) && Number.isInteger(p[1])) out.set(p[0], p[1] as number);
  }
  return out;
}

/** The state waiting to be saved, and the timer that will save it. */
let due: { state: EditorState; timer: ReturnType<typeof setTimeout> } | undefined;

/** How long a save waits for more changes: a run of keys is one write, after the frames that show them. */
const SAVE_DELAY_MS = 250;

/**
 * Keeps the puzzle and the player's progress; quietly does nothing where storage is refused. Written a
 * moment later (a run of keys is one write), or at once when the page is hidden or left: writing the whole
 * puzzle and progress at every key was a tenth of the script's time from a key to its frame on a sumo.
 */
export function autosave(s: EditorState): void {
  if (due !== undefined) {
    due.state = s;
    return;
  }
  due = { state: s, timer: setTimeout(flush, SAVE_DELAY_MS) };
}

/** Writes the state waiting, if any. */
function flush(): void {
  if (due === undefined) return;
  clearTimeout(due.timer);
  const { state } = due;
  due = undefined;
  save(state);
}

// A reload, a closed tab or a phone's switch to another app: what waits is written before the page goes.
window.addEventListener("pagehide", flush);
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") flush();
});

function save(s: EditorState): void {
  if (s === autosaved?.state && timer.seconds === autosaved.seconds) return;
  autosaved = { state: s, seconds: timer.seconds };
  const puzzle = puzzleDocument(s);
  if (puzzle === undefined) return;
  try {
    localStorage.setItem(
      AUTOSAVE_KEY,
      JSON.stringify({
        puzzle,
        entries: puzzleDocument(s, s.entries)?.givens ?? [],
        corner: pairs(s.corner),
        centre: pairs(s.marks),
        colourSets: pairs(s.colours),
        pen: [...(s.pen ?? [])],
        seconds: timer.seconds,
        solved: timer.solved,
      }),
    );
  } catch {
    // Storage full or disabled (some private modes): the page works the same without it.
  }
}

/**
 * The colours saved: masks (`colourSets`, several per cell); a save from before several colours held one
 * colour per cell (`colours`, 1..9), each read as the mask of that colour.
 */
function savedColours(saved: Record<string, unknown>): Map<string, number> {
  if (saved.colourSets !== undefined) return readPairs(saved.colourSets);
  return new Map([...readPairs(saved.colours)].map(([k, c]) => [k, 1 << (c - 1)]));
}

/** The autosaved puzzle with the player's progress, if there is one that still reads; the clock set to it. */
export function restoreAutosave(key: (s: EditorState) => string): EditorState | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(AUTOSAVE_KEY) ?? "null") as Record<string, unknown> | null;
    if (saved === null) return undefined;
    const read = readPuzzleText(JSON.stringify(saved.puzzle));
    if (!read.ok) return undefined;
    let restored = read.state;
    const rows = Array.isArray(saved.entries) ? saved.entries.filter((r): r is string => typeof r === "string") : [];
    for (const [k, d] of rowsToMap(rows)) restored = setEntry(restored, ...keyPos(k), d);
    const pen = Array.isArray(saved.pen) ? saved.pen.filter((m): m is string => typeof m === "string" && isPenMark(restored, m)) : [];
    restored = { ...restored, corner: readPairs(saved.corner), marks: readPairs(saved.centre), colours: savedColours(saved), pen: new Set(pen) };
    const seconds = Number(saved.seconds);
    Object.assign(timer, { forGivens: key(restored), seconds: Number.isInteger(seconds) && seconds >= 0 ? seconds : 0, solved: saved.solved === true });
    return restored;
  } catch {
    return undefined; // storage refused, or something else wrote the key: start afresh
  }
}
