// Counting, with each strategy: search, and the planner for hub layouts (samurai, windmill, twins ...).
import { readFileSync } from "node:fs";
import { loadPuzzleJson, loadPuzzleObject, solve } from "combo-sudoku";

const { model } = loadPuzzleJson(readFileSync("puzzles/samurai-seed-b.json", "utf8"));
const bySearch = solve(model, { strategy: "search", limit: Infinity, keep: 0 });
const byPlanner = solve(model, { strategy: "planner", limit: Infinity, keep: 0 });
console.log(bySearch.count, byPlanner.count, byPlanner.stats.planner?.hub); // 1 1 "center"

// A node budget bounds the work: the result then says so, and the count is a lower bound.
const empty = loadPuzzleObject({ layout: "samurai", givens: {} }).model;
const bounded = solve(empty, { limit: Infinity, keep: 0, nodeBudget: 100 });
console.log(bounded.complete, bounded.stopReason); // false "budget"
