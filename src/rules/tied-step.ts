import type { Geometry } from "../model/geometry.js";
import type { Elimination, LogicState, Step, Technique } from "../model/step-contract.js";
import { DIGIT_BITS, candidateText, cellRef } from "./rule-kind.js";
import type { TiedGroup } from "./tied-fillings.js";
import { tiedFillings } from "./tied-fillings.js";

/** The most search nodes one group's fillings may take in one call (a chain of eight cells needs far fewer). */
const BUDGET = 4000;

/**
 * A rule's step over groups of cells tied by its pair relations (tied-fillings.ts): each cell of a group
 * keeps the digits of the fillings where every tie holds and cells that see each other differ. The groups
 * are built once, when the technique first runs, and tried smallest first (the shorter reasoning); the
 * first group with something to remove is the step. Its text names the rule's group and each cell:
 * "the white kropki chain at r1c1 r1c2 r1c3, cells that see each other different: r1c2 cannot be 1 or 9".
 * Sound: a digit is removed only where no filling of the group holds it, and every solution fills it.
 */
export function tiedStep(name: string, difficulty: number, build: () => readonly TiedGroup[], geometry: Geometry): Technique {
  let groups: readonly TiedGroup[] | undefined;
  return {
    name,
    difficulty,
    find(state: LogicState): Step | undefined {
      groups ??= [...build()].sort((a, b) => a.cells.length - b.cells.length);
      const { candidates, values } = state;
      for (const group of groups) {
        if (group.cells.every((c) => values[c] !== 0)) continue;
        const keep = tiedFillings(geometry, group, candidates, values, BUDGET);
        if (keep === undefined || keep === null) continue; // broken (the engine's to report) or too long to try
        const eliminations: Elimination[] = [];
        group.cells.forEach((c, i) => {
          const gone = values[c] === 0 ? candidates[c]! & DIGIT_BITS & ~keep[i]! : 0; // i < cells.length: keep has one entry a cell
          if (gone !== 0) eliminations.push({ cell: c, digits: gone });
        });
        if (eliminations.length === 0) continue;
        let digits = 0;
        for (const e of eliminations) digits |= e.digits;
        const what = eliminations.map((e) => `${cellRef(geometry, e.cell)} cannot be ${candidateText(e.digits)}`).join(", ");
        return {
          technique: name,
          placements: [],
          eliminations,
          cells: [...group.cells],
          units: [],
          digits,
          reason: `${group.name}, cells that see each other different: ${what}`,
        };
      }
      return undefined;
    },
  };
}
