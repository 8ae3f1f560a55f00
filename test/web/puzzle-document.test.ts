import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { canvasRows } from "../../src/format/canvas-rows.js";
import { validateSchema } from "../../src/layout/validate-schema.js";
import { addGrid, emptyState, posKey, setGiven, toggleDiagonal } from "../../src/web/editor-state.js";
import { documentText, layoutDocument, pasteLine, puzzleDocument, readPuzzleText } from "../../src/web/puzzle-document.js";
import { loadPuzzleFile, projectRoot } from "../support/fixtures.js";

describe("puzzle documents", () => {
  it("the seed samurai read and written again: the same layout name and canvas", () => {
    const text = readFileSync(`${projectRoot}puzzles/samurai-seed-a.json`, "utf8");
    const read = readPuzzleText(text);
    if (!read.ok) throw new Error(read.errors.join("\n"));
    const doc = puzzleDocument(read.state);
    expect(doc?.layout).toBe("samurai");
    expect(doc?.$schema).toBe("puzzle.schema.json");
    const again = readPuzzleText(documentText(doc));
    if (!again.ok) throw new Error(again.errors.join("\n"));
    expect(again.state.givens).toEqual(read.state.givens);
    const loaded = loadPuzzleFile("puzzles/samurai-seed-a.json");
    expect(doc?.givens).toEqual(canvasRows(loaded.model.geometry, loaded.model.givens));
  });

  it("a drawn layout is inlined; puzzle and layout files are schema-valid with $schema set", () => {
    let s = addGrid(addGrid(emptyState({ name: "my-twin", grids: [] }), 0, 0), 6, 6);
    s = toggleDiagonal(setGiven(s, 7, 7, 5), "g2");
    const puzzle = puzzleDocument(s);
    expect(validateSchema("puzzle", puzzle)).toEqual([]);
    expect(puzzle?.layout).toEqual({
      name: "my-twin",
      grids: [
        { id: "g1", row: 0, col: 0 },
        { id: "g2", row: 6, col: 6 },
      ],
      rules: [{ type: "diagonal", grid: "g2" }],
    });
    const layout = layoutDocument(s);
    expect(layout?.$schema).toBe("layout.schema.json");
    expect(validateSchema("layout", layout)).toEqual([]);
    expect(documentText(layout)).toContain('{ "id": "g1", "row": 0, "col": 0 }');
  });

  it("a layout file opens as an empty puzzle on that layout; a bad one gives the layout checks' messages", () => {
    const text = readFileSync(`${projectRoot}puzzles/layouts/butterfly.layout.json`, "utf8");
    const read = readPuzzleText(text);
    if (!read.ok) throw new Error(read.errors.join("\n"));
    expect(read.state.layout.grids.map((g) => g.id)).toEqual(["nw", "ne", "sw", "se"]);
    expect(read.state.layout.$schema).toBeUndefined();
    expect(read.state.givens.size).toBe(0);
    const bad = readPuzzleText('{"name": "x", "grids": [{"id": "a", "row": 1, "col": 0}]}');
    expect(bad).toEqual({ ok: false, errors: ["/grids/0/row: must be a multiple of 3 (grids sit on box boundaries)"] });
  });

  it("no document for an empty canvas", () => {
    expect(puzzleDocument(emptyState({ name: "x", grids: [] }))).toBeUndefined();
    expect(layoutDocument(emptyState({ name: "x", grids: [] }))).toBeUndefined();
  });

  it("a bad text gives the CLI's messages; a batch is refused", () => {
    const bad = readPuzzleText('{"layout": "samurai", "givens": {"zz": "1"}}');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.join("\n")).toMatch(/\/givens\/zz/);
    const batch = readPuzzleText(`${".".repeat(81)}\n${".".repeat(81)}\n`);
    expect(batch.ok).toBe(false);
  });

  it("an 81-character line goes into one grid, replacing its givens; a bad character is refused with its column", () => {
    const s = emptyState({
      name: "t",
      grids: [
        { id: "a", row: 0, col: 0 },
        { id: "b", row: 6, col: 6 },
      ],
    });
    const line = `5${".".repeat(79)}9`;
    const pasted = pasteLine(s, 1, line);
    if (!pasted.ok) throw new Error(pasted.errors.join());
    expect([...pasted.state.givens]).toEqual([
      [posKey(6, 6), 5],
      [posKey(14, 14), 9],
    ]);
    const bad = pasteLine(s, 0, `x${".".repeat(80)}`);
    expect(bad).toEqual({ ok: false, errors: ["character \"x\" at column 1 is not allowed: use 1-9, or '.' or '0' for an empty cell"] });
    expect(pasteLine(s, 5, line).ok).toBe(false);
  });
});
