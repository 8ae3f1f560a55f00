import { bitOf } from "../../solver/digits.js";
import type { UnitKind } from "../../layout/geometry.js";
import { unitHas } from "../scan.js";
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
  for (let d = 1; d <= 9; d++) {
    const bit = bitOf(d);
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
        const covers: number[] = [];
        const coversAll = (): boolean => {
          const uncovered = baseCells.find((c) => !covers.some((v) => unitHas(geometry, v, c)));
          if (uncovered === undefined) return true;
          if (covers.length === size) return false;
          // Classic covers first (the other line kind: columns for row bases), then any unit (Franken fish).
          for (const classic of [true, false]) {
            for (let i = cellUnitStart[uncovered]; i < cellUnitStart[uncovered + 1]; i++) {
              const v = cellUnitList[i];
              if (baseUnits.includes(v) || covers.includes(v) || (geometry.units[v].kind === orthogonal) !== classic) continue;
              covers.push(v);
              if (coversAll() && eliminationsOf().length > 0) return true;
              covers.pop();
            }
          }
          return false;
        };
        const eliminationsOf = (): Elimination[] => {
          const out: Elimination[] = [];
          const seen = new Set<number>();
          for (const v of covers) {
            for (let j = 0; j < 9; j++) {
              const c = unitCells[v * 9 + j];
              if (inBase[c] !== stamp && state.values[c] === 0 && (state.candidates[c] & bit) !== 0 && !seen.has(c)) {
                seen.add(c);
                out.push({ cell: c, digits: bit });
              }
            }
          }
          return out;
        };
        const ok = coversAll() && covers.length === size;
        const eliminations = ok ? eliminationsOf() : [];
        if (eliminations.length === 0) return undefined;
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
