import type { Geometry } from "../../model/geometry.js";
import type { KillerRule } from "../../model/schemas.js";
import type { Elimination, LogicState, Step, Technique } from "../../model/step-contract.js";
import { DIGIT_BITS } from "../rule-kind.js";
import { cageOptions } from "./cage-options.js";
import type { SumCage } from "./cages.js";
import { cageName, cellName, digitList, orList, sumCages } from "./cages.js";

/**
 * Cage clash, a cage's combinations against its unit: a cage wholly inside a unit puts its digits there,
 * so a combination of it is out when, with those digits taken, another cage of the unit (its cells in the
 * unit losing them) has no combination left, or a cell of the unit has no digit left, or a digit has no
 * place left in the unit (its places all in the cage, and the combination without it). "In row 1, the
 * cage of 15 at r1c1 r1c2 cannot be 69: the cage of 10 at r1c5 r1c6 would have no combination left". The
 * cage keeps the digits of its other combinations. Rated 3.1: past hard cage combinations (3.0), one
 * cage's sets held against a second cage's, as a setter does after the cages alone.
 * Rejected: any cage touching the unit as the one whose combinations are tried (its cells outside the unit
 * take digits the unit does not see); only the other cages may stick out.
 */
export function cageClash(rules: readonly KillerRule[], geometry: Geometry): Technique {
  let cages: SumCage[] | undefined;
  const size = geometry.size;
  return {
    name: "cage clash",
    difficulty: 3.1,
    find(state: LogicState): Step | undefined {
      cages ??= sumCages(rules, geometry);
      const { candidates, values } = state;
      for (let u = 0; u < geometry.unitCount; u++) {
        const unit = [...geometry.unitCells.subarray(u * size, u * size + size)];
        const inUnit = new Set(unit);
        const touching = cages.filter((cage) => cage.cells.some((c) => inUnit.has(c)));
        for (const cage of touching) {
          if (cage.cells.length >= size || !cage.cells.every((c) => inUnit.has(c))) continue;
          const options = cageOptions(geometry, cage, candidates, values);
          if (options === undefined || options.sets.length < 2) continue;
          const mine = new Set(cage.cells);
          const others = touching.filter((o) => o !== cage && !o.cells.some((c) => mine.has(c)));
          const why = (set: number): string | undefined => clashOf(geometry, cage, set, unit, others, candidates, values);
          // The combinations out, grouped by why: "not 345 or 246 (the cage of 10 ... would have no combination left)".
          const out = new Map<string, string[]>();
          const kept = cageOptions(geometry, cage, candidates, values, 0, (set) => {
            const reason = why(set);
            if (reason !== undefined) out.set(reason, [...(out.get(reason) ?? []), digitList(set)]);
            return reason === undefined;
          });
          if (kept === undefined || out.size === 0) continue; // none left: a broken position, the engine's to report
          const eliminations: Elimination[] = [];
          kept.open.forEach((c, i) => {
            const gone = candidates[c]! & ~kept.digits[i]! & DIGIT_BITS;
            if (gone !== 0) eliminations.push({ cell: c, digits: gone });
          });
          if (eliminations.length === 0) continue;
          let digits = 0;
          for (const e of eliminations) digits |= e.digits;
          const where = geometry.units[u]?.name ?? `unit ${u}`;
          return {
            technique: "cage clash",
            placements: [],
            eliminations,
            cells: [...cage.cells],
            units: [u],
            digits,
            reason: `in ${where}, ${cageName(geometry, cage)} is ${orList(kept.sets.map(digitList))}, ${[...out].map(([reason, sets]) => `not ${orList(sets)} (${reason})`).join(", ")}`,
          };
        }
      }
      return undefined;
    },
  };
}

/**
 * Why the open cells of `cage` (wholly inside `unit`) cannot take the digits `set`, or undefined when
 * nothing in the unit objects: another cage left no combination, a cell left nothing, a digit left no place.
 */
function clashOf(
  geometry: Geometry,
  cage: SumCage,
  set: number,
  unit: readonly number[],
  others: readonly SumCage[],
  candidates: ArrayLike<number>,
  values: ArrayLike<number>,
): string | undefined {
  const inCage = new Set(cage.cells);
  const inUnit = new Set(unit);
  const left = Array.from(candidates);
  for (const c of unit) if (!inCage.has(c) && values[c] === 0) left[c]! &= ~set;
  for (const c of unit) {
    if (!inCage.has(c) && values[c] === 0 && (left[c]! & DIGIT_BITS) === 0) return `${cellName(geometry, c)} would be left nothing`;
  }
  let placed = set;
  for (const c of unit) if (values[c] !== 0) placed |= 1 << (values[c]! - 1);
  for (let d = 1; d <= geometry.size; d++) {
    const bit = 1 << (d - 1);
    if ((placed & bit) !== 0) continue;
    if (!unit.some((c) => !inCage.has(c) && values[c] === 0 && (left[c]! & bit) !== 0)) return `${d} would have no place left`;
  }
  for (const other of others) {
    const open = other.cells.filter((c) => values[c] === 0).length;
    // cageOptions is undefined past 9 open cells too (unchecked): only a cage it checks can clash.
    if (open === 0 || open > 9 || !other.cells.some((c) => inUnit.has(c))) continue;
    if (cageOptions(geometry, other, left, values) === undefined) {
      return `${cageName(geometry, other)} would have no combination left`;
    }
  }
  return undefined;
}
