import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { SkyscraperRule } from "../../src/model/schemas.js";
import { SKYSCRAPER, visibleCount } from "../../src/rules/skyscraper.js";
import { solve } from "../../src/strategies/solve.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const drawing = { s: 40, x: (c: number) => 40 + c * 40, y: (r: number) => 40 + r * 40 };
/** Row 3 (0-based 2) read from the left: cells 18..26. */
const row = (count: number): SkyscraperRule => ({ type: "skyscraper", cells: Array.from({ length: 9 }, (_, c): [number, number] => [2, c]), count });
const narrowed = (count: number): Uint16Array => {
  const [p] = SKYSCRAPER.propagators?.(row(count), single) ?? [];
  const cand = new Uint16Array(81).fill(ALL_DIGITS);
  expect(p?.propagate(cand)).toBe(true);
  return cand;
};

describe("skyscrapers", () => {
  it("counts the digits seen, checks the line and the count", () => {
    expect(visibleCount([2, 4, 3, 1])).toBe(2);
    expect(visibleCount([1, 2, 3, 4])).toBe(4);
    expect(SKYSCRAPER.check(row(3), "/rules/0", layout, 0)).toEqual([]);
    expect(SKYSCRAPER.check(row(10), "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/count"]);
    expect(SKYSCRAPER.check({ ...row(3), cells: row(3).cells.slice(1) }, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells"]);
  });

  it("narrows by the classic bounds: 1 puts the largest digit first; 9 the increasing line; else the first cell at most 9 - clue + 1", () => {
    expect(narrowed(1)[18]).toBe(mask(9));
    const all = narrowed(9);
    expect(Array.from({ length: 9 }, (_, c) => all[18 + c])).toEqual(Array.from({ length: 9 }, (_, c) => mask(c + 1)));
    const four = narrowed(4);
    expect(four[18]).toBe(mask(1, 2, 3, 4, 5, 6));
    // The 9 hides what follows: it cannot stand among the first three cells of a clue of 4.
    expect([four[19], four[20], four[21]].map((m) => (m ?? 0) & bitOf(9))).toEqual([0, 0, bitOf(9)]);
  });

  // Random cases use the run's fast-check seed (test/support/seed-setup.ts): printed once, replayed by COMBO_SEED.
  it("keeps every digit some filling of the line's candidates with a 9 and the clue's count uses, and fails only when none has it (every filling tried)", () => {
    // Up to three candidates a cell: at most 3^9 = 19,683 fillings of a line of nine.
    const cellMask = fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 3 }).map((ds) => mask(...ds));
    fc.assert(
      fc.property(fc.array(cellMask, { minLength: 9, maxLength: 9 }), fc.integer({ min: 1, max: 9 }), (masks, count) => {
        const [p] = SKYSCRAPER.propagators?.(row(count), single) ?? [];
        const cand = new Uint16Array(81).fill(ALL_DIGITS);
        masks.forEach((m, c) => {
          cand[18 + c] = m;
        });
        // Every filling of the line holding a 9 (the line is a whole row or column), repeats allowed: the
        // propagator sees the line alone, not the row's other rule.
        const used = new Array<number>(9).fill(0);
        const line: number[] = [];
        const fill = (c: number): void => {
          if (c === 9) {
            if (line.includes(9) && visibleCount(line) === count) line.forEach((d, i) => (used[i]! |= bitOf(d)));
            return;
          }
          for (let d = 1; d <= 9; d++) {
            if ((masks[c]! & bitOf(d)) === 0) continue;
            line.push(d);
            fill(c + 1);
            line.pop();
          }
        };
        fill(0);
        // The bounds are counts' least and most, not every count between: sound, and at times not exact.
        if (p?.propagate(cand) === false) expect(used).toEqual(new Array<number>(9).fill(0));
        else for (let c = 0; c < 9; c++) expect((cand[18 + c]! & used[c]!) === used[c], `cell ${c}`).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("fails a finished line that shows another count; finds it in a solution; draws a boxed count beside the grid", () => {
    const [p] = SKYSCRAPER.propagators?.(row(3), single) ?? [];
    const full = (digits: number[]): Uint16Array => {
      const cand = new Uint16Array(81).fill(ALL_DIGITS);
      digits.forEach((d, i) => {
        cand[18 + i] = bitOf(d);
      });
      return cand;
    };
    expect(p?.propagate(full([3, 1, 5, 2, 9, 4, 6, 7, 8]))).toBe(true);
    expect(p?.propagate(full([3, 1, 9, 2, 5, 4, 6, 7, 8]))).toBe(false);
    const solution = new Uint8Array(81);
    [3, 1, 9, 2, 5, 4, 6, 7, 8].forEach((d, i) => {
      solution[18 + i] = d;
    });
    expect(SKYSCRAPER.violation(row(2), single, solution)).toBeUndefined();
    expect(SKYSCRAPER.violation(row(3), single, solution)).toBe("skyscraper at [2, -1]: 319254678 shows 2 digits, not 3");
    expect(SKYSCRAPER.svg(row(3), single, drawing).join("")).toMatch(/<rect class="skyscraper"[^>]*\/><text class="skyscraper" x="20" y="140"[^>]*>3<\/text>/);
    expect(SKYSCRAPER.sentence(row(3))).toMatch(/digits seen/);
  });

  it("carries puzzles/skyscraper.json: unique with its clues, several solutions without them", () => {
    const { model, layout: withRules } = loadPuzzleFile("puzzles/skyscraper.json");
    expect(solve(model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
    const bare = buildGeometry({ ...withRules, rules: [] });
    expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("multiple");
  });

  it("is f-puzzles' skyscraper ({ cell, value }) both ways, at 9x9 and 4x4; SudokuPad's own format names it as left out", () => {
    const column: SkyscraperRule = { type: "skyscraper", cells: Array.from({ length: 9 }, (_, r): [number, number] => [8 - r, 4]), count: 5 };
    const { written, back } = fpuzzlesRoundTrip([row(3), column]);
    expect(written.skyscraper).toEqual([
      { cell: "R3C0", value: "3" },
      { cell: "R10C5", value: "5" },
    ]);
    expect(back).toEqual([row(3), column]);
    const small: SkyscraperRule = { type: "skyscraper", cells: Array.from({ length: 4 }, (_, c): [number, number] => [1, 3 - c]), count: 2 };
    expect(fpuzzlesRoundTrip([small], 4).back).toEqual([small]);
    const scl = sclRoundTrip([row(3)]);
    expect(scl.back).toEqual([]);
    expect(scl.dropped).toEqual([expect.stringMatching(/skyscraper/)]);
  });
});
