/**
 * Hand-built positions for the technique tests: an empty layout with every candidate, then digits placed
 * and candidates set or removed by canvas reference ("r3c4": canvas row 3, column 4, 1-based).
 */
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Step } from "../../src/model/step-contract.js";
import type { LogicState } from "../../src/model/step-contract.js";
import { initialState, place } from "../../src/logic/state.js";
import { bitOf } from "../../src/model/digits.js";

export function emptyPosition(layout: keyof typeof BUILTIN_LAYOUTS = "single"): LogicState {
  const geometry = buildGeometry(BUILTIN_LAYOUTS[layout]);
  return initialState({ geometry, givens: new Uint8Array(geometry.cellCount) });
}

/** The cell at a canvas reference such as "r3c4". */
export function at(state: LogicState, ref: string): number {
  const m = /^r(\d+)c(\d+)$/.exec(ref);
  if (m === null) throw new Error(`bad cell reference ${ref}`);
  const cell = state.geometry.canvas[(Number(m[1]) - 1) * state.geometry.cols + Number(m[2]) - 1];
  if (cell === undefined || cell < 0) throw new Error(`no cell at ${ref}`);
  return cell;
}

/** The canvas reference of a cell. */
export function ref(state: LogicState, cell: number): string {
  return `r${state.geometry.cellRow[cell] + 1}c${state.geometry.cellCol[cell] + 1}`;
}

/** Sets a cell's candidates, e.g. candidates(s, "r1c1", "12"). */
export function candidates(state: LogicState, cell: string, digits: string): void {
  let m = 0;
  for (const ch of digits) m |= bitOf(Number(ch));
  state.candidates[at(state, cell)] = m;
}

/** Removes a digit from the candidates of the cells. */
export function remove(state: LogicState, digit: number, cells: readonly string[]): void {
  for (const c of cells) state.candidates[at(state, c)] &= ~bitOf(digit);
}

/** Places digits: "r1c1=5". */
export function put(state: LogicState, ...moves: string[]): void {
  for (const mv of moves) {
    const [cell, digit] = mv.split("=");
    place(state, at(state, cell), Number(digit));
  }
}

/** The cells of canvas row r from column c1 to c2 (inclusive), as references. */
export function rowCells(r: number, c1: number, c2: number, except: readonly number[] = []): string[] {
  const out: string[] = [];
  for (let c = c1; c <= c2; c++) if (!except.includes(c)) out.push(`r${r}c${c}`);
  return out;
}

/** The cells of canvas column c from row r1 to r2 (inclusive), as references. */
export function colCells(c: number, r1: number, r2: number, except: readonly number[] = []): string[] {
  const out: string[] = [];
  for (let r = r1; r <= r2; r++) if (!except.includes(r)) out.push(`r${r}c${c}`);
  return out;
}

/** A step's eliminations as sorted "r1c2-5" strings (cell, digit), for exact comparison. */
export function eliminated(state: LogicState, step: Step | undefined): string[] {
  if (step === undefined) return [];
  const out: string[] = [];
  for (const e of step.eliminations) for (let d = 1; d <= 9; d++) if ((e.digits & bitOf(d)) !== 0) out.push(`${ref(state, e.cell)}-${d}`);
  return out.sort();
}

/** A step's placements as "r1c2=5" strings. */
export function placed(state: LogicState, step: Step | undefined): string[] {
  return (step?.placements ?? []).map((p) => `${ref(state, p.cell)}=${p.digit}`);
}

/** "r1c2-5" strings for a digit over cell references, sorted. */
export function expectRemoved(digit: number, cells: readonly string[]): string[] {
  return cells.map((c) => `${c}-${digit}`).sort();
}

/** Digit d kept in each row (1-based, the first grid's) only at the given columns. */
export function rowsOnly(s: LogicState, d: number, rows: Record<number, number[]>): void {
  for (const [r, cols] of Object.entries(rows)) remove(s, d, rowCells(Number(r), 1, 9, cols));
}
