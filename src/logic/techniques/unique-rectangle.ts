import { digitChar } from "../../model/digit-chars.js";
import { bitOf, digitOfBit, popcount } from "../../model/digits.js";
import type { Geometry } from "../../model/geometry.js";
import { perGeometry } from "../../model/per-geometry.js";
import type { Elimination, LogicState, Step, Technique } from "../../model/step-contract.js";
import { cellRef, digitChars } from "../describe.js";
import { seeingAll } from "../scan.js";
import { unitName } from "../unit-name.js";

/**
 * Unique rectangles, types 1 to 4 (assumes the puzzle has one solution; the engine uses it only when a
 * search proved so). Four open cells at the corners of a canvas rectangle, every unit through them holding
 * two corners of one side (or all four), and two digits a, b in all four: were the four cells a and b
 * only, a and b could be swapped around the rectangle, every unit keeping its digits, and the puzzle
 * would have two solutions. So the rectangle is not {a, b} everywhere:
 *
 *   type 1  three corners are {a, b}: a and b leave the fourth.
 *   type 2  the corners with more than {a, b} (two or three) have one extra digit x, the same: one of them
 *           is x, so x leaves every cell seeing them all (on a diagonal too: HoDoKu's type 5 and 2B).
 *   type 3  two corners of a side have extras E, the other two are {a, b}: one of the two is a digit of E,
 *           so the two act as one cell with candidates E, and with k - 1 cells of a unit they share form
 *           a naked set of k digits: those digits leave the unit's other cells.
 *   type 4  as type 3, and a fits the side's unit only in those two corners: one is a, the other cannot
 *           be b (the four would be {a, b}), so b leaves both.
 *
 * Difficulty (Sukaku Explainer, UniqueLoopHint and UniqueLoopType3NakedHint): 4.5 for types 1, 2 and 4;
 * type 3 adds 0.1 per digit of its naked set beyond one (a pair 4.6, a quad 4.8).
 *
 * Any layout: the unit test replaces "two rows, two columns, two boxes". A layout with rules that are not
 * units (killer sums, thermometers, ...) may forbid the swap, so there the technique finds nothing
 * (uniquenessHolds).
 */
export const uniqueRectangle: Technique = {
  name: "unique rectangle",
  difficulty: 4.5,
  assumesUnique: true,
  find(state: LogicState): Step | undefined {
    if (!uniquenessHolds(state.geometry)) return undefined;
    for (const rect of rectangles(state)) {
      const step = typeOneToFour(state, rect);
      if (step !== undefined) return step;
    }
    return undefined;
  },
};

/** The rule types that only add units: the swap of a deadly pattern keeps every one of them. */
const UNIT_RULES: ReadonlySet<string> = new Set(["diagonal", "region", "jigsaw", "disjoint-groups"]);

/** True when the layout's constraints are all units, so a deadly pattern's swap is another solution. */
export function uniquenessHolds(geometry: Geometry): boolean {
  return (geometry.layout.rules ?? []).every((r) => UNIT_RULES.has(r.type));
}

/**
 * A candidate deadly rectangle: corners [A, B, C, D] (A, B on one canvas row, C under A, D under B: the
 * diagonals are A-D and B-C) and the digits all four share (two or more).
 */
export interface Rectangle {
  readonly corners: readonly [number, number, number, number];
  readonly common: number;
}

/** The sides of a rectangle, as corner indexes. */
const SIDES: readonly (readonly [number, number])[] = [
  [0, 1],
  [2, 3],
  [0, 2],
  [1, 3],
];

/**
 * Every rectangle of open cells sharing two or more digits whose units allow the swap: each unit through
 * a corner holds exactly the two corners of a side, or all four.
 */
export function* rectangles(state: LogicState): Generator<Rectangle> {
  const { geometry, values, candidates } = state;
  const { rows, cols, canvas, cellRow, cellCol } = geometry;
  const table = swapTable(geometry);
  // Invariants behind the `!` below: every cell is one of the geometry's (from canvas, which holds cells
  // or -1), so the per-cell tables and the state's masks have its entry.
  for (let a = 0; a < values.length; a++) {
    if (values[a] !== 0 || popcount(candidates[a]!) < 2) continue;
    const r1 = cellRow[a]!;
    const c1 = cellCol[a]!;
    for (let c2 = c1 + 1; c2 < cols; c2++) {
      const b = canvas[r1 * cols + c2]!;
      if (b < 0 || values[b] !== 0) continue;
      const ab = candidates[a]! & candidates[b]!;
      if (popcount(ab) < 2) continue;
      for (let r2 = r1 + 1; r2 < rows; r2++) {
        const c = canvas[r2 * cols + c1]!;
        const d = canvas[r2 * cols + c2]!;
        if (c < 0 || d < 0 || values[c] !== 0 || values[d] !== 0) continue;
        const common = ab & candidates[c]! & candidates[d]!;
        if (popcount(common) < 2) continue;
        if (swappableAt(geometry, table, (r1 * rows + r2) * cols * cols + c1 * cols + c2, a, b, c, d)) yield { corners: [a, b, c, d], common };
      }
    }
  }
}

/**
 * Per geometry, each canvas rectangle's answer from swappable, kept once worked out: 0 not yet, 1 swappable,
 * 2 not. Indexed by its rows r1 < r2 and columns c1 < c2 as ((r1 * rows + r2) * cols + c1) * cols + c2;
 * only where that table stays small (at most 2^22 entries: a 9x9 has 6,561, a samurai 194,481), else null
 * (perGeometry keeps no undefined) and worked out every time. The answer depends on the geometry alone,
 * and the search asks it again at every step for the same rectangles (it was 1.5% of rating magictour).
 */
const swapTable = perGeometry((geometry) => {
  const n = geometry.rows * geometry.rows * geometry.cols * geometry.cols;
  return n <= 1 << 22 ? new Uint8Array(n) : null;
});

/** swappable for the rectangle at `index` of the geometry's swapTable (`table`; corners a, b, c, d), kept where there is one. */
function swappableAt(geometry: Geometry, table: Uint8Array | null, index: number, a: number, b: number, c: number, d: number): boolean {
  if (table === null) return swappable(geometry, a, b, c, d);
  // index < rows² cols² = the table's length (the caller's rows and columns are on the canvas)
  if (table[index] === 0) table[index] = swappable(geometry, a, b, c, d) ? 1 : 2;
  return table[index] === 1;
}

/** Each unit through a corner holds two corners of a side, or all four. */
function swappable(geometry: Geometry, a: number, b: number, c: number, d: number): boolean {
  const { cellUnitStart, cellUnitList, unitCells, size } = geometry;
  for (const x of [a, b, c, d]) {
    // x is a cell: cellUnitStart has entries x and x + 1; unit u's size cells are in unitCells
    for (let i = cellUnitStart[x]!; i < cellUnitStart[x + 1]!; i++) {
      const u = cellUnitList[i]!;
      // the corners in u as bits 0-3 (compared in place: indexOf per cell was most of this search)
      let inside = 0;
      for (let j = 0; j < size; j++) {
        const y = unitCells[u * size + j]!;
        if (y === a) inside |= 1;
        else if (y === b) inside |= 2;
        else if (y === c) inside |= 4;
        else if (y === d) inside |= 8;
      }
      if (inside !== 15 && !SIDE_MASKS.includes(inside)) return false;
    }
  }
  return true;
}

/** The sides as masks of corner bits. */
const SIDE_MASKS: readonly number[] = SIDES.map(([p, q]) => (1 << p) | (1 << q));

/** The units holding every one of the cells. */
export function sharedUnits(geometry: Geometry, cells: readonly number[]): number[] {
  const { cellUnitStart, cellUnitList, unitCells, size } = geometry;
  const out: number[] = [];
  const first = cells[0] ?? -1;
  if (first < 0) return out;
  // first is a cell: cellUnitStart has its entries; each unit's size cells are in unitCells
  for (let i = cellUnitStart[first]!; i < cellUnitStart[first + 1]!; i++) {
    const u = cellUnitList[i]!;
    const inUnit = unitCells.subarray(u * size, u * size + size);
    if (cells.every((c) => inUnit.includes(c))) out.push(u);
  }
  return out;
}

function names(geometry: Geometry, cells: readonly number[]): string {
  return cells.map((c) => cellRef(geometry, c)).join(", ");
}

/** A pair of digits as a step writes it: {a,b}. */
function pairText(pair: number): string {
  return `{${digitChars(pair).join(",")}}`;
}

/** A unique rectangle step: `kind` ("type 1", ...) and what follows from it (`rest`). */
function urStep(
  geometry: Geometry,
  corners: readonly number[],
  pair: number,
  kind: string,
  rest: string,
  eliminations: Elimination[],
  difficulty?: number,
): Step {
  return {
    technique: "unique rectangle",
    ...(difficulty === undefined ? {} : { difficulty }),
    placements: [],
    eliminations,
    cells: [...corners],
    units: [],
    digits: pair,
    reason: `${kind}, assuming the puzzle has one solution: ${names(geometry, corners)} cannot all be ${pairText(pair)} (a and b could be swapped); ${rest}`,
  };
}

/** The first type 1 to 4 deduction of a rectangle, trying each pair of its common digits. */
function typeOneToFour(state: LogicState, rect: Rectangle): Step | undefined {
  const { geometry, candidates, values } = state;
  const { corners, common } = rect;
  const gridSize = geometry.size;
  for (let x = 1; x <= gridSize; x++) {
    if ((common & bitOf(x)) === 0) continue;
    for (let y = x + 1; y <= gridSize; y++) {
      if ((common & bitOf(y)) === 0) continue;
      const pair = bitOf(x) | bitOf(y);
      // The corners with digits beyond the pair, counted before any list is made (this runs for every pair of
      // every rectangle; most end here).
      let extraCount = 0;
      let lastExtra = -1;
      for (const c of corners) {
        // corners hold cells: each has a candidate mask
        if ((candidates[c]! & ~pair) === 0) continue;
        extraCount++;
        lastExtra = c;
      }
      if (extraCount === 1) {
        const c = lastExtra;
        return urStep(geometry, corners, pair, "type 1", `so ${pairText(pair)} leave ${cellRef(geometry, c)}`, [{ cell: c, digits: pair & candidates[c]! }]);
      }
      if (extraCount === 0) continue; // all four {a, b}: the puzzle would not be unique (never in a unique one)
      const extra = corners.filter((c) => (candidates[c]! & ~pair) !== 0);
      // Type 2: every extra corner has the same one extra digit.
      const x0 = candidates[extra[0]!]! & ~pair; // extra.length >= 2
      if (popcount(x0) === 1 && extra.every((c) => (candidates[c]! & ~pair) === x0)) {
        const hit = seeingAll(state, extra, x0, corners);
        if (hit.length > 0) {
          return urStep(
            geometry,
            corners,
            pair,
            "type 2",
            `one of ${names(geometry, extra)} is ${digitChar(digitOfBit(x0))}`,
            hit.map((cell) => ({ cell, digits: x0 })),
          );
        }
      }
      if (extra.length !== 2) continue;
      const units = sharedUnits(geometry, extra);
      if (units.length === 0) continue; // a diagonal: no unit for types 3 and 4
      const [p, q] = extra as [number, number];
      // Type 4: a fits a shared unit only in the two extra corners.
      for (const u of units) {
        for (const [keep, lose] of [
          [bitOf(x), bitOf(y)],
          [bitOf(y), bitOf(x)],
        ] as const) {
          if (!onlyIn(state, u, keep, extra)) continue;
          return urStep(
            geometry,
            corners,
            pair,
            "type 4",
            `${digitChar(digitOfBit(keep))} fits ${unitName(geometry, u)} only in ${names(geometry, extra)}, so ${digitChar(digitOfBit(lose))} leaves both`,
            [
              { cell: p, digits: lose },
              { cell: q, digits: lose },
            ],
          );
        }
      }
      // Type 3: the two extra corners as one cell with candidates E, in a naked set of the shared unit.
      const e = (candidates[p]! | candidates[q]!) & ~pair;
      if (popcount(e) > 4) continue;
      for (const u of units) {
        const others: number[] = [];
        for (let j = 0; j < gridSize; j++) {
          const c = geometry.unitCells[u * gridSize + j]!; // unit u has gridSize cells
          if (values[c] === 0 && c !== p && c !== q && !corners.includes(c) && popcount(candidates[c]! | e) <= 4) others.push(c);
        }
        const set: number[] = [];
        const search = (from: number, mask: number): Step | undefined => {
          if (set.length > 0 && popcount(mask) === set.length + 1) {
            const hit: Elimination[] = [];
            for (let j = 0; j < gridSize; j++) {
              const c = geometry.unitCells[u * gridSize + j]!; // as above
              if (values[c] === 0 && c !== p && c !== q && !set.includes(c) && (candidates[c]! & mask) !== 0)
                hit.push({ cell: c, digits: candidates[c]! & mask });
            }
            if (hit.length === 0) return undefined;
            return urStep(
              geometry,
              corners,
              pair,
              "type 3",
              `one of ${names(geometry, extra)} is ${digitChars(e).join(" or ")}, so with ${names(geometry, set)} they hold ${digitChars(mask).join(", ")} in ${unitName(geometry, u)}`,
              hit,
              Math.round((4.5 + 0.1 * set.length) * 10) / 10,
            );
          }
          if (set.length === 3) return undefined;
          for (let i = from; i < others.length; i++) {
            const c = others[i]!; // i < others.length
            const m = mask | candidates[c]!;
            if (popcount(m) > 4) continue;
            set.push(c);
            const found = search(i + 1, m);
            set.pop();
            if (found !== undefined) return found;
          }
          return undefined;
        };
        const found = search(0, e);
        if (found !== undefined) return found;
      }
    }
  }
  return undefined;
}

/** True when digit `bit` fits unit u's open cells only among `cells`. */
export function onlyIn(state: LogicState, u: number, bit: number, cells: readonly number[]): boolean {
  const { unitCells, size } = state.geometry;
  for (let j = 0; j < size; j++) {
    const c = unitCells[u * size + j]!; // unit u has size cells
    if (state.values[c] === 0 && (state.candidates[c]! & bit) !== 0 && !cells.includes(c)) return false;
  }
  return true;
}
