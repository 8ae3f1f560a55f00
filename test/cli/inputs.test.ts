/**
 * Inputs people have: a multi-grid puzzle as plain canvas text (the published files' form),
 * its layout named by --layout or recognised from the shape; a puzzle naming a layout file beside it.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCapture, tempDir } from "../support/capture-io.js";
import { projectRoot } from "../support/fixtures.js";

const EXTERNAL = `${projectRoot}test/fixtures/third-party/external`;

/** The [solution] section of a collected file: the published (or computed) canvas. */
function publishedSolution(file: string): string[] {
  const lines = readFileSync(`${EXTERNAL}/${file}`, "utf8").split(/\r?\n/);
  const start = lines.indexOf("[solution]") + 1;
  const end = lines.findIndex((l, i) => i >= start && (l.startsWith("[") || l.trim() === ""));
  return lines.slice(start, end < 0 ? undefined : end);
}

describe("canvas text", () => {
  for (const file of ["sumo_janko_83.txt", "butterfly_janko_130.txt", "shogun_janko_20.txt", "windmill_janko_9.txt"]) {
    it(`${file}: recognised from its shape and solved to the published solution`, async () => {
      const run = await runCapture(["solve", `${EXTERNAL}/${file}`, "-f", "json"]);
      expect(run.code).toBe(0);
      const reply = JSON.parse(run.stdout) as { status: string; solutions: { canvas: string[] }[] };
      expect(reply.status).toBe("unique");
      const published = publishedSolution(file).map((r) => r.replace(/-/g, " ").trimEnd());
      expect(reply.solutions[0].canvas).toEqual(published);
    });
  }

  it("a block of rows with spaces where no grid covers, no header: recognised as a samurai", async () => {
    const rows = readFileSync(`${EXTERNAL}/samurai_samurai-sudoku-com_moderate2.txt`, "utf8").split("\n");
    const start = rows.indexOf("[puzzle]") + 1;
    const block = rows.slice(start, start + 21).map((r) => r.replace(/-/g, " ").trimEnd());
    const file = join(tempDir(), "samurai.txt");
    writeFileSync(file, `${block.join("\n")}\n`);
    const run = await runCapture(["validate", file]);
    expect(run.stdout).toMatch(/ok \(layout samurai, 5 grids, 369 cells, 128 givens\)/);
  });

  it("a shape that is no built-in layout's: exit 2, asking for --layout; with --layout FILE it loads", async () => {
    const dir = tempDir();
    // Two grids side by side sharing a column of boxes: no built-in layout has this shape.
    const layout = {
      name: "pair",
      grids: [
        { id: "a", row: 0, col: 0 },
        { id: "b", row: 0, col: 6 },
      ],
    };
    writeFileSync(join(dir, "pair.layout.json"), JSON.stringify(layout));
    const file = join(dir, "pair.txt");
    writeFileSync(file, `${Array.from({ length: 9 }, () => ".".repeat(15)).join("\n")}\n`);
    const unknown = await runCapture(["validate", file]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(`${file}: line 1: canvas text: its shape is no built-in layout's; name the layout with --layout NAME|FILE\n`);
    const named = await runCapture(["validate", file, "--layout", join(dir, "pair.layout.json")]);
    expect(named.code).toBe(0);
    expect(named.stdout).toMatch(/ok \(layout "pair" \(inline\), 2 grids, 135 cells, 0 givens\)/);
  });

  it("--layout on a JSON puzzle, which names its own, is a usage error", async () => {
    const run = await runCapture(["solve", "puzzles/samurai-seed-a.json", "--layout", "samurai"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--layout names the layout of a canvas-text puzzle/);
  });
});

describe("a puzzle naming a layout file", () => {
  it("is read relative to the puzzle's folder, and solved like an inline layout", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, "shapes"));
    copyFileSync(`${projectRoot}puzzles/layouts/twin.layout.json`, join(dir, "shapes", "twin.layout.json"));
    const inline = JSON.parse(readFileSync(`${projectRoot}puzzles/layouts/twin.layout.json`, "utf8")) as object;
    const givens = { nw: "9...5...7...9.7......6.4....13.2.89.2..7.1..3.96.4.72....3.5......4.9...3...7...6" };
    writeFileSync(join(dir, "byfile.json"), JSON.stringify({ layout: "shapes/twin.layout.json", givens }));
    writeFileSync(join(dir, "inline.json"), JSON.stringify({ layout: inline, givens }));
    const byFile = await runCapture(["solve", join(dir, "byfile.json"), "-f", "json", "--limit", "1"]);
    const byInline = await runCapture(["solve", join(dir, "inline.json"), "-f", "json", "--limit", "1"]);
    expect(byFile.code).toBe(0);
    expect(byFile.stdout).toBe(byInline.stdout);
  });

  it("a missing file, or a path that leaves the puzzle's folder, is exit 2 with the reason", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "missing.json"), JSON.stringify({ layout: "nowhere.layout.json", givens: {} }));
    const missing = await runCapture(["validate", join(dir, "missing.json")]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/nowhere\.layout\.json: cannot read: no such file or directory/);
    writeFileSync(join(dir, "escape.json"), JSON.stringify({ layout: "../x.layout.json", givens: {} }));
    const escape = await runCapture(["validate", join(dir, "escape.json")]);
    expect(escape.code).toBe(2);
    expect(escape.stderr).toMatch(/\/layout: layout file "\.\.\/x\.layout\.json" must be a relative path inside the puzzle.s folder/);
  });
});

describe("an empty argument where a file is expected", () => {
  it("is exit 2 saying the name is empty, for every command that reads a puzzle", async () => {
    for (const command of ["solve", "validate", "rate", "explain", "hint", "render"]) {
      const run = await runCapture([command, ""]);
      expect(run.code, command).toBe(2);
      expect(run.stderr, command).toMatch(/cannot read: the file name is empty/);
    }
  });

  it("is exit 2 saying so as an output file, and nothing is written", async () => {
    const run = await runCapture(["solve", "puzzles/samurai-seed-a.json", "-o", ""]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/cannot write: the file name is empty/);
    expect(run.stdout).toBe("");
  });
});
