/**
 * Indexing (159 sudoku): the channel between an indexing cell and the line it points into, sound against
 * brute force over one row (or column) of random candidates at sizes 4 to 9; the check of which grid a cell
 * is read in; the violation; random puzzles of every shape under the rule; puzzles/159.json; f-puzzles'
 * indexer keys both ways, SudokuPad's own format refusing it by name.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toFpuzzles } from "../../src/format/fpuzzles/write-fpuzzles.js";
import { loadPuzzleObject } from "../../src/format/puzzle-json/load-puzzle.js";
import { allDigitsOf, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Geometry } from "../../src/model/geometry.js";
import type { IndexingRule, Layout } from "../../src/model/schemas.js";
import { INDEXING, indexingLinks } from "../../src/rules/indexing.js";
import { ruleSentences } from "../../src/rules/registry.js";
import { solve } from "../../src/strategies/solve.js";
import { constructRulePuzzle } from "../arbitraries/rule-puzzles.js";
import { ruleProblems } from "../support/check-rules.js";
import { checkEmittedSolutions } from "../support/check-emitted.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const one = (size = 9): Layout => ({ name: "x", ...(size === 9 ? {} : { size }), grids: [{ id: "a", row: 0, col: 0 }] });
const single = buildGeometry(one());
const at = (geometry: Geometry, r: number, c: number): number => geometry.canvas[r * geometry.cols + c] ?? -1;
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const HIGH = 1 << 20;

/** The rule's propagator run on `cand` (in place): false when it fails. */
function run(rule: IndexingRule, geometry: Geometry, cand: Uint16Array | Uint32Array): boolean {
  return (INDEXING.propagators?.(rule, geometry) ?? []).every((p) => p.propagate(cand));
}

/**
 * Every filling of the line's cells (row 0 for column indexing, column 0 for row indexing) with different
 * digits within their candidates that keeps the rule: for each cell the digits some filling gives it.
 */
function bruteForce(rule: IndexingRule, size: number, masks: readonly number[]): number[] {
  const seen = new Array<number>(size).fill(0);
  const digits = new Array<number>(size).fill(0);
  const indexing = new Set(rule.cells.map(([r = 0, c = 0]) => (rule.index === "column" ? c : r)));
  const place = (i: number, used: number): void => {
    if (i === size) {
      // The cell at place p holding v says place v - 1 holds p + 1.
      for (const p of indexing) if (digits[digits[p]! - 1] !== p + 1) return;
      for (let j = 0; j < size; j++) seen[j]! |= bitOf(digits[j]!);
      return;
    }
    for (let d = 1; d <= size; d++) {
      if (!(masks[i]! & bitOf(d)) || used & bitOf(d)) continue;
      digits[i] = d;
      place(i + 1, used | bitOf(d));
    }
  };
  place(0, 0);
  return seen;
}

describe("indexing", () => {
  it("links each cell to its grid's row (column indexing) or column (row indexing), indexing its own column (row) number", () => {
    const column: IndexingRule = { type: "indexing", index: "column", cells: [[2, 4]] };
    const [link] = indexingLinks(column, single);
    expect(link?.digit).toBe(5);
    expect(Array.from(link?.targets ?? [], (t) => `${single.cellRow[t]},${single.cellCol[t]}`)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((c) => `2,${c}`));
    const [down] = indexingLinks({ type: "indexing", index: "row", cells: [[2, 4]] }, single);
    expect(down?.digit).toBe(3);
    expect(Array.from(down?.targets ?? [], (t) => single.cellCol[t])).toEqual(new Array(9).fill(4));
  });

  it("channels both ways, as ISS's tests have it: the cell loses V when its V-th target cannot hold C, a target loses C when the cell cannot point at it", () => {
    // r1c3 indexes 3 along row 1.
    const rule: IndexingRule = { type: "indexing", index: "column", cells: [[0, 2]] };
    const cand = new Uint32Array(81).fill(allDigitsOf(9) | HIGH);
    for (const c of [0, 1, 3, 5, 6, 7, 8]) cand[at(single, 0, c)]! &= ~bitOf(3);
    expect(run(rule, single, cand)).toBe(true);
    // 3 may stand only at c3 (itself), c5: the cell keeps 3 and 5.
    expect(cand[at(single, 0, 2)]).toBe(mask(3, 5) | HIGH);
    const fixed = new Uint16Array(81).fill(allDigitsOf(9));
    fixed[at(single, 0, 2)] = bitOf(7);
    expect(run(rule, single, fixed)).toBe(true);
    // Pointing at c7: no other cell of the row holds 3 (the row's 3 is there); c7 keeps it.
    for (let c = 0; c < 9; c++) expect((fixed[at(single, 0, c)]! & bitOf(3)) !== 0).toBe(c === 6);
    const none = new Uint16Array(81).fill(allDigitsOf(9));
    for (let c = 0; c < 9; c++) none[at(single, 0, c)] = allDigitsOf(9) & ~bitOf(3);
    none[at(single, 0, 2)] = mask(1, 2, 4);
    expect(run(rule, single, none)).toBe(false);
  });

  it("is sound against brute force over a line of random candidates, sizes 4 to 9, both directions", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 9 }),
        fc.constantFrom("column" as const, "row" as const),
        fc.array(fc.integer({ min: 1, max: 0xffff }), { minLength: 9, maxLength: 9 }),
        fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
        (size, index, raw, chosen) => {
          const geometry = buildGeometry(one(size));
          const masks = raw.slice(0, size).map((m) => m & allDigitsOf(size) || allDigitsOf(size));
          const places = chosen.slice(0, size).flatMap((on, p) => (on ? [p] : []));
          fc.pre(places.length > 0);
          const pos = (p: number): [number, number] => (index === "column" ? [0, p] : [p, 0]);
          const rule: IndexingRule = { type: "indexing", index, cells: places.map(pos) };
          const cand = new Uint16Array(geometry.cellCount).fill(allDigitsOf(size));
          masks.forEach((m, p) => {
            cand[at(geometry, ...pos(p))] = m;
          });
          const ok = run(rule, geometry, cand);
          const seen = bruteForce(rule, size, masks);
          masks.forEach((_, p) => {
            // Every digit some filling gives a cell is kept (a failure only when no filling exists).
            if (ok) expect(cand[at(geometry, ...pos(p))]! & seen[p]!).toBe(seen[p]);
            else expect(seen[p]).toBe(0);
          });
          // On a line of different digits, one a cell: it passes when every indexing cell keeps the relation, else it fails.
          const line = masks.map((m) => m & -m);
          if (new Set(line).size < size) return;
          const placed = new Uint16Array(geometry.cellCount).fill(allDigitsOf(size));
          line.forEach((m, p) => {
            placed[at(geometry, ...pos(p))] = m;
          });
          const keeps = places.every((p) => line[Math.log2(line[p]!)] === bitOf(p + 1));
          expect(run(rule, geometry, placed)).toBe(keeps);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("reads a cell in the grid it names; a cell of two grids needs the grid named; a cell outside the named grid is refused", () => {
    const twin: Layout = {
      name: "t",
      grids: [
        { id: "a", row: 0, col: 0 },
        { id: "b", row: 6, col: 6 },
      ],
    };
    const shared: IndexingRule = { type: "indexing", index: "column", cells: [[7, 8]] };
    expect(INDEXING.check(shared, "/rules/0", twin, 0).map((i) => `${i.pointer}: ${i.message}`)).toEqual([
      '/rules/0/cells/0: indexing cell [7, 8] lies in grids a and b: name the grid whose rows it indexes with "grid"',
    ]);
    expect(INDEXING.check({ ...shared, grid: "b" }, "/rules/0", twin, 0)).toEqual([]);
    expect(INDEXING.check({ ...shared, cells: [[1, 1]], grid: "b" }, "/rules/0", twin, 0).map((i) => i.message)).toEqual([
      'indexing cell [1, 1] is not in grid "b", the grid the rule names',
    ]);
    expect(INDEXING.check({ ...shared, grid: "z" }, "/rules/0", twin, 0).map((i) => i.pointer)).toEqual(["/rules/0/grid"]);
    const geometry = buildGeometry(twin);
    // In grid b, [7, 8] is at row 1, column 2 of b: it indexes 3 along canvas row 7 from column 6.
    const [inB] = indexingLinks({ ...shared, grid: "b" }, geometry);
    const [inA] = indexingLinks({ ...shared, grid: "a" }, geometry);
    expect([inB?.digit, geometry.cellCol[inB?.targets[0] ?? 0], geometry.cellCol[inB?.targets[8] ?? 0]]).toEqual([3, 6, 14]);
    expect([inA?.digit, geometry.cellCol[inA?.targets[0] ?? 0]]).toEqual([9, 0]);
    // 16x16: the last column indexes 16 (digit G).
    const big = buildGeometry(one(16));
    expect(indexingLinks({ type: "indexing", index: "column", cells: [[3, 15]] }, big)[0]?.digit).toBe(16);
  });

  it("names the broken link in a solution or in givens alone; says the rule in a sentence; shades its cells", () => {
    const rule: IndexingRule = { type: "indexing", index: "column", cells: [[0, 0]] };
    const givens = new Uint8Array(81);
    givens[at(single, 0, 0)] = 3;
    expect(INDEXING.partial).toBe(true);
    expect(INDEXING.violation(rule, single, givens)).toBeUndefined();
    givens[at(single, 0, 2)] = 4;
    expect(INDEXING.violation(rule, single, givens)).toBe("column indexing: [0, 0] holds 3, so [0, 2] should hold 1, but it holds 4");
    givens[at(single, 0, 2)] = 1;
    expect(INDEXING.violation(rule, single, givens)).toBeUndefined();
    expect(INDEXING.sentence(rule)).toMatch(/V-th cell of that row holds C/);
    expect(INDEXING.sentence({ ...rule, index: "row" })).toMatch(/V-th cell of that column holds R/);
    const svg = INDEXING.svg(rule, single, { s: 40, x: (c) => 40 * c, y: (r) => 40 * r }).join("");
    expect(svg).toContain('<rect x="0" y="0" width="40" height="40"/>');
  });

  it("random puzzles under the 159 rule, one to five grids, sizes 4 to 9: every solution found keeps it (independent checker)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.constantFrom("single" as const, "twin" as const, "samurai" as const),
        fc.constantFrom(4, 6, 9),
        (seed, shape, size) => {
          const p = constructRulePuzzle(seed, { shape, size, kinds: ["indexing"], keep: 15, wideBudget: 20_000 });
          checkEmittedSolutions(p, 5_000);
        },
      ),
      { numRuns: 12 },
    );
  });

  it("carries puzzles/159.json: unique with the rule, several solutions without it", () => {
    const { model, layout } = loadPuzzleFile("puzzles/159.json");
    const result = solve(model, { limit: 2, nodeBudget: 200_000 });
    expect(result.status).toBe("unique");
    const solved = result.solutions[0] ?? new Uint8Array(0);
    expect(ruleProblems(layout, model.geometry, solved)).toEqual([]);
    const bare = buildGeometry({ ...layout, rules: [] });
    expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 200_000 }).status).toBe("multiple");
    expect(ruleSentences(layout.rules ?? [])).toEqual([INDEXING.sentence({ type: "indexing", index: "column", cells: [[0, 0]] })]);
  });

  it("f-puzzles: columnindexer and rowindexer, a part per cell, both ways; SudokuPad's own format names it as left out", () => {
    const column: IndexingRule = {
      type: "indexing",
      index: "column",
      cells: [
        [0, 0],
        [1, 4],
      ],
    };
    const row: IndexingRule = { type: "indexing", index: "row", cells: [[3, 3]] };
    const { written, back } = fpuzzlesRoundTrip([column, row]);
    expect(written.columnindexer).toEqual([{ cells: ["R1C1"] }, { cells: ["R2C5"] }]);
    expect(written.rowindexer).toEqual([{ cells: ["R4C4"] }]);
    expect(back).toEqual([column, row]);
    const scl = sclRoundTrip([column]);
    expect(scl.back).toEqual([]);
    expect(scl.dropped).toEqual([expect.stringMatching(/indexing/)]);
    const loaded = loadPuzzleObject({ layout: { ...one(), rules: [column] }, givens: { a: ".".repeat(81) } });
    expect(toFpuzzles(loaded).dropped).toEqual([]);
  });
});
