import type { Geometry } from "../../model/geometry.js";
import type { KillerRule } from "../../model/schemas.js";
import type { Elimination, LogicState, Step, Technique } from "../../model/step-contract.js";
import { DIGIT_BITS } from "../rule-kind.js";
import { cageOptions } from "./cage-options.js";
import type { SumCage } from "./cages.js";
import { cageName, digitList, orList, sumCages } from "./cages.js";

/**
 * Cage/unit overlap, both ways: a digit every possible set of a cage holds, which the cage can only place
 * in cells of one unit, is that unit's there (removed from the unit's other cells); and a digit a unit can
 * only place in the cells of one cage is that cage's there (removed from the cage's cells outside the
 * unit, and the cage's sets without it are out). Like locked candidates (2.6), with the cage's sums to
 * work out first: rated 2.9.
 */
export function cageUnitOverlap(rules: readonly KillerRule[], geometry: Geometry): Technique {
  let cages: SumCage[] | undefined;
  let cageOf: Map<number, number> | undefined;
  const size = geometry.size;
  const unitsOfCell = (c: number): number[] => {
    const out: number[] = [];
    for (let j = geometry.cellUnitStart[c]!; j < geometry.cellUnitStart[c + 1]!; j++) out.push(geometry.cellUnitList[j]!);
    return out;
  };
  const step = (cells: number[], eliminations: Elimination[], digit: number, reason: string, unit: number): Step => ({
    technique: "cage/unit overlap",
    placements: [],
    eliminations,
    cells,
    units: [unit],
    digits: 1 << (digit - 1),
    reason,
  });
  return {
    name: "cage/unit overlap",
    difficulty: 2.9,
    find(state: LogicState): Step | undefined {
      cages ??= sumCages(rules, geometry);
      if (cageOf === undefined) {
        const map = new Map<number, number>();
        cages.forEach((cage, i) => {
          for (const c of cage.cells) map.set(c, i);
        });
        cageOf = map;
      }
      const { candidates, values } = state;
      // A cage's digit confined to one unit.
      for (const cage of cages) {
        const options = cageOptions(geometry, cage, candidates, values);
        if (options === undefined) continue;
        let must = DIGIT_BITS;
        for (const set of options.sets) must &= set;
        for (let d = 1; d <= size; d++) {
          const bit = 1 << (d - 1);
          if ((must & bit) === 0) continue;
          const holders = options.open.filter((_, i) => (options.digits[i]! & bit) !== 0);
          if (holders.length === 0) continue;
          const inCage = new Set(cage.cells);
          for (const u of unitsOfCell(holders[0]!)) {
            const unit = geometry.unitCells.subarray(u * size, u * size + size);
            if (!holders.every((h) => unit.includes(h))) continue;
            const eliminations: Elimination[] = [];
            for (const c of unit) if (!inCage.has(c) && values[c] === 0 && (candidates[c]! & bit) !== 0) eliminations.push({ cell: c, digits: bit });
            if (eliminations.length > 0) {
              const where = geometry.units[u]?.name ?? `unit ${u}`;
              return step(holders, eliminations, d, `every combination of ${cageName(geometry, cage)} holds ${d}, only in ${where}`, u);
            }
          }
        }
      }
      // A unit's digit confined to one cage.
      for (let u = 0; u < geometry.unitCount; u++) {
        const unit = geometry.unitCells.subarray(u * size, u * size + size);
        for (let d = 1; d <= size; d++) {
          const bit = 1 << (d - 1);
          let where = -1;
          let alone = true;
          let placed = false;
          const holders: number[] = [];
          for (const c of unit) {
            if (values[c] === d) placed = true;
            if (values[c] !== 0 || (candidates[c]! & bit) === 0) continue;
            holders.push(c);
            const i = cageOf.get(c) ?? -1;
            if (i < 0 || (where >= 0 && where !== i)) alone = false;
            where = i;
          }
          if (placed || !alone || where < 0 || holders.length === 0) continue;
          const cage = cages[where]!; // where is a cage index
          if (cage.cells.some((c) => values[c] === d)) continue;
          // The cage holds d in the unit: not in its cells outside it, and only sets with d.
          const trimmed = Array.from(candidates);
          for (const c of cage.cells) if (!unit.includes(c) && values[c] === 0) trimmed[c]! &= ~bit;
          const options = cageOptions(geometry, cage, trimmed, values, bit);
          if (options === undefined) continue;
          const eliminations: Elimination[] = [];
          options.open.forEach((c, i) => {
            const gone = candidates[c]! & ~options.digits[i]! & DIGIT_BITS;
            if (gone !== 0) eliminations.push({ cell: c, digits: gone });
          });
          if (eliminations.length === 0) continue;
          const name = geometry.units[u]?.name ?? `unit ${u}`;
          return step(
            holders,
            eliminations,
            d,
            `${name} can only place ${d} in ${cageName(geometry, cage)}: the cage holds ${d} there, so only its combinations ${orList(options.sets.map(digitList))}`,
            u,
          );
        }
      }
      return undefined;
    },
  };
}
