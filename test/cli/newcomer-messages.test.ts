/**
 * The messages a newcomer meets on the first mistakes: each says what was meant, or the form expected.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PROPERTY_NAMES, validateSchema } from "../../src/layout/validate-schema.js";
import { layoutSchema, puzzleSchema } from "../../src/model/schemas.js";
import { readText, runCapture, tempDir } from "../support/capture-io.js";

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const killer = (): { layout: { rules: { cells: unknown[]; sum?: number }[]; [k: string]: unknown }; [k: string]: unknown } =>
  JSON.parse(readText("puzzles/killer.json"));

let written = 0;
async function validate(doc: unknown): Promise<{ code: number; stderr: string; stdout: string }> {
  const file = join(dir, `p${written++}.json`);
  writeFileSync(file, JSON.stringify(doc));
  const run = await runCapture(["validate", file]);
  return { code: run.code, stderr: run.stderr.replaceAll(file, "FILE"), stdout: run.stdout.replaceAll(file, "FILE") };
}

describe("file mistakes say what was meant", () => {
  it('"rule" for "rules", "givns" for "givens": an unknown property gets a did-you-mean', async () => {
    const doc = killer();
    doc.layout.rule = doc.layout.rules;
    delete (doc.layout as { rules?: unknown }).rules;
    expect((await validate(doc)).stderr).toBe('FILE: /layout: unknown property "rule": did you mean "rules"?\n');
    const typo = killer();
    typo.givns = typo.givens;
    delete typo.givens;
    expect((await validate(typo)).stderr).toContain('unknown property "givns": did you mean "givens"?');
  });

  it('a cell written "r1c1" is told the form, and what it would be', () => {
    const doc = killer();
    const cage = doc.layout.rules[0];
    if (cage !== undefined) cage.cells[0] = "r2c3";
    expect(validateSchema("puzzle", doc)).toEqual([
      {
        pointer: "/layout/rules/0/cells/0",
        message: 'a cell is written [row, col]: two whole numbers, the 0-based canvas position; "r2c3" is [1, 2] on a grid at the canvas\'s top left',
      },
    ]);
  });

  it("a killer cage whose cells do not all touch is allowed, with a warning", async () => {
    const doc = killer();
    doc.layout.rules = [
      {
        type: "killer",
        cells: [
          [0, 0],
          [2, 2],
        ],
      } as { cells: unknown[] },
    ];
    const run = await validate(doc);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(
      "FILE: /layout/rules/0/cells: warning: this killer cage is in 2 pieces (its cells do not all touch side by side): allowed, but is that meant?\n",
    );
  });

  it("one given is one given", async () => {
    const doc = { layout: "single", givens: { main: `1${".".repeat(80)}` } };
    expect((await validate(doc)).stdout).toBe("FILE: ok (layout single, 1 grid, 81 cells, 1 given)\n");
  });

  it("the did-you-mean's names are all the schemas' own", () => {
    const names = new Set<string>();
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v !== null && typeof v === "object") {
        const { properties } = v as { properties?: unknown };
        if (properties !== null && typeof properties === "object" && !Array.isArray(properties)) for (const k of Object.keys(properties)) names.add(k);
        Object.values(v).forEach(walk);
      }
    };
    walk(layoutSchema);
    walk(puzzleSchema);
    for (const name of PROPERTY_NAMES) expect(names.has(name), name).toBe(true);
  });
});

describe("command-line words a newcomer tries", () => {
  it("count runs solve --count", async () => {
    const run = await runCapture(["count", "puzzles/classic-seed.json"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^1 solution: unique$/m);
  });

  it("print, draw, check name the command that does it", async () => {
    const print = await runCapture(["print", "puzzles/classic-seed.json"]);
    expect(print.code).toBe(2);
    expect(print.stderr).toMatch(/^combo-sudoku: unknown command "print": for a picture to print, use combo-sudoku render FILE -o FILE\.svg/);
    expect((await runCapture(["check", "x.json"])).stderr).toMatch(/use combo-sudoku validate FILE/);
  });

  it("generate -l PUZZLE uses the puzzle's layout, with a note", async () => {
    const run = await runCapture(["generate", "-l", "puzzles/samurai-seed-a.json", "--seed", "5", "--givens", "200"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("puzzles/samurai-seed-a.json: note: this is a puzzle, not a layout; using its layout, samurai, without its givens\n");
    expect((JSON.parse(run.stdout) as { layout: unknown }).layout).toBe("samurai");
    const inline = await runCapture(["init", "puzzles/killer.json"]);
    expect(inline.code).toBe(0);
    expect(inline.stderr).toMatch(/note: this is a puzzle, not a layout; using its layout, "single killer" \(inline, \d+ rules\), without its givens/);
  });
});
