/**
 * The CLI at grid sizes 4, 6 and 16: solve reads puzzle JSON with givens by grid and by
 * canvas (A-G for 10-16, either case) and writes pretty, text and JSON with A-G; what it writes reads back.
 * Every solution is checked by the independent checker (test/support/check-solution.ts).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCapture, tempDir } from "../support/capture-io.js";
import { sudokuProblems } from "../support/check-solution.js";
import { samuraiLayout } from "../support/samurai-layout.js";

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

describe("solve --diff at size 16", () => {
  it("names the differing digits as written, A-G above 9", async () => {
    const empty = await solveJson({ layout: layoutOf(16), givens: {} }, ["--limit", "1"]);
    // Four empty rows (a whole band of boxes): several solutions.
    const givens = ".".repeat(64) + empty.solutions[0].grids.main.slice(64);
    const run = await runCapture(["solve", "-", "--diff"], { stdin: JSON.stringify({ layout: layoutOf(16), givens: { main: givens } }) });
    expect(run.code).toBe(0);
    const lines = `${run.stdout}${run.stderr}`.split("\n").filter((l) => / or /.test(l) && l.startsWith("canvas row"));
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l).toMatch(/\): [1-9A-G] or [1-9A-G]$/);
  });
});

describe("solve refuses what does not fit the size", () => {
  it("a digit above the size, located, exit 2", async () => {
    const run = await runCapture(["solve", "-"], { stdin: JSON.stringify({ layout: layoutOf(6), givens: { main: `7${".".repeat(35)}` } }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('-: /givens/main, canvas row 1, column 1 (grid main, row 1, column 1): "7" is 7, above this layout\'s size 6\n');
  });

  it.each([["convert", "--to", "txt"]])("%s refuses a 6x6 puzzle in one line, exit 2", async (...command) => {
    const run = await runCapture([...command, "-"], { stdin: JSON.stringify({ layout: layoutOf(6), givens: {} }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^(combo-sudoku: )?-: [a-z -]+ takes 9x9 grids for now \(this puzzle's grids are 6x6\)\n$/);
  });
});

describe("layouts and rules at other sizes", () => {
  it("layouts draws a samurai of 4x4 grids with every grid named in a box of its own", async () => {
    const layout = samuraiLayout(4);
    const run = await runCapture(["layouts", "-"], { stdin: JSON.stringify(layout) });
    expect(run.code).toBe(0);
    const drawing = run.stdout.split("\n").filter((l) => l.startsWith("│"));
    expect(drawing).toHaveLength(8);
    for (const label of ["nw", "ne", "cent…", "sw", "se"]) expect(drawing.join("\n")).toContain(label);
  });

  it("a 6x6 X-sudoku with jigsaw regions: the solution keeps both diagonals and every region", async () => {
    const regions = ["aaabbb", "aaabbb", "cccddd", "cccddd", "eeefff", "eeefff"];
    const jigsaw = ["aabbbb", "aaabbc", "adddcc", "dddecc", "feeeec", "fffffe"];
    for (const rules of [
      [{ type: "diagonal", grid: "main" }],
      [{ type: "jigsaw", grid: "main", regions: jigsaw }],
      [{ type: "jigsaw", grid: "main", regions }],
    ]) {
      const answer = await solveJson({ layout: { ...layoutOf(6), rules }, givens: {} }, ["--limit", "1"]);
      const grid = answer.solutions[0].grids.main;
      const at = (r: number, c: number): string => grid[r * 6 + c];
      const all = "123456";
      const sorted = (cells: string[]): string => [...cells].sort().join("");
      for (let i = 0; i < 6; i++) {
        expect(sorted([...grid.slice(6 * i, 6 * i + 6)])).toBe(all);
        expect(sorted(Array.from({ length: 6 }, (_, r) => at(r, i)))).toBe(all);
      }
      const rule = rules[0];
      if (rule.type === "diagonal") {
        expect(sorted(Array.from({ length: 6 }, (_, i) => at(i, i)))).toBe(all);
        expect(sorted(Array.from({ length: 6 }, (_, i) => at(i, 5 - i)))).toBe(all);
      } else {
        const byRegion = new Map<string, string[]>();
        (rule as { regions: string[] }).regions.forEach((row, r) => {
          [...row].forEach((ch, c) => byRegion.set(ch, [...(byRegion.get(ch) ?? []), at(r, c)]));
        });
        for (const cells of byRegion.values()) expect(sorted(cells)).toBe(all);
      }
    }
  });
});

describe("generate at other sizes, through the CLI", () => {
  it.each([4, 16])("generate -f text at size %i writes canvas text that solve reads back with --layout: unique", async (size) => {
    const dir = tempDir();
    const layoutFile = join(dir, "layout.json");
    writeFileSync(layoutFile, JSON.stringify(layoutOf(size)));
    const made = await runCapture(["generate", "-l", layoutFile, "--seed", "7", "-f", "text"]);
    expect(made.code).toBe(0);
    const rows = made.stdout.split("\n").filter((l) => l !== "" && !l.startsWith("#"));
    expect(rows).toHaveLength(size);
    for (const r of rows) expect(r).toMatch(size === 16 ? /^[1-9A-G.]{16}$/ : /^[1-4.]{4}$/);
    const solved = await runCapture(["solve", "-", "-l", layoutFile, "-f", "json"], { stdin: made.stdout });
    expect(solved.stderr).toBe("");
    const answer = JSON.parse(solved.stdout) as Answer;
    expect(answer.status).toBe("unique");
    expect(sudokuProblems(answer.solutions[0].grids.main, size)).toEqual([]);
  });
});
