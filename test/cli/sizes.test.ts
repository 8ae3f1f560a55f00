/**
 * The CLI at grid sizes 4, 6 and 16 (issue #15, sizes): solve reads puzzle JSON with givens by grid and by
 * canvas (A-G for 10-16, either case) and writes pretty, text and JSON with A-G; what it writes reads back.
 * Every solution is checked by the independent checker (test/support/check-solution.ts).
 */
import { describe, expect, it } from "vitest";
import { runCapture } from "../support/capture-io.js";
import { sudokuProblems } from "../support/check-solution.js";

interface Answer {
  status: string;
  solutions: { grids: Record<string, string>; canvas: string[] }[];
}

const layoutOf = (size: number): object => ({ name: `single-${size}`, size, grids: [{ id: "main", row: 0, col: 0 }] });

async function solveJson(doc: object, extra: string[] = []): Promise<Answer> {
  const run = await runCapture(["solve", "-", "-f", "json", ...extra], { stdin: JSON.stringify(doc) });
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as Answer;
}

describe.each([4, 6, 16])("solve at size %i", (size) => {
  it("fills an empty grid, then a puzzle made from that solution (its first row emptied) is unique, by grid and by canvas", async () => {
    const empty = await solveJson({ layout: layoutOf(size), givens: {} }, ["--limit", "1"]);
    const solved = empty.solutions[0].grids.main;
    expect(solved).toMatch(size === 16 ? /^[1-9A-G]{256}$/ : new RegExp(`^[1-${size}]{${size * size}}$`));
    expect(sudokuProblems(solved, size)).toEqual([]);
    expect(empty.solutions[0].canvas.join("")).toBe(solved);

    // One empty row: every column then lacks exactly one digit, so the puzzle is unique. Lower case is read too.
    const givens = ".".repeat(size) + solved.slice(size).toLowerCase();
    const byGrid = await solveJson({ layout: layoutOf(size), givens: { main: givens } });
    expect(byGrid.status).toBe("unique");
    expect(byGrid.solutions[0].grids.main).toBe(solved);
    const rows = Array.from({ length: size }, (_, r) => givens.slice(r * size, r * size + size));
    const byCanvas = await solveJson({ layout: layoutOf(size), givens: rows });
    expect(byCanvas.status).toBe("unique");
    expect(byCanvas.solutions[0].grids.main).toBe(solved);

    // Text output is the canvas rows; the pretty output shows the same digits inside its box lines.
    const text = await runCapture(["solve", "-", "-f", "text"], { stdin: JSON.stringify({ layout: layoutOf(size), givens: rows }) });
    expect(text.stdout.trimEnd().split("\n")).toEqual(Array.from({ length: size }, (_, r) => solved.slice(r * size, r * size + size)));
    const pretty = await runCapture(["solve", "-"], { stdin: JSON.stringify({ layout: layoutOf(size), givens: rows }) });
    expect(pretty.code).toBe(0);
    const digits = pretty.stdout
      .split("\n")
      .filter((l) => l.startsWith("│"))
      .map((l) => l.replace(/[│ ]/g, ""));
    expect(digits.join("")).toBe(solved);
  });
});

describe("solve refuses what does not fit the size", () => {
  it("a digit above the size, located, exit 2", async () => {
    const run = await runCapture(["solve", "-"], { stdin: JSON.stringify({ layout: layoutOf(6), givens: { main: `7${".".repeat(35)}` } }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('-: /givens/main, canvas row 1, column 1 (grid main, row 1, column 1): "7" is 7, above this layout\'s size 6\n');
  });

  it.each([["convert", "--to", "fpuzzles"]])("%s refuses a 6x6 puzzle in one line, exit 2", async (...command) => {
    const run = await runCapture([...command, "-"], { stdin: JSON.stringify({ layout: layoutOf(6), givens: {} }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^(combo-sudoku: )?-: [a-z -]+ takes 9x9 grids for now \(this puzzle's grids are 6x6\)\n$/);
  });
});
