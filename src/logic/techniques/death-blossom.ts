import { digitChar } from "../../model/digit-chars.js";
import { digitOfBit, popcount } from "../../model/digits.js";
import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import { cellRef } from "../describe.js";
import { sees } from "../state.js";
import type { Als } from "./als.js";
import { almostLockedSets, alsText, bitsOf, holding, zEliminations } from "./als.js";

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
    let sets: Als[] | undefined;
    for (let stem = 0; stem < values.length; stem++) {
      const sm = candidates[stem]!; // stem: a cell
      if (values[stem] !== 0 || popcount(sm) < 2 || popcount(sm) > 3) continue;
      sets ??= almostLockedSets(state);
      const digits = bitsOf(sm, size);
      const petals = digits.map((d) =>
        (sets ?? []).filter(
          (s) => (s.digits & d) !== 0 && (s.digits & ~sm) !== 0 && !s.cells.includes(stem) && holding(state, s, d).every((c) => sees(geometry, c, stem)),
        ),
      );
      if (petals.some((p) => p.length === 0)) continue;
      const chosen: Als[] = [];
      let tries = 0;
      const pick = (k: number, common: number): Step | undefined => {
        if (++tries > MAX_TRIES) return undefined;
        if (k === digits.length) {
          for (const z of bitsOf(common, size)) {
            const eliminations = zEliminations(state, chosen, z);
            if (eliminations.length === 0) continue;
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
        for (const s of petals[k] ?? []) {
          const next = common & s.digits;
          if (next === 0) continue;
          chosen.push(s);
          const found = pick(k + 1, next);
          chosen.pop();
          if (found !== undefined) return found;
          if (tries > MAX_TRIES) return undefined;
        }
        return undefined;
      };
      const found = pick(0, geometry.allDigits & ~sm);
      if (found !== undefined) return found;
    }
    return undefined;
  },
};
