// The one-call functions: a puzzle in any form the CLI reads (an 81-character line here; our JSON or
// f-puzzles JSON as text or parsed object, an f-puzzles or SudokuPad link, canvas text) in, what the CLI's
// JSON holds out. A text holding a batch (JSON Lines, several 81-character lines) or a list of puzzles gives
// the answers as an async iterable instead; isAnswers tells which a text gave.
import { convert, count, explain, generate, hint, isAnswers, rate, render, solve, validate } from "combo-sudoku";

const line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const solved = solve(line); // { status, count, complete, solutions, stats }
const report = explain(line); // { status, solved, steps: [{ technique, text, ... }], rating, stuck? }
const next = hint(line); // the easiest first step only
const rating = rate(line); // { status, difficulty, level, solvedByLogic, techniques }
if (isAnswers(solved) || isAnswers(report) || isAnswers(next) || isAnswers(rating)) throw new Error("one line is one puzzle");
console.log(solved.status, report.solved, report.steps.length > 0, next.steps[0]?.technique); // "unique" true true "full house" ...
if (rating.status !== "none") console.log(rating.difficulty, rating.level); // e.g. 2.3 "easy"

console.log(JSON.stringify(count(".".repeat(81), { limit: 1000 }))); // {"status":"multiple","count":1000,"complete":false,"stopReason":"limit"}
console.log(JSON.stringify(validate(`11${".".repeat(79)}`)).includes("given 1 appears twice")); // true: every problem, never a throw
const svg = render(line, { solve: true }); // an SVG document as text: write it where you like
const link = convert(line, "sudokupad"); // { text, dropped }: also "json", "txt", "fpuzzles", "fpuzzles-link"
console.log(typeof svg === "string" && svg.startsWith("<svg"), !isAnswers(link) && link.text.startsWith("https://sudokupad.app/")); // true true

const made = generate({ layout: "twin", symmetry: "central" }); // no seed: one is drawn and reported
console.log(JSON.stringify(generate({ layout: "twin", seed: made.seed, symmetry: "central" }).puzzle) === JSON.stringify(made.puzzle)); // true

// Batches: generate with a count (the puzzles generate --count makes), then rate the JSON Lines they make.
const lines = [];
for await (const answer of generate({ count: 3, seed: 7 })) if ("result" in answer) lines.push(JSON.stringify(answer.result.puzzle));
const rated = rate(lines.join("\n")); // as `rate bank.jsonl`: each line rated, or its error; a bad line does not stop the batch
if (!isAnswers(rated)) throw new Error("three lines are a batch");
for await (const answer of rated) console.log(answer.line, "result" in answer ? answer.result.status : answer.error.message); // 1 unique, 2 unique, 3 unique
for await (const answer of solve([line, "not a puzzle"])) console.log(answer.line, "result" in answer ? answer.result.status : answer.error.exitCode); // 1 unique, 2 2
