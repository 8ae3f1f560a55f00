import type { Geometry } from "../model/geometry.js";
import { DIGIT_BITS, isPeer } from "./rule-kind.js";

/**
 * A few cells tied by a rule's pair relations (a chain of kropki dots, X/V marks, a stretch of a whispers
 * line): the cells in order along the chain, each tie two indices into `cells` and the relation's support
 * table (supportOf: support[d] the digits the other cell may hold beside d; every relation here is
 * symmetric), and how a step names the group ("the white kropki chain at r1c1 r1c2 r1c3").
 */
export interface TiedGroup {
  readonly cells: readonly number[];
  readonly ties: readonly { readonly a: number; readonly b: number; readonly support: Uint16Array }[];
  readonly name: string;
}

/**
 * Per cell of the group, the digits it takes in some filling of the whole group where every tie holds and
 * cells that see each other (peers in the geometry) hold different digits: what a player finds by trying
 * a chain's digits against its rows, columns and boxes ("4 and 6 cannot sit where both neighbours on a
 * whispers line see each other: both would be 9"). Undefined when no filling is left (a broken position:
 * the engine's to report); null when the search ran past `budget` nodes (the group is left alone).
 *
 * A search per cell and digit not yet seen in a filling, stopping at the first filling found; each filling
 * found marks every digit it uses, so most digits need no search of their own.
 */
export function tiedFillings(
  geometry: Geometry,
  group: TiedGroup,
  cand: ArrayLike<number>,
  values: ArrayLike<number>,
  budget: number,
): number[] | undefined | null {
  const { cells, ties } = group;
  const n = cells.length;
  const options = cells.map((c) => (values[c] !== 0 ? 1 << (values[c]! - 1) : cand[c]! & DIGIT_BITS)); // cells of the geometry
  // Per cell, the other cells it must differ from, and its ties (to any cell of the group).
  const differ = cells.map((a, i) => cells.flatMap((b, j) => (j !== i && isPeer(geometry, a, b) ? [j] : [])));
  const tiesOf = cells.map((_, i) =>
    ties.flatMap((t) => (t.a === i ? [{ other: t.b, support: t.support }] : t.b === i ? [{ other: t.a, support: t.support }] : [])),
  );
  const found = new Array<number>(n).fill(0);
  const chosen = new Array<number>(n).fill(0);
  let nodes = 0;
  // Cells 0..i-1 are chosen (cell `fixed` among them with its digit); choose cell i onwards.
  const go = (i: number, fixed: number): boolean => {
    if (++nodes > budget) return false;
    if (i === n) {
      for (let k = 0; k < n; k++) found[k]! |= 1 << (chosen[k]! - 1); // k < n, chosen[k] a digit
      return true;
    }
    if (i === fixed) return go(i + 1, fixed);
    let m = options[i]!; // i < n
    for (const j of differ[i]!) if (j < i || j === fixed) m &= ~(1 << (chosen[j]! - 1)); // a chosen cell
    for (const { other, support } of tiesOf[i]!) {
      // A tie to a chosen cell narrows this one; a tie to a later cell must leave it something.
      if (other < i || other === fixed) m &= support[chosen[other]!]!;
    }
    for (; m !== 0; m &= m - 1) {
      const bit = m & -m;
      const d = 31 - Math.clz32(bit) + 1;
      let ok = true;
      for (const { other, support } of tiesOf[i]!) if (other > i && other !== fixed && (options[other]! & support[d]!) === 0) ok = false;
      if (!ok) continue;
      chosen[i] = d;
      if (go(i + 1, fixed)) return true;
      if (nodes > budget) return false;
    }
    return false;
  };
  for (let i = 0; i < n; i++) {
    for (let m = options[i]! & ~found[i]!; m !== 0; m &= m - 1) {
      const bit = m & -m;
      if ((found[i]! & bit) !== 0) continue;
      chosen[i] = 31 - Math.clz32(bit) + 1;
      // The fixed cell's own ties and peers are checked as the others are chosen against it.
      let ok = true;
      for (const { other, support } of tiesOf[i]!) if ((options[other]! & support[chosen[i]!]!) === 0) ok = false;
      if (ok) go(0, i);
      if (nodes > budget) return null;
    }
    if (found[i] === 0) return undefined;
  }
  return found;
}
