/**
 * explain, hint and rate at grid sizes 4 and 16: steps over units of `size` cells and digits
 * 1..size, step texts naming digits above 9 as A-G (as the givens write them), the rating, and the JSON
 * steps' digits as numbers. The puzzles are a solved grid (from the solver, checked by the independent
 * checker) with cells emptied, so each step's placement is checked against it.
 */
import { describe, expect, it } from "vitest";
import { runCapture } from "../support/capture-io.js";
import { sudokuProblems } from "../support/check-solution.js";

const layoutOf = (size: number): object => ({ name: `single-${size}`, size, grids: [{ id: "main", row: 0, col: 0 }] });
const CHARS = ".123456789ABCDEFG";

async function solvedGrid(size: number): Promise<string> {
  const run = await runCapture(["solve", "-", "-f", "json", "--limit", "1"], { stdin: JSON.stringify({ layout: layoutOf(size), givens: {} }) });
  expect(run.code).toBe(0);
  const solved = (JSON.parse(run.stdout) as { solutions: { grids: { main: string } }[] }).solutions[0].grids.main;
  expect(sudokuProblems(solved, size)).toEqual([]);
  return solved;
}

/**
 * The solved grid with its first row and first column emptied: unique, as every other column and row then
 * misses one digit, and the corner is the last open cell of its row.
 */
function puzzleOf(size: number, solved: string): object {
  const givens = [...solved].map((ch, i) => (i < size || i % size === 0 ? "." : ch)).join("");
  return { layout: layoutOf(size), givens: { main: givens } };
}

describe.each([4, 16])("the logic at size %i", (size) => {
  it("explain solves by logic, every placement the solution's digit, written as the givens write it", async () => {
    const solved = await solvedGrid(size);
    const run = await runCapture(["explain", "-"], { stdin: JSON.stringify(puzzleOf(size, solved)) });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const placements = [...run.stdout.matchAll(/places (\S+) at r(\d+)c(\d+)/g)];
    expect(placements).toHaveLength(2 * size - 1);
    for (const [, digit, row, col] of placements) expect(digit).toBe(solved[(Number(row) - 1) * size + Number(col) - 1]);
    expect(run.stdout).toMatch(/solved by logic in \d+ steps/);
    if (size === 16) expect(placements.some(([, digit]) => /^[A-G]$/.test(digit))).toBe(true);
  });

  it("hint gives one step; rate rates; explain -f json gives digits as numbers", async () => {
    const solved = await solvedGrid(size);
    const doc = JSON.stringify(puzzleOf(size, solved));
    const hint = await runCapture(["hint", "-"], { stdin: doc });
    expect(hint.code).toBe(0);
    expect(hint.stdout.trim().split("\n")).toHaveLength(1);
    const rate = await runCapture(["rate", "-"], { stdin: doc });
    expect(rate.code).toBe(0);
    expect(rate.stdout).toMatch(/-: \d\.\d easy \(/);
    const json = await runCapture(["explain", "-", "-f", "json"], { stdin: doc });
    expect(json.code).toBe(0);
    const steps = (JSON.parse(json.stdout) as { steps: { placements: { row: number; col: number; digit: number }[] }[] }).steps;
    const placed = steps.flatMap((s) => s.placements);
    expect(placed).toHaveLength(2 * size - 1);
    for (const p of placed) expect(CHARS[p.digit]).toBe(solved[(p.row - 1) * size + p.col - 1]);
  });
});
