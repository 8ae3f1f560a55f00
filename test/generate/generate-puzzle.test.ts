import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canvasRows } from "../../src/format/canvas-rows.js";
import { generatePuzzle } from "../../src/generate/generate-puzzle.js";
import { symmetryOrbits } from "../../src/generate/symmetry-orbits.js";
import { BUILTIN_LAYOUTS, type BuiltinLayoutName } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Geometry } from "../../src/model/geometry.js";
import { loadInput } from "../../src/format/load-input.js";
import type { Layout } from "../../src/model/schemas.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import { seedArb, smallLayoutArb, symmetryArb } from "../../src/arbitraries/generate.js";
import { solutionProblems } from "../support/check-solution.js";
import { NODE_BUDGET, withinBudget } from "../support/budget.js";

const geometries = new Map<string, Geometry>();
function geometryOf(name: BuiltinLayoutName): Geometry {
  let g = geometries.get(name);
  if (g === undefined) {
    g = buildGeometry(BUILTIN_LAYOUTS[name]);
    geometries.set(name, g);
  }
  return g;
}

/**
 * The givens as a picture the size of the layout's bounding box: "#" a given, "." an empty cell, " " where no
 * grid covers (canvas rows leave trailing spaces off; the layout's grids give the full width).
 */
function givenPicture(layout: Layout, rows: readonly string[]): string[] {
  const height = Math.max(...layout.grids.map((g) => g.row)) + 9;
  const width = Math.max(...layout.grids.map((g) => g.col)) + 9;
  return Array.from({ length: height }, (_, r) => (rows[r] ?? "").padEnd(width).replace(/[1-9]/g, "#"));
}

describe("generatePuzzle", () => {
  it("makes puzzles that load as valid puzzle files, have exactly one solution and keep the symmetry asked for", () => {
    fc.assert(
      fc.property(smallLayoutArb, symmetryArb, seedArb, (name, symmetry, seed) => {
        const geometry = geometryOf(name);
        const made = generatePuzzle(geometry, { seed, symmetry });
        const text = JSON.stringify({ layout: name, givens: canvasRows(geometry, made.givens) });
        const input = loadInput(text);
        if (input.kind !== "puzzle") throw new Error("expected a puzzle");
        expect(Array.from(input.puzzle.model.givens)).toEqual(Array.from(made.givens));

        const result = withinBudget(solveSearch(input.puzzle.model, { limit: 2, nodeBudget: NODE_BUDGET }));
        expect(result.count).toBe(1);
        expect(result.complete).toBe(true);
        expect(Array.from(result.solutions[0])).toEqual(Array.from(made.solution));
        expect(solutionProblems(BUILTIN_LAYOUTS[name], geometry, made.solution, made.givens)).toEqual([]);
        expect(made.stats.givens).toBe(made.givens.filter((d) => d !== 0).length);

        // Symmetry, checked on the emitted canvas rows as a picture (not with the orbit formula under test):
        // turned half round (central) or mirrored left-right, the picture of givens is unchanged wherever
        // a covered position lands on a covered position.
        if (symmetry !== "none") {
          const picture = givenPicture(BUILTIN_LAYOUTS[name], canvasRows(geometry, made.givens));
          const turned = (symmetry === "central" ? [...picture].reverse() : picture).map((row) => [...row].reverse().join(""));
          picture.forEach((row, r) => {
            for (let c = 0; c < row.length; c++) if (row[c] !== " " && turned[r][c] !== " ") expect(`${r},${c}:${turned[r][c]}`).toBe(`${r},${c}:${row[c]}`);
          });
        }
      }),
      { numRuns: 8 },
    );
  });

  // The samurai too since the search's conflict tie-break: its uniqueness checks stay far below the node
  // budget (at most 83 nodes over 40 seeds measured; the budget is 16,000), so the puzzle is minimal.
  it("makes minimal puzzles: removing any one given loses uniqueness", () => {
    fc.assert(
      fc.property(fc.constantFrom("single", "twin", "samurai"), seedArb, (name, seed) => {
        const geometry = geometryOf(name);
        const made = generatePuzzle(geometry, { seed });
        expect(made.stats.unproven).toBe(0);
        const givens = Uint8Array.from(made.givens);
        for (let c = 0; c < givens.length; c++) {
          if (givens[c] === 0) continue;
          givens[c] = 0;
          expect(withinBudget(solveSearch({ geometry, givens }, { limit: 2, keep: 0, nodeBudget: NODE_BUDGET })).count).toBe(2);
          givens[c] = made.givens[c];
        }
      }),
      { numRuns: 6 },
    );
  });

  it("is a function of the seed: the same seed gives the same puzzle, different seeds usually differ", () => {
    fc.assert(
      fc.property(smallLayoutArb, symmetryArb, seedArb, seedArb, (name, symmetry, a, b) => {
        fc.pre(a !== b);
        const geometry = geometryOf(name);
        const first = generatePuzzle(geometry, { seed: a, symmetry }).givens;
        expect(Array.from(generatePuzzle(geometry, { seed: a, symmetry }).givens)).toEqual(Array.from(first));
        expect(Array.from(generatePuzzle(geometry, { seed: b, symmetry }).givens)).not.toEqual(Array.from(first));
      }),
      { numRuns: 6 },
    );
  });

  it("stops at the givens asked for, or says how close it got", () => {
    const geometry = geometryOf("single");
    const made = generatePuzzle(geometry, { seed: 7, givens: 32 });
    expect(made.stats.givens).toBeLessThanOrEqual(32);
    expect(() => generatePuzzle(geometry, { seed: 7, givens: 5, attempts: 3 })).toThrow(/could not reach 5 givens in 3 attempts .*the fewest was \d+/);
  });

  it("groups cells in symmetric orbits, lone cells where the layout is not symmetric", () => {
    const twin = geometryOf("twin");
    // The twin is centrally symmetric: every orbit has two cells (its center cell lies in the shared box, alone).
    const central = symmetryOrbits(twin, "central");
    expect(central.flat().sort((x, y) => x - y)).toEqual(Array.from({ length: twin.cellCount }, (_, i) => i));
    expect(central.filter((o) => o.length === 1)).toHaveLength(1);
    // Mirrored left-right, the twin's grids do not cover each other's images everywhere: some cells stay alone.
    const mirror = symmetryOrbits(twin, "mirror");
    expect(mirror.some((o) => o.length === 1)).toBe(true);
    expect(mirror.flat()).toHaveLength(twin.cellCount);
  });
});
