import { readAnyPuzzle } from "../format/interchange/read-any.js";
import { writeAs } from "../format/interchange/write-as.js";
import { classicSentence } from "../format/sudokupad/write-scl.js";
import { ruleSentences } from "../rules/registry.js";
import type { EditorState } from "./editor-state.js";
import { puzzleDocument } from "./puzzle-document.js";

/**
 * The puzzle as other solvers' links (f-puzzles, SudokuPad), written by the CLI's own writer (`convert`),
 * and the rules in words for the printed page. Pure.
 */

/** The link formats the page exports. */
export type LinkTarget = "fpuzzles-link" | "sudokupad";

/**
 * The link for the state's puzzle (its givens), and what the target could not say (left out, as
 * `convert --lossy` does); undefined while the canvas has no grid. f-puzzles takes one 9x9-style grid
 * only: a layout of several grids is an error there, in the CLI's words.
 */
export function exportLink(state: EditorState, target: LinkTarget): { link: string; dropped: readonly string[] } | { error: string } | undefined {
  const doc = puzzleDocument(state);
  if (doc === undefined) return undefined;
  try {
    const { puzzle } = readAnyPuzzle(JSON.stringify(doc), { command: "the page" });
    const { text, dropped } = writeAs(puzzle, target, { lossy: true });
    return { link: text.trim(), dropped };
  } catch (e: unknown) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/** The rules in words, as f-puzzles and SudokuPad show them: the classic rule, then each kind of rule once. */
export function rulesText(state: EditorState): string[] {
  if (state.layout.grids.length === 0) return [];
  return [classicSentence(state.layout), ...ruleSentences(state.layout.rules ?? [])];
}
