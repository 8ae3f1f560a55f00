import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readText, runCapture, tempDir } from "../support/capture-io.js";

const CLASSIC_LINE = readText("puzzles/classic-seed.txt")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l.length === 9)
  .join("")
  .replace(/0/g, ".");

describe("combo-sudoku convert", () => {
  it("an 81-character line to a SudokuPad link and back to the same line", async () => {
    const dir = tempDir();
    const line = join(dir, "one.txt");
    writeFileSync(line, `${CLASSIC_LINE}\n`);
    const link = await runCapture(["convert", line, "--to", "sudokupad"]);
    expect(link.code).toBe(0);
    expect(link.stdout).toMatch(/^https:\/\/sudokupad\.app\/fpuzzles[A-Za-z0-9+/=]+\n$/);
    const back = await runCapture(["convert", "-", "--to", "txt"], { stdin: link.stdout });
    expect(back.code).toBe(0);
    expect(back.stdout).toBe(`${CLASSIC_LINE}\n`);
  });

  it("our JSON -> f-puzzles JSON -> our JSON (-o .json): the same puzzle, schema-valid, solved the same", async () => {
    const dir = tempDir();
    const fp = join(dir, "x.fpuzzles");
    const mid = await runCapture(["convert", "puzzles/x-sudoku.json", "--to", "fpuzzles", "-o", fp]);
    expect(mid.code).toBe(0);
    expect(mid.stdout).toBe("");
    const data = JSON.parse(readText(fp)) as Record<string, unknown>;
    expect(data["diagonal+"]).toBe(true);
    const out = join(dir, "x.json");
    const back = await runCapture(["convert", fp, "-o", out]);
    expect(back.code).toBe(0);
    const doc = JSON.parse(readText(out)) as Record<string, unknown>;
    expect(typeof doc.$schema).toBe("string");
    expect(String(doc.$schema)).toMatch(/schemas\/puzzle\.schema\.json$/);
    expect(doc.layout).toMatchObject({ rules: [{ type: "diagonal", grid: "main" }] });
    expect((await runCapture(["validate", out])).code).toBe(0);
    const a = await runCapture(["solve", "puzzles/x-sudoku.json", "--format", "text"]);
    const b = await runCapture(["solve", out, "--format", "text"]);
    expect(a.code).toBe(0);
    expect(b.stdout).toBe(a.stdout);
  });

  it("an inline layout's own $schema is not copied into the puzzle", async () => {
    const layout = {
      $schema: "../schemas/layout.schema.json",
      name: "x",
      grids: [{ id: "main", row: 0, col: 0 }],
      rules: [{ type: "diagonal", grid: "main" }],
    };
    const run = await runCapture(["convert", "-", "--to", "json"], { stdin: JSON.stringify({ layout, givens: ["1"] }) });
    expect(run.code).toBe(0);
    const doc = JSON.parse(run.stdout) as { layout: Record<string, unknown> };
    expect(doc.layout).toEqual({ name: "x", grids: [{ id: "main", row: 0, col: 0 }], rules: [{ type: "diagonal", grid: "main" }] });
  });

  for (const name of ["4x4-sudoku", "6x6-sudoku", "12x12-sudoku", "16x16-sudoku"]) {
    it(`puzzles/${name}.json -> f-puzzles, f-puzzles link, SudokuPad link -> our JSON: the same puzzle, solved the same`, async () => {
      const dir = tempDir();
      const size = Number(name.split("x")[0]);
      const solved = await runCapture(["solve", `puzzles/${name}.json`, "--format", "text"]);
      expect(solved.code).toBe(0);
      for (const to of ["fpuzzles", "fpuzzles-link", "sudokupad"]) {
        const mid = await runCapture(["convert", `puzzles/${name}.json`, "--to", to]);
        expect(mid.code).toBe(0);
        if (to === "fpuzzles") expect((JSON.parse(mid.stdout) as { size: number }).size).toBe(size);
        const out = join(dir, `${name}-${to}.json`);
        const back = await runCapture(["convert", "-", "-o", out], { stdin: mid.stdout });
        expect(back.code).toBe(0);
        expect((JSON.parse(readText(out)) as { layout: { size?: number } }).layout.size).toBe(size);
        const again = await runCapture(["solve", out, "--format", "text"]);
        expect(again.stdout).toBe(solved.stdout);
      }
    });
  }

  it("a grid other than 9x9 to txt (an 81-character line) is exit 2 with the reason", async () => {
    const run = await runCapture(["convert", "puzzles/6x6-sudoku.json", "--to", "txt"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/convert --to txt takes 9x9 grids for now \(this puzzle's grids are 6x6\)/);
  });

  it("the format comes from the -o extension: .txt writes the line", async () => {
    const dir = tempDir();
    const out = join(dir, "classic.txt");
    const run = await runCapture(["convert", "puzzles/classic-seed.json", "-o", out]);
    expect(run.code).toBe(0);
    expect(readText(out)).toBe(`${CLASSIC_LINE}\n`);
  });

  it("a multi-grid puzzle to txt is its canvas, to sudokupad an scl link; to a single-grid format it is exit 2 with the reason", async () => {
    const canvas = await runCapture(["convert", "puzzles/samurai-seed-a.json", "--to", "txt"]);
    expect(canvas.code).toBe(0);
    expect(canvas.stdout.split("\n")).toHaveLength(22);
    const again = await runCapture(["convert", "-", "--to", "txt"], { stdin: canvas.stdout });
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(canvas.stdout); // canvas text reads back (loadInput recognises the samurai shape)
    const link = await runCapture(["convert", "puzzles/samurai-seed-a.json", "--to", "sudokupad"]);
    expect(link.stdout).toMatch(/^https:\/\/sudokupad\.app\/scl[A-Za-z0-9+/=]+\n$/);
    const back = await runCapture(["convert", "-", "--to", "txt"], { stdin: link.stdout });
    expect(back.stdout).toBe(canvas.stdout);
    for (const to of ["fpuzzles", "fpuzzles-link"]) {
      const run = await runCapture(["convert", "puzzles/samurai-seed-a.json", "--to", to]);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr).toMatch(/holds a single grid; this puzzle's layout samurai has 5 grids\n$/);
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
    }
  });

  it("a rule the target cannot express is exit 2 naming it; --lossy writes it without, warning on stderr", async () => {
    const refused = await runCapture(["convert", "puzzles/x-sudoku.json", "--to", "txt"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe("text cannot express rule 1 (diagonal) (--lossy leaves it out)\n");
    const lossy = await runCapture(["convert", "puzzles/x-sudoku.json", "--to", "txt", "--lossy"]);
    expect(lossy.code).toBe(0);
    expect(lossy.stdout).toMatch(/^[1-9.]{81}\n$/);
    expect(lossy.stderr).toBe("combo-sudoku: warning: left out rule 1 (diagonal)\n");
    const killer = JSON.stringify({
      size: 9,
      grid: Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}))),
      minimum: [{ cell: "R1C1" }],
    });
    const cage = await runCapture(["convert", "-", "--to", "json"], { stdin: killer });
    expect(cage.code).toBe(2);
    expect(cage.stderr).toBe('-: this is f-puzzles JSON: combo-sudoku cannot express constraint "minimum" (--lossy leaves it out)\n');
    const dropped = await runCapture(["convert", "-", "--to", "json", "--lossy"], { stdin: killer });
    expect(dropped.code).toBe(0);
    expect(dropped.stderr).toBe('combo-sudoku: warning: left out constraint "minimum"\n');
    expect(JSON.parse(dropped.stdout)).toMatchObject({ layout: "single" });
  });

  it("the variant rules go to f-puzzles and back (a killer puzzle: its cages and givens, exit 0)", async () => {
    const run = await runCapture(["convert", "puzzles/killer.json", "--to", "fpuzzles"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    const cages = (JSON.parse(run.stdout) as { killercage: { cells: string[]; value?: string }[] }).killercage;
    expect(cages.length).toBe(33);
    const back = await runCapture(["convert", "-", "--to", "json"], { stdin: run.stdout });
    expect(back.code).toBe(0);
    expect((JSON.parse(back.stdout) as { layout: { rules: unknown[] } }).layout.rules.length).toBe(33);
  });

  it("without --to and a known -o extension it is a usage error (exit 2)", async () => {
    const none = await runCapture(["convert", "puzzles/classic-seed.json"]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^combo-sudoku: name the output format with --to \(json, txt, fpuzzles, fpuzzles-link, sudokupad\)\n$/);
    const ext = await runCapture(["convert", "puzzles/classic-seed.json", "-o", join(tempDir(), "x.svg")]);
    expect(ext.code).toBe(2);
    expect(ext.stderr).toMatch(/the extension of .*x\.svg names none/);
    expect((await runCapture(["convert", "puzzles/classic-seed.json", "--to", "png"])).code).toBe(2);
  });

  it("-o is atomic: a refused conversion leaves an existing file as it was, and no temporary file", async () => {
    const dir = tempDir();
    const out = join(dir, "keep.txt");
    writeFileSync(out, "before\n");
    const run = await runCapture(["convert", "puzzles/x-sudoku.json", "-o", out]);
    expect(run.code).toBe(2);
    expect(readText(out)).toBe("before\n");
    expect(readdirSync(dir)).toEqual(["keep.txt"]);
    const missing = await runCapture(["convert", "puzzles/classic-seed.json", "-o", join(dir, "no", "such.txt")]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/such\.txt: cannot write: no folder ".*no" \(create it first\)/);
    expect(readdirSync(dir)).toEqual(["keep.txt"]);
  });

  it("bad input is exit 2 with one line: a broken link, a batch of several lines, a link to another site", async () => {
    const broken = await runCapture(["convert", "-", "--to", "json"], { stdin: "https://sudokupad.app/fpuzzles!!!" });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toBe("-: this is a SudokuPad link: the link's payload is not LZ-string base64 of a JSON puzzle\n");
    const batch = await runCapture(["convert", "-", "--to", "json"], { stdin: `${CLASSIC_LINE}\n${CLASSIC_LINE}\n` });
    expect(batch.code).toBe(2);
    expect(batch.stderr).toBe("-: this is a batch of 2 81-character lines: convert takes one puzzle (solve, validate and rate read batches)\n");
    const other = await runCapture(["convert", "-", "--to", "json"], { stdin: "https://example.com/?p=1" });
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/^-: this is a link: not a puzzle link combo-sudoku reads: an f-puzzles link .* or a SudokuPad link/);
  });
});

describe("convert stops and caps like every command", () => {
  it("a SudokuPad link of a canvas past 10,000 positions is refused with the reason (exit 2): its JSON took minutes to compress", async () => {
    const far = JSON.stringify({
      layout: {
        name: "far",
        grids: [
          { id: "a", row: 0, col: 0 },
          { id: "b", row: 102, col: 102 },
        ],
      },
      givens: {},
    });
    const run = await runCapture(["convert", "-", "--to", "sudokupad"], { stdin: far });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^-: a SudokuPad link lists every canvas position: this canvas has 12,321 \(111 x 111\), more than the 10,000/);
    // the shipped layouts stay well inside it
    expect((await runCapture(["convert", "puzzles/samurai-16x16.json", "--to", "sudokupad"])).code).toBe(0);
  });

  it("an interrupt before the output is written: exit 3, nothing written, never exit 0", async () => {
    const interrupt = new AbortController();
    interrupt.abort();
    const dir = tempDir();
    const out = join(dir, "out.json");
    const run = await runCapture(["convert", "puzzles/killer.json", "--to", "json", "-o", out], { interrupt: interrupt.signal });
    expect(run.code).toBe(3);
    expect(run.stderr).toBe(`puzzles/killer.json: interrupted: ${out} not written\n`);
    expect(existsSync(out)).toBe(false);
  });
});
