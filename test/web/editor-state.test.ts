import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import type { EditorState } from "../../src/web/editor-state.js";
import {
  addGrid,
  addRegion,
  emptyState,
  moveGrid,
  posKey,
  removeGrid,
  renameGrid,
  setEntry,
  setGiven,
  toggleDiagonal,
  toggleMark,
} from "../../src/web/editor-state.js";

const blank = (): EditorState => emptyState({ name: "drawn", grids: [] });

describe("drawing grids", () => {
  it("a click anywhere in a box puts the new grid's corner on that box; ids are the first free g-number", () => {
    let s = addGrid(blank(), 1, 2);
    s = addGrid(s, 7, 8);
    expect(s.layout.grids).toEqual([
      { id: "g1", row: 0, col: 0 },
      { id: "g2", row: 6, col: 6 },
    ]);
    s = removeGrid(s, 0);
    s = addGrid(s, 0, 12);
    expect(s.layout.grids.map((g) => g.id)).toEqual(["g2", "g1"]);
  });

  it("a grid on the exact spot of another is not added", () => {
    const s = addGrid(blank(), 0, 0);
    expect(addGrid(s, 2, 2)).toBe(s);
  });

  it("a grid left of or above the canvas shifts the drawing, digits and regions with it, back to 0", () => {
    let s = addGrid(blank(), 0, 0);
    s = setGiven(s, 0, 0, 5);
    s = addRegion(s, [
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
      [1, 2],
      [2, 0],
      [2, 1],
      [2, 2],
    ]);
    s = addGrid(s, -6, -3);
    expect(s.layout.grids).toEqual([
      { id: "g1", row: 6, col: 3 },
      { id: "g2", row: 0, col: 0 },
    ]);
    expect([...s.givens]).toEqual([[posKey(6, 3), 5]]);
    const region = s.layout.rules?.[0];
    expect(region?.type === "region" && region.cells[0]).toEqual([6, 3]);
  });

  it("moving a grid carries the digits only it covers; digits in shared boxes stay", () => {
    let s = emptyState(BUILTIN_LAYOUTS.twin, "twin");
    s = setGiven(s, 12, 12, 4); // se only
    s = setGiven(s, 7, 7, 9); // shared box
    s = moveGrid(s, 1, 6, 9);
    expect(s.builtin).toBeUndefined();
    expect(s.layout.grids[1]).toEqual({ id: "se", row: 6, col: 9 });
    expect(s.givens.get(posKey(12, 15))).toBe(4);
    expect(s.givens.get(posKey(7, 7))).toBe(9);
  });

  it("removing a grid drops its diagonal rule and the digits left uncovered", () => {
    let s = emptyState(BUILTIN_LAYOUTS.twin, "twin");
    s = toggleDiagonal(s, "se");
    s = setGiven(s, 14, 14, 1);
    s = setGiven(s, 0, 0, 2);
    s = removeGrid(s, 1);
    expect(s.layout.rules).toBeUndefined();
    expect([...s.givens.keys()]).toEqual([posKey(0, 0)]);
  });

  it("moving or removing a grid takes a pill arrow's pill with its arrow, and a chaos construction's marks", () => {
    const twin = emptyState(BUILTIN_LAYOUTS.twin, "twin");
    const pill = {
      type: "pill-arrow" as const,
      pill: [
        [12, 12],
        [12, 13],
      ],
      cells: [[13, 14]],
    };
    const marks = { type: "chaos-construction" as const, marks: [[[10, 10]], [[11, 11]]] };
    const inSe: EditorState = { ...twin, layout: { ...twin.layout, rules: [pill, marks] } };
    // se moves 3 columns right: every position only it covers goes with it.
    expect(moveGrid(inSe, 1, 6, 9).layout.rules).toEqual([
      {
        type: "pill-arrow",
        pill: [
          [12, 15],
          [12, 16],
        ],
        cells: [[13, 17]],
      },
      { type: "chaos-construction", marks: [[[10, 13]], [[11, 14]]] },
    ]);
    // Removing se leaves the pill and the marks uncovered: both rules go.
    expect(removeGrid(inSe, 1).layout.rules).toBeUndefined();
    // A pill arrow whose pill alone lies in se goes too (its arrow cell stays covered by nw).
    const pillOnly: EditorState = {
      ...twin,
      layout: {
        ...twin.layout,
        rules: [
          {
            type: "pill-arrow",
            pill: [
              [12, 12],
              [12, 13],
            ],
            cells: [[8, 8]],
          },
        ],
      },
    };
    expect(removeGrid(pillOnly, 1).layout.rules).toBeUndefined();
  });

  it("renaming a grid renames its diagonal rule", () => {
    let s = toggleDiagonal(emptyState(BUILTIN_LAYOUTS.twin, "twin"), "nw");
    s = renameGrid(s, 0, "left");
    expect(s.layout.rules).toEqual([{ type: "diagonal", grid: "left" }]);
    expect(s.layout.grids[0].id).toBe("left");
  });
});

describe("digits", () => {
  it("givens only on covered cells; an entry never over a given; marks only on empty cells", () => {
    let s = emptyState(BUILTIN_LAYOUTS.samurai, "samurai");
    expect(setGiven(s, 0, 9, 3)).toBe(s); // the gap between nw and ne
    s = setGiven(s, 0, 0, 3);
    expect(setEntry(s, 0, 0, 4)).toBe(s);
    s = setEntry(s, 0, 1, 4);
    expect(toggleMark(s, 0, 1, 5)).toBe(s);
    s = toggleMark(s, 0, 2, 5);
    s = toggleMark(s, 0, 2, 7);
    expect(s.marks.get(posKey(0, 2))).toBe((1 << 4) | (1 << 6));
    s = toggleMark(toggleMark(s, 0, 2, 5), 0, 2, 7);
    expect(s.marks.has(posKey(0, 2))).toBe(false);
  });

  it("setting a given clears the player's digit and marks there; 0 clears the given", () => {
    let s = emptyState(BUILTIN_LAYOUTS.single, "single");
    s = toggleMark(s, 4, 4, 2);
    s = setGiven(s, 4, 4, 8);
    expect(s.marks.size).toBe(0);
    s = setGiven(s, 4, 4, 0);
    expect(s.givens.size).toBe(0);
    expect(s.builtin).toBe("single");
  });
});
