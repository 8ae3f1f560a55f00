import { describe, expect, it } from "vitest";
import { loadPuzzleObject } from "../../src/format/puzzle-json/load-puzzle.js";
import { toScl } from "../../src/format/sudokupad/write-scl.js";
import { svgFigure } from "../../src/format/svg-figure.js";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { LittleKillerRule } from "../../src/model/schemas.js";
import { LITTLE_KILLER, littleKillerClue, littleKillerDiagonals } from "../../src/rules/little-killer.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const drawing = { s: 40, x: (c: number) => 40 + c * 40, y: (r: number) => 40 + r * 40 };
/** The clue above column 7 (0-based 6), arrow down-right: (0,7) (1,8); cells 7 and 17. */
const short: LittleKillerRule = {
  type: "little-killer",
  cells: [
    [0, 7],
    [1, 8],
  ],
  sum: 3,
};
/** The clue left of row 6 (0-based 5), arrow up-right: (5,0) (4,1) ... (0,5); cells 45, 37, 29, 21, 13, 5. */
const long: LittleKillerRule = { type: "little-killer", cells: Array.from({ length: 6 }, (_, i): [number, number] => [5 - i, i]), sum: 40 };

describe("little killers", () => {
  it("checks the diagonal: cells of one grid one diagonal step apart the same way, the whole of it, a sum its cells can make", () => {
    expect(LITTLE_KILLER.check(short, "/rules/0", layout, 0)).toEqual([]);
    expect(LITTLE_KILLER.check(long, "/rules/0", layout, 0)).toEqual([]);
    expect(littleKillerClue(long)).toEqual([6, -1]);
    const bent: LittleKillerRule = {
      ...short,
      cells: [
        [0, 5],
        [1, 6],
        [2, 5],
      ],
    };
    expect(LITTLE_KILLER.check(bent, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells/2"]);
    const part: LittleKillerRule = { ...long, cells: long.cells.slice(1) };
    expect(LITTLE_KILLER.check(part, "/rules/0", layout, 0).map((i) => i.message)).toEqual([
      expect.stringMatching(/whole diagonal of a grid, from the clue at \[5, 0\]/),
    ]);
    const cut: LittleKillerRule = { ...long, cells: long.cells.slice(0, 5) };
    expect(LITTLE_KILLER.check(cut, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells"]);
    expect(LITTLE_KILLER.check({ ...short, sum: 19 }, "/rules/0", layout, 0).map((i) => [i.pointer, i.message])).toEqual([
      ["/rules/0/sum", "2 digits of 1-9 cannot add up to 19 (from 2 to 18)"],
    ]);
    const twin = { name: "t", grids: [...layout.grids, { id: "b", row: 6, col: 6 }] };
    const across: LittleKillerRule = { type: "little-killer", cells: Array.from({ length: 15 }, (_, i): [number, number] => [i, i]), sum: 75 };
    expect(LITTLE_KILLER.check(across, "/rules/0", twin, 0).map((i) => i.message)).toEqual([
      "a little killer's cells must all lie in one grid (a diagonal of that grid)",
    ]);
  });

  it("keeps the digits some sum of the diagonal uses, repeats allowed: 3 on two cells is 1 and 2; a finished wrong sum fails", () => {
    const [p] = LITTLE_KILLER.propagators?.(short, single) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS);
    cand[17] |= 1 << 16;
    expect(p.propagate(cand)).toBe(true);
    expect([cand[7], cand[17]]).toEqual([mask(1, 2), mask(1, 2) | (1 << 16)]);
    const [q] = LITTLE_KILLER.propagators?.(long, single) ?? [];
    const wide = new Uint16Array(81).fill(ALL_DIGITS);
    // Five cells of 1 and 2 leave 30 or more for the sixth: none.
    for (const c of [45, 37, 29, 21, 13]) wide[c] = mask(1, 2);
    expect(q.propagate(wide)).toBe(false);
    // 9, 9, 9, 9 and a 1 or 3 leave 3 or 1 for the sixth (sums with gaps: 2 is out).
    for (const c of [45, 37, 29, 21]) wide[c] = bitOf(9);
    wide[13] = mask(1, 3);
    expect(q.propagate(wide)).toBe(true);
    expect(wide[5]).toBe(mask(1, 3));
    wide[13] = bitOf(1);
    wide[5] = bitOf(1);
    expect(q.propagate(wide)).toBe(false);
    wide[5] = bitOf(3);
    expect(q.propagate(wide)).toBe(true);
  });

  it("finds a wrong sum in a solution, draws the clue and its arrow outside the grid, makes room for it, states the rule", () => {
    const solution = new Uint8Array(81);
    [solution[7], solution[17]] = [2, 1];
    expect(LITTLE_KILLER.violation(short, single, solution)).toBeUndefined();
    solution[17] = 2;
    expect(LITTLE_KILLER.violation(short, single, solution)).toBe("little killer at [-1, 6] adds up to 4 (22), not 3");
    const svg = LITTLE_KILLER.svg(short, single, drawing).join("");
    expect(svg).toMatch(/<text x="296" y="16"[^>]*>3<\/text>/);
    expect(svg).toMatch(/<polyline points="307.2,27.2 320,40"/);
    expect(LITTLE_KILLER.clues?.(long)).toEqual([[6, -1]]);
    const plain = svgFigure(single, new Uint8Array(81));
    const clued = svgFigure(buildGeometry({ ...layout, rules: [short, long] }), new Uint8Array(81));
    expect([clued.width - plain.width, clued.height - plain.height]).toEqual([40, 40]); // a band left and a band above
    expect(LITTLE_KILLER.sentence(short)).toMatch(/add up to the clue; they may repeat/);
  });

  it("a layout with little killers loads, and the search's solution keeps them", () => {
    const loaded = loadPuzzleObject({ layout: { ...layout, rules: [short, long] }, givens: { a: ".".repeat(81) } });
    const [solution] = solveSearch(loaded.model, { limit: 1 }).solutions;
    expect(solution).toBeDefined();
    for (const rule of [short, long]) expect(LITTLE_KILLER.violation(rule, loaded.model.geometry, solution ?? new Uint8Array(81))).toBeUndefined();
  });

  it("round trips through f-puzzles (littlekillersum: [{ cell, cells, direction, value }]) and SudokuPad's format, at 9x9 and 16x16", () => {
    const { written, back } = fpuzzlesRoundTrip([short, long]);
    expect(written.littlekillersum).toEqual([
      { cell: "R0C7", cells: ["R1C8", "R2C9"], direction: "DR", value: "3" },
      { cell: "R7C0", cells: ["R6C1", "R5C2", "R4C3", "R3C4", "R2C5", "R1C6"], direction: "UR", value: "40" },
    ]);
    expect(back).toEqual([short, long]);
    const big: LittleKillerRule = { type: "little-killer", cells: Array.from({ length: 16 }, (_, i): [number, number] => [15 - i, 15 - i]), sum: 136 };
    expect(fpuzzlesRoundTrip([big], 16).back).toEqual([big]);
    expect(sclRoundTrip([short, long])).toEqual({ back: [short, long], dropped: [] });
    expect(sclRoundTrip([big], 16)).toEqual({ back: [big], dropped: [] });
  });

  /** The corner cell alone: the clue above column 2 (0-based 1), its arrow down-left onto (0,0) and off the grid. */
  const corner: LittleKillerRule = { type: "little-killer", cells: [[0, 0]], direction: "DL", sum: 4 };

  it("a one-cell diagonal (the corner alone) names its direction: checked, its clue beside the corner, propagated, drawn", () => {
    expect(LITTLE_KILLER.check(corner, "/rules/0", layout, 0)).toEqual([]);
    expect(littleKillerClue(corner)).toEqual([-1, 1]);
    expect(LITTLE_KILLER.clues?.(corner)).toEqual([[-1, 1]]);
    // Without its direction one cell does not say where the clue is.
    const { direction: _, ...bare } = corner;
    expect(LITTLE_KILLER.check(bare, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/direction"]);
    // Down-right from above column 0 is the main diagonal: the corner is not the whole of it.
    expect(LITTLE_KILLER.check({ ...corner, direction: "DR" }, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells"]);
    // A direction that disagrees with the cells.
    expect(LITTLE_KILLER.check({ ...short, direction: "DL" }, "/rules/0", layout, 0).map((i) => i.message)).toEqual([
      "little killer direction DL does not agree with its cells, which run DR",
    ]);
    expect(LITTLE_KILLER.check({ ...corner, sum: 10 }, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/sum"]);
    const [p] = LITTLE_KILLER.propagators?.(corner, single) ?? [];
    const cand = new Uint16Array(81).fill(ALL_DIGITS);
    expect(p.propagate(cand)).toBe(true);
    expect(cand[0]).toBe(bitOf(4));
    const svg = LITTLE_KILLER.svg(corner, single, drawing).join("");
    // The clue at (-1, 1) (its centre 100, 20 less a tenth of a cell back), the arrow pointing down-left.
    expect(svg).toMatch(/<text x="104" y="16"[^>]*>4<\/text>/);
    expect(svg).toMatch(/<polyline points="92.8,27.2 80,40"/);
  });

  it("a one-cell diagonal loads and round trips through f-puzzles and SudokuPad's format with its direction", () => {
    const loaded = loadPuzzleObject({ layout: { ...layout, rules: [corner, short] }, givens: { a: ".".repeat(81) } });
    const [solution] = solveSearch(loaded.model, { limit: 1 }).solutions;
    expect(solution?.[0]).toBe(4);
    const { written, back } = fpuzzlesRoundTrip([corner, long]);
    expect(written.littlekillersum).toEqual([
      { cell: "R0C2", cells: ["R1C1"], direction: "DL", value: "4" },
      { cell: "R7C0", cells: ["R6C1", "R5C2", "R4C3", "R3C4", "R2C5", "R1C6"], direction: "UR", value: "40" },
    ]);
    expect(back).toEqual([corner, long]);
    const others: LittleKillerRule[] = [
      { type: "little-killer", cells: [[0, 8]], direction: "DR", sum: 9 },
      { type: "little-killer", cells: [[8, 0]], direction: "UL", sum: 1 },
      { type: "little-killer", cells: [[8, 8]], direction: "UR", sum: 2 },
    ];
    expect(fpuzzlesRoundTrip(others).back).toEqual(others);
    expect(sclRoundTrip([corner, ...others])).toEqual({ back: [corner, ...others], dropped: [] });
  });

  it("a clue whose arrow points along two grids' diagonals (grids side by side sharing columns) is not written for SudokuPad", () => {
    const side = [
      { id: "a", row: 0, col: 0 },
      { id: "b", row: 0, col: 6 },
    ];
    expect(littleKillerDiagonals([-1, 5], [1, 1], side, 9).map((d) => d.length)).toEqual([3, 9]);
    expect(littleKillerDiagonals([-1, 4], [1, 1], side, 9).map((d) => d.length)).toEqual([4]);
    const rule: LittleKillerRule = { type: "little-killer", cells: Array.from({ length: 9 }, (_, i): [number, number] => [i, 6 + i]), sum: 45 };
    const loaded = loadPuzzleObject({ layout: { name: "side", grids: side, rules: [rule] }, givens: Array.from({ length: 9 }, () => ".".repeat(15)) });
    expect(toScl(loaded, { lossy: true }).dropped).toEqual(["rule 1 (little-killer: its arrow would point along the diagonals of two grids)"]);
  });
});
