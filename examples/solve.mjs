// Load a puzzle file's text and solve it: unique, multiple or none, with the solution by grid id.
import { readFileSync } from "node:fs";
import { gridStrings, loadInput, solve } from "combo-sudoku";

const input = loadInput(readFileSync("puzzles/samurai-seed-a.json", "utf8"), { file: "samurai-seed-a.json" });
if (input.kind !== "puzzle") throw new Error("expected one puzzle");
const { model } = input.puzzle;
const result = solve(model, { limit: 2 }); // { status, count, complete, solutions, stats }
console.log(result.status, result.stats.strategy); // "unique" "search"
console.log(gridStrings(model.geometry, result.solutions[0]).center); // the center grid's 81 digits
