/**
 * Every size from 4 to 16, and grids without boxes (`"box": "none"`): the schema's and the
 * checks' messages, the geometry, solving and the logic engine, the generator, the picture, and the
 * interchange formats (f-puzzles, SudokuPad) for the 5x5 consecutive Latin square and the 7x7 jigsaw under
 * puzzles/.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cutPuzzleArb, layoutArb } from "../../src/arbitraries/index.js";
import { generate } from "../../src/api/generate.js";
import { rate } from "../../src/api/rate.js";
import { canvasRows } from "../../src/format/canvas-rows.js";
import { fromFpuzzles } from "../../src/format/fpuzzles/read-fpuzzles.js";
import { toFpuzzles } from "../../src/format/fpuzzles/write-fpuzzles.js";
import { readAnyPuzzle } from "../../src/format/interchange/read-any.js";
import { writeAs } from "../../src/format/interchange/write-as.js";
import { loadInput } from "../../src/format/load-input.js";
import { loadPuzzleObject } from "../../src/format/puzzle-json/load-puzzle.js";
import { svgFigure } from "../../src/format/svg-figure.js";
import { checkLayout } from "../../src/layout/check-layout.js";
import { validateSchema } from "../../src/layout/validate-schema.js";
import { InvalidInputError } from "../../src/model/errors.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { DEFAULT_BOXES, gridShape } from "../../src/model/grid-size.js";
import type { Layout } from "../../src/model/schemas.js";
import { solve } from "../../src/strategies/solve.js";
import { emptyState, posKey } from "../../src/web/editor-state.js";
import { paintJigsaw } from "../../src/web/rule-tools.js";
import { runCapture } from "../support/capture-io.js";
import { ruleProblems } from "../support/check-rules.js";
import { solutionProblems } from "../support/check-solution.js";
import { loadPuzzleFile } from "../support/fixtures.js";

function messages(doc: unknown): string[] {
  try {
    loadInput(JSON.stringify(doc));
  } catch (e: unknown) {
    if (e instanceof InvalidInputError) return e.message.split("\n");
    throw e;
  }
  throw new Error("no error");
}

const one = (extra: object, givens: object = {}): unknown => ({ layout: { name: "x", grids: [{ id: "a", row: 0, col: 0 }], ...extra }, givens });

describe("sizes 4 to 16 and their messages", () => {
  it("every size from 4 to 16 loads; out of range or not a whole number says the range", () => {
    for (let size = 4; size <= 16; size++) expect(loadInput(JSON.stringify(one({ size }))).kind).toBe("puzzle");
    for (const size of [3, 17, 5.5, "5", null]) expect(messages(one({ size }))).toEqual(["/layout/size: must be an integer from 4 to 16"]);
    expect(validateSchema("layout", { name: "x", size: 2, grids: [{ id: "a", row: 0, col: 0 }] })).toEqual([
      { pointer: "/size", message: "must be an integer from 4 to 16" },
    ]);
  });

  it("an enum of the schema names its allowed values", () => {
    const dot = {
      type: "kropki",
      cells: [
        [0, 0],
        [0, 1],
      ],
      color: "red",
    };
    expect(messages(one({ rules: [dot] }))).toEqual(['/layout/rules/0/color: must be one of "white" or "black"']);
    const xv = {
      type: "xv",
      cells: [
        [0, 0],
        [0, 1],
      ],
      mark: "Y",
    };
    expect(messages(one({ rules: [xv] }))).toEqual(['/layout/rules/0/mark: must be one of "X" or "V"']);
    expect(messages(one({ rules: [{ type: "kropki-all-dots", colors: ["grey"] }] }))).toEqual(['/layout/rules/0/colors/0: must be one of "white" or "black"']);
  });

  it("the default boxes: the usual shape where the size has one, none for the primes", () => {
    expect(Object.fromEntries(Object.entries(DEFAULT_BOXES).map(([k, [r, c]]) => [k, `${r}x${c}`]))).toEqual({
      4: "2x2",
      6: "2x3",
      8: "2x4",
      9: "3x3",
      10: "2x5",
      12: "3x4",
      14: "2x7",
      15: "3x5",
      16: "4x4",
    });
    for (const size of [5, 7, 11, 13]) expect(gridShape({ size }).boxes).toBe(false);
    expect(gridShape({ size: 9, box: "none" })).toEqual({ size: 9, boxes: false, boxRows: 1, boxCols: 1 });
  });

  it('"box" is "none" or a shape; a shape that does not fit says "none" is there', () => {
    expect(messages(one({ size: 7, box: "square" }))).toEqual(['/layout/box: must be "none" (grids without boxes) or an object {"rows": R, "cols": C}']);
    expect(messages(one({ size: 7, box: { rows: 2, cols: 3 } }))).toEqual([
      '/layout/box: a 2x3 box has 6 cells, but a 7x7 grid needs boxes of 7 cells (7 has no box shape but 1x7: say "none" for grids without boxes)',
    ]);
    expect(messages(one({ size: 10, box: { rows: 3, cols: 3 } }))).toEqual([
      '/layout/box: a 3x3 box has 9 cells, but a 10x10 grid needs boxes of 10 cells (e.g. 2x5, or "none" for grids without boxes)',
    ]);
  });

  it("grids without boxes sit at any row and column; disjoint groups need boxes", () => {
    const layout: Layout = {
      name: "x",
      size: 6,
      box: "none",
      grids: [
        { id: "a", row: 0, col: 0 },
        { id: "b", row: 5, col: 1 },
      ],
    };
    expect(checkLayout(layout)).toEqual([]);
    expect(checkLayout({ name: "x", size: 6, grids: layout.grids }).map((i) => i.pointer)).toEqual(["/grids/1/col", "/grids/1/row"]);
    expect(messages(one({ size: 5, rules: [{ type: "disjoint-groups" }] }))).toEqual([
      '/layout/rules/0/type: disjoint groups are places in boxes, but this layout\'s grids have no boxes ("box": "none")',
    ]);
  });
});

describe("the geometry, solving and logic without boxes", () => {
  it("units: rows and columns only, or a jigsaw's regions as boxes", () => {
    const latin = buildGeometry({ name: "x", size: 5, grids: [{ id: "a", row: 0, col: 0 }] });
    expect(latin.boxes).toBe(false);
    expect(latin.units.map((u) => u.kind).sort()).toEqual([...Array(5).fill("column"), ...Array(5).fill("row")]);
    const jigsaw = loadPuzzleFile("puzzles/7x7-jigsaw.json").model.geometry;
    // Seven regions (one of them may be a whole row, then one unit named twice).
    expect(jigsaw.units.flatMap((u) => u.name.split(" = ")).filter((n) => n.startsWith("jigsaw region"))).toHaveLength(7);
    expect(jigsaw.units.some((u) => u.kind === "box")).toBe(false);
  });

  for (const name of ["5x5-latin-consecutive", "7x7-jigsaw"]) {
    it(`${name}.json: unique through the library (search, not the 9x9 engine or the planner), solved by logic`, () => {
      const { model, layout } = loadPuzzleFile(`puzzles/${name}.json`);
      const result = solve(model, { limit: 2, nodeBudget: 1_000_000 });
      expect(result.status).toBe("unique");
      expect(result.stats.strategy).toBe("search");
      expect(solutionProblems(layout, model.geometry, result.solutions[0], model.givens)).toEqual([]);
      expect(ruleProblems(layout, model.geometry, result.solutions[0])).toEqual([]);
      const rating = rate(loadPuzzleFile(`puzzles/${name}.json`));
      expect(rating.status).toBe("unique");
    });

    it(`${name}.json: unique through the CLI's solve`, async () => {
      const run = await runCapture(["solve", `puzzles/${name}.json`, "-f", "json"]);
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout).status).toBe("unique");
    });
  }

  it("the picture has no box lines and says rows and columns", () => {
    const { model } = loadPuzzleFile("puzzles/5x5-latin-consecutive.json");
    const figure = svgFigure(model.geometry, model.givens, { legend: true });
    const text = figure.body.join("");
    expect(text).not.toMatch(/stroke-width="2">\s*<rect/);
    expect(text.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ")).toContain("Place 1-5 once in every row and column.");
  });

  it("a 9x9 grid without boxes is not the 9x9 engine's", () => {
    const model = loadPuzzleObject({ layout: { name: "latin9", box: "none", grids: [{ id: "a", row: 0, col: 0 }] }, givens: {} }).model;
    const result = solve(model, { limit: 1 });
    expect(result.stats.strategy).toBe("search");
    expect(result.count).toBe(1);
  });

  it("the page's jigsaw tool starts a grid without boxes from its rows", () => {
    const state = emptyState({ name: "x", size: 5, grids: [{ id: "a", row: 0, col: 0 }] });
    const painted = paintJigsaw(state, [posKey(0, 0)], 2);
    expect(painted.layout.rules).toEqual([{ type: "jigsaw", grid: "a", regions: ["BAAAA", "BBBBB", "CCCCC", "DDDDD", "EEEEE"] }]);
  });

  it('the generator makes unique puzzles without boxes (5x5, and 9x9 with "box": "none")', () => {
    for (const layout of [
      { name: "latin5", size: 5, grids: [{ id: "a", row: 0, col: 0 }] },
      { name: "latin9", box: "none" as const, grids: [{ id: "a", row: 0, col: 0 }] },
    ]) {
      const report = generate({ layout, seed: 7 });
      const loaded = loadPuzzleObject(report.puzzle);
      expect(solve(loaded.model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
    }
  });
});

describe("interchange without boxes", () => {
  it("f-puzzles: a grid without boxes is every cell's region null, and reads back as box none", () => {
    for (const name of ["5x5-latin-consecutive", "7x7-jigsaw"]) {
      const loaded = loadPuzzleFile(`puzzles/${name}.json`);
      const { puzzle } = toFpuzzles(loaded);
      expect(puzzle.size).toBe(loaded.layout.size);
      if (name === "5x5-latin-consecutive") expect(puzzle.grid.flat().every((cell) => cell.region === null)).toBe(true);
      const back = readAnyPuzzle(JSON.stringify(puzzle)).puzzle;
      expect(gridShape(back.layout).boxes).toBe(false);
      expect(Array.from(back.model.givens)).toEqual(Array.from(loaded.model.givens));
      expect(solve(back.model, { limit: 2 }).solutions[0]).toEqual(solve(loaded.model, { limit: 2 }).solutions[0]);
    }
    // f-puzzles' own default for a prime side (regions = rows) is a grid without boxes too.
    const blank = { size: 7, grid: Array.from({ length: 7 }, () => Array.from({ length: 7 }, () => ({}))) };
    expect(fromFpuzzles(blank).document.layout).toEqual({ name: "single", size: 7, grids: [{ id: "main", row: 0, col: 0 }] });
    // At a size with boxes, every region null says "none".
    const nulls = { size: 6, grid: Array.from({ length: 6 }, () => Array.from({ length: 6 }, () => ({ region: null }))) };
    expect(fromFpuzzles(nulls).document.layout).toEqual({ name: "single", size: 6, box: "none", grids: [{ id: "main", row: 0, col: 0 }] });
  });

  it("SudokuPad: a grid without boxes writes no regions and reads back without boxes", () => {
    const loaded = loadPuzzleFile("puzzles/5x5-latin-consecutive.json");
    const link = writeAs(loaded, "sudokupad").text;
    const back = readAnyPuzzle(link).puzzle;
    expect(gridShape(back.layout).boxes).toBe(false);
    expect(solve(back.model, { limit: 2 }).status).toBe("unique");
  });

  it("random puzzles without boxes at every size round-trip through f-puzzles and SudokuPad", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 16 }).chain((size) => cutPuzzleArb({ size, box: "none", maxGrids: 1, keep: [0.2, 0.6] })),
        (p) => {
          const loaded = loadPuzzleObject({ layout: p.layout, givens: gridGivens(p.layout, p.givens) });
          for (const target of ["fpuzzles", "sudokupad"] as const) {
            const back = readAnyPuzzle(writeAs(loaded, target).text).puzzle;
            expect(gridShape(back.layout).boxes).toBe(false);
            expect(Array.from(back.model.givens)).toEqual(Array.from(p.givens));
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it("SudokuPad: random layouts of several grids without boxes at any offset come back with the same grids", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(4, 5, 6, 7, 9, 11).chain((size) => cutPuzzleArb({ size, box: "none", minGrids: 2, maxGrids: 5, keep: [0.1, 0.5] })),
        (p) => {
          const loaded = loadPuzzleObject({ layout: p.layout, givens: canvasRows(p.geometry, p.givens) });
          const back = readAnyPuzzle(writeAs(loaded, "sudokupad").text).puzzle;
          const spots = (layout: Layout): string[] => layout.grids.map((g) => `${g.row},${g.col}`).sort();
          expect(spots(back.layout)).toEqual(spots(p.layout));
          expect(Array.from(back.model.givens)).toEqual(Array.from(p.givens));
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("random layouts without boxes", () => {
  it("pass the schema and the checks at any offset, and solve to a solution that keeps every row and column", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 12 }).chain((size) => cutPuzzleArb({ size, box: "none", maxGrids: 3, keep: [0.4, 0.8] })),
        (p) => {
          expect(validateSchema("layout", p.layout)).toEqual([]);
          expect(checkLayout(p.layout)).toEqual([]);
          const result = solve({ geometry: p.geometry, givens: p.givens }, { limit: 1, nodeBudget: 50_000 });
          if (result.status === "unknown") return;
          expect(result.count).toBe(1);
          expect(solutionProblems(p.layout, p.geometry, result.solutions[0], p.givens)).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("layoutArb at the prime sizes leaves box to its default (none)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(5, 7, 11, 13).chain((size) => layoutArb(3, 1, size)),
        (layout) => {
          expect(layout.box).toBeUndefined();
          expect(buildGeometry(layout).boxes).toBe(false);
        },
      ),
      { numRuns: 20 },
    );
  });
});

/** Givens of a one-grid layout as the grid's characters. */
function gridGivens(layout: Layout, givens: Uint8Array): Record<string, string> {
  const id = layout.grids[0]?.id ?? "a";
  return { [id]: Array.from(givens, (d) => (d === 0 ? "." : "123456789ABCDEFG"[d - 1])).join("") };
}
