/**
 * Honest words: what the CLI says about a puzzle is what is known, in one vocabulary
 * (unique, multiple, none, unknown, invalid) for single puzzles and batches alike.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCapture, tempDir } from "../support/capture-io.js";

const CLASSIC_GIVENS = "009008040600000017010040000000000004480603021300000000000090080240000006050700100";
const CLASSIC_SOLUTION = "729168543634925817815347269562819374487653921391472658173296485248531796956784132";

/**
 * The classic solution with the four corners of a "deadly rectangle" emptied: two rows, two columns, two
 * boxes, digits a b / b a. Every other cell is given, so the puzzle has exactly two solutions, which differ
 * in exactly those four cells. Found by search over the solution rather than written down by hand.
 */
function twoSolutions(): { givens: string; cells: number[] } {
  const d = (r: number, c: number): string => CLASSIC_SOLUTION[r * 9 + c];
  for (let r1 = 0; r1 < 9; r1++)
    for (let r2 = r1 + 1; r2 < 9; r2++)
      for (let c1 = 0; c1 < 9; c1++)
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          const sameBandRows = Math.floor(r1 / 3) === Math.floor(r2 / 3);
          const sameStackCols = Math.floor(c1 / 3) === Math.floor(c2 / 3);
          if (sameBandRows === sameStackCols) continue; // the four cells must lie in exactly two boxes
          if (d(r1, c1) !== d(r2, c2) || d(r1, c2) !== d(r2, c1)) continue;
          const cells = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
          const givens = CLASSIC_SOLUTION.split("")
            .map((ch, i) => (cells.includes(i) ? "." : ch))
            .join("");
          return { givens, cells };
        }
  throw new Error("no deadly rectangle in the classic solution");
}

function puzzleFile(givens: string): string {
  const path = join(tempDir(), "p.json");
  writeFileSync(path, JSON.stringify({ layout: "single", givens: { main: givens } }));
  return path;
}

describe("honest words about one puzzle", () => {
  it("--limit 1 on a unique puzzle: a solution found, uniqueness not checked (never 'multiple'); JSON says unknown", async () => {
    const pretty = await runCapture(["solve", "puzzles/samurai-seed-a.json", "--limit", "1"]);
    expect(pretty.code).toBe(0);
    expect(pretty.stdout).not.toMatch(/multiple/);
    expect(pretty.stdout).toMatch(/a solution found; uniqueness not checked \(--limit 1\)\n$/);
    const text = await runCapture(["solve", "puzzles/samurai-seed-a.json", "--limit", "1", "-f", "text"]);
    expect(text.stderr).toBe("puzzles/samurai-seed-a.json: a solution found; uniqueness not checked (--limit 1)\n");
    const json = await runCapture(["solve", "puzzles/samurai-seed-a.json", "--limit", "1", "-f", "json"]);
    expect(JSON.parse(json.stdout)).toMatchObject({ status: "unknown" });
  });

  it("a unique puzzle in -f text: the grid, nothing on stderr", async () => {
    const run = await runCapture(["solve", puzzleFile(CLASSIC_GIVENS), "-f", "text"]);
    expect(run.code).toBe(0);
    expect(run.stdout.replace(/\n/g, "")).toBe(CLASSIC_SOLUTION);
    expect(run.stderr).toBe("");
  });

  it("two solutions in -f text: one grid on stdout, 'multiple' on stderr, exit 0", async () => {
    const file = puzzleFile(twoSolutions().givens);
    const run = await runCapture(["solve", file, "-f", "text"]);
    expect(run.code).toBe(0);
    expect(run.stdout.trimEnd().split("\n")).toHaveLength(9);
    expect(run.stderr).toBe(`${file}: multiple solutions (the first found is shown; --diff shows where two differ)\n`);
  });

  it("--diff names exactly the cells where the two solutions differ, with both digits", async () => {
    const { givens, cells } = twoSolutions();
    const file = puzzleFile(givens);
    const expected = cells.map((cell) => {
      const r = Math.floor(cell / 9) + 1;
      const c = (cell % 9) + 1;
      return `canvas row ${r}, column ${c} (grid main, row ${r}, column ${c})`;
    });
    for (const format of ["text", "pretty"]) {
      const run = await runCapture(["solve", file, "-f", format, "--diff"]);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("two solutions differ in 4 cells:");
      const lines = run.stdout.split("\n").filter((l) => l.startsWith("canvas row"));
      expect(lines.map((l) => l.replace(/: \d or \d$/, ""))).toEqual(expected);
      for (const [i, line] of lines.entries()) {
        const [a, b] = line.slice(-6).split(" or ").map(Number);
        expect(a).not.toBe(b);
        expect([a, b]).toContain(Number(CLASSIC_SOLUTION[cells[i]]));
      }
    }
    const json = JSON.parse((await runCapture(["solve", file, "-f", "json", "--diff"])).stdout) as {
      status: string;
      differences: { row: number; col: number; digits: number[] }[];
    };
    expect(json.status).toBe("multiple");
    expect(json.differences.map((d) => (d.row - 1) * 9 + d.col - 1)).toEqual(cells);
  });

  it("--diff on a unique puzzle adds nothing", async () => {
    const run = await runCapture(["solve", puzzleFile(CLASSIC_GIVENS), "-f", "text", "--diff"]);
    expect(run.stdout.replace(/\n/g, "")).toBe(CLASSIC_SOLUTION);
    expect(run.stderr).toBe("");
  });
});

describe("one vocabulary", () => {
  it("a batch line with one solution is 'unique', as a single puzzle is", async () => {
    const { givens } = twoSolutions();
    const run = await runCapture(["solve", "-", "-f", "json"], { stdin: `${CLASSIC_GIVENS}\n${givens}\n` });
    const rows = run.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as { status: string });
    expect(rows.map((r) => r.status)).toEqual(["unique", "multiple"]);
    const single = JSON.parse((await runCapture(["solve", puzzleFile(CLASSIC_GIVENS), "-f", "json"])).stdout) as { status: string };
    expect(single.status).toBe("unique");
  });
});
