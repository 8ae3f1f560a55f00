import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { checkState } from "../../src/web/check-state.js";
import { addGrid, addRule, emptyState, posKey, renameGrid, setGiven } from "../../src/web/editor-state.js";
import { documentText, puzzleDocument } from "../../src/web/puzzle-document.js";
import { runCapture, tempDir } from "../support/capture-io.js";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

describe("live errors", () => {
  it("a clash is shown at both cells, in the words combo-sudoku validate uses for the exported file, places said as r1c6", async () => {
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
    // The same problem, its places named as the page names them.
    expect(run.stderr).toBe(
      `${file}: canvas row 1, column 6 (grid nw, row 1, column 6): given 7 appears twice in row 1 of grid nw (also at canvas row 1, column 1)\n`,
    );
    expect(issues.lines[0]).toBe("r1c6 (nw r1c6): given 7 appears twice in row 1 of grid nw (also at r1c1)");
  });

  it("a rule's problem names the rule and its cells as r5c6, not a JSON pointer and 0-based pairs", () => {
    let s = emptyState(BUILTIN_LAYOUTS.single, "single");
    s = addRule(s, {
      type: "palindrome",
      cells: [
        [4, 4],
        [4, 5],
        [4, 6],
      ],
    });
    s = addRule(s, {
      type: "palindrome",
      cells: [
        [3, 3],
        [4, 4],
        [4, 5],
        [4, 7],
        [4, 6],
      ],
    });
    const lines = checkState(s).lines.join("\n");
    expect(lines).not.toMatch(/\/layout|\[\d+, \d+\]/);
    expect(lines).toMatch(/rule 2 \(palindrome\): .*r5c\d/);
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
