import { describe, expect, it } from "vitest";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { LunchboxRule } from "../../src/model/schemas.js";
import { LUNCHBOX, lunchboxSum } from "../../src/rules/lunchbox.js";
import { solve } from "../../src/strategies/solve.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const drawing = { s: 40, x: (c: number) => 40 + c * 40, y: (r: number) => 40 + r * 40 };
/** A bent line of three cells: r2c2, r2c3, r3c4 (0-based [1,1], [1,2], [2,3]): cells 10, 11, 21. */
const bent = (sum: number): LunchboxRule => ({
  type: "lunchbox",
  cells: [
    [1, 1],
    [1, 2],
    [2, 3],
  ],
  sum,
});
const CELLS = [10, 11, 21];
const narrowed = (rule: LunchboxRule, start: number[] = []): number[] | undefined => {
  const [p] = LUNCHBOX.propagators?.(rule, single) ?? [];
  const cand = new Uint16Array(81).fill(ALL_DIGITS);
  start.forEach((m, i) => {
    cand[CELLS[i] ?? 0] = m;
  });
  return p?.propagate(cand) === true ? CELLS.map((c) => cand[c] ?? 0) : undefined;
};
/** Row 5 (0-based 4) from the right: a whole line, its clue outside. */
const row: LunchboxRule = { type: "lunchbox", cells: Array.from({ length: 9 }, (_, k): [number, number] => [4, 8 - k]), sum: 12 };

describe("lunchboxes", () => {
  it("sums between the smallest and the largest digit; checks the line, its length and the sum", () => {
    expect(lunchboxSum([4, 2, 7, 5, 9, 3])).toBe(12);
    expect(lunchboxSum([2, 9, 5])).toBe(0);
    expect(LUNCHBOX.check(bent(5), "/rules/0", layout, 0)).toEqual([]);
    expect(LUNCHBOX.check(bent(9), "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/sum"]);
    expect(
      LUNCHBOX.check(
        {
          ...bent(5),
          cells: [
            [1, 1],
            [1, 3],
          ],
        },
        "/rules/0",
        layout,
        0,
      ).map((i) => i.pointer),
    ).toEqual(["/rules/0/cells/1", "/rules/0/sum"]);
    expect(LUNCHBOX.distinct?.(bent(5), single)).toEqual([CELLS]);
  });

  it("puts the filling between the bread: three cells of 5 hold the 5 in the middle, the bread on either side of it", () => {
    const five = narrowed(bent(5));
    expect(five).toEqual([mask(1, 2, 3, 4, 6, 7, 8, 9), mask(5), mask(1, 2, 3, 4, 6, 7, 8, 9)]);
    // A 3 at one end makes it the small bread: the other end is above 5.
    expect(narrowed(bent(5), [mask(3)])?.[2]).toBe(mask(6, 7, 8, 9));
    // A sum of 0 on three cells: the middle cell is bread, the far end between.
    const zero = narrowed(bent(0), [ALL_DIGITS, ALL_DIGITS, mask(9)]);
    expect(zero?.[1]).toBe(mask(1, 2, 3, 4, 5, 6, 7));
    // A whole line is a sandwich: 1 and 9 are the bread.
    const [p] = LUNCHBOX.propagators?.(row, single) ?? [];
    const cand = new Uint16Array(81).fill(ALL_DIGITS);
    expect(p?.propagate(cand)).toBe(true);
    // Sum 12 between 1 and 9 needs two cells at least: the ends of a line of 9 cannot be both bread, nor neighbours.
    expect(cand[44]).toBe(ALL_DIGITS);
  });

  it("fails a finished lunchbox with another sum; finds it in a solution; draws a band inside and a clue beside the grid", () => {
    const [p] = LUNCHBOX.propagators?.(bent(5), single) ?? [];
    const cand = new Uint16Array(81).fill(ALL_DIGITS);
    [2, 5, 8].forEach((d, i) => {
      cand[CELLS[i] ?? 0] = bitOf(d);
    });
    expect(p?.propagate(cand)).toBe(true);
    cand[11] = bitOf(6);
    expect(p?.propagate(cand)).toBe(false);
    const solution = new Uint8Array(81);
    [2, 6, 8].forEach((d, i) => {
      solution[CELLS[i] ?? 0] = d;
    });
    expect(LUNCHBOX.violation(bent(6), single, solution)).toBeUndefined();
    expect(LUNCHBOX.violation(bent(5), single, solution)).toBe("lunchbox at [1, 1]: the digits between the smallest and the largest of 268 add up to 6, not 5");
    expect(LUNCHBOX.svg(bent(5), single, drawing).join("")).toMatch(/<polyline class="lunchbox"[^>]*\/><text class="lunchbox"[^>]*>5<\/text>/);
    expect(LUNCHBOX.svg(row, single, drawing).join("")).toMatch(/^<text class="lunchbox" x="420" y="220"[^>]*>12<\/text>$/);
    expect(LUNCHBOX.clues?.(row)).toEqual([[4, 9]]);
    expect(LUNCHBOX.clues?.(bent(5))).toEqual([]);
  });

  it("works across two overlapping grids and on a 4x4 grid", () => {
    const twin = {
      name: "t",
      grids: [
        { id: "a", row: 0, col: 0 },
        { id: "b", row: 6, col: 6 },
      ],
    };
    const across: LunchboxRule = {
      type: "lunchbox",
      cells: [
        [5, 5],
        [6, 6],
        [7, 7],
        [8, 8],
        [9, 9],
      ],
      sum: 10,
    };
    expect(LUNCHBOX.check(across, "/rules/0", twin, 0)).toEqual([]);
    const model = { geometry: buildGeometry({ ...twin, rules: [across] }), givens: new Uint8Array(buildGeometry(twin).cellCount) };
    const found = solve(model, { limit: 1, nodeBudget: 100_000 });
    expect(found.count).toBe(1);
    const [s] = found.solutions;
    expect(LUNCHBOX.violation(across, model.geometry, s ?? new Uint8Array())).toBeUndefined();
    const small = { name: "s", size: 4, grids: [{ id: "a", row: 0, col: 0 }] };
    const line: LunchboxRule = {
      type: "lunchbox",
      cells: [
        [0, 0],
        [1, 1],
        [2, 2],
      ],
      sum: 3,
    };
    const result = solve({ geometry: buildGeometry({ ...small, rules: [line] }), givens: new Uint8Array(16) }, { limit: 20, keep: 20, nodeBudget: 100_000 });
    expect(result.count).toBeGreaterThan(0);
    for (const sol of result.solutions) expect(lunchboxSum([sol[0] ?? 0, sol[5] ?? 0, sol[10] ?? 0])).toBe(3);
  });

  it("carries puzzles/lunchbox.json: unique with its lunchboxes, several solutions without them", () => {
    const { model, layout: withRules } = loadPuzzleFile("puzzles/lunchbox.json");
    expect(solve(model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
    const bare = buildGeometry({ ...withRules, rules: [] });
    expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("multiple");
  });

  it("is left out by name by f-puzzles and by SudokuPad's own format, which have no lunchbox", () => {
    expect(() => fpuzzlesRoundTrip([bent(5)])).toThrow(/f-puzzles cannot express rule 1 \(lunchbox\)/);
    const scl = sclRoundTrip([bent(5)]);
    expect(scl.back).toEqual([]);
    expect(scl.dropped).toEqual([expect.stringMatching(/lunchbox/)]);
  });
});
