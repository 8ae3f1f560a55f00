import { digitChar } from "../../model/digit-chars.js";
import { digitOfBit, popcount } from "../../model/digits.js";
import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { cellRef } from "../describe.js";
import { sees } from "../state.js";
import type { Als } from "./als.js";
import { almostLockedSets, alsText, bitsOf, hasZElimination, zEliminations } from "./als.js";

/** Combinations of petals tried at most per stem (keeps a many-set position bounded). */
const MAX_TRIES = 20000;

/**
 * Death blossom: a stem cell with two or three candidates and, for each of them d, a petal: an almost
 * locked set (als.ts) without the stem whose cells holding d all see the stem. The petals share a digit z
 * the stem lacks. Whatever the stem is, d, its petal loses d and is locked, so it holds z: z leaves every
 * cell that sees all the petals' z cells.
 *
 * Difficulty 8.0, ours (SE has no ALS; see als-xz.ts): HoDoKu ranks it last of the ALS techniques,
 * after ALS-XZ (7.5) and ALS-XY-wing (7.7); SE reaches it as a forcing chain from every candidate of the
 * stem cell, 8.0 and up.
 */
export const deathBlossom: Technique = {
  name: "death blossom",
  difficulty: 8.0,
  find(state: LogicState): Step | undefined {
    const { geometry, candidates, values } = state;
    const size = geometry.size;
    let sets: readonly Als[] | undefined;
    for (let stem = 0; stem < values.length; stem++) {
      const sm = candidates[stem]!; // stem: a cell
      if (values[stem] !== 0 || popcount(sm) < 2 || popcount(sm) > 3) continue;
      sets ??= almostLockedSets(state);
      const digits = bitsOf(sm, size);
      const petals: Als[][] = [];
      for (const d of digits) {
        const list = petalsOf(state, sets, stem, d);
        if (list.length === 0) break;
        petals.push(list);
      }
      if (petals.length < digits.length) continue;
      // The petal chosen for each digit so far: the first k when choosing the k-th (set in place, no push and
      // pop: an emptied list lets its room go and grows it again); each starts as the digit's first petal.
      const chosen: Als[] = petals.map((list) => list[0]!); // each list has a petal (above)
      let tries = 0;
      // alive: the digits z the petals chosen so far still leave a cell to remove from (a petal more only
      // takes cells away), so a complete choice checks those alone; the walk, and its count, are unchanged.
      const pick = (k: number, common: number, alive: number): Step | undefined => {
        if (++tries > MAX_TRIES) return undefined;
        if (k === digits.length) {
          for (let left = common & alive; left !== 0; left &= left - 1) {
            const z = left & -left; // the digits low to high, as bitsOf lists them
            const eliminations = zEliminations(state, chosen, z);
            if (eliminations === undefined) continue;
            return {
              technique: "death blossom",
              placements: [],
              eliminations,
              cells: [stem, ...chosen.flatMap((s) => s.cells)],
              units: chosen.map((s) => s.unit),
              digits: sm | z,
              reason: `stem ${cellRef(geometry, stem)}, petals ${chosen.map((s, i) => `${digitChar(digitOfBit(digits[i] ?? 0))}: ${alsText(state, s)}`).join("; ")}: whatever the stem is, a petal holds ${digitChar(digitOfBit(z))}`,
            };
          }
          return undefined;
        }
        const list = petals[k]!; // k < digits.length: a list per digit
        for (let i = 0; i < list.length; i++) {
          const s = list[i]!; // i < list.length
          const next = common & s.digits;
          if (next === 0) continue;
          chosen[k] = s;
          let nextAlive = 0;
          if (k + 1 < digits.length) {
            for (let left = next & alive; left !== 0; left &= left - 1) if (hasZElimination(state, chosen, left & -left, k + 1)) nextAlive |= left & -left;
          } else nextAlive = alive;
          const found = pick(k + 1, next, nextAlive);
          if (found !== undefined) return found;
          if (tries > MAX_TRIES) return undefined;
        }
        return undefined;
      };
      const found = pick(0, geometry.allDigits & ~sm, geometry.allDigits & ~sm);
      if (found !== undefined) return found;
    }
    return undefined;
  },
};

/**
 * The sets that can be the stem's petal for digit d (one bit): they hold d and a digit the stem lacks, not
 * the stem, and every cell of them holding d sees the stem. Loops, not filters: this runs for every stem.
 */
function petalsOf(state: LogicState, sets: readonly Als[], stem: number, d: number): Als[] {
  const { geometry, candidates } = state;
  const sm = candidates[stem]!; // stem is a cell
  const out: Als[] = [];
  next: for (let k = 0; k < sets.length; k++) {
    const s = sets[k]!; // k < sets.length
    if ((s.digits & d) === 0 || (s.digits & ~sm) === 0) continue;
    const cells = s.cells;
    for (let j = 0; j < cells.length; j++) {
      const c = cells[j]!; // j < cells.length; a set's cells are the position's
      if (c === stem || ((candidates[c]! & d) !== 0 && !sees(geometry, c, stem))) continue next;
    }
    out.push(s);
  }
  return out;
}
