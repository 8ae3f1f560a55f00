import { describe, expect, it } from "vitest";
import { toFpuzzles } from "../../src/format/fpuzzles/write-fpuzzles.js";
import { loadPuzzleObject } from "../../src/format/puzzle-json/load-puzzle.js";
import { allDigitsOf, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { AntiTaxicabRule, Layout } from "../../src/model/schemas.js";
import { ANTI_TAXICAB, taxicabPartners } from "../../src/rules/anti-taxicab.js";
import { solve } from "../../src/strategies/solve.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { sclRoundTrip } from "../support/rule-round-trip.js";

const layout: Layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const rule: AntiTaxicabRule = { type: "anti-taxicab" };
const at = (geometry: typeof single, r: number, c: number): number => geometry.canvas[r * geometry.cols + c];

/** The partners of the cell at [r, c] for digit d, as canvas positions "r,c" sorted. */
function partners(geometry: typeof single, r: number, c: number, d: number, of = rule): string[] {
  const { start, list } = taxicabPartners(of, geometry);
  const i = at(geometry, r, c) * (geometry.size + 1) + d;
  return Array.from(list.subarray(start[i], start[i + 1]), (b) => `${geometry.cellRow[b]},${geometry.cellCol[b]}`).sort();
}

/** Candidates after the rule's propagator, with the given cells placed; undefined when it fails. */
function narrowed(given: [number, number, number][], geometry = single, of = rule): Uint16Array | undefined {
  const cand = new Uint16Array(geometry.cellCount).fill(allDigitsOf(geometry.size));
  for (const [r, c, d] of given) cand[at(geometry, r, c)] = bitOf(d);
  return (ANTI_TAXICAB.propagators?.(of, geometry) ?? []).every((p) => p.propagate(cand)) ? cand : undefined;
}

describe("anti-taxicab", () => {
  it("pairs each cell with the cells exactly d steps away along rows and columns, inside its grid", () => {
    expect(partners(single, 4, 4, 1)).toEqual(["3,4", "4,3", "4,5", "5,4"]);
    expect(partners(single, 4, 4, 2)).toHaveLength(8);
    // From a corner, 9 steps reach the anti-diagonal r + c = 9 inside the grid: eight cells.
    expect(partners(single, 0, 0, 9)).toEqual(["1,8", "2,7", "3,6", "4,5", "5,4", "6,3", "7,2", "8,1"]);
  });

  it("a placed N takes N from the cells N steps away and from no other; two 1s side by side fail", () => {
    const cand = narrowed([[4, 4, 3]]);
    expect((cand?.[at(single, 1, 4)] ?? 0) & bitOf(3)).toBe(0);
    expect((cand?.[at(single, 5, 6)] ?? 0) & bitOf(3)).toBe(0);
    expect((cand?.[at(single, 6, 6)] ?? 0) & bitOf(3)).toBe(bitOf(3));
    expect(cand?.[at(single, 1, 4)]).toBe(allDigitsOf(9) & ~bitOf(3));
    expect(
      narrowed([
        [0, 0, 1],
        [0, 1, 1],
      ]),
    ).toBeUndefined();
    expect(
      narrowed([
        [0, 0, 2],
        [1, 1, 2],
      ]),
    ).toBeUndefined();
    expect(
      narrowed([
        [0, 0, 2],
        [0, 1, 2],
      ]),
    ).toBeDefined();
  });

  it("over units: a row's 2 left in two places takes 2 from a cell two steps from both", () => {
    const cand = new Uint16Array(81).fill(allDigitsOf(9));
    for (let c = 0; c < 9; c++) if (c !== 3 && c !== 5) cand[at(single, 0, c)] &= ~bitOf(2);
    const [p] = ANTI_TAXICAB.propagators?.(rule, single) ?? [];
    expect(p?.propagate(cand)).toBe(true);
    expect((cand[at(single, 1, 4)] ?? 0) & bitOf(2)).toBe(0);
    expect((cand[at(single, 2, 4)] ?? 0) & bitOf(2)).toBe(bitOf(2));
  });

  it("finds two N's N steps apart in a solution or in givens alone (a pair relation)", () => {
    const givens = new Uint8Array(81);
    givens[at(single, 2, 2)] = 4;
    givens[at(single, 4, 4)] = 4;
    expect(ANTI_TAXICAB.partial).toBe(true);
    expect(ANTI_TAXICAB.violation(rule, single, givens)).toBe("anti-taxicab: two 4s 4 steps apart, at [2, 2] and [4, 4]");
    givens[at(single, 4, 4)] = 0;
    givens[at(single, 4, 3)] = 4;
    expect(ANTI_TAXICAB.violation(rule, single, givens)).toBeUndefined();
    expect(ANTI_TAXICAB.check({ type: "anti-taxicab", grid: "z" }, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/grid"]);
    expect(ANTI_TAXICAB.svg(rule, single, { s: 40, x: (c) => c, y: (r) => r })).toEqual([]);
    expect(ANTI_TAXICAB.sentence(rule)).toMatch(/never exactly N cells away from another N/);
  });

  it("on two overlapping grids keeps to each grid's cells; with a grid named, to that one; at 16x16 to distance 16", () => {
    const twin = buildGeometry({
      name: "t",
      grids: [
        { id: "a", row: 0, col: 0 },
        { id: "b", row: 6, col: 6 },
      ],
    });
    // [8, 8] is in both grids: its partners 9 steps away lie in either; [0, 0] and [9, 0] share no grid.
    expect(partners(twin, 8, 8, 9)).toContain("14,11");
    expect(partners(twin, 8, 8, 9)).toContain("0,7");
    expect(partners(twin, 0, 0, 9)).not.toContain("9,0");
    const onlyB: AntiTaxicabRule = { type: "anti-taxicab", grid: "b" };
    expect(partners(twin, 0, 0, 1, onlyB)).toEqual([]);
    const cand = narrowed([[8, 8, 2]], twin, onlyB);
    expect((cand?.[at(twin, 10, 8)] ?? 0) & bitOf(2)).toBe(0);
    expect((cand?.[at(twin, 6, 8)] ?? 0) & bitOf(2)).toBe(0);
    expect((cand?.[at(twin, 8, 6)] ?? 0) & bitOf(2)).toBe(0);
    // [8, 6] is two steps away inside grid b; [7, 7] too; [8, 4] is two steps away but in grid a only.
    expect((cand?.[at(twin, 7, 7)] ?? 0) & bitOf(2)).toBe(0);
    expect((cand?.[at(twin, 8, 4)] ?? 0) & bitOf(2)).toBe(bitOf(2));
    const big = buildGeometry({ name: "s", size: 16, grids: [{ id: "a", row: 0, col: 0 }] });
    expect(partners(big, 0, 0, 16)).toHaveLength(15);
  });

  it("carries puzzles/anti-taxicab.json: unique with the rule, several solutions without it", () => {
    const { model, layout: withRules } = loadPuzzleFile("puzzles/anti-taxicab.json");
    expect(solve(model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
    const bare = buildGeometry({ ...withRules, rules: [] });
    expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("multiple");
  });

  it("f-puzzles and SudokuPad's own format have no anti-taxicab: both name it as left out", () => {
    const loaded = loadPuzzleObject({ layout: { ...layout, rules: [rule] }, givens: { a: ".".repeat(81) } });
    expect(toFpuzzles(loaded, { lossy: true }).dropped).toEqual(["rule 1 (anti-taxicab)"]);
    const scl = sclRoundTrip([rule]);
    expect(scl.back).toEqual([]);
    expect(scl.dropped).toEqual([expect.stringMatching(/anti-taxicab/)]);
  });
});
