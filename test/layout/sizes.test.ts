/**
 * Layout checks at other grid sizes: located errors (JSON pointer and reason) for a box
 * shape not matching the size, offsets off the box lines, regions and jigsaws not sized to the grid, givens
 * of the wrong length, digits above the size, and rule checks that know the size (killer sums, X marks).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { layoutArb, sizeArb } from "../../src/arbitraries/layouts.js";
import { checkLayout } from "../../src/layout/check-layout.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { validateSchema } from "../../src/layout/validate-schema.js";
import { loadInput } from "../../src/format/load-input.js";
import { InvalidInputError } from "../../src/model/errors.js";

/** What the document is read as (it throws when invalid). */
const kindOf = (doc: unknown): string => loadInput(JSON.stringify(doc)).kind;

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

/** A puzzle of one grid of `size` with a killer cage of two cells summing to `sum`. */
const twoCellCage = (size: number, sum: number): unknown =>
  one({
    size,
    rules: [
      {
        type: "killer",
        cells: [
          [0, 0],
          [0, 1],
        ],
        sum,
      },
    ],
  });

describe("layout checks at other sizes", () => {
  it("a box shape that does not match the size", () => {
    expect(messages(one({ size: 6, box: { rows: 2, cols: 2 } }))).toEqual([
      '/layout/box: a 2x2 box has 4 cells, but a 6x6 grid needs boxes of 6 cells (e.g. 2x3, or "none" for grids without boxes)',
    ]);
    expect(messages(one({ box: { rows: 2, cols: 3 } }))).toEqual([
      '/layout/box: a 2x3 box has 6 cells, but a 9x9 grid needs boxes of 9 cells (e.g. 3x3, or "none" for grids without boxes)',
    ]);
  });

  it("grid offsets that are not multiples of the box's rows and columns", () => {
    const layout = {
      name: "x",
      size: 6,
      grids: [
        { id: "a", row: 0, col: 0 },
        { id: "b", row: 3, col: 4 },
      ],
    };
    expect(messages({ layout, givens: {} })).toEqual([
      "/layout/grids/1/col: must be a multiple of 3 (grids sit on box boundaries)",
      "/layout/grids/1/row: must be a multiple of 2 (grids sit on box boundaries)",
    ]);
    // A 9x9 grid off the box lines is reported as before.
    expect(messages({ layout: { name: "x", grids: [{ id: "a", row: 1, col: 0 }] }, givens: {} })).toEqual([
      "/layout/grids/0/row: must be a multiple of 3 (grids sit on box boundaries)",
    ]);
  });

  it("regions and jigsaws sized to the grid", () => {
    const cells9 = Array.from({ length: 9 }, (_, i) => [Math.floor(i / 3), i % 3]);
    expect(messages(one({ size: 4, rules: [{ type: "region", cells: cells9 }] }))).toEqual([
      "/layout/rules/0/cells: a region needs 4 cells, one per digit of this layout's 4x4 grids, not 9",
    ]);
    expect(messages(one({ size: 4, rules: [{ type: "jigsaw", grid: "a", regions: ["aabb", "aabb", "ccdd", "ccdd", "ccdd"] }] }))).toEqual([
      "/layout/rules/0/regions: the regions must be 4 strings of 4 characters, one per row of the 4x4 grid",
    ]);
    expect(messages(one({ size: 4, rules: [{ type: "jigsaw", grid: "a", regions: ["aabb", "aabb", "ccdd", "ccdc"] }] }))).toEqual([
      '/layout/rules/0/regions: region "c" has 5 cells: each region has 4',
      '/layout/rules/0/regions: region "d" has 3 cells: each region has 4',
    ]);
  });

  it("every rule works at every size; killer sums and X marks are checked against the size's digits", () => {
    const rules = [
      { type: "killer", cells: [[0, 0]], sum: 3 },
      { type: "anti-knight" },
      {
        type: "thermometer",
        cells: [
          [1, 0],
          [1, 1],
        ],
      },
      {
        type: "kropki",
        cells: [
          [2, 0],
          [2, 1],
        ],
        color: "black",
      },
    ];
    expect(loadInput(JSON.stringify(one({ size: 6, rules }))).kind).toBe("puzzle");
    expect(messages(twoCellCage(6, 12))).toEqual(["/layout/rules/0/sum: no 2 different digits of 1-6 add up to 12"]);
    expect(messages(twoCellCage(16, 32))).toEqual(["/layout/rules/0/sum: no 2 different digits of 1-16 add up to 32"]);
    expect(kindOf(twoCellCage(16, 31))).toBe("puzzle");
    expect(
      messages(
        one({
          size: 4,
          rules: [
            {
              type: "xv",
              cells: [
                [0, 0],
                [0, 1],
              ],
              mark: "X",
            },
          ],
        }),
      ),
    ).toEqual(["/layout/rules/0/mark: no two digits of 1-4 add up to 10"]);
  });

  it("cages and thermometers as long as the size allows: a 16x16 cage of 12 cells summing to 126, a 12-cell thermometer; longer than the size, located", () => {
    const row = (n: number): number[][] => Array.from({ length: n }, (_, c) => [0, c]);
    expect(
      kindOf(
        one({
          size: 16,
          rules: [
            { type: "killer", cells: row(12), sum: 126 },
            { type: "thermometer", cells: row(12).map(([, c = 0]) => [1, c]) },
          ],
        }),
      ),
    ).toBe("puzzle");
    expect(
      messages(
        one({
          size: 9,
          rules: [
            { type: "killer", cells: [...row(9), [1, 0]], sum: 50 },
            { type: "thermometer", cells: [...row(9).map(([, c = 0]) => [2, c]), [3, 8]] },
          ],
        }),
      ),
    ).toEqual([
      "/layout/rules/0/cells: a cage of 10 cells cannot hold different digits of 1-9",
      "/layout/rules/1/cells: a thermometer of 10 cells cannot increase strictly through digits 1-9",
    ]);
  });

  it("givens by grid of the wrong length, and digits above the size, located", () => {
    expect(messages(one({ size: 4 }, { a: "1234........1234...." }))).toEqual([
      "/givens/a: must be exactly 16 characters (4 rows of 4) for this layout's 4x4 grids, not 20",
    ]);
    expect(messages(one({ size: 4 }, { a: "12..5..........." }))).toEqual([
      '/givens/a, canvas row 2, column 1 (grid a, row 2, column 1): "5" is 5, above this layout\'s size 4',
    ]);
    expect(messages(one({}, { a: `C${".".repeat(80)}` }))).toEqual([
      '/givens/a, canvas row 1, column 1 (grid a, row 1, column 1): "C" is 12, above this layout\'s size 9',
    ]);
    expect(messages(one({ size: 6 }, ["1.....", "..g..."]))).toEqual([
      '/givens/1, canvas row 2, column 3 (grid a, row 2, column 3): "g" is 16, above this layout\'s size 6',
    ]);
  });

  it("A-G (either case) are 10-16 on a 16x16 grid", () => {
    const loaded = loadInput(JSON.stringify(one({ size: 16 }, { a: `aBcDeFg9${".".repeat(248)}` })));
    expect(Array.from(loaded.kind === "puzzle" ? loaded.puzzle.model.givens.slice(0, 8) : [])).toEqual([10, 11, 12, 13, 14, 15, 16, 9]);
  });
});

describe("random layouts of random sizes", () => {
  it("pass the schema and the layout checks; moved off the box lines, each moved grid is reported at its row or col (grids without boxes may move)", () => {
    fc.assert(
      fc.property(
        sizeArb().chain((size) => layoutArb(4, 1, size)),
        fc.nat(),
        (layout, pick) => {
          expect(validateSchema("layout", layout)).toEqual([]);
          expect(checkLayout(layout)).toEqual([]);
          const i = pick % layout.grids.length;
          const moved = { ...layout, grids: layout.grids.map((g, j) => (j === i ? { ...g, col: g.col + 1 } : g)) };
          const issues = checkLayout(moved);
          if (buildGeometry(layout).boxes) expect(issues.map((x) => x.pointer)).toContain(`/grids/${i}/col`);
          else expect(issues.map((x) => x.pointer)).not.toContain(`/grids/${i}/col`);
        },
      ),
      { numRuns: 60 },
    );
  });
});
