/**
 * The workbench's pure part at other grid sizes: a fresh canvas or a single grid of any size,
 * grids snapped to its box shape, digits and pencil marks up to the size (A-G shown above 9), the board's
 * cells and Draw slots, the exported document read back by the CLI's loader, a pasted line of size x size
 * characters, and the solver's rows with A-G read back.
 */
import { describe, expect, it } from "vitest";
import { loadInput } from "../../src/format/load-input.js";
import { boardView, markDigits } from "../../src/web/board-view.js";
import { rowsToMap } from "../../src/web/check-entries.js";
import { checkState } from "../../src/web/check-state.js";
import { addGrid, emptyCanvas, emptyState, moveGrid, posKey, setGiven, toggleMark } from "../../src/web/editor-state.js";
import { moveSelection } from "../../src/web/move-selection.js";
import { pasteLine, puzzleDocument } from "../../src/web/puzzle-document.js";

const single = (size: 4 | 6 | 16) => emptyState({ name: `single-${size}`, size, grids: [{ id: "main", row: 0, col: 0 }] });

describe("the workbench at other sizes", () => {
  it("a fresh 6x6 canvas: Draw slots are 2x3 boxes; a grid added snaps to them and covers 36 cells", () => {
    const blank = emptyCanvas(6);
    expect(blank.layout).toEqual({ name: "my-layout", size: 6, grids: [] });
    const slots = boardView({ state: blank, mode: "draw", issues: checkState(blank) }).slots;
    expect(slots).toHaveLength((18 / 2) * (18 / 3));
    expect(slots.every(([r, c]) => r % 2 === 0 && c % 3 === 0)).toBe(true);
    let s = addGrid(blank, 3, 5); // snaps to row 2, column 3, then moves to the canvas origin
    s = addGrid(s, 5, 4); // snaps to row 4, column 3: overlaps the first on one box
    expect(s.layout.grids.map((g) => [g.row, g.col])).toEqual([
      [0, 0],
      [4, 3],
    ]);
    const view = boardView({ state: s, mode: "set", issues: checkState(s) });
    expect(view.cells).toHaveLength(36 + 36 - 6);
    expect(view.cells.filter((c) => c.shared)).toHaveLength(6);
    expect(moveGrid(s, 1, 3, 4).layout.grids[1]).toEqual({ id: "g2", row: 2, col: 3 });
    expect(checkState(s).lines).toEqual([]);
  });

  it("digits and marks up to the size, shown as written; the document reads back through the CLI's loader", () => {
    let s = single(16);
    s = setGiven(s, 0, 0, 16);
    s = setGiven(s, 0, 1, 10);
    s = toggleMark(s, 1, 0, 11);
    s = toggleMark(s, 1, 0, 17); // no digit 17: no change
    expect(s.marks.get(posKey(1, 0))).toBe(1 << 10);
    expect(markDigits(s.marks.get(posKey(1, 0)) ?? 0)).toBe("B");
    expect(markDigits(0b1000000100000001)).toBe("19G");
    expect(toggleMark(single(4), 0, 0, 5).marks.size).toBe(0);
    const doc = puzzleDocument(s);
    expect(doc?.givens).toEqual([`GA${".".repeat(14)}`, ...Array.from({ length: 15 }, () => ".".repeat(16))]);
    const loaded = loadInput(JSON.stringify(doc));
    expect(loaded.kind === "puzzle" ? [...loaded.puzzle.model.givens.slice(0, 3)] : []).toEqual([16, 10, 0]);
    // A clash is found at this size, in the CLI's words.
    const clash = setGiven(s, 0, 5, 16);
    expect(checkState(clash).byCell.get(posKey(0, 5))?.[0]).toMatch(/given G appears twice in row 1 of grid main|appears twice/);
  });

  it("arrow keys stay inside a 4x4 grid; a pasted line of 16 characters fills it; the solver's rows read A-G", () => {
    const s = single(4);
    expect(moveSelection(s.layout, 0, 3, "right")).toEqual([0, 3]);
    expect(moveSelection(s.layout, 2, 0, "down")).toEqual([3, 0]);
    const pasted = pasteLine(s, 0, "1234341221434321");
    expect(pasted.ok && [...pasted.state.givens.values()].length).toBe(16);
    const bad = pasteLine(s, 0, "1234341221434325");
    expect(bad).toEqual({ ok: false, errors: ['character 16, "5", is not a digit of a 4x4 grid (1-4, or . for empty)'] });
    expect(pasteLine(s, 0, "123").ok).toBe(false);
    expect([...rowsToMap(["9AG.", "b"]).entries()]).toEqual([
      ["0,0", 9],
      ["0,1", 10],
      ["0,2", 16],
      ["1,0", 11],
    ]);
  });
});
