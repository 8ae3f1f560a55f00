import type { Geometry } from "../model/geometry.js";
import type { LogicState } from "../model/step-contract.js";

/**
 * `compute` remembering its last answer: a function of the position alone (its geometry, values and
 * candidates), asked again for the same position, gives back the same object without computing it again.
 * The engine tries several techniques on one position, and some build the same thing from it (the almost
 * locked sets, als.ts; the chain groups, chain-groups.ts). One entry, kept with a copy of the position, so a
 * position changed in place, or another one, is computed afresh. The answer is shared: its users must not
 * change it.
 */
export function lastPositionMemo<T>(compute: (state: LogicState) => T): (state: LogicState) => T {
  let last: { readonly geometry: Geometry; readonly values: Uint8Array; readonly candidates: Uint16Array; readonly answer: T } | undefined;
  return (state: LogicState): T => {
    const { geometry, values, candidates } = state;
    if (last !== undefined && last.geometry === geometry && sameArray(last.values, values) && sameArray(last.candidates, candidates)) return last.answer;
    const answer = compute(state);
    last = { geometry, values: values.slice(), candidates: candidates.slice(), answer };
    return answer;
  };
}

/** True when the two arrays hold the same numbers. */
function sameArray(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
