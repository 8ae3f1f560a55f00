import { charDigit } from "../model/digit-chars.js";
import type { EditorState } from "./editor-state.js";
import { keyPos, posKey } from "./editor-state.js";

export interface EntriesCheck {
  /** Canvas positions (keys) whose entered digit differs from the solution. */
  readonly wrong: readonly string[];
  /** Cells still empty (neither given nor entered). */
  readonly empty: number;
  /** Every cell filled and right. */
  readonly solved: boolean;
}

/** A player's digits against the solution (keyed by canvas position, one digit per cell). */
export function checkEntries(state: EditorState, solution: ReadonlyMap<string, number>): EntriesCheck {
  const wrong: string[] = [];
  let empty = 0;
  for (const [k, d] of solution) {
    if (state.givens.has(k)) continue;
    const entry = state.entries.get(k);
    if (entry === undefined) empty++;
    else if (entry !== d) wrong.push(k);
  }
  wrong.sort((a, b) => {
    const [ar, ac] = keyPos(a);
    const [br, bc] = keyPos(b);
    return ar - br || ac - bc;
  });
  return { wrong, empty, solved: wrong.length === 0 && empty === 0 };
}

/** Canvas rows of digits (as the solver returns them, A-G above 9) as a map keyed by canvas position. */
export function rowsToMap(rows: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  rows.forEach((line, r) => {
    for (const [c, ch] of [...line].entries()) {
      const digit = charDigit(ch);
      if (digit > 0) out.set(posKey(r, c), digit);
    }
  });
  return out;
}
