// The one-call functions: a puzzle in any form the CLI reads (here an 81-character line, or an f-puzzles
// object, a link, canvas text ...) in, what the CLI's JSON holds out. A seed is optional: drawn and reported.
import { explain, generate, hint, rate } from "combo-sudoku";

const line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const report = explain(line); // { status, solved, steps: [{ technique, text, ... }], rating, stuck? }
console.log(report.status, report.solved, report.steps.length > 0, report.rating?.level); // "unique" true true "easy"
console.log(hint(line).steps[0]?.technique); // the easiest first step: "full house", "naked single" ...

const rating = rate(line);
if (rating.status !== "none") console.log(rating.difficulty, rating.level); // e.g. 2.3 "easy"

const made = generate({ layout: "twin", symmetry: "central" }); // no seed: one is drawn and reported
console.log(made.puzzle.source === `combo-sudoku generate: layout twin, seed ${made.seed}, minimal, symmetry central, ${made.stats.givens} givens`); // true
console.log(JSON.stringify(generate({ layout: "twin", seed: made.seed, symmetry: "central" }).puzzle) === JSON.stringify(made.puzzle)); // true: the same seed, the same puzzle
