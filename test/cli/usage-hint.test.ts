import { describe, expect, it } from "vitest";
import { runCapture } from "../support/capture-io.js";

const PUZZLE = "puzzles/x-sudoku.json";

/** Runs the CLI and expects exit 2 with exactly one line on stderr and nothing on stdout. */
async function refused(argv: string[]): Promise<string> {
  const run = await runCapture(argv);
  expect(run.code).toBe(2);
  expect(run.stdout).toBe("");
  expect(run.stderr.split("\n")).toHaveLength(2); // one line and its newline
  return run.stderr.trimEnd();
}

describe("the command line says what it did not understand, with a 'did you mean'", () => {
  it("an unknown command names the nearest one and lists them all", async () => {
    expect(await refused(["slove", PUZZLE])).toBe(
      'combo-sudoku: unknown command "slove": did you mean solve? (commands: solve, validate, explain, hint, rate, generate, layouts, init, render, convert, web)',
    );
    expect(await refused(["frobnicate"])).toBe(
      'combo-sudoku: unknown command "frobnicate" (commands: solve, validate, explain, hint, rate, generate, layouts, init, render, convert, web)',
    );
  });

  it("an unknown option names the nearest option of that command, once", async () => {
    expect(await refused(["solve", PUZZLE, "--lmit", "3"])).toBe("combo-sudoku: unknown option --lmit: did you mean --limit?");
    expect(await refused(["solve", PUZZLE, "--max-canvs=9"])).toBe("combo-sudoku: unknown option --max-canvs: did you mean --max-canvas?");
    expect(await refused(["generate", "-l", "single", "--symetry", "central"])).toBe("combo-sudoku: unknown option --symetry: did you mean --symmetry?");
    // Nothing near: no hint.
    expect(await refused(["solve", PUZZLE, "--zzz"])).toBe("combo-sudoku: unknown option --zzz");
  });

  it("a value outside an option's choices names the nearest choice", async () => {
    expect(await refused(["solve", PUZZLE, "--format", "jsn"])).toBe('combo-sudoku: --format "jsn" is not one of pretty, text, json, csv: did you mean json?');
  });

  it("a number option given text names the text, not NaN", async () => {
    expect(await refused(["solve", PUZZLE, "--limit", "abc"])).toBe('combo-sudoku: --limit must be a positive whole number, not "abc"');
    expect(await refused(["solve", PUZZLE, "--timeout", "soon"])).toBe('combo-sudoku: --timeout must be a positive number, not "soon"');
    expect(await refused(["generate", "-l", "single", "--givens", "2x"])).toBe('combo-sudoku: --givens must be a whole number, 0 or more, not "2x"');
    expect(await refused(["solve", PUZZLE, "--limit"])).toBe("combo-sudoku: --limit needs a value");
  });

  it("numbers still work as numbers", async () => {
    const run = await runCapture(["solve", PUZZLE, "--count", "--limit", "1e3", "--timeout", "0.5", "--format", "json"]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ count: 1 });
  });

  it("a puzzle naming an unknown built-in layout gets the nearest name", async () => {
    const run = await runCapture(["validate", "-"], { stdin: JSON.stringify({ layout: "Samurai", givens: {} }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^-: \/layout: no built-in layout "Samurai": did you mean samurai\? \(built-in: single, /);
  });

  it("givens by grid naming a grid the layout lacks get the nearest id", async () => {
    const run = await runCapture(["validate", "-"], { stdin: JSON.stringify({ layout: "samurai", givens: { centre: ".".repeat(81) } }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('-: /givens/centre: no grid "centre" in layout "samurai": did you mean center? (its grids: nw, ne, center, sw, se)\n');
  });

  it("a missing argument shows how the command is called", async () => {
    expect(await refused(["solve"])).toBe("combo-sudoku: missing argument: combo-sudoku solve FILE (see combo-sudoku solve --help)");
    expect(await refused(["init"])).toBe("combo-sudoku: missing argument: combo-sudoku init NAME|FILE (see combo-sudoku init --help)");
    expect(await refused(["generate", "--seed", "1"])).toBe(
      "combo-sudoku: missing argument: combo-sudoku generate --layout NAME|FILE (see combo-sudoku generate --help)",
    );
  });
});
