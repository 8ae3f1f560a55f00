import { digitChar } from "../../model/digit-chars.js";
import { digitOfBit } from "../../model/digits.js";
import type { LogicState, Step, Technique } from "../../model/step-contract.js";
import type { Als } from "./als.js";
import { almostLockedSets, alsText, bitsOf, disjoint, restricted, zEliminations } from "./als.js";

/**
 * ALS-XY-wing: three almost locked sets (als.ts), a pivot C with a restricted common x with A and a
 * restricted common y with B (x != y), and a digit z in both A and B. Were z in neither, A would be locked
 * without z and hold x, B likewise hold y, and C (seeing both) would hold neither: n cells with n - 1
 * digits. So z is in A or B and leaves every cell that sees all their z cells.
 *
 * Difficulty 7.7, ours (SE has no ALS; see als-xz.ts): HoDoKu ranks it after ALS-XZ (7.5) and before
 * death blossom (8.0); three sets to see, not two.
 *
 * Not in TECHNIQUES: pairing every set with every other costs tens of milliseconds a call on multi-grid
 * layouts (the generator runs the engine thousands of times), and on the SE-rated bank it rates SE's 8.4
 * puzzles lower, away from SE. Opt-in (OPT_IN_TECHNIQUES): `--with als-xy-wing`, or optInTechniques.
 */
export const alsXyWing: Technique = {
  name: "ALS-XY-wing",
  difficulty: 7.7,
  find(state: LogicState): Step | undefined {
    const sets = almostLockedSets(state);
    const size = state.geometry.size;
    // links[i]: the sets with a restricted common with set i, and that digit.
    const links: { readonly other: Als; readonly x: number }[][] = sets.map(() => []);
    for (let i = 0; i < sets.length; i++) {
      const a = sets[i]!; // i < sets.length
      for (let j = i + 1; j < sets.length; j++) {
        const b = sets[j]!; // j < sets.length
        const common = a.digits & b.digits;
        if (common === 0 || !disjoint(a, b)) continue;
        for (const x of bitsOf(common, size)) {
          if (!restricted(state, a, b, x)) continue;
          links[i]!.push({ other: b, x }); // links has one list per set
          links[j]!.push({ other: a, x });
        }
      }
    }
    for (let i = 0; i < sets.length; i++) {
      const c = sets[i]!;
      const around = links[i]!; // one list per set
      for (let p = 0; p < around.length; p++) {
        const { other: a, x } = around[p]!; // p < around.length
        for (let q = p + 1; q < around.length; q++) {
          const { other: b, x: y } = around[q]!; // q < around.length
          if (x === y || a === b) continue;
          for (const z of bitsOf(a.digits & b.digits & ~x & ~y, size)) {
            const eliminations = zEliminations(state, [a, b], z);
            if (eliminations === undefined) continue;
            return {
              technique: "ALS-XY-wing",
              placements: [],
              eliminations,
              cells: [...c.cells, ...a.cells, ...b.cells],
              units: [c.unit, a.unit, b.unit],
              digits: x | y | z,
              reason: `pivot set ${alsText(state, c)}, restricted common ${digitChar(digitOfBit(x))} with ${alsText(state, a)} and ${digitChar(digitOfBit(y))} with ${alsText(state, b)}: one of the two holds ${digitChar(digitOfBit(z))}`,
            };
          }
        }
      }
    }
    return undefined;
  },
};
