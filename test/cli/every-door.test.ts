/**
 * One puzzle, every door: each command that reads a puzzle reads it in every form the one reader knows
 * (format/load-input.ts), from a file and from standard input, and a form a command cannot take is refused
 * by name.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeAs } from "../../src/format/interchange/write-as.js";
import { solveLogically } from "../../src/logic/engine.js";
import { rateSolve } from "../../src/logic/rating.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { readText, runCapture, tempDir } from "../support/capture-io.js";

const CLASSIC = loadPuzzleFile("puzzles/classic-seed.json");
const SOLVED = "729168543634925817815347269562819374487653921391472658173296485248531796956784132";
const LINE = "..9..8.4.6......17.1..4............448.6.3.213............9..8.24......6.5.7..1..";
const DIFFICULTY = rateSolve(solveLogically(CLASSIC.model, { knownUnique: true })).difficulty;
const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The classic seed puzzle written every way a user may hold it. */
const FORMS: Record<string, string> = {
  "our JSON": readText("puzzles/classic-seed.json"),
  "our JSON on one line": `${JSON.stringify(JSON.parse(readText("puzzles/classic-seed.json")))}\n`,
  "nine lines of nine": readText("puzzles/classic-seed.txt"),
  "an 81-character line": `${LINE}\n`,
  "f-puzzles JSON": writeAs(CLASSIC, "fpuzzles").text,
  "an f-puzzles link": writeAs(CLASSIC, "fpuzzles-link").text,
  "a SudokuPad link": writeAs(CLASSIC, "sudokupad").text,
  "a SudokuPad link without a newline, CRLF and a BOM elsewhere": `\uFEFF${writeAs(CLASSIC, "sudokupad").text.trim()}`,
};

/** Each command, its arguments, and what its output must show for the classic seed. */
const COMMANDS: { name: string; args: string[]; shows: (stdout: string) => void }[] = [
  { name: "solve", args: ["solve", "-f", "text"], shows: (out) => expect(out.replace(/\s/g, "")).toBe(SOLVED) },
  { name: "validate", args: ["validate"], shows: (out) => expect(out).toMatch(/: ok \(/) },
  {
    name: "explain",
    args: ["explain", "-f", "json"],
    shows: (out) => expect((JSON.parse(out) as { solved: boolean; steps: unknown[] }).solved).toBe(true),
  },
  { name: "hint", args: ["hint", "-f", "json"], shows: (out) => expect((JSON.parse(out) as { steps: unknown[] }).steps).toHaveLength(1) },
  { name: "rate", args: ["rate", "-f", "json"], shows: (out) => expect((JSON.parse(out) as { difficulty: number }).difficulty).toBe(DIFFICULTY) },
  { name: "render", args: ["render"], shows: (out) => expect(out).toMatch(/^<svg [^]*<\/svg>\n$/) },
];

describe("every command reads every form, from a file and from standard input", () => {
  for (const [form, text] of Object.entries(FORMS)) {
    for (const command of COMMANDS) {
      it(`${command.name} reads ${form}`, async () => {
        const file = join(dir, `${command.name}-${Object.keys(FORMS).indexOf(form)}.in`);
        writeFileSync(file, text);
        for (const run of [await runCapture([...command.args, file]), await runCapture([...command.args, "-"], { stdin: text })]) {
          expect(run.stderr).toBe("");
          expect(run.code).toBe(0);
          command.shows(run.stdout);
        }
      });
    }
  }

  it("a multi-grid puzzle as canvas text: explain, hint, rate and render take it", async () => {
    const canvas = JSON.parse(readText("puzzles/samurai-seed-a.json")) as { givens: string[] };
    const text = `# samurai seed A as canvas text\n${canvas.givens.join("\n")}\n`;
    for (const args of [["explain"], ["hint"], ["rate"], ["render"], ["solve"], ["validate"]]) {
      const run = await runCapture([...args, "-"], { stdin: text });
      expect(run.code, args[0]).toBe(0);
    }
  });

  it("rate reads the JSON Lines that generate -n writes: one rating a line, as solve answers one a line", async () => {
    const made = await runCapture(["generate", "-l", "twin", "-n", "2", "--seed", "5"]);
    expect(made.code).toBe(0);
    const text = await runCapture(["rate", "-"], { stdin: made.stdout });
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^line 1: \d+\.\d \w+.*\nline 2: \d+\.\d \w+.*\n$/);
    const json = await runCapture(["rate", "-", "-f", "json"], { stdin: made.stdout });
    const lines = json.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as { line: number; status: string; level: string });
    expect(lines.map((l) => [l.line, l.status])).toEqual([
      [1, "unique"],
      [2, "unique"],
    ]);
    // The same ratings as each puzzle rated on its own.
    const [first] = made.stdout.split("\n");
    const alone = await runCapture(["rate", "-", "-f", "json"], { stdin: `${first}\n` });
    expect(JSON.parse(alone.stdout)).toMatchObject({ level: lines[0]?.level });
  });
});

describe("a form a command cannot take is named in the refusal", () => {
  it("explain, hint, render and convert take one puzzle: a batch of several lines is named", async () => {
    for (const command of ["explain", "hint", "render", "convert"]) {
      const run = await runCapture([command, "-", ...(command === "convert" ? ["--to", "json"] : [])], { stdin: `${LINE}\n${LINE}\n` });
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(`-: this is a batch of 2 81-character lines: ${command} takes one puzzle (solve, validate and rate read batches)\n`);
    }
    const jsonl = `${JSON.stringify({ layout: "single", givens: { main: LINE } })}\n`.repeat(3);
    const run = await runCapture(["explain", "-"], { stdin: jsonl });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("-: this is JSON Lines of 3 puzzles: explain takes one puzzle (solve, validate and rate read JSON Lines)\n");
  });

  it("a layout file is named, with the command that makes a puzzle of it", async () => {
    const run = await runCapture(["solve", "puzzles/layouts/samurai.layout.json"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/this is a layout file \("grids" and no "givens"\): solve takes a puzzle \(combo-sudoku init FILE/);
  });

  it("a problem inside f-puzzles JSON or a link says which format it was read as", async () => {
    const fp = JSON.parse(writeAs(CLASSIC, "fpuzzles").text) as Record<string, unknown>;
    const withPill = { ...fp, arrow: [{ cells: ["R1C1", "R1C2", "R1C3", "R1C4"], lines: [["R1C4", "R2C5"]] }] }; // a pill of four: no rule of ours
    const run = await runCapture(["solve", "-"], { stdin: JSON.stringify(withPill) });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^-: this is f-puzzles JSON: /);
    const clash = {
      ...fp,
      grid: (fp.grid as { value?: number; given?: boolean }[][]).map((row, r) => (r === 0 ? row.map(() => ({ value: 1, given: true })) : row)),
    };
    const bad = await runCapture(["explain", "-"], { stdin: writeAs(CLASSIC, "sudokupad").text.replace(/fpuzzles.*/, `fpuzzles${"x".repeat(8)}`) });
    expect(bad.stderr).toMatch(/^-: this is a SudokuPad link: /);
    const twice = await runCapture(["validate", "-"], { stdin: JSON.stringify(clash) });
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/^-: canvas row 1, column 2 .*: this is f-puzzles JSON: given 1 appears twice/m);
    const stored = await runCapture(["solve", "-"], { stdin: "https://sudokupad.app/abc123xyz\n" });
    expect(stored.stderr).toMatch(/^-: this is a SudokuPad link: .*not fetched/);
  });
});

describe("a puzzle typed as the argument: every command that reads one puzzle takes it", () => {
  const typed: Record<string, string> = {
    "an 81-character line": LINE,
    "an f-puzzles link": writeAs(CLASSIC, "fpuzzles-link").text.trim(),
    "a SudokuPad link": writeAs(CLASSIC, "sudokupad").text.trim(),
  };
  const more: typeof COMMANDS = [
    ...COMMANDS,
    { name: "convert", args: ["convert", "--to", "txt"], shows: (out) => expect(out).toBe(`${LINE}\n`) },
    { name: "solve --count", args: ["solve", "--count"], shows: (out) => expect(out).toMatch(/1 solution: unique/) },
  ];
  for (const [form, arg] of Object.entries(typed)) {
    for (const command of more) {
      it(`${command.name} takes ${form}`, async () => {
        const run = await runCapture([...command.args, arg]);
        expect(run.stderr).toBe("");
        expect(run.code).toBe(0);
        command.shows(run.stdout);
      });
    }
  }

  it("a file of one puzzle line is one puzzle for --count and --diff; two lines stay a batch, refused with the way out", async () => {
    const one = join(dir, "one-line.txt");
    writeFileSync(one, `# a comment line\n${LINE}\n\n`);
    const count = await runCapture(["solve", one, "--count"]);
    expect(count.code).toBe(0);
    expect(count.stdout).toMatch(/1 solution: unique/);
    const open = LINE.replace(/[1-9]/, ".").replace(/[1-9]/, ".").replace(/[1-9]/, ".").replace(/[1-9]/, ".").replace(/[1-9]/, ".");
    writeFileSync(one, `${open}\n`);
    const diff = await runCapture(["solve", one, "--diff"]);
    expect(diff.code).toBe(0);
    expect(diff.stdout).toMatch(/differ/);
    const two = join(dir, "two-lines.txt");
    writeFileSync(two, `${LINE}\n${LINE}\n`);
    const refused = await runCapture(["solve", two, "--count"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/--count does not apply to a batch: .*solve that line alone/);
  });
});
