import { describe, expect, it } from "vitest";
import { toFpuzzles } from "../../src/format/fpuzzles/write-fpuzzles.js";
import { loadPuzzleObject } from "../../src/format/puzzle-json/load-puzzle.js";
import { allDigitsOf, bitOf, popcount } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Layout, RellikRule } from "../../src/model/schemas.js";
import { RELLIK, rellikCombinations } from "../../src/rules/rellik.js";
import { solve } from "../../src/strategies/solve.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { sclRoundTrip } from "../support/rule-round-trip.js";

const layout: Layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const drawing = { s: 40, x: (c: number) => 40 + c * 40, y: (r: number) => 40 + r * 40 };
const cage = (sum: number, ...cells: [number, number][]): RellikRule => ({ type: "rellik", cells, sum });

/** The cage's propagator run once on every cell open but those given: the candidates after it, or undefined when it fails. */
function narrowed(rule: RellikRule, given: Record<number, number> = {}, geometry = single): Uint16Array | undefined {
  const cand = new Uint16Array(geometry.cellCount).fill(allDigitsOf(geometry.size));
  for (const [cell, d] of Object.entries(given)) cand[Number(cell)] = bitOf(d);
  const ok = (RELLIK.propagators?.(rule, geometry) ?? []).every((p) => p.propagate(cand));
  return ok ? cand : undefined;
}

/** By brute force: the k-digit sets of 1..size (masks) none of whose non-empty subsets adds up to sum. */
function bruteForce(k: number, sum: number, size: number): number[] {
  const out: number[] = [];
  for (let m = 1; m < 1 << size; m++) {
    if (popcount(m) !== k) continue;
    let bad = false;
    for (let sub = m; sub > 0 && !bad; sub = (sub - 1) & m) {
      let total = 0;
      for (let d = 1; d <= size; d++) if ((sub >> (d - 1)) & 1) total += d;
      bad = total === sum;
    }
    if (!bad) out.push(m);
  }
  return out;
}

describe("rellik cages", () => {
  it("lists the digit sets with no part adding up to the clue, as brute force finds them, at sizes 4, 9 and 12", () => {
    for (const [size, k, sum] of [
      [9, 1, 5],
      [9, 2, 10],
      [9, 3, 12],
      [9, 4, 20],
      [4, 2, 5],
      [12, 5, 30],
    ] as const) {
      expect([...rellikCombinations(k, sum, size)].sort((a, b) => a - b)).toEqual(bruteForce(k, sum, size));
    }
    // Two digits of 1-9 that are not a pair of 10: 36 pairs less (1,9), (2,8), (3,7), (4,6).
    expect(rellikCombinations(2, 10)).toHaveLength(32);
    expect(rellikCombinations(9, 5)).toEqual([]);
  });

  it("narrows: no cell holds the clue; a placed digit takes its complement from the other cells; a placed pair takes what completes the clue with either", () => {
    const two = cage(10, [0, 0], [0, 1]);
    expect(narrowed(two)?.[0]).toBe(allDigitsOf(9) & ~mask(10));
    expect(narrowed(cage(5, [0, 0], [0, 1]))?.[0]).toBe(allDigitsOf(9) & ~mask(5));
    expect(narrowed(two, { 0: 3 })?.[1]).toBe(allDigitsOf(9) & ~mask(3, 7));
    // 2 and 3 placed, clue 10: the third cell may not be 5 (2 + 3 + 5), 7 (3 + 7) or 8 (2 + 8).
    const three = cage(10, [0, 0], [0, 1], [0, 2]);
    expect(narrowed(three, { 0: 2, 1: 3 })?.[2]).toBe(mask(1, 4, 6, 9));
    // Before anything is placed, only what no set allows goes: a cage of three never holds 1 + 2 + 3 = 6 nor the 6.
    const six = narrowed(cage(6, [0, 0], [0, 1], [0, 2]));
    expect(six?.[0]).toBe(allDigitsOf(9) & ~mask(6));
    // Two cells of 1 or 2 and a third under a clue of 3: one of them is placed, the other loses what completes 3.
    const cand = new Uint16Array(81).fill(allDigitsOf(9));
    cand[0] = mask(1);
    cand[1] = mask(1, 2);
    const [p] = RELLIK.propagators?.(cage(3, [0, 0], [0, 1], [0, 2]), single) ?? [];
    expect(p?.propagate(cand)).toBe(false);
  });

  it("fails a finished cage that holds digits adding up to its clue; the violation and the contradiction name them", () => {
    const three = cage(12, [0, 0], [0, 1], [0, 2]);
    expect(narrowed(three, { 0: 4, 1: 1, 2: 7 })).toBeUndefined();
    expect(narrowed(three, { 0: 4, 1: 1, 2: 6 })).toBeDefined();
    const solution = new Uint8Array(81);
    solution.set([4, 1, 7]);
    expect(RELLIK.violation(three, single, solution)).toBe("rellik cage at [0, 0] holds 1 + 4 + 7 = 12");
    solution.set([4, 2, 5]);
    expect(RELLIK.violation(three, single, solution)).toBeUndefined();
    solution.set([4, 4, 5]);
    expect(RELLIK.violation(three, single, solution)).toMatch(/repeats a digit/);
    const cand = new Uint16Array(81).fill(allDigitsOf(9));
    cand.set([mask(4), mask(8), mask(1, 2)]);
    expect(RELLIK.broken?.(three, single, cand)).toBe("the rellik cage of 12 at r1c1 r1c2 r1c3 would hold 4 + 8 = 12");
  });

  it("checks the cage: its cells in a grid, no more than the size, a clue some set of digits avoids", () => {
    expect(RELLIK.check(cage(5, [0, 0], [0, 1]), "/rules/0", layout, 0)).toEqual([]);
    const nine = cage(5, ...Array.from({ length: 9 }, (_, c): [number, number] => [0, c]));
    expect(RELLIK.check(nine, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/sum"]);
    expect(RELLIK.check(cage(5, [0, 0], [0, 9]), "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells/1"]);
    expect(RELLIK.check(cage(3, [0, 0], [0, 0]), "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells/1"]);
  });

  it("draws a dashed cage with its clue struck through (≠) in the first cell, and says the rule", () => {
    const svg = RELLIK.svg(cage(15, [1, 1], [1, 2]), single, drawing).join("");
    expect(svg).toMatch(/<g class="rellik"[^>]*stroke-dasharray/);
    expect(svg).toMatch(/<text class="rellik-sum" x="84" y="\d+"[^>]*>≠15<\/text>/);
    expect(RELLIK.sentence(cage(15, [1, 1]))).toMatch(/no digit of it, nor any set of its digits, adds up to the clue/);
  });

  it("works across two overlapping grids and at 16x16: a cage over the shared corner, a clue above 9", () => {
    const twin = buildGeometry({
      name: "t",
      grids: [
        { id: "a", row: 0, col: 0 },
        { id: "b", row: 6, col: 6 },
      ],
    });
    const corner = cage(9, [8, 8], [8, 9], [9, 9]);
    const cand = narrowed(corner, {}, twin);
    const cell = (r: number, c: number): number => twin.canvas[r * twin.cols + c];
    expect(cand?.[cell(9, 9)]).toBe(allDigitsOf(9) & ~mask(9));
    const big = buildGeometry({ name: "s", size: 16, grids: [{ id: "a", row: 0, col: 0 }] });
    const wide = narrowed(cage(20, [0, 0], [0, 1]), { 0: 11 }, big);
    expect(wide?.[1]).toBe(allDigitsOf(16) & ~mask(9, 11));
  });

  it("carries puzzles/rellik.json: unique with its cages, several solutions without them", () => {
    const { model, layout: withRules } = loadPuzzleFile("puzzles/rellik.json");
    expect(solve(model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
    const bare = buildGeometry({ ...withRules, rules: [] });
    expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("multiple");
  });

  it("f-puzzles and SudokuPad's own format have no rellik cage: both name it as left out", () => {
    const loaded = loadPuzzleObject({ layout: { ...layout, rules: [cage(5, [0, 0], [0, 1])] }, givens: { a: ".".repeat(81) } });
    expect(toFpuzzles(loaded, { lossy: true }).dropped).toEqual(["rule 1 (rellik)"]);
    expect(() => toFpuzzles(loaded)).toThrow(/cannot express rule 1 \(rellik\)/);
    const scl = sclRoundTrip([cage(5, [0, 0], [0, 1])]);
    expect(scl.back).toEqual([]);
    expect(scl.dropped).toEqual([expect.stringMatching(/rellik/)]);
  });
});
