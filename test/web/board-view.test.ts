import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { boardView, DRAW_MARGIN, EMPTY_CANVAS, markDigits } from "../../src/web/board-view.js";
import { checkState } from "../../src/web/check-state.js";
import { emptyState, posKey, setEntry, setGiven, toggleMark } from "../../src/web/editor-state.js";
import { readPuzzleText } from "../../src/web/puzzle-document.js";
import { ruleClues } from "../../src/rules/registry.js";
import { projectRoot } from "../support/fixtures.js";

describe("the board's view model", () => {
  it("a samurai: 369 cells, the 36 of the four shared boxes shaded, no slots outside Draw", () => {
    const s = emptyState(BUILTIN_LAYOUTS.samurai, "samurai");
    const view = boardView({ state: s, mode: "set", issues: checkState(s) });
    expect(view.cells).toHaveLength(369);
    expect(view.cells.filter((c) => c.shared)).toHaveLength(36);
    expect([view.originRow, view.rows, view.cols, view.slots.length]).toEqual([0, 21, 21, 0]);
  });

  for (const [file, sides] of [
    ["little-killer.json", [-1, -1, 10, 11]], // arrows above, left and right (puzzles/little-killer.json)
    ["sandwich.json", [-1, 0, 11, 10]], // sums above, below and right
  ] as const) {
    it(`${file}: the view takes in a band of one cell for the clues beside the grid, in Set and Play`, () => {
      const read = readPuzzleText(readFileSync(join(projectRoot, "puzzles", file), "utf8"));
      if (!read.ok) throw new Error(read.errors.join("; "));
      const s = read.state;
      const clues = ruleClues(s.layout);
      expect(clues.some(([r, c]) => r < 0 || c < 0 || r >= 9 || c >= 9)).toBe(true); // the file has clues outside
      for (const mode of ["set", "play"] as const) {
        const view = boardView({ state: s, mode, issues: checkState(s) });
        const inside = ([r, c]: [number, number]): boolean =>
          r >= view.originRow && r < view.originRow + view.rows && c >= view.originCol && c < view.originCol + view.cols;
        expect(clues.filter((p) => !inside(p))).toEqual([]);
        // Only the sides that have a clue get a band: [originRow, originCol, rows, cols].
        expect([view.originRow, view.originCol, view.rows, view.cols]).toEqual(sides);
        expect(view.cells).toHaveLength(81);
      }
    });
  }

  it("what a cell shows: a given over an entry over the solution; marks only when empty; errors at the cell", () => {
    let s = emptyState(BUILTIN_LAYOUTS.single, "single");
    s = setGiven(s, 0, 0, 1);
    s = setEntry(s, 0, 1, 1);
    s = toggleMark(s, 0, 3, 4);
    const digits = new Map([...s.givens, ...s.entries]);
    const solution = new Map([
      [posKey(0, 0), 9],
      [posKey(0, 2), 2],
      [posKey(0, 3), 3],
    ]);
    const view = boardView({ state: s, mode: "play", issues: checkState(s, digits), solution });
    const at = (c: number) => view.cells.find((x) => x.row === 0 && x.col === c);
    expect(at(0)).toMatchObject({ kind: "given", digit: 1 });
    expect(at(1)).toMatchObject({ kind: "entry", digit: 1 });
    expect(at(1)?.errors[0]).toMatch(/appears twice in row 1 of grid main/);
    expect(at(0)?.errors).toEqual(at(1)?.errors);
    expect(at(2)).toMatchObject({ kind: "solution", digit: 2 });
    expect(at(3)).toMatchObject({ kind: "solution", marks: 0 });
  });

  it("Draw mode: a margin of one grid around the drawing, slots on every uncovered box", () => {
    const twin = emptyState(BUILTIN_LAYOUTS.twin, "twin");
    const view = boardView({ state: twin, mode: "draw", issues: checkState(twin) });
    expect([view.originRow, view.originCol, view.rows]).toEqual([-DRAW_MARGIN, -DRAW_MARGIN, 15 + 2 * DRAW_MARGIN]);
    expect(view.slots).toHaveLength(((15 + 18) / 3) ** 2 - 17);
    const blank = emptyState({ name: "x", grids: [] });
    expect(boardView({ state: blank, mode: "draw", issues: checkState(blank) }).slots).toHaveLength((EMPTY_CANVAS / 3) ** 2);
  });

  it("marks read as their digits", () => {
    expect(markDigits(0b100010101)).toBe("1359");
  });
});
