/**
 * Round trips of rules through the interchange formats, for the tests of each rule: a one-grid layout of
 * the size with the rules, written as f-puzzles JSON (text, as a file holds it) and read back; written in
 * SudokuPad's own format and read back. Each gives the rules read back.
 */
import { fromFpuzzles } from "../../src/format/fpuzzles/read-fpuzzles.js";
import { toFpuzzles } from "../../src/format/fpuzzles/write-fpuzzles.js";
import { loadPuzzleObject } from "../../src/format/puzzle-json/load-puzzle.js";
import { fromScl } from "../../src/format/sudokupad/read-scl.js";
import { toScl } from "../../src/format/sudokupad/write-scl.js";
import type { Rule } from "../../src/model/schemas.js";

function loaded(rules: readonly Rule[], size: number): ReturnType<typeof loadPuzzleObject> {
  const sized = size === 9 ? {} : { size };
  return loadPuzzleObject({ layout: { name: "r", ...sized, grids: [{ id: "main", row: 0, col: 0 }], rules }, givens: { main: ".".repeat(size * size) } });
}

/** The f-puzzles object the rules are written as, and the rules read back from its JSON text. */
export function fpuzzlesRoundTrip(rules: readonly Rule[], size = 9): { written: Record<string, unknown>; back: readonly Rule[] } {
  const { puzzle } = toFpuzzles(loaded(rules, size));
  const layout = fromFpuzzles(JSON.parse(JSON.stringify(puzzle))).document.layout;
  return { written: puzzle, back: typeof layout === "string" ? [] : (layout.rules ?? []) };
}

/** The rules read back from SudokuPad's own format, and what was dropped on the way (written lossy, read lossy). */
export function sclRoundTrip(rules: readonly Rule[], size = 9): { back: readonly Rule[]; dropped: readonly string[] } {
  const written = toScl(loaded(rules, size), { lossy: true });
  const read = fromScl(JSON.parse(JSON.stringify(written.scl)), { lossy: true });
  const layout = read.document.layout;
  return { back: typeof layout === "string" ? [] : (layout.rules ?? []), dropped: [...written.dropped, ...read.dropped] };
}
