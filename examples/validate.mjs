// Checking without solving: a bad document throws an InvalidInputError that lists every problem at once,
// each with its place (a JSON pointer, or the canvas row and column) and a plain reason.
import { InvalidInputError, formatIssue, loadPuzzleObject } from "combo-sudoku";

try {
  loadPuzzleObject({ layout: "samurai", givens: { nw: "55" + ".".repeat(79) } }, { file: "mine.json" });
} catch (e) {
  if (!(e instanceof InvalidInputError)) throw e;
  for (const issue of e.issues) console.log(formatIssue(issue));
  // mine.json: canvas row 1, column 2 (grid nw, row 1, column 2): given 5 appears twice in row 1 of grid nw ...
}
