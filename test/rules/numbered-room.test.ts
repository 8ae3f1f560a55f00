import { describe, expect, it } from "vitest";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { NumberedRoomRule } from "../../src/model/schemas.js";
import { NUMBERED_ROOM } from "../../src/rules/numbered-room.js";
import { solve } from "../../src/strategies/solve.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const drawing = { s: 40, x: (c: number) => 40 + c * 40, y: (r: number) => 40 + r * 40 };
/** Column 5 (0-based 4) read from below: cells 76, 67, ..., 4. */
const column = (digit: number): NumberedRoomRule => ({
  type: "numbered-room",
  cells: Array.from({ length: 9 }, (_, k): [number, number] => [8 - k, 4]),
  digit,
});
const cellOf = (k: number): number => (8 - k) * 9 + 4;
/** The column's candidates from below after one run, from masks for its first cells; undefined when it fails. */
const narrowed = (digit: number, start: Record<number, number> = {}): number[] | undefined => {
  const [p] = NUMBERED_ROOM.propagators?.(column(digit), single) ?? [];
  const cand = new Uint16Array(81).fill(ALL_DIGITS);
  for (const [k, m] of Object.entries(start)) cand[cellOf(Number(k))] = m;
  return p?.propagate(cand) === true ? Array.from({ length: 9 }, (_, k) => cand[cellOf(k)] ?? 0) : undefined;
};

describe("numbered rooms", () => {
  it("checks the line and the digit", () => {
    expect(NUMBERED_ROOM.check(column(7), "/rules/0", layout, 0)).toEqual([]);
    expect(NUMBERED_ROOM.check(column(10), "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/digit"]);
    expect(NUMBERED_ROOM.check({ ...column(3), cells: column(3).cells.slice(0, 8) }, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells"]);
  });

  it("ties the first digit to the place of the clue's digit, both ways", () => {
    // The first cell is 1 only for a clue of 1; the clue's digit is not first unless it is 1.
    expect(narrowed(7)?.[0]).toBe(ALL_DIGITS & ~mask(1, 7));
    expect(narrowed(1)?.[0]).toBe(ALL_DIGITS);
    // A first digit of 4 puts the 7 in the fourth cell.
    expect(narrowed(7, { 0: mask(4) })?.[3]).toBe(mask(7));
    // The 7 cannot be in the sixth cell: the first cell is not 6 then.
    expect(narrowed(7, { 5: ALL_DIGITS & ~mask(7) })?.[0]).toBe(ALL_DIGITS & ~mask(1, 6, 7));
    // Nor anywhere the first cell cannot point: a first cell of 2 or 3 keeps the 7 out of cells 4..9.
    const near = narrowed(7, { 0: mask(2, 3) });
    expect(near?.slice(3).map((m) => m & bitOf(7))).toEqual([0, 0, 0, 0, 0, 0]);
    expect(narrowed(7, { 0: mask(2), 1: mask(5) })).toBeUndefined();
  });

  it("has a negation that fails a finished line exactly when the clue holds, and narrows the first cell and the D-th", () => {
    const negated = (digit: number, start: Record<number, number> = {}): number[] | undefined => {
      const [p] = NUMBERED_ROOM.negation?.(column(digit), single) ?? [];
      const cand = new Uint16Array(81).fill(ALL_DIGITS);
      for (const [k, m] of Object.entries(start)) cand[cellOf(Number(k))] = m;
      return p?.propagate(cand) === true ? Array.from({ length: 9 }, (_, k) => cand[cellOf(k)] ?? 0) : undefined;
    };
    // Every rotation of 1..9, forwards and backwards, against every clue digit.
    for (let r = 0; r < 9; r++) {
      for (const line of [0, 1].map((back) => Array.from({ length: 9 }, (_, k) => (((back === 1 ? 8 - k : k) + r) % 9) + 1))) {
        for (let digit = 1; digit <= 9; digit++) {
          const holds = line[(line[0] ?? 1) - 1] === digit;
          const start = Object.fromEntries(line.map((d, k) => [k, bitOf(d)]));
          expect(negated(digit, start) === undefined, `${line.join("")} clue ${digit}`).toBe(holds);
        }
      }
    }
    // A first digit of 4 keeps the 7 out of the fourth cell; a 7 in the sixth cell keeps 6 out of the first.
    expect(negated(7, { 0: mask(4) })?.[3]).toBe(ALL_DIGITS & ~mask(7));
    expect(negated(7, { 5: mask(7) })?.[0]).toBe(ALL_DIGITS & ~mask(6));
    // A clue of 1 is broken only with another digit first; a clue of 7 may be broken by a first 1.
    expect(negated(1)?.[0]).toBe(ALL_DIGITS & ~mask(1));
    expect(negated(7)?.[0]).toBe(ALL_DIGITS);
  });

  it("fails a finished line with another digit there; finds it in a solution; draws a circled digit beside the grid", () => {
    const solution = new Uint8Array(81);
    const digits = [3, 1, 9, 2, 5, 4, 6, 7, 8];
    digits.forEach((d, k) => {
      solution[cellOf(k)] = d;
    });
    expect(NUMBERED_ROOM.violation(column(9), single, solution)).toBeUndefined();
    expect(NUMBERED_ROOM.violation(column(2), single, solution)).toBe("numbered room at [9, 4]: cell 3 of 319254678 holds 9, not 2");
    const [p] = NUMBERED_ROOM.propagators?.(column(2), single) ?? [];
    const cand = new Uint16Array(81).fill(ALL_DIGITS);
    digits.forEach((d, k) => {
      cand[cellOf(k)] = bitOf(d);
    });
    expect(p?.propagate(cand)).toBe(false);
    expect(NUMBERED_ROOM.svg(column(2), single, drawing).join("")).toMatch(
      /<circle class="numbered-room" cx="220" cy="420"[^>]*\/><text class="numbered-room"[^>]*>2<\/text>/,
    );
  });

  it("works on a 6x6 grid and beside the second of two overlapping grids", () => {
    const twin = {
      name: "t",
      grids: [
        { id: "a", row: 0, col: 0 },
        { id: "b", row: 6, col: 6 },
      ],
    };
    const cells = Array.from({ length: 9 }, (_, c): [number, number] => [10, 6 + c]);
    expect(NUMBERED_ROOM.check({ type: "numbered-room", cells, digit: 3 }, "/rules/0", twin, 0)).toEqual([]);
    const small = { name: "s", size: 6, grids: [{ id: "a", row: 0, col: 0 }] };
    const line = Array.from({ length: 6 }, (_, c): [number, number] => [2, c]);
    const model = { geometry: buildGeometry({ ...small, rules: [{ type: "numbered-room", cells: line, digit: 5 }] }), givens: new Uint8Array(36) };
    const result = solve(model, { limit: 30, keep: 30, nodeBudget: 100_000 });
    expect(result.count).toBeGreaterThan(0);
    for (const s of result.solutions) expect(s[12 + (s[12] ?? 0) - 1]).toBe(5);
  });

  it("carries puzzles/numbered-room.json: unique with its clues, several solutions without them", () => {
    const { model, layout: withRules } = loadPuzzleFile("puzzles/numbered-room.json");
    expect(solve(model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
    const bare = buildGeometry({ ...withRules, rules: [] });
    expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("multiple");
  });

  it("is left out by name by f-puzzles and by SudokuPad's own format, which have no such clue", () => {
    expect(() => fpuzzlesRoundTrip([column(3)])).toThrow(/f-puzzles cannot express rule 1 \(numbered-room\)/);
    const scl = sclRoundTrip([column(3)]);
    expect(scl.back).toEqual([]);
    expect(scl.dropped).toEqual([expect.stringMatching(/numbered room/)]);
  });
});
