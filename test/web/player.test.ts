import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import type { EditorState } from "../../src/web/editor-state.js";
import { emptyState, posKey, setGiven } from "../../src/web/editor-state.js";
import { clearCells, enterDigit, isSolved } from "../../src/web/player.js";
import { addCell, NO_SELECTION, selectOnly, toggleCell } from "../../src/web/selection.js";

const single = (): EditorState => setGiven(emptyState(BUILTIN_LAYOUTS.single, "single"), 0, 0, 5);
const A = posKey(0, 1);
const B = posKey(0, 2);
const GIVEN = posKey(0, 0);

describe("entry modes on a selection of cells, as SudokuPad", () => {
  it("Normal: a digit goes into every selected cell but the given; typed again it comes out", () => {
    let s = enterDigit(single(), [GIVEN, A, B], "normal", 3);
    expect([...s.entries]).toEqual([
      [A, 3],
      [B, 3],
    ]);
    expect(s.givens.get(GIVEN)).toBe(5);
    s = enterDigit(s, [A, B], "normal", 3);
    expect(s.entries.size).toBe(0);
  });

  it("Corner and Centre toggle marks on every blank selected cell: added to all unless all had it", () => {
    let s = enterDigit(single(), [A], "corner", 2);
    s = enterDigit(s, [A, B], "corner", 2);
    expect([s.corner.get(A), s.corner.get(B)]).toEqual([0b10, 0b10]);
    s = enterDigit(s, [A, B], "corner", 2);
    expect(s.corner.size).toBe(0);
    s = enterDigit(s, [A], "centre", 9);
    expect(s.marks.get(A)).toBe(1 << 8);
    expect(s.corner.size).toBe(0);
    // A cell holding a digit takes no marks.
    s = enterDigit(enterDigit(s, [B], "normal", 4), [B], "centre", 1);
    expect(s.marks.has(B)).toBe(false);
  });

  it("Colour paints cells 1-9, several per cell, again takes one off; a digit above the size is refused", () => {
    let s = enterDigit(single(), [A, B], "colour", 7);
    expect([...s.colours.values()]).toEqual([1 << 6, 1 << 6]);
    s = enterDigit(s, [A], "colour", 3);
    expect(s.colours.get(A)).toBe((1 << 6) | (1 << 2)); // 3 and 7 both
    s = enterDigit(s, [A, B], "colour", 7);
    expect([...s.colours]).toEqual([[A, 1 << 2]]);
    s = enterDigit(s, [A], "colour", 3);
    expect(s.colours.size).toBe(0);
    const s0 = single();
    expect(enterDigit(s0, [A], "normal", 10)).toBe(s0);
  });

  it("Delete: Normal clears digits first, then marks; the other modes clear their own layer", () => {
    let s = enterDigit(enterDigit(single(), [A], "normal", 1), [B], "corner", 3);
    s = enterDigit(s, [B], "colour", 2);
    s = clearCells(s, [A, B], "normal");
    expect(s.entries.size).toBe(0);
    expect(s.corner.get(B)).toBe(0b100);
    s = clearCells(s, [A, B], "normal");
    expect(s.corner.size).toBe(0);
    expect(s.colours.get(B)).toBe(0b10);
    s = clearCells(s, [B], "colour");
    expect(s.colours.size).toBe(0);
    expect(clearCells(s, [B], "colour")).toBe(s);
  });

  it("Set mode: Normal writes givens (and clears them), over the player's digits", () => {
    let s = enterDigit(single(), [A], "normal", 6);
    s = enterDigit(s, [A, B], "normal", 6, true);
    expect([s.givens.get(A), s.givens.get(B), s.entries.size]).toEqual([6, 6, 0]);
    s = clearCells(s, [A], "normal", true);
    expect(s.givens.has(A)).toBe(false);
  });

  it("solved: every cell filled and nothing broken; one wrong digit is not solved", () => {
    // A valid 9x9 fill: row r is 1-9 shifted by 3r + r/3.
    const digit = (r: number, c: number): number => ((r * 3 + Math.floor(r / 3) + c) % 9) + 1;
    let s = emptyState(BUILTIN_LAYOUTS.single, "single");
    for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) if (r + c > 0) s = enterDigit(s, [posKey(r, c)], "normal", digit(r, c));
    expect(isSolved(s)).toBe(false); // one cell still empty
    const full = enterDigit(s, [posKey(0, 0)], "normal", digit(0, 0));
    expect(isSolved(full)).toBe(true);
    expect(isSolved(enterDigit(full, [posKey(0, 0)], "normal", digit(0, 1)))).toBe(false);
  });
});

describe("selection", () => {
  it("a click picks one, a drag adds, Ctrl-click toggles; the cursor is the last picked", () => {
    let sel = selectOnly(A);
    sel = addCell(sel, B);
    sel = addCell(sel, B);
    expect(sel).toEqual({ cells: [A, B], cursor: B });
    sel = toggleCell(sel, B);
    expect(sel).toEqual({ cells: [A], cursor: A });
    expect(toggleCell(sel, A)).toBe(NO_SELECTION);
  });
});
