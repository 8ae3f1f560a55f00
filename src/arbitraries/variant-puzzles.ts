/**
 * Random variant layouts (one or two grids, each maybe with a diagonal rule, windoku regions or both) and
 * puzzles on them with a known solution: the empty layout solved once, digits relabelled, masked at random.
 */
import fc from "fast-check";
import { buildGeometry } from "../model/geometry.js";
import type { Layout, Rule } from "../model/schemas.js";
import { solveSearch } from "../strategies/solve-search.js";

/** The four windoku regions of a grid at (row, col): 3x3 squares starting one cell in from each corner. */
function windoku(row: number, col: number): Rule[] {
  return (
    [
      [1, 1],
      [1, 5],
      [5, 1],
      [5, 5],
    ] as const
  ).map(([r0, c0]) => ({
    type: "region" as const,
    cells: [0, 1, 2].flatMap((dr) => [0, 1, 2].map((dc): [number, number] => [row + r0 + dr, col + c0 + dc])),
  }));
}

const SHAPES: Record<string, { row: number; col: number }[]> = {
  single: [{ row: 0, col: 0 }],
  twin: [
    { row: 0, col: 0 },
    { row: 6, col: 6 },
  ],
  "twin-4": [
    { row: 0, col: 0 },
    { row: 3, col: 3 },
  ],
  side: [
    { row: 0, col: 0 },
    { row: 0, col: 6 },
  ],
};

/** A random one- or two-grid layout where each grid may carry a diagonal rule, windoku regions, or both. */
export const variantLayoutArb: fc.Arbitrary<Layout> = fc.constantFrom(...Object.entries(SHAPES)).chain(([shape, spots]) => {
  return fc
    .array(fc.record({ diagonal: fc.boolean(), windoku: fc.boolean() }), { minLength: spots.length, maxLength: spots.length })
    .filter((picks) => picks.some((p) => p.diagonal || p.windoku))
    .map(
      (picks): Layout => ({
        name: `${shape}-variant`,
        grids: spots.map((s, i) => ({ id: `g${i}`, ...s })),
        rules: picks.flatMap((p, i): Rule[] => [
          ...(p.diagonal ? [{ type: "diagonal" as const, grid: `g${i}` }] : []),
          ...(p.windoku ? windoku(spots[i]!.row, spots[i]!.col) : []), // one pick per spot
        ]),
      }),
    );
});

export interface VariantPuzzle {
  layout: Layout;
  solved: Uint8Array;
  givens: Uint8Array;
}

/** Search nodes for a first solution of an empty variant layout (one or two grids: a few hundred at most). */
const EMPTY_LAYOUT_NODES = 200_000;

/** Solve the empty variant layout (limit 1), relabel its digits at random, and mask it at random. */
export const variantPuzzleArb: fc.Arbitrary<VariantPuzzle> = variantLayoutArb.chain((layout) => {
  const geometry = buildGeometry(layout);
  // Bounded like every search on generated input; an arbitrary cannot discard a case, so an overrun throws.
  const base = solveSearch({ geometry, givens: new Uint8Array(geometry.cellCount) }, { limit: 1, nodeBudget: EMPTY_LAYOUT_NODES }).solutions[0];
  if (base === undefined) throw new Error(`no solution of the empty layout ${layout.name} within ${EMPTY_LAYOUT_NODES} search nodes`);
  return fc
    .tuple(
      fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9, maxLength: 9 }),
      fc.array(fc.integer({ min: 0, max: 99 }), { minLength: geometry.cellCount, maxLength: geometry.cellCount }),
      fc.integer({ min: 30, max: 70 }),
    )
    .map(([relabel, rolls, keep]) => {
      const solved = base.map((d) => relabel[d - 1]!); // relabel is a permutation of the digits 1-9
      return { layout, solved, givens: solved.map((d, c) => ((rolls[c] ?? 0) < keep ? d : 0)) }; // a roll per cell
    });
});
