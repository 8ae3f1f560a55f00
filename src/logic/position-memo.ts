import type { Geometry } from "../model/geometry.js";
import type { LogicState } from "../model/step-contract.js";
import { samePosition } from "./same-position.js";

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
    if (last !== undefined && last.geometry === geometry && samePosition(last, state)) return last.answer;
    const answer = compute(state);
    last = { geometry, values: values.slice(), candidates: candidates.slice(), answer };
    return answer;
  };
}
