import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCapture } from "../support/capture-io.js";
import { projectRoot } from "../support/fixtures.js";

describe("validate recognises a layout file and checks it as one", () => {
  it("every published layout file is ok, summarised as a layout", async () => {
    const files = readdirSync(join(projectRoot, "puzzles/layouts")).map((f) => `puzzles/layouts/${f}`);
    expect(files.length).toBeGreaterThanOrEqual(13);
    const run = await runCapture(["validate", ...files]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('puzzles/layouts/samurai.layout.json: ok (layout file "samurai", 5 grids, 369 cells)\n');
    expect(run.stdout.trimEnd().split("\n")).toHaveLength(files.length);
  });

  it("a broken layout file gets the layout's own reasons, not puzzle schema errors", async () => {
    const layout = {
      name: "x",
      grids: [
        { id: "a", row: 1, col: 0 },
        { id: "a", row: 9, col: 9 },
      ],
    };
    const run = await runCapture(["validate", "-"], { stdin: JSON.stringify(layout) });
    expect(run.code).toBe(2);
    // The offsets are a layout check (they depend on the box shape), so the repeated id is reported with them.
    expect(run.stderr).toBe(
      '-: /grids/0/row: must be a multiple of 3 (grids sit on box boundaries)\n-: /grids/1/id: grid id "a" is already used by /grids/0\n',
    );
    expect(run.stderr).not.toMatch(/givens|layout\b.*required/);
  });

  it("rules are counted, and layout checks past the schema run (a diagonal on a grid that is not there)", async () => {
    const ok = await runCapture(["validate", "-"], {
      stdin: JSON.stringify({ name: "x", grids: [{ id: "a", row: 0, col: 0 }], rules: [{ type: "diagonal", grid: "a" }] }),
    });
    expect(ok.stdout).toBe('-: ok (layout file "x", 1 grid, 81 cells, 1 rule)\n');
    const bad = await runCapture(["validate", "-"], {
      stdin: JSON.stringify({ name: "x", grids: [{ id: "a", row: 0, col: 0 }], rules: [{ type: "diagonal", grid: "b" }] }),
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^-: \/rules\/0\/grid: .*"b"/);
  });

  it("a puzzle stays a puzzle: with givens, or without grids at the top", async () => {
    const withGivens = await runCapture(["validate", "-"], { stdin: JSON.stringify({ grids: [], givens: {} }) });
    expect(withGivens.code).toBe(2);
    expect(withGivens.stderr).toMatch(/layout/); // the puzzle reader's complaint: no layout
    const puzzle = await runCapture(["validate", "puzzles/samurai-seed-a.json"]);
    expect(puzzle.stdout).toMatch(/ok \(layout samurai, 5 grids, 369 cells, \d+ givens\)/);
  });
});
