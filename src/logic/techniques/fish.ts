import { bitOf } from "../../solver/digits.js";
import type { UnitKind } from "../../layout/geometry.js";
import type { Elimination, Step } from "../step.js";
import type { LogicState } from "../state.js";
import { choose } from "./subsets.js";

/**
 * Fish of a size (2 X-wing, 3 swordfish, 4 jellyfish), over any layout: n pairwise disjoint base units
 * of one kind (rows, columns or boxes, from any grids) whose open places for a digit all lie in n cover
 * units (any other units). The n base units hold n of the digit, in n distinct cells, each in some
 * cover; a cover holds the digit once, so each cover's digit is one of the base ones, and the digit
 * leaves the covers' other cells. (Covers may overlap: the count still forces one base digit per cover.)
 *
 * Base units of one kind only, and covers found by a depth-first walk from the first uncovered cell (each
 * cell has few units): rejected, bases of mixed kinds, whose combinations grow too fast on a sumo for
 * what they add over the locked candidates and chains.
 */
const BASE_KINDS: readonly UnitKind[] = ["row", "column", "box"];

export function findFish(state: LogicState, size: number, name: string): Step | undefined {
  const { geometry } = state;
  const { unitCount, unitCells, cellUnitStart, cellUnitList } = geometry;
  const pick: number[] = [];
  // inBase[c] === stamp: c lies in the base units of the combination being tried (a fresh stamp per
  // combination instead of clearing the marks).
  const inBase = new Int32Array(geometry.cellCount);
  let stamp = 0;
  // coverCount[c]: how many chosen cover units hold cell c (the covers being tried, in `covers`).
  const coverCount = new Int32Array(geometry.cellCount);
  const covers: number[] = [];
  const cover = (v: number, delta: number): void => {
    for (let j = 0; j < 9; j++) coverCount[unitCells[v * 9 + j]] += delta;
  };
  let bit = 0;
  /** Chooses covers, depth first from the first uncovered base cell, until all are covered with an elimination. */
  const coverSearch = (baseCells: readonly number[], baseUnits: readonly number[], orthogonal: UnitKind | undefined): boolean => {
    let uncovered = -1;
    for (const c of baseCells) {
      if (coverCount[c] === 0) {
        uncovered = c;
        break;
      }
    }
    if (uncovered < 0) return covers.length === size && coversEliminate();
    if (covers.length === size) return false;
    // Classic covers first (the other line kind: columns for row bases), then any unit (Franken fish).
    for (const classic of [true, false]) {
      for (let i = cellUnitStart[uncovered]; i < cellUnitStart[uncovered + 1]; i++) {
        const v = cellUnitList[i];
        if (baseUnits.includes(v) || covers.includes(v) || (geometry.units[v].kind === orthogonal) !== classic) continue;
        covers.push(v);
        cover(v, 1);
        if (coverSearch(baseCells, baseUnits, orthogonal)) return true;
        cover(v, -1);
        covers.pop();
      }
    }
    return false;
  };
  /** Whether a cover cell outside the bases still holds the digit. */
  const coversEliminate = (): boolean => {
    for (const v of covers) {
      for (let j = 0; j < 9; j++) {
        const c = unitCells[v * 9 + j];
        if (inBase[c] !== stamp && state.values[c] === 0 && (state.candidates[c] & bit) !== 0) return true;
      }
    }
    return false;
  };
  for (let d = 1; d <= 9; d++) {
    bit = bitOf(d);
    for (const kind of BASE_KINDS) {
      const orthogonal: UnitKind | undefined = kind === "row" ? "column" : kind === "column" ? "row" : undefined;
      const bases: number[] = [];
      const placesOf: number[][] = [];
      for (let u = 0; u < unitCount; u++) {
        if (geometry.units[u].kind !== kind) continue;
        const at: number[] = [];
        let placed = false;
        for (let j = 0; j < 9; j++) {
          const c = unitCells[u * 9 + j];
          if (state.values[c] !== 0) placed ||= state.values[c] === d;
          else if ((state.candidates[c] & bit) !== 0) at.push(c);
        }
        if (!placed && at.length >= 2 && at.length <= size) {
          bases.push(u);
          placesOf.push(at);
        }
      }
      if (bases.length < size) continue;
      const found = choose(bases.length, size, pick, (idx) => {
        // Disjoint bases: no cell in two of them.
        const baseCells: number[] = [];
        stamp++;
        for (const i of idx) {
          const u = bases[i];
          for (let j = 0; j < 9; j++) {
            const c = unitCells[u * 9 + j];
            if (inBase[c] === stamp) return undefined;
            inBase[c] = stamp;
          }
          baseCells.push(...placesOf[i]);
        }
        const baseUnits = idx.map((i) => bases[i]);
        covers.length = 0;
        if (!coverSearch(baseCells, baseUnits, orthogonal)) return undefined;
        const eliminations: Elimination[] = [];
        for (const v of covers) {
          for (let j = 0; j < 9; j++) {
            const c = unitCells[v * 9 + j];
            if (inBase[c] !== stamp && state.values[c] === 0 && (state.candidates[c] & bit) !== 0 && !eliminations.some((e) => e.cell === c)) {
              eliminations.push({ cell: c, digits: bit });
            }
          }
        }
        for (const v of covers) cover(v, -1);
        return {
          technique: name,
          placements: [],
          eliminations,
          cells: baseCells,
          units: [...baseUnits, ...covers],
          digits: bit,
          reason: `${d} in ${baseUnits.map((u) => geometry.units[u].name).join(", ")} lies only in ${covers.map((u) => geometry.units[u].name).join(", ")}`,
        };
      });
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
