import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { checkState } from "../../src/web/check-state.js";
import { addGrid, emptyState, posKey, renameGrid, setGiven } from "../../src/web/editor-state.js";
import { documentText, puzzleDocument } from "../../src/web/puzzle-document.js";
import { runCapture, tempDir } from "../support/capture-io.js";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

describe("live errors", () => {
  it("a clash is shown at both cells, in the words combo-sudoku validate uses for the exported file", async () => {
    let s = emptyState(BUILTIN_LAYOUTS.samurai, "samurai");
    s = setGiven(s, 0, 0, 7);
    s = setGiven(s, 0, 5, 7);
    const issues = checkState(s);
    expect(issues.lines).toHaveLength(1);
    expect(issues.byCell.get(posKey(0, 0))).toEqual(issues.lines);
    expect(issues.byCell.get(posKey(0, 5))).toEqual(issues.lines);
    expect(issues.byCell.size).toBe(2);

    const file = join(tempDir(), "clash.json");
    writeFileSync(file, documentText(puzzleDocument(s)));
    const run = await runCapture(["validate", file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`${file}: ${issues.lines[0]}\n`);
  });

  it("a clash across a shared box marks the cells in both grids", () => {
    let s = emptyState(BUILTIN_LAYOUTS.twin, "twin");
    s = setGiven(s, 6, 6, 3); // the shared box, top-left
    s = setGiven(s, 6, 14, 3); // row 1 of se
    const issues = checkState(s);
    expect([...issues.byCell.keys()].sort()).toEqual([posKey(6, 14), posKey(6, 6)].sort());
  });

  it("layout problems are tied to their grid; an empty canvas says what to do", () => {
    let s = addGrid(addGrid(emptyState({ name: "x", grids: [] }), 0, 0), 6, 6);
    s = renameGrid(s, 1, "g1");
    const issues = checkState(s);
    expect(issues.byGrid.get(1)?.[0]).toMatch(/grid id "g1" is already used/);
    expect(checkState(emptyState({ name: "x", grids: [] })).lines[0]).toMatch(/canvas is empty/);
  });

  it("a valid puzzle has no issues", () => {
    expect(checkState(setGiven(emptyState(BUILTIN_LAYOUTS.single, "single"), 0, 0, 1)).lines).toEqual([]);
  });
});
