import { chmodSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readText, runCapture, tempDir } from "../support/capture-io.js";

const PUZZLE = "puzzles/classic-seed.json";

describe("-o never replaces a file silently", () => {
  const commands: [string, (out: string) => string[]][] = [
    ["solve", (out) => ["solve", PUZZLE, "-o", out]],
    ["init", (out) => ["init", "single", "-o", out]],
    ["render", (out) => ["render", PUZZLE, "-o", out]],
    ["generate", (out) => ["generate", "-l", "single", "--seed", "1", "--givens", "40", "-o", out]],
    ["explain", (out) => ["explain", PUZZLE, "-o", out]],
    ["rate", (out) => ["rate", PUZZLE, "-o", out]],
    ["convert", (out) => ["convert", PUZZLE, "-o", out]],
  ];
  for (const [name, argv] of commands) {
    it(`${name}: an existing file is refused without --force (exit 2, one line naming it), replaced with it`, async () => {
      const dir = tempDir();
      const out = join(dir, name === "render" ? "p.svg" : "p.json");
      writeFileSync(out, "an evening's work");
      const refused = await runCapture(argv(out));
      expect(refused.code).toBe(2);
      expect(refused.stdout).toBe("");
      expect(refused.stderr).toBe(`${out}: already exists; add --force to replace it\n`);
      expect(readText(out)).toBe("an evening's work");
      const forced = await runCapture([...argv(out), "--force"]);
      expect(forced.code).toBe(0);
      expect(readText(out)).not.toBe("an evening's work");
      expect(readdirSync(dir)).toEqual([out.slice(dir.length + 1)]);
    });
  }

  it("generate into a folder refuses when one of its puzzle files exists", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "puzzle-002.json"), "keep");
    const run = await runCapture(["generate", "-l", "single", "--seed", "1", "--givens", "40", "-n", "3", "-o", dir]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`${join(dir, "puzzle-002.json")}: already exists; add --force to replace it\n`);
    expect(readdirSync(dir)).toEqual(["puzzle-002.json"]);
    expect((await runCapture(["generate", "-l", "single", "--seed", "1", "--givens", "40", "-n", "3", "-o", dir, "--force"])).code).toBe(0);
    expect(readdirSync(dir)).toEqual(["puzzle-001.json", "puzzle-002.json", "puzzle-003.json"]);
  });

  it("render --sheet refuses when the answer page exists", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "s-answers.svg"), "keep");
    const run = await runCapture(["render", PUZZLE, "--sheet", "-o", join(dir, "s.svg")]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`${join(dir, "s-answers.svg")}: already exists; add --force to replace it\n`);
    expect(readdirSync(dir)).toEqual(["s-answers.svg"]);
  });
});

describe("--force keeps the replaced file's permissions", () => {
  // solve writes through a stream (commit), render and generate whole (writeFileAtomic); a batch too.
  const commands: [string, string, (out: string) => string[]][] = [
    ["solve", "p.txt", (out) => ["solve", PUZZLE, "-o", out]],
    ["render", "p.svg", (out) => ["render", PUZZLE, "-o", out]],
    ["generate", "p.json", (out) => ["generate", "-l", "single", "--seed", "1", "--givens", "40", "-o", out]],
    ["solve a batch", "b.txt", (out) => ["solve", "puzzles/classic-seed.txt", "-o", out]],
  ];
  for (const [name, file, argv] of commands) {
    it(`${name}: a read-only file stays read-only, a group-writable one group-writable`, async () => {
      const dir = tempDir();
      const out = join(dir, file);
      for (const mode of [0o444, 0o664, 0o600]) {
        writeFileSync(out, "old");
        chmodSync(out, mode);
        const forced = await runCapture([...argv(out), "--force"]);
        expect(forced.code).toBe(0);
        expect(readText(out)).not.toBe("old");
        expect((statSync(out).mode & 0o7777).toString(8)).toBe(mode.toString(8));
      }
      chmodSync(out, 0o644);
    });
  }
});

describe("-o into a folder that is not there", () => {
  it("names the missing folder before doing any work", async () => {
    const dir = tempDir();
    const run = await runCapture(["solve", PUZZLE, "-o", join(dir, "nodir", "x.json")]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`${join(dir, "nodir", "x.json")}: cannot write: no folder "${join(dir, "nodir")}" (create it first)\n`);
    const init = await runCapture(["init", "samurai", "-o", "nodir/x.json"]);
    expect(init.stderr).toBe('nodir/x.json: cannot write: no folder "nodir" (create it first)\n');
  });

  it("-o nodir/ says the folder is missing; -o an existing folder says to name a file", async () => {
    const missing = await runCapture(["init", "single", "-o", "nodir/"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('nodir/: cannot write: no folder "nodir/"\n');
    const dir = tempDir();
    mkdirSync(join(dir, "sub"));
    const folder = await runCapture(["solve", PUZZLE, "-o", join(dir, "sub")]);
    expect(folder.code).toBe(2);
    expect(folder.stderr).toBe(`${join(dir, "sub")}: is a folder: name a file to write\n`);
  });
});

describe("the output format follows the -o file's extension", () => {
  it("solve: .json gets JSON, .txt the canvas rows, any other name the pretty drawing", async () => {
    const dir = tempDir();
    expect((await runCapture(["solve", PUZZLE, "-o", join(dir, "a.json")])).code).toBe(0);
    expect(JSON.parse(readText(join(dir, "a.json")))).toMatchObject({ status: "unique" });
    expect((await runCapture(["solve", PUZZLE, "-o", join(dir, "a.TXT")])).code).toBe(0);
    expect(readText(join(dir, "a.TXT"))).toMatch(/^(\d{9}\n){9}$/);
    expect((await runCapture(["solve", PUZZLE, "-o", join(dir, "a.out")])).code).toBe(0);
    expect(readText(join(dir, "a.out"))).toContain("┌───────┬");
    expect((await runCapture(["solve", PUZZLE, "--format", "text", "-o", join(dir, "b.out")])).code).toBe(0);
    expect(readText(join(dir, "b.out"))).toMatch(/^(\d{9}\n){9}$/);
  });

  it("solve on a batch: .csv gets CSV; generate: .txt gets the 81-character line", async () => {
    const dir = tempDir();
    const line = `${".".repeat(80)}1\n`;
    expect((await runCapture(["solve", "-", "-o", join(dir, "b.csv")], { stdin: line })).code).toBe(0);
    expect(readText(join(dir, "b.csv"))).toMatch(/^line,status,solution,nodes,ms,reason\r\n1,multiple,/);
    expect((await runCapture(["generate", "-l", "single", "--seed", "1", "--givens", "40", "-o", join(dir, "g.txt")])).code).toBe(0);
    expect(readText(join(dir, "g.txt"))).toMatch(/^[.\d]{81}\n$/);
  });

  it("explain and rate: .json gets JSON, any other name text", async () => {
    const dir = tempDir();
    expect((await runCapture(["explain", PUZZLE, "-o", join(dir, "e.json")])).code).toBe(0);
    expect(JSON.parse(readText(join(dir, "e.json")))).toHaveProperty("steps");
    expect((await runCapture(["rate", PUZZLE, "-o", join(dir, "r.json")])).code).toBe(0);
    expect(JSON.parse(readText(join(dir, "r.json")))).toHaveProperty("level");
    expect((await runCapture(["rate", PUZZLE, "-o", join(dir, "r.txt")])).code).toBe(0);
    expect(readText(join(dir, "r.txt"))).toMatch(/: \d\.\d [a-z]+ \(/);
  });

  it("a batch to .json is JSON Lines", async () => {
    const dir = tempDir();
    const out = join(dir, "b.json");
    const run = await runCapture(["solve", "-", "-o", out], { stdin: `${".".repeat(80)}1\n${"1".repeat(81)}\n` });
    expect(run.code).toBe(2);
    expect(
      readText(out)
        .trimEnd()
        .split("\n")
        .map((l) => (JSON.parse(l) as { status: string }).status),
    ).toEqual(["multiple", "invalid"]);
  });

  it("an explicit --format that the extension contradicts is exit 2 with the reason; nothing written", async () => {
    const dir = tempDir();
    const out = join(dir, "x.json");
    const run = await runCapture(["solve", PUZZLE, "--format", "pretty", "-o", out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`combo-sudoku: --format pretty does not match -o ${out}, which gets json: drop --format, or name the file for pretty\n`);
    expect(existsSync(out)).toBe(false);
  });

  it("each command refuses a name for a format it does not write", async () => {
    const cases: [string[], string][] = [
      [
        ["solve", PUZZLE, "-o", "x.svg"],
        "combo-sudoku: -o x.svg: solve writes text, JSON or CSV (name the file .txt, .json or .csv); to draw a puzzle, use render",
      ],
      [["render", PUZZLE, "-o", "x.png"], "combo-sudoku: -o x.png: render writes SVG: name the file .svg"],
      [["init", "single", "-o", "x.txt"], "combo-sudoku: -o x.txt: init writes a JSON puzzle: name the file .json"],
      [
        ["generate", "-l", "single", "-o", "x.svg"],
        "combo-sudoku: -o x.svg: generate writes JSON or text: name the file .json (.jsonl for --count) or .txt, or an existing folder",
      ],
      [["explain", PUZZLE, "-o", "x.svg"], "combo-sudoku: -o x.svg: this command writes text or JSON (name the file .txt or .json)"],
      [
        ["rate", PUZZLE, "-f", "text", "-o", "x.json"],
        "combo-sudoku: --format text does not match -o x.json, which gets json: drop --format, or name the file for text",
      ],
    ];
    for (const [argv, line] of cases) {
      const run = await runCapture(argv);
      expect(run.code, argv.join(" ")).toBe(2);
      expect(run.stderr).toBe(`${line}\n`);
    }
  });
});
