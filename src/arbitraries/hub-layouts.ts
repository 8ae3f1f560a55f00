/**
 * Random hub layouts and puzzles on them, for the planner's properties: a hub grid at canvas (6,6) and 1-4
 * outer grids, each overlapping the hub (1, 2, 3, 4 or 6 boxes, at offsets of -6..6 in steps of 3) and
 * other outer grids only inside the hub (as a cross's arms meet in its corner boxes). Puzzles are cut from a solved canvas (layouts.ts), keeping a share of the givens per
 * region: many in the outer grids, shared boxes included (so an outer grid alone has few solutions), a
 * chosen share in the rest of the hub (fewer givens there give several solutions).
 */
import fc from "fast-check";
import { createRandom } from "../generate/random.js";
import { buildGeometry } from "../model/geometry.js";
import type { Layout } from "../model/schemas.js";
import type { Model } from "../model/model.js";
import { solvedCanvasArb } from "./layouts.js";

const HUB_AT = 6;
const SIDE = 2 * HUB_AT + 9;
const OFFSETS: readonly (readonly [number, number])[] = [-6, -3, 0, 3, 6].flatMap((dr) =>
  [-6, -3, 0, 3, 6].filter((dc) => dr !== 0 || dc !== 0).map((dc) => [dr, dc] as const),
);

const apart = (r1: number, c1: number, r2: number, c2: number): boolean => Math.abs(r1 - r2) >= 9 || Math.abs(c1 - c2) >= 9;
/** Two outer grids (offsets from the hub) whose common cells all lie in the hub, as a cross's arms do. */
const meetInsideHub = (r1: number, c1: number, r2: number, c2: number): boolean =>
  Math.max(r1, r2) >= 0 && Math.min(r1, r2) <= 0 && Math.max(c1, c2) >= 0 && Math.min(c1, c2) <= 0;

/** A hub layout: grid "hub" at (6,6) and outer grids o1..on overlapping it, and each other only inside it. */
export function hubLayoutArb(maxOuter = 4): fc.Arbitrary<Layout> {
  return fc
    .tuple(fc.shuffledSubarray([...OFFSETS], { minLength: OFFSETS.length, maxLength: OFFSETS.length }), fc.integer({ min: 1, max: maxOuter }))
    .map(([shuffled, wanted]) => {
      const picked: (readonly [number, number])[] = [];
      for (const [dr, dc] of shuffled) {
        if (picked.length === wanted) break;
        if (picked.every(([r, c]) => apart(r, c, dr, dc) || meetInsideHub(r, c, dr, dc))) picked.push([dr, dc]);
      }
      return {
        name: "random-hub",
        grids: [{ id: "hub", row: HUB_AT, col: HUB_AT }, ...picked.map(([dr, dc], i) => ({ id: `o${i + 1}`, row: HUB_AT + dr, col: HUB_AT + dc }))],
      } satisfies Layout;
    });
}

export interface HubPuzzle {
  readonly layout: Layout;
  readonly model: Model;
  /** The solved canvas the givens were cut from, one digit per model cell. */
  readonly solution: Uint8Array;
}

/** Shares of the givens kept, in percent: in outer grids (their shared boxes too), and in the rest of the hub. */
export interface GivenShares {
  readonly outer: readonly [number, number];
  readonly hub: readonly [number, number];
}

export function hubPuzzleArb(shares: GivenShares): fc.Arbitrary<HubPuzzle> {
  return fc
    .record({
      layout: hubLayoutArb(),
      canvas: solvedCanvasArb(SIDE, SIDE),
      outerShare: fc.integer({ min: shares.outer[0], max: shares.outer[1] }),
      hubShare: fc.integer({ min: shares.hub[0], max: shares.hub[1] }),
      seed: fc.integer(),
    })
    .map(({ layout, canvas, outerShare, hubShare, seed }) => {
      const geometry = buildGeometry(layout);
      const inOuter = new Set(geometry.grids.slice(1).flatMap((g) => [...g.cells]));
      const random = createRandom(seed); // a puzzle is a pure function of the arbitrary's values
      const solution = new Uint8Array(geometry.cellCount);
      const givens = new Uint8Array(geometry.cellCount);
      for (const [c, row] of geometry.cellRow.entries()) {
        const digit = canvas.digitAt(row, geometry.cellCol[c]!); // cellRow and cellCol: one entry per cell
        solution[c] = digit;
        const share = inOuter.has(c) ? outerShare : hubShare;
        if (random.below(100) < share) givens[c] = digit;
      }
      return { layout, model: { geometry, givens }, solution };
    });
}
