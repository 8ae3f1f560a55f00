import { cosmeticsWords } from "../format/fpuzzles/cosmetics.js";
import type { LoadedPuzzle } from "../format/puzzle-json/load-puzzle.js";
import type { CliIo } from "./io.js";

/**
 * One line on stderr when a puzzle that a command solves carries cosmetics (f-puzzles' text, lines,
 * circles, ...): they are kept (render draws them, convert and links carry them) but state no rule, so a
 * reader who meant one as a rule learns the engine did not use it. Nothing for a puzzle without any.
 */
export function warnCosmetics(file: string, puzzle: LoadedPuzzle, io: CliIo): void {
  if (puzzle.cosmetics === undefined || puzzle.cosmetics.length === 0) return;
  io.stderr(`${file}: warning: ${cosmeticsWords(puzzle.cosmetics)} kept for pictures and links; the solver ignores them\n`);
}
