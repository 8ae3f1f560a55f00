import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SIZES, sizeArb } from "../../../src/arbitraries/layouts.js";
import { boxShapeOf } from "../../../src/format/fpuzzles/fpuzzles-size.js";
import { parseCellName } from "../../../src/format/fpuzzles/fpuzzles-types.js";
import { fromFpuzzles } from "../../../src/format/fpuzzles/read-fpuzzles.js";
import { toFpuzzles } from "../../../src/format/fpuzzles/write-fpuzzles.js";
import { readAnyPuzzle } from "../../../src/format/interchange/read-any.js";
import { writeAs } from "../../../src/format/interchange/write-as.js";
import type { LoadedPuzzle } from "../../../src/format/puzzle-json/load-puzzle.js";
import { loadPuzzleObject } from "../../../src/format/puzzle-json/load-puzzle.js";
import { digitChar } from "../../../src/model/digit-chars.js";
import type { Geometry } from "../../../src/model/geometry.js";
import type { Layout, Rule } from "../../../src/model/schemas.js";
import { solve } from "../../../src/strategies/solve.js";
import { projectRoot } from "../../support/fixtures.js";

// Random cases use the run's fast-check seed (test/support/seed-setup.ts): printed once, replayed by COMBO_SEED.

/**
 * The default region of (r, c) as the two public f-puzzles readers compute it, written out here so that the
 * reader is checked against them rather than against itself:
 * - dclamage/SudokuSolver SolverUtility.DefaultRegions: square sides sqrt x sqrt; 6, 8 two rows tall and
 *   size/2 wide; 12 three rows tall and size/3 wide; index (r / rows) * rows + c / width.
 * - SudokuPad/sudokutools fpuzzlesdecoder.js getRegionShape: height the largest divisor not above sqrt(size),
 *   width size / height; index floor(r / height) * height + floor(c / width).
 */
function dclamageRegion(r: number, c: number, size: number): number {
  const root = Math.sqrt(size);
  if (Number.isInteger(root)) return Math.floor(r / root) * (size / root) + Math.floor(c / root);
  // Its cases: the primes "overlap exactly with rows"; 6, 8, 10, 14 two rows tall; 12, 15 three.
  if ([5, 7, 11, 13].includes(size)) return r;
  const rows = size === 12 || size === 15 ? 3 : 2;
  return Math.floor(r / rows) * rows + Math.floor(c / (size / rows));
}
function sudokupadRegion(r: number, c: number, size: number): number {
  let height = Math.floor(Math.sqrt(size));
  while (!Number.isInteger(size / height) && height > 1) height--;
  return Math.floor(r / height) * height + Math.floor(c / (size / height));
}

/** Every unit as its sorted cells, sorted: two geometries with the same cells say the same when these match. */
function unitSet(geometry: Geometry): string[] {
  const n = geometry.size;
  const units: string[] = [];
  for (let u = 0; u < geometry.unitCount; u++) {
    units.push(
      Array.from(geometry.unitCells.subarray(u * n, u * n + n))
        .sort((a, b) => a - b)
        .join(","),
    );
  }
  return units.sort();
}

/** The regions of a list of region numbers per cell (row by row), as sorted cell lists. */
function partition(labels: readonly number[]): string[] {
  const by = new Map<number, number[]>();
  labels.forEach((k, i) => by.set(k, [...(by.get(k) ?? []), i]));
  return [...by.values()].map((cells) => cells.join(",")).sort();
}

/** An empty f-puzzles grid of a size, with givens at the listed cells. */
function emptyFpuzzles(size: number, givens: readonly [number, number, number][] = []): { size: number; grid: Record<string, unknown>[][] } {
  const grid = Array.from({ length: size }, () => Array.from({ length: size }, (): Record<string, unknown> => ({})));
  for (const [r, c, d] of givens) grid[r]![c] = { value: d, given: true };
  return { size, grid };
}

const single = (size: number, extra: Partial<Layout> = {}): Layout => ({
  name: "single",
  ...(size === 9 ? {} : { size }),
  grids: [{ id: "main", row: 0, col: 0 }],
  ...extra,
});

describe("f-puzzles at every grid size", () => {
  it("reads each size with the default regions of both public readers (the wide box: 2x3, 2x4, 3x4, 2x5, 2x7, 3x5; rows for a prime side: no boxes)", () => {
    for (const size of SIZES) {
      const read = fromFpuzzles(emptyFpuzzles(size, [[size - 1, size - 1, size]]));
      const doc = read.document;
      expect(doc.givens).toEqual({ main: `${".".repeat(size * size - 1)}${digitChar(size)}` });
      if (size === 9) expect(doc.layout).toBe("single");
      else expect(doc.layout).toEqual(single(size));
      const loaded = loadPuzzleObject(doc);
      const boxes = loaded.model.geometry.units.flatMap((u, i) => (u.kind === "box" ? [i] : []));
      const ours = new Array<number>(size * size).fill(-1);
      for (const [k, u] of boxes.entries()) {
        for (const cell of loaded.model.geometry.unitCells.subarray(u * size, u * size + size)) ours[cell] = k;
      }
      const cells = Array.from({ length: size * size }, (_, i) => [Math.floor(i / size), i % size] as const);
      if (boxes.length === 0) {
        // A prime side: both readers' regions are the rows, which a grid without boxes has already.
        const rows = cells.map(([r]) => r);
        expect(partition(rows)).toEqual(partition(cells.map(([r, c]) => dclamageRegion(r, c, size))));
        expect(partition(rows)).toEqual(partition(cells.map(([r, c]) => sudokupadRegion(r, c, size))));
        continue;
      }
      expect(partition(ours)).toEqual(partition(cells.map(([r, c]) => dclamageRegion(r, c, size))));
      expect(partition(ours)).toEqual(partition(cells.map(([r, c]) => sudokupadRegion(r, c, size))));
      // Explicit regions in the default numbering say the same: no jigsaw, no box.
      const explicit = emptyFpuzzles(size);
      explicit.grid.forEach((row, r) => {
        row.forEach((cell, c) => {
          cell.region = sudokupadRegion(r, c, size);
        });
      });
      expect(fromFpuzzles(explicit).document.layout).toEqual(size === 9 ? "single" : single(size));
    }
  });

  it("reads a published 6x6 f-puzzles grid (kaji's Wormhole Sixxtreme): its one solution is the one it gives", () => {
    const text = readFileSync(`${projectRoot}/test/fixtures/third-party/interchange/kaji-wormhole-sixxtreme.json`, "utf8");
    const { solution } = JSON.parse(text) as { solution: number[] };
    const read = readAnyPuzzle(text);
    expect(read.from).toBe("fpuzzles");
    expect(read.puzzle.layout).toMatchObject({ size: 6, rules: [{ type: "diagonal", grid: "main" }] });
    expect(read.puzzle.layout.box).toBeUndefined();
    expect(read.puzzle.source).toBe("f-puzzles, by Kinnison");
    const result = solve(read.puzzle.model, { limit: 2 });
    expect(result.status).toBe("unique");
    expect(Array.from(result.solutions[0] ?? [])).toEqual(solution);
    // And back through a link: the same puzzle.
    const back = readAnyPuzzle(writeAs(read.puzzle, "fpuzzles-link").text).puzzle;
    expect(Array.from(solve(back.model, { limit: 2 }).solutions[0] ?? [])).toEqual(solution);
  });

  it("names cells R1C1..R16C16, refuses a name beyond the size, and writes digits 10-16 as values", () => {
    expect(parseCellName("R12C10", 12)).toEqual([11, 9]);
    expect(parseCellName("R13C1", 12)).toBeUndefined();
    expect(parseCellName("R10C1")).toBeUndefined();
    const data = { ...emptyFpuzzles(12, [[0, 0, 12]]), killercage: [{ cells: ["R13C1"], value: "5" }] };
    expect(() => fromFpuzzles(data)).toThrow(/killercage 1: its cells are not a list of R1C1\.\.R12C12 names/);
    const bad = emptyFpuzzles(6, [[0, 0, 7]]);
    expect(() => fromFpuzzles(bad)).toThrow(/given at R1C1 is not a digit 1-6/);
    const region = emptyFpuzzles(4);
    region.grid[0]![0]!.region = 4;
    expect(() => fromFpuzzles(region)).toThrow(/regions are numbered 0-3/);
    const sixteen = loadPuzzleObject({ layout: single(16), givens: { main: `G${".".repeat(254)}A` } });
    const out = toFpuzzles(sixteen).puzzle;
    expect(out.size).toBe(16);
    expect(out.grid[0]![0]).toEqual({ value: 16, given: true });
    expect(out.grid[15]![15]).toEqual({ value: 10, given: true });
    expect(out.grid).toHaveLength(16);
    expect(out.grid.every((row) => row.length === 16)).toBe(true);
  });

  it("writes a box shape other than the default as each cell's region, read back as that box shape", () => {
    const tall = loadPuzzleObject({ layout: single(6, { box: { rows: 3, cols: 2 } }), givens: { main: `1${".".repeat(35)}` } });
    const out = toFpuzzles(tall).puzzle;
    expect(out.grid.map((row) => row.map((cell) => cell.region).join(""))).toEqual(["001122", "001122", "001122", "334455", "334455", "334455"]);
    const back = fromFpuzzles(out).document;
    expect(back.layout).toEqual(single(6, { box: { rows: 3, cols: 2 } }));
    // The default shape writes no region at all (f-puzzles' own default).
    const wide = loadPuzzleObject({ layout: single(6), givens: { main: `1${".".repeat(35)}` } });
    expect(
      toFpuzzles(wide)
        .puzzle.grid.flat()
        .some((cell) => "region" in cell),
    ).toBe(false);
    expect(
      boxShapeOf(
        out.grid.flat().map((cell) => cell.region ?? -1),
        6,
      ),
    ).toEqual([3, 2]);
  });

  it("an extra region and a one-way diagonal hold size cells", () => {
    const data = { ...emptyFpuzzles(8), "diagonal+": true, extraregion: [{ cells: ["R1C1", "R1C2", "R2C1", "R2C2", "R3C3", "R4C4", "R5C5", "R8C8"] }] };
    const rules = (fromFpuzzles(data).document.layout as Layout).rules;
    expect(rules).toEqual([
      { type: "region", cells: Array.from({ length: 8 }, (_, i) => [i, 7 - i]) },
      {
        type: "region",
        cells: [
          [0, 0],
          [0, 1],
          [1, 0],
          [1, 1],
          [2, 2],
          [3, 3],
          [4, 4],
          [7, 7],
        ],
      },
    ]);
    const nine = { ...emptyFpuzzles(8), extraregion: [{ cells: ["R1C1"] }] };
    expect(() => fromFpuzzles(nine)).toThrow(/extraregion 1 is not 8 cells named R1C1\.\.R8C8/);
  });

  it("round trips random single grids of every size with random boxes, diagonals, regions and jigsaws: same givens and units (the same puzzle: these rules are all units)", () => {
    const caseArb = sizeArb().chain((size) => {
      const cells = size * size;
      const shapes = Array.from({ length: size }, (_, i) => i + 1).filter((r) => size % r === 0 && r > 1 && r < size);
      return fc.record({
        size: fc.constant(size),
        box: shapes.length === 0 ? fc.constant(undefined) : fc.option(fc.constantFrom(...shapes), { nil: undefined }),
        // Givens of distinct digits clash in no unit, whatever the rules.
        givenCells: fc.uniqueArray(fc.nat(cells - 1), { maxLength: size }),
        digits: fc.shuffledSubarray(
          Array.from({ length: size }, (_, i) => i + 1),
          { minLength: size, maxLength: size },
        ),
        diagonal: fc.boolean(),
        region: fc.option(fc.uniqueArray(fc.nat(cells - 1), { minLength: size, maxLength: size }), { nil: undefined }),
        jigsaw: fc.option(
          fc.shuffledSubarray(
            Array.from({ length: cells }, (_, i) => i),
            { minLength: cells, maxLength: cells },
          ),
          { nil: undefined },
        ),
      });
    });
    fc.assert(
      fc.property(caseArb, ({ size, box, givenCells, digits, diagonal, region, jigsaw }) => {
        const rules: Rule[] = [];
        if (diagonal) rules.push({ type: "diagonal", grid: "main" });
        if (region !== undefined) rules.push({ type: "region", cells: region.map((i) => [Math.floor(i / size), i % size]) });
        if (jigsaw !== undefined) {
          // Cells shuffled, then cut into size regions of size cells (contiguity is the author's business).
          const letter = new Array<string>(size * size);
          jigsaw.forEach((cell, i) => {
            letter[cell] = "ABCDEFGHIJKLMNOP"[Math.floor(i / size)] ?? "?";
          });
          rules.push({ type: "jigsaw", grid: "main", regions: Array.from({ length: size }, (_, r) => letter.slice(r * size, r * size + size).join("")) });
        }
        const layout = single(size, {
          ...(box === undefined ? {} : { box: { rows: box, cols: size / box } }),
          ...(rules.length === 0 ? {} : { rules }),
        });
        const main = Array.from({ length: size * size }, () => ".");
        givenCells.forEach((cell, i) => {
          main[cell] = digitChar(digits[i] ?? 1);
        });
        const ours: LoadedPuzzle = loadPuzzleObject({ layout, givens: { main: main.join("") } });
        for (const target of ["fpuzzles", "fpuzzles-link", "sudokupad"] as const) {
          const back = readAnyPuzzle(writeAs(ours, target).text).puzzle;
          expect(back.model.geometry.size).toBe(size);
          expect(Array.from(back.model.givens)).toEqual(Array.from(ours.model.givens));
          expect(unitSet(back.model.geometry)).toEqual(unitSet(ours.model.geometry));
          const backRules = back.layout.rules ?? [];
          expect(backRules.filter((r) => r.type === "diagonal")).toEqual(rules.filter((r) => r.type === "diagonal"));
          expect(backRules.filter((r) => r.type === "region")).toEqual(rules.filter((r) => r.type === "region"));
        }
      }),
      { numRuns: 40 },
    );
  });
});
