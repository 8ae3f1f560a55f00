import type { Geometry } from "../../model/geometry.js";
import type { KillerRule } from "../../model/schemas.js";
import type { Elimination, LogicState, Step, Technique } from "../../model/step-contract.js";
import { DIGIT_BITS } from "../rule-kind.js";
import { cageOptions } from "./cage-options.js";
import type { SumCage } from "./cages.js";
import { cageName, digitList, orList, sumCages } from "./cages.js";

/**
 * Hard cage combinations: a cage's combinations checked against its cells' candidates cell by cell (a set
 * whose digits are all there, but not in a way each cell gets its own: two cells both needing its 9, say),
 * beyond the cage combinations step (2.3), which only asks that every digit of a set be somewhere in the
 * cage. Rated 3.0.
 */
export function hardCageCombinations(rules: readonly KillerRule[], geometry: Geometry): Technique {
  let cages: SumCage[] | undefined;
  return {
    name: "hard cage combinations",
    difficulty: 3.0,
    find(state: LogicState): Step | undefined {
      cages ??= sumCages(rules, geometry);
      for (const cage of cages) {
        const options = cageOptions(geometry, cage, state.candidates, state.values);
        if (options === undefined) continue;
        const eliminations: Elimination[] = [];
        options.open.forEach((c, i) => {
          const gone = state.candidates[c]! & ~options.digits[i]! & DIGIT_BITS;
          if (gone !== 0) eliminations.push({ cell: c, digits: gone });
        });
        if (eliminations.length === 0) continue;
        let digits = 0;
        for (const e of eliminations) digits |= e.digits;
        const sets = orList(options.sets.map(digitList));
        return {
          technique: "hard cage combinations",
          placements: [],
          eliminations,
          cells: [...cage.cells],
          units: [],
          digits,
          reason: `${cageName(geometry, cage)} can only be ${sets}, each cell taking its own digit`,
        };
      }
      return undefined;
    },
  };
}
