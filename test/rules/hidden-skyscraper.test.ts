import { describe, expect, it } from "vitest";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { HiddenSkyscraperRule } from "../../src/model/schemas.js";
import { HIDDEN_SKYSCRAPER, firstHidden } from "../../src/rules/hidden-skyscraper.js";
import { solve } from "../../src/strategies/solve.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const drawing = { s: 40, x: (c: number) => 40 + c * 40, y: (r: number) => 40 + r * 40 };
/** Row 3 (0-based 2) read from the left: cells 18..26. */
const row = (digit: number): HiddenSkyscraperRule => ({
  type: "hidden-skyscraper",
  cells: Array.from({ length: 9 }, (_, c): [number, number] => [2, c]),
  digit,
});
/** The row's candidates after one run, from the masks given for its first cells (the rest: every digit); undefined when it fails. */
const narrowed = (digit: number, start: number[] = []): number[] | undefined => {
  const [p] = HIDDEN_SKYSCRAPER.propagators?.(row(digit), single) ?? [];
  const cand = new Uint16Array(81).fill(ALL_DIGITS);
  start.forEach((m, i) => {
    cand[18 + i] = m;
  });
  return p?.propagate(cand) === true ? Array.from({ length: 9 }, (_, c) => cand[18 + c] ?? 0) : undefined;
};

describe("hidden skyscrapers", () => {
  it("finds the first digit lower than one before it; checks the line and the digit", () => {
    expect(firstHidden([3, 5, 2, 1, 4])).toBe(2);
    expect(firstHidden([2, 1, 3, 4])).toBe(1);
    expect(firstHidden([1, 2, 3, 4])).toBe(0);
    expect(HIDDEN_SKYSCRAPER.check(row(3), "/rules/0", layout, 0)).toEqual([]);
    expect(HIDDEN_SKYSCRAPER.check(row(9), "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/digit"]);
    expect(HIDDEN_SKYSCRAPER.check({ ...row(3), cells: row(3).cells.slice(1) }, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells"]);
  });

  it("keeps the clue out of the first cell; before it an increasing run that ends above it", () => {
    expect((narrowed(4)?.[0] ?? 0) & bitOf(4)).toBe(0);
    // A 9 first hides whatever follows: the 8 of a clue of 8 is then second.
    expect(narrowed(8, [mask(9)])?.[1]).toBe(mask(8));
    // Only a 9 is above 8: the run before the 8 ends with the 9, so the 8 stands right after it.
    const eight = narrowed(8, [mask(5), mask(9), mask(1, 8)]);
    expect(eight?.[2]).toBe(mask(8));
    expect(narrowed(8, [mask(5), mask(7), mask(1, 8)])).toBeUndefined();
    // Cells before the hidden 2 increase: with 6 then 4 the 4 is hidden first, so a clue of 2 fails.
    expect(narrowed(2, [mask(6), mask(4)])).toBeUndefined();
    // The run before a clue of 5 in the third cell: increasing, its last above 5, so the first cell at most 8 and the second 2..9.
    const five = narrowed(5, [ALL_DIGITS & ~mask(5), ALL_DIGITS & ~mask(5), mask(5)]);
    expect(five?.[0]).toBe(mask(1, 2, 3, 4, 6, 7, 8));
    expect(five?.[1]).toBe(mask(6, 7, 8, 9));
  });

  it("fails a finished line that hides another digit first; finds it in a solution; draws a dashed box beside the grid", () => {
    const [p] = HIDDEN_SKYSCRAPER.propagators?.(row(4), single) ?? [];
    const full = (digits: number[]): Uint16Array => {
      const cand = new Uint16Array(81).fill(ALL_DIGITS);
      digits.forEach((d, i) => {
        cand[18 + i] = bitOf(d);
      });
      return cand;
    };
    expect(p?.propagate(full([3, 5, 4, 1, 9, 2, 6, 7, 8]))).toBe(true);
    expect(p?.propagate(full([3, 5, 1, 4, 9, 2, 6, 7, 8]))).toBe(false);
    const solution = new Uint8Array(81);
    [3, 5, 1, 4, 9, 2, 6, 7, 8].forEach((d, i) => {
      solution[18 + i] = d;
    });
    expect(HIDDEN_SKYSCRAPER.violation(row(1), single, solution)).toBeUndefined();
    expect(HIDDEN_SKYSCRAPER.violation(row(4), single, solution)).toBe("hidden skyscraper at [2, -1]: the first digit hidden in 351492678 is 1, not 4");
    expect(HIDDEN_SKYSCRAPER.svg(row(4), single, drawing).join("")).toMatch(
      /<rect class="hidden-skyscraper"[^>]*stroke-dasharray[^>]*\/><text class="hidden-skyscraper" x="20" y="140"[^>]*>4<\/text>/,
    );
    expect(HIDDEN_SKYSCRAPER.clues?.(row(4))).toEqual([[2, -1]]);
  });

  it("works beside a grid of two overlapping grids and on 4x4", () => {
    const twin = {
      name: "t",
      grids: [
        { id: "a", row: 0, col: 0 },
        { id: "b", row: 6, col: 6 },
      ],
    };
    const cells = Array.from({ length: 9 }, (_, r): [number, number] => [14 - r, 10]);
    expect(HIDDEN_SKYSCRAPER.check({ type: "hidden-skyscraper", cells, digit: 3 }, "/rules/0", twin, 0)).toEqual([]);
    const small = { name: "s", size: 4, grids: [{ id: "a", row: 0, col: 0 }] };
    const line = Array.from({ length: 4 }, (_, c): [number, number] => [0, 3 - c]);
    const model = { geometry: buildGeometry({ ...small, rules: [{ type: "hidden-skyscraper", cells: line, digit: 3 }] }), givens: new Uint8Array(16) };
    const result = solve(model, { limit: 50, keep: 50, nodeBudget: 100_000 });
    expect(result.count).toBeGreaterThan(0);
    for (const s of result.solutions) expect(firstHidden([s[3], s[2], s[1], s[0]].map(Number))).toBe(3);
  });

  it("carries puzzles/hidden-skyscraper.json: unique with its clues, several solutions without them", () => {
    const { model, layout: withRules } = loadPuzzleFile("puzzles/hidden-skyscraper.json");
    expect(solve(model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
    const bare = buildGeometry({ ...withRules, rules: [] });
    expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("multiple");
  });

  it("is left out by name by f-puzzles and by SudokuPad's own format, which have no such clue", () => {
    expect(() => fpuzzlesRoundTrip([row(3)])).toThrow(/f-puzzles cannot express rule 1 \(hidden-skyscraper\)/);
    const scl = sclRoundTrip([row(3)]);
    expect(scl.back).toEqual([]);
    expect(scl.dropped).toEqual([expect.stringMatching(/hidden skyscraper/)]);
  });
});
