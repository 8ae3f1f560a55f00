import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { readText, runCapture, tempDir } from "../support/capture-io.js";

describe("combo-sudoku layouts", () => {
  it("lists every built-in layout with grids, canvas size and cells", async () => {
    const run = await runCapture(["layouts"]);
    expect(run.code).toBe(0);
    for (const name of Object.keys(BUILTIN_LAYOUTS)) expect(run.stdout).toMatch(new RegExp(`^${name} `, "m"));
    expect(run.stdout).toMatch(/^samurai\s+5\s+21x21\s+369\s+nw ne center sw se$/m);
    expect(run.stdout).toMatch(/^sumo\s+13\s+33x33\s+909\s/m);
  });

  it("draws a built-in layout and lists its grid ids with offsets", async () => {
    const run = await runCapture(["layouts", "samurai"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("samurai: 5 grids, canvas 21 x 21, 369 cells");
    expect(run.stdout).toContain("│ . . . │ . . . │ . . . │");
    expect(run.stdout).toMatch(/^ {2}center {2}6, 6$/m);
    expect(run.stdout).toMatch(/^ {2}se {6}12, 12$/m);
  });

  it("names each grid inside its own area: its id across the middle of its centre box", async () => {
    const run = await runCapture(["layouts", "samurai"]);
    const lines = run.stdout.split("\n");
    // Canvas row r is drawn on line 3 + r + floor(r / 3) (name, description, top border first).
    const line = (r: number): string => lines[3 + r + Math.floor(r / 3)];
    expect(line(4)).toBe("│ . . . │  nw   │ . . . │       │ . . . │  ne   │ . . . │");
    expect(line(10)).toBe("                │ . . . │center │ . . . │");
    expect(line(16)).toBe("│ . . . │  sw   │ . . . │       │ . . . │  se   │ . . . │");
    for (const r of [3, 5, 9, 11]) expect(line(r)).not.toMatch(/[a-z]/);
    const long = await runCapture(["layouts", "-"], { stdin: JSON.stringify({ name: "long", grids: [{ id: "a-very-long-id", row: 0, col: 0 }] }) });
    expect(long.stdout).toContain("│ . . . │a-very…│ . . . │");
    expect(long.stdout).toMatch(/^ {2}a-very-long-id {2}0, 0$/m);
  });

  it("the list ends with where the layout files are, a path that exists from the current folder", async () => {
    const run = await runCapture(["layouts"]);
    const footer = /Files: (\S+)\/NAME\.layout\.json$/.exec(run.stdout.trimEnd());
    expect(footer).not.toBeNull();
    expect(existsSync(join(footer?.[1] ?? "", "samurai.layout.json"))).toBe(true);
  });

  it("draws a layout file, with its rules", async () => {
    const dir = tempDir();
    const file = join(dir, "x.layout.json");
    writeFileSync(
      file,
      JSON.stringify({
        name: "x-twin",
        grids: [
          { id: "a", row: 0, col: 0 },
          { id: "b", row: 6, col: 6 },
        ],
        rules: [{ type: "diagonal", grid: "a" }],
      }),
    );
    const run = await runCapture(["layouts", file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("x-twin: 2 grids, canvas 15 x 15, 153 cells");
    expect(run.stdout).toContain("diagonal: both main diagonals of grid a hold 1-9 once");
  });

  it("a name that is neither built in nor a file says so, with the nearest name and all of them", async () => {
    const run = await runCapture(["layouts", "samuri"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^samuri: no built-in layout or file by this name: did you mean samurai\? \(built-in: single, twin/);
    const far = await runCapture(["layouts", "pizza"]);
    expect(far.stderr).toMatch(/^pizza: no built-in layout or file by this name \(built-in: single, twin/);
  });

  it("a bad layout file reports its problems", async () => {
    const run = await runCapture(["layouts", "-"], {
      stdin: JSON.stringify({
        name: "bad",
        grids: [
          { id: "a", row: 0, col: 0 },
          { id: "a", row: 0, col: 0 },
        ],
      }),
    });
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split("\n")).toEqual([
      '-: /grids/1: grid "a" lies exactly on grid "a" (both at row 0, col 0)',
      '-: /grids/1/id: grid id "a" is already used by /grids/0',
    ]);
  });
});

describe("combo-sudoku init", () => {
  it("writes an empty puzzle for a built-in layout that validates and points at the schema", async () => {
    const dir = tempDir();
    const out = join(dir, "p.json");
    const run = await runCapture(["init", "sohei", "-o", out]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("");
    const doc = JSON.parse(readText(out)) as { $schema: string; layout: string; givens: string[] };
    expect(doc.layout).toBe("sohei");
    expect(doc.$schema).toMatch(/schemas\/puzzle\.schema\.json$/);
    expect(doc.$schema.startsWith("/")).toBe(false);
    expect(doc.givens).toHaveLength(21);
    expect(doc.givens[0]).toBe("      .........");
    expect(doc.givens[9]).toBe(".........   .........");
    const check = await runCapture(["validate", out]);
    expect(check.stdout).toContain("ok (layout sohei, 4 grids, 288 cells, 0 givens)");
  });

  it("prints to stdout without -o, with $schema relative to the current folder", async () => {
    const run = await runCapture(["init", "single"]);
    expect(run.code).toBe(0);
    const doc = JSON.parse(run.stdout) as { $schema: string; givens: string[] };
    expect(doc.givens).toEqual(Array(9).fill("........."));
    expect(doc.$schema).toMatch(/puzzle\.schema\.json$/);
  });

  it("inlines a layout file's layout, rules included", async () => {
    const dir = tempDir();
    const layoutFile = join(dir, "x.layout.json");
    const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }], rules: [{ type: "diagonal", grid: "a" }] };
    writeFileSync(layoutFile, JSON.stringify({ $schema: "whatever", ...layout }));
    const out = join(dir, "p.json");
    expect((await runCapture(["init", layoutFile, "-o", out])).code).toBe(0);
    const doc = JSON.parse(readText(out)) as { layout: unknown };
    expect(doc.layout).toEqual(layout);
    expect((await runCapture(["validate", out])).code).toBe(0);
    const solved = await runCapture(["solve", out, "--limit", "1", "--count", "--format", "json"]);
    expect(solved.code).toBe(3);
  });
});
