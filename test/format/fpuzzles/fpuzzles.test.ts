import { readFileSync } from "node:fs";
import fc from "fast-check";
import lz from "lz-string";
import { describe, expect, it } from "vitest";
import { variantPuzzleArb } from "../../../src/arbitraries/variant-puzzles.js";
import { canvasRows } from "../../../src/format/canvas-rows.js";
import { decodeFpuzzlesPayload, fpuzzlesLink, fpuzzlesLinkPayload } from "../../../src/format/fpuzzles/fpuzzles-link.js";
import { fromFpuzzles } from "../../../src/format/fpuzzles/read-fpuzzles.js";
import { toFpuzzles } from "../../../src/format/fpuzzles/write-fpuzzles.js";
import { readAnyPuzzle } from "../../../src/format/interchange/read-any.js";
import { writeAs } from "../../../src/format/interchange/write-as.js";
import type { LoadedPuzzle } from "../../../src/format/puzzle-json/load-puzzle.js";
import { loadPuzzleObject } from "../../../src/format/puzzle-json/load-puzzle.js";
import { sudokupadLink, sudokupadLinkPayload } from "../../../src/format/sudokupad/sudokupad-link.js";
import { ComboSudokuError } from "../../../src/model/errors.js";
import type { Geometry } from "../../../src/model/geometry.js";
import { solve } from "../../../src/strategies/solve.js";
import { projectRoot } from "../../support/fixtures.js";

// Random cases use the run's fast-check seed (test/support/seed-setup.ts): printed once, replayed by COMBO_SEED.

const fixture = (name: string): string => readFileSync(`${projectRoot}/test/fixtures/third-party/interchange/${name}`, "utf8");

/** Every unit as its sorted cells, sorted: two geometries with the same cells say the same when these match. */
function unitSet(geometry: Geometry): string[] {
  const units: string[] = [];
  for (let u = 0; u < geometry.unitCount; u++) {
    units.push(
      Array.from(geometry.unitCells.subarray(u * 9, u * 9 + 9))
        .sort((a, b) => a - b)
        .join(","),
    );
  }
  return units.sort();
}

/** A 9x9 with one given (1 at R1C1), as an f-puzzles object, plus the extra top-level keys. */
function onlyOne(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const grid = Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => (r === 0 && c === 0 ? { value: 1, given: true } : {})));
  return { size: 9, grid, ...extra };
}

const xSudoku = (): LoadedPuzzle => readAnyPuzzle(readFileSync(`${projectRoot}/puzzles/x-sudoku.json`, "utf8")).puzzle;

describe("f-puzzles links (LZ-string base64)", () => {
  const link = fixture("lisudoku-fpuzzles-link.txt").trim();
  const payload = fpuzzlesLinkPayload(link) ?? "";

  it("decodes a published f-puzzles link to its JSON: one given, a 1 at R1C1", () => {
    expect(payload).toMatch(/^N4Igzg/);
    const data = decodeFpuzzlesPayload(payload) as { size: number; grid: { value?: number; given?: boolean }[][] };
    expect(data.size).toBe(9);
    expect(data.grid[0][0]).toEqual({ value: 1, given: true });
    expect(data.grid.flat().filter((c) => c.given === true)).toHaveLength(1);
    const read = readAnyPuzzle(link);
    expect(read.from).toBe("fpuzzles-link");
    expect(read.puzzle.layoutName).toBe("single");
    expect(Array.from(read.puzzle.model.givens).filter((d) => d !== 0)).toEqual([1]);
    expect(read.puzzle.model.givens[0]).toBe(1);
  });

  it("encodes that JSON text back to the published payload, byte for byte", () => {
    const text = lz.decompressFromBase64(payload);
    expect(lz.compressToBase64(text)).toBe(payload);
    // Our writer, from the same object, produces f-puzzles' own key order, hence the same link.
    expect(fpuzzlesLink(JSON.parse(text))).toBe(`https://www.f-puzzles.com/?load=${payload}`);
  });

  it("a SudokuPad link carries the same payload after sudokupad.app/fpuzzles", () => {
    const sp = sudokupadLink(onlyOne());
    expect(sp.startsWith("https://sudokupad.app/fpuzzles")).toBe(true);
    expect(sudokupadLinkPayload(sp)).toBe(fpuzzlesLinkPayload(fpuzzlesLink(onlyOne())));
    expect(decodeFpuzzlesPayload(sudokupadLinkPayload(sp) ?? "")).toEqual(onlyOne());
  });

  it("a payload that is not LZ-string base64 of JSON is invalid input", () => {
    expect(() => decodeFpuzzlesPayload("not*base64")).toThrow(/not LZ-string base64 of a JSON puzzle/);
    expect(() => decodeFpuzzlesPayload(lz.compressToBase64("hello"))).toThrow(/not LZ-string base64/);
    expect(() => decodeFpuzzlesPayload("yA==")).toThrow(/not LZ-string base64/); // lz-string itself throws a TypeError here
    expect(() => decodeFpuzzlesPayload("A".repeat(2_000_001))).toThrow(/longer than 2000000 characters/);
  });
});

describe("f-puzzles JSON", () => {
  it("writes X-sudoku with diagonal+ and diagonal-, givens as { value, given }", () => {
    const { puzzle, dropped } = toFpuzzles(xSudoku());
    expect(dropped).toEqual([]);
    expect(puzzle["diagonal+"]).toBe(true);
    expect(puzzle["diagonal-"]).toBe(true);
    expect(puzzle.grid[1][5]).toEqual({ value: 9, given: true });
    expect(puzzle.grid[0][0]).toEqual({});
    expect(puzzle.title).toBe("X-sudoku (constructed)");
  });

  it("reads X-sudoku back: the same givens, units and unique solution", () => {
    const x = xSudoku();
    const back = loadPuzzleObject(fromFpuzzles(JSON.parse(JSON.stringify(toFpuzzles(x).puzzle))).document);
    expect(Array.from(back.model.givens)).toEqual(Array.from(x.model.givens));
    expect(unitSet(back.model.geometry)).toEqual(unitSet(x.model.geometry));
    const a = solve(x.model, { nodeBudget: 100_000 });
    const b = solve(back.model, { nodeBudget: 100_000 });
    expect(a.status).toBe("unique");
    expect(b.status).toBe("unique");
    expect(Array.from(b.solutions[0])).toEqual(Array.from(a.solutions[0]));
  });

  it("one diagonal alone becomes a region rule of its nine cells", () => {
    const plus = fromFpuzzles(onlyOne({ "diagonal+": true })).document;
    expect(plus.layout).toEqual({
      name: "single",
      grids: [{ id: "main", row: 0, col: 0 }],
      rules: [{ type: "region", cells: [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => [i, 8 - i]) }],
    });
    const minus = fromFpuzzles(onlyOne({ "diagonal-": true, "diagonal+": false })).document;
    expect(minus.layout).toEqual({
      name: "single",
      grids: [{ id: "main", row: 0, col: 0 }],
      rules: [{ type: "region", cells: [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => [i, i]) }],
    });
  });

  it("extraregion cells are read as a region rule", () => {
    const cells = ["R2C2", "R2C3", "R2C4", "R3C2", "R3C3", "R3C4", "R4C2", "R4C3", "R4C4"];
    const doc = fromFpuzzles(onlyOne({ extraregion: [{ cells }] })).document;
    expect(doc.layout).toMatchObject({
      rules: [
        {
          type: "region",
          cells: [
            [1, 1],
            [1, 2],
            [1, 3],
            [2, 1],
            [2, 2],
            [2, 3],
            [3, 1],
            [3, 2],
            [3, 3],
          ],
        },
      ],
    });
    expect(() => fromFpuzzles(onlyOne({ extraregion: [{ cells: cells.slice(0, 8) }] }))).toThrow(/extraregion 1 is not nine cells/);
  });

  it("writes a region rule as extraregion R<row>C<col> names and reads it back as the same rule", () => {
    const cells = [
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 0],
      [1, 1],
      [1, 2],
      [2, 0],
      [4, 7],
    ];
    const layout = { name: "odd-region", grids: [{ id: "main", row: 0, col: 0 }], rules: [{ type: "region" as const, cells }] };
    const { puzzle } = toFpuzzles(loadPuzzleObject({ layout, givens: ["."] }));
    expect(puzzle.extraregion).toEqual([{ cells: ["R1C1", "R1C2", "R1C3", "R1C4", "R2C1", "R2C2", "R2C3", "R3C1", "R5C8"] }]);
    expect(fromFpuzzles(puzzle).document.layout).toMatchObject({ rules: [{ type: "region", cells }] });
  });

  it("a single grid placed away from the canvas corner is written relative to its own corner", () => {
    const cells = [
      [3, 3],
      [3, 4],
      [3, 5],
      [3, 6],
      [4, 3],
      [4, 4],
      [4, 5],
      [5, 3],
      [11, 11],
    ];
    const layout = { name: "moved", grids: [{ id: "a", row: 3, col: 3 }], rules: [{ type: "region" as const, cells }] };
    const givens = ["", "", "", "   5"];
    const { puzzle } = toFpuzzles(loadPuzzleObject({ layout, givens }));
    expect(puzzle.extraregion).toEqual([{ cells: ["R1C1", "R1C2", "R1C3", "R1C4", "R2C1", "R2C2", "R2C3", "R3C1", "R9C9"] }]);
    expect(puzzle.grid[0][0]).toEqual({ value: 5, given: true });
  });

  it("refuses what combo-sudoku cannot express, naming each; --lossy leaves it out and names it", () => {
    const cage = { minimum: [{ cell: "R1C1" }], maximum: [{ cell: "R9C9" }], antiknight: false };
    expect(() => fromFpuzzles(onlyOne(cage))).toThrow(/cannot express constraint "minimum"[^]*cannot express constraint "maximum"/);
    const lossy = fromFpuzzles(onlyOne(cage), { lossy: true });
    expect(lossy.dropped).toEqual(['constraint "minimum"', 'constraint "maximum"']);
    expect(lossy.document.layout).toBe("single");
    const noRegion = onlyOne();
    (noRegion.grid as { region?: number | null }[][])[0][3].region = null;
    expect(() => fromFpuzzles(noRegion)).toThrow(/cells outside every region/);
  });

  it("refuses a size out of range, a malformed grid, and a given that is no digit", () => {
    for (const size of [3, 17, 25, 5.5, "9", null]) {
      expect(() => fromFpuzzles({ size, grid: [] })).toThrow(/combo-sudoku reads grids of 4 to 16 cells a side/);
    }
    expect(() => fromFpuzzles({ size: 6, grid: [] })).toThrow(/grid is not 6 rows of 6 cells/);
    expect(() => fromFpuzzles({ size: 9, grid: [[]] })).toThrow(/grid is not 9 rows of 9 cells/);
    const bad = onlyOne();
    (bad.grid as { value?: number; given?: boolean }[][])[4][4] = { value: 12, given: true };
    expect(() => fromFpuzzles(bad)).toThrow(/given at R5C5 is not a digit 1-9/);
  });

  it("values without given: true are a solver's entries, not givens", () => {
    const entries = onlyOne();
    (entries.grid as { value?: number }[][])[8][8] = { value: 5 };
    expect(fromFpuzzles(entries).document.givens).toEqual({ main: `1${".".repeat(80)}` });
  });

  it("refuses a layout of several grids, with the reason", () => {
    const samurai = readAnyPuzzle(readFileSync(`${projectRoot}/puzzles/samurai-seed-a.json`, "utf8")).puzzle;
    expect(() => toFpuzzles(samurai)).toThrow(/f-puzzles holds a single grid; this puzzle's layout samurai has 5 grids/);
    // A SudokuPad link of several grids is SudokuPad's own format instead (test/format/sudokupad/scl.test.ts).
    expect(writeAs(samurai, "sudokupad").text).toMatch(/^https:\/\/sudokupad\.app\/scl/);
  });

  it("round trips random single-grid variant puzzles: ours -> f-puzzles link -> ours", () => {
    fc.assert(
      fc.property(
        variantPuzzleArb.filter((p) => p.layout.grids.length === 1),
        ({ layout, givens, solved }) => {
          const geometry0 = loadPuzzleObject({ layout, givens: ["."] }).model.geometry;
          const ours = loadPuzzleObject({ layout, givens: canvasRows(geometry0, givens) });
          const link = writeAs(ours, "sudokupad").text.trim();
          const back = readAnyPuzzle(link).puzzle;
          expect(Array.from(back.model.givens)).toEqual(Array.from(givens));
          expect(unitSet(back.model.geometry)).toEqual(unitSet(ours.model.geometry));
          // The same puzzle: the same solving outcome (bounded), and the known solution still fits.
          const a = solve(ours.model, { nodeBudget: 20_000 });
          const b = solve(back.model, { nodeBudget: 20_000 });
          expect(b.status).toBe(a.status);
          expect(b.solutions.map((s) => Array.from(s))).toEqual(a.solutions.map((s) => Array.from(s)));
          if (a.status === "unique") expect(Array.from(a.solutions[0])).toEqual(Array.from(solved));
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe("bad input never crashes", () => {
  /** Runs readAnyPuzzle; anything thrown but a ComboSudokuError (a typed, one-line reason) is a failure. */
  const readsOrRefuses = (text: string): void => {
    try {
      readAnyPuzzle(text, { lossy: text.length % 2 === 0 });
    } catch (e: unknown) {
      if (!(e instanceof ComboSudokuError)) throw e;
    }
  };
  const cell = fc.oneof(fc.constant({}), fc.record({ value: fc.anything(), given: fc.anything(), region: fc.anything() }, { requiredKeys: [] }), fc.anything());
  // Every size f-puzzles and combo-sudoku share, with a grid of that size or anything.
  const junkFpuzzles = fc.constantFrom(4, 6, 8, 9, 12, 16).chain((n) =>
    fc.record(
      {
        size: fc.oneof(fc.constant(n), fc.anything()),
        grid: fc.oneof(fc.array(fc.array(cell, { minLength: n, maxLength: n }), { minLength: n, maxLength: n }), fc.anything()),
        "diagonal+": fc.anything(),
        extraregion: fc.oneof(
          fc.array(fc.record({ cells: fc.array(fc.oneof(fc.constantFrom("R1C1", "R9C9", "R0C1", "R12C12", "R16C16", "R17C1"), fc.string())) })),
          fc.anything(),
        ),
        killercage: fc.anything(),
      },
      { requiredKeys: ["size", "grid"] },
    ),
  );

  it("random text, links with random payloads, and junk f-puzzles objects give a result or a typed error", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((p) => `https://sudokupad.app/fpuzzles${p}`),
          fc.base64String().map((p) => `https://f-puzzles.com/?load=${p}`),
          junkFpuzzles.map((o) => `https://www.f-puzzles.com/?load=${lz.compressToBase64(JSON.stringify(o))}`),
          junkFpuzzles.map((o) => JSON.stringify(o)),
        ),
        readsOrRefuses,
      ),
      { numRuns: 300 },
    );
  });
});
