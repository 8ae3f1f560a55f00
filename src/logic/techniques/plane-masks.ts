import type { Geometry, UnitKind } from "../../model/geometry.js";
import type { LogicState } from "../../model/step-contract.js";
import { perGeometry } from "../../model/per-geometry.js";
import { lastPositionMemo } from "../position-memo.js";

/**
 * Every digit's plane of a position as bit masks, line by line, for the quick tests that let the fish
 * searches skip a plane holding no fish (fish-may-exist.ts, finned-fish-may-exist.ts). Only on a plain
 * grid: every cell in exactly one row and one column, and at most 30 of each, so that a line's places are
 * a mask of the ordinals (among the units of the kind) of the crossing lines; elsewhere undefined.
 *
 * Kind o is 0 for rows and 1 for columns; "line i of kind o" is the unit with ordinal i among that kind.
 */
export interface PlaneMasks {
  /** How many lines of each kind. */
  readonly count: readonly [number, number];
  /** places[o][d * count[o] + i]: the crossing lines' ordinals of line i's open cells where d is a candidate. */
  readonly places: readonly [Int32Array, Int32Array];
  /** placed[o][d]: the lines of kind o (bit per ordinal) where d is placed. */
  readonly placed: readonly [Int32Array, Int32Array];
  /** How many fin units (boxes and regions, the units a finned fish's fins share). */
  readonly fins: number;
  /** finCells[o][f * count[o] + i]: the crossing lines' ordinals of fin unit f's cells on line i. */
  readonly finCells: readonly [Int32Array, Int32Array];
  /** finLines[o][f]: the lines of kind o (bit per ordinal) that meet fin unit f. */
  readonly finLines: readonly [Int32Array, Int32Array];
  /** line[o][c]: the ordinal of cell c's line of kind o. */
  readonly line: readonly [Int32Array, Int32Array];
  /** cellAt[o][i * count[1 - o] + x]: the cell where line i of kind o meets crossing line x (-1: none). */
  readonly cellAt: readonly [Int32Array, Int32Array];
  /** peerColumns[c * count[0] + r]: the columns' ordinals of cell c's peers (itself left out) in row r. */
  readonly peerColumns: Int32Array;
}

/** The unit kinds whose cells a finned fish's fins may share (finned-fish.ts FIN_KINDS). */
const FIN_KINDS: ReadonlySet<UnitKind> = new Set(["box", "region"]);

/** Most lines of a kind for masks of their ordinals. */
const MAX_LINES = 30;

/** The part of the plane masks that depends on the geometry alone. */
type Layout = Omit<PlaneMasks, "places" | "placed">;

/** The geometry's line ordinals and fin unit masks, or null when it is no plain grid. Built once per geometry. */
const layoutOf = perGeometry(plainLayout);

function plainLayout(geometry: Geometry): Layout | null {
  const { cellCount, cellUnitStart, cellUnitList, units, unitCells, unitCount } = geometry;
  const gridSize = geometry.size;
  const ordinal = new Int32Array(unitCount);
  const count: [number, number] = [0, 0];
  const finUnits: number[] = [];
  for (const [u, unit] of units.entries()) {
    if (unit.kind === "row") ordinal[u] = count[0]++;
    else if (unit.kind === "column") ordinal[u] = count[1]++;
    else if (FIN_KINDS.has(unit.kind)) finUnits.push(u);
  }
  if (count[0] > MAX_LINES || count[1] > MAX_LINES) return null;
  const line: [Int32Array, Int32Array] = [new Int32Array(cellCount), new Int32Array(cellCount)];
  // c is a cell: cellUnitStart has entries c and c + 1, and the units listed between them are units
  for (let c = 0; c < cellCount; c++) {
    const seen = [0, 0];
    for (let i = cellUnitStart[c]!; i < cellUnitStart[c + 1]!; i++) {
      const u = cellUnitList[i]!;
      const kind = units[u]!.kind;
      if (kind !== "row" && kind !== "column") continue;
      const o = kind === "row" ? 0 : 1;
      line[o][c] = ordinal[u]!;
      seen[o]!++;
    }
    if (seen[0] !== 1 || seen[1] !== 1) return null;
  }
  const fins = finUnits.length;
  const finCells: [Int32Array, Int32Array] = [new Int32Array(fins * count[0]), new Int32Array(fins * count[1])];
  const finLines: [Int32Array, Int32Array] = [new Int32Array(fins), new Int32Array(fins)];
  // unit u has gridSize cells in unitCells; o and 1 - o are 0 or 1, f < fins, and line ordinals < count
  for (const [f, u] of finUnits.entries()) {
    for (let j = 0; j < gridSize; j++) {
      const c = unitCells[u * gridSize + j]!;
      for (let o = 0; o < 2; o++) {
        const i = line[o]![c]!;
        finCells[o]![f * count[o]! + i]! |= 1 << line[1 - o]![c]!;
        finLines[o]![f]! |= 1 << i;
      }
    }
  }
  const cellAt: [Int32Array, Int32Array] = [new Int32Array(count[0] * count[1]).fill(-1), new Int32Array(count[0] * count[1]).fill(-1)];
  const peerColumns = new Int32Array(cellCount * count[0]);
  // c is a cell with a line of each kind (checked above), its peers are cells, and ordinals are below count
  for (let c = 0; c < cellCount; c++) {
    const r = line[0][c]!;
    const k = line[1][c]!;
    cellAt[0][r * count[1] + k] = c;
    cellAt[1][k * count[0] + r] = c;
    for (let i = geometry.peerStart[c]!; i < geometry.peerStart[c + 1]!; i++) {
      const p = geometry.peerList[i]!;
      if (p !== c) peerColumns[c * count[0] + line[0][p]!]! |= 1 << line[1][p]!;
    }
  }
  return { count, line, fins, finCells, finLines, cellAt, peerColumns };
}

/** The plane masks of the position (kept for the next call while the position is unchanged), or undefined off a plain grid. */
export function planeMasks(state: LogicState): PlaneMasks | undefined {
  return layoutOf(state.geometry) === null ? undefined : masksOf(state);
}

const masksOf = lastPositionMemo((state: LogicState): PlaneMasks => {
  const { geometry, values, candidates } = state;
  const layout = layoutOf(geometry)!; // planeMasks asks only for a plain grid
  const { count, line } = layout;
  const digits = geometry.size + 1;
  const places: [Int32Array, Int32Array] = [new Int32Array(digits * count[0]), new Int32Array(digits * count[1])];
  const placed: [Int32Array, Int32Array] = [new Int32Array(digits), new Int32Array(digits)];
  const [rowOf, colOf] = line;
  const [byRow, byCol] = places;
  // c is a cell (line has an entry per cell); every value and candidate digit d is at most size, and line ordinals < count
  for (let c = 0; c < values.length; c++) {
    const r = rowOf[c]!;
    const k = colOf[c]!;
    const v = values[c]!;
    if (v !== 0) {
      placed[0][v]! |= 1 << r;
      placed[1][v]! |= 1 << k;
      continue;
    }
    for (let m = candidates[c]!; m !== 0; m &= m - 1) {
      const d = 32 - Math.clz32(m & -m);
      byRow[d * count[0] + r]! |= 1 << k;
      byCol[d * count[1] + k]! |= 1 << r;
    }
  }
  return { ...layout, places, placed };
});
