import { gridShape } from "../model/grid-size.js";
import type { Cosmetic, Layout, Rule } from "../model/schemas.js";
import { rulePositions, shiftRule } from "../rules/rule-positions.js";

/**
 * The workbench's document: what the author draws and sets, and what a player has filled in. Pure data,
 * changed only by the functions below (each returns a new state; the old one is kept by the undo history).
 *
 * Data layout: digits are keyed by canvas position ("row,col", 0-based), not by model cell, because the
 * layout changes while drawing and cell numbers change with it; canvas positions of untouched grids do
 * not. Pencil marks are a mask per position, bit d-1 for digit d (up to 16 bits: the layout's `size`).
 * Rejected: a Uint8Array over the canvas (its size and indexing change whenever a grid is added or moved).
 */
export interface EditorState {
  /** The layout being drawn; `grids` may be empty (a fresh canvas), which no file may hold. */
  readonly layout: Layout;
  /** The built-in layout's name while the layout is that built-in, unchanged. */
  readonly builtin?: string;
  readonly title?: string;
  readonly source?: string;
  /** The puzzle's givens. */
  readonly givens: ReadonlyMap<string, number>;
  /** Digits a player has entered (never on a given). */
  readonly entries: ReadonlyMap<string, number>;
  /** Centre pencil marks: bit d-1 set for digit d. */
  readonly marks: ReadonlyMap<string, number>;
  /** Corner pencil marks, the same way. */
  readonly corner: ReadonlyMap<string, number>;
  /**
   * Cell colours, several per cell as SudokuPad keeps them: a mask, bit c-1 for colour c (1..9, the colour
   * pad's order).
   */
  readonly colours: ReadonlyMap<string, number>;
  /** The player's pen marks (pen.ts): lines between cell centres and circles; none when absent. */
  readonly pen?: ReadonlySet<string>;
  /** The setter's drawing that states no rule (the puzzle's `cosmetics`, cosmetics.ts); none when absent. */
  readonly cosmetics?: readonly Cosmetic[];
}

/** The key of a canvas position in the digit maps. */
export function posKey(row: number, col: number): string {
  return `${row},${col}`;
}

/** The canvas position of a key. */
export function keyPos(key: string): [number, number] {
  const [r, c] = key.split(",");
  return [Number(r), Number(c)];
}

/** A state holding the layout and nothing set on it. */
export function emptyState(layout: Layout, builtin?: string): EditorState {
  return {
    layout,
    ...(builtin === undefined ? {} : { builtin }),
    givens: new Map(),
    entries: new Map(),
    marks: new Map(),
    corner: new Map(),
    colours: new Map(),
  };
}

/** Whether any grid of the layout covers the canvas position (grids are size x size, 9x9 by default). */
export function isCovered(layout: Layout, row: number, col: number): boolean {
  const { size } = gridShape(layout);
  return layout.grids.some((g) => row >= g.row && row < g.row + size && col >= g.col && col < g.col + size);
}

/**
 * A fresh canvas with no grid, for grids of this size (4, 6, 8, 9, 12 or 16) with the usual box shape:
 * what "New" on the empty canvas starts from.
 */
export function emptyCanvas(size: number, name = "my-layout"): EditorState {
  return emptyState({ name, ...(size === 9 ? {} : { size }), grids: [] });
}

/** Sets (digit 1..size) or clears (0) a given; also clears what a player had there. Uncovered places: no change. */
export function setGiven(state: EditorState, row: number, col: number, digit: number): EditorState {
  if (!isCovered(state.layout, row, col)) return state;
  const k = posKey(row, col);
  const givens = new Map(state.givens);
  if (digit === 0) givens.delete(k);
  else givens.set(k, digit);
  const entries = new Map(state.entries);
  entries.delete(k);
  const marks = new Map(state.marks);
  marks.delete(k);
  const corner = new Map(state.corner);
  corner.delete(k);
  return { ...state, givens, entries, marks, corner };
}

/** Sets or clears (0) a player's digit; a given cannot be overwritten. */
export function setEntry(state: EditorState, row: number, col: number, digit: number): EditorState {
  const k = posKey(row, col);
  if (!isCovered(state.layout, row, col) || state.givens.has(k)) return state;
  const entries = new Map(state.entries);
  if (digit === 0) entries.delete(k);
  else entries.set(k, digit);
  return { ...state, entries };
}

/** Turns a pencil mark on or off; a given or an entered digit takes no marks. */
export function toggleMark(state: EditorState, row: number, col: number, digit: number): EditorState {
  const k = posKey(row, col);
  if (!isCovered(state.layout, row, col) || state.givens.has(k) || state.entries.has(k) || digit < 1 || digit > gridShape(state.layout).size) return state;
  const marks = new Map(state.marks);
  const mask = (marks.get(k) ?? 0) ^ (1 << (digit - 1));
  if (mask === 0) marks.delete(k);
  else marks.set(k, mask);
  return { ...state, marks };
}

/** Clears what a player entered (digits, marks, colours and pen), keeping the puzzle. */
export function clearPlay(state: EditorState): EditorState {
  return { ...state, entries: new Map(), marks: new Map(), corner: new Map(), colours: new Map(), pen: new Set() };
}

/** Puts every digit of a solution (keyed like the givens) in as entries: "show the solution". */
export function fillEntries(state: EditorState, digits: ReadonlyMap<string, number>): EditorState {
  const entries = new Map<string, number>();
  for (const [k, d] of digits) if (!state.givens.has(k)) entries.set(k, d);
  return { ...state, entries, marks: new Map(), corner: new Map() };
}

/** Snaps a canvas coordinate down to a box boundary (grids sit on multiples of the box's side: 3 unless given). */
export function snapToBox(n: number, side = 3): number {
  return Math.floor(n / side) * side;
}

/**
 * Adds a grid (of the layout's size) with its top-left cell at the box containing (row, col); ids are g1, g2, ... (the first
 * free one). A position left of or above the canvas shifts everything so the canvas starts at 0 again.
 * No change when a grid already sits exactly there.
 */
export function addGrid(state: EditorState, row: number, col: number): EditorState {
  const { boxRows, boxCols } = gridShape(state.layout);
  const r = snapToBox(row, boxRows);
  const c = snapToBox(col, boxCols);
  if (state.layout.grids.some((g) => g.row === r && g.col === c)) return state;
  const used = new Set(state.layout.grids.map((g) => g.id));
  let n = 1;
  while (used.has(`g${n}`)) n++;
  const layout: Layout = { ...state.layout, grids: [...state.layout.grids, { id: `g${n}`, row: r, col: c }] };
  return normalise(changedLayout(state, layout));
}

/**
 * Moves grid `index` so that its top-left cell is at (row, col), snapped to a box. Digits in cells that
 * only this grid covers move with it; digits in cells it shares stay where they are (they belong to the
 * other grid too). Region rules inside the moved grid alone move with it.
 */
export function moveGrid(state: EditorState, index: number, row: number, col: number): EditorState {
  const grid = state.layout.grids[index];
  if (grid === undefined) return state;
  const { size, boxRows, boxCols } = gridShape(state.layout);
  const r = snapToBox(row, boxRows);
  const c = snapToBox(col, boxCols);
  if (r === grid.row && c === grid.col) return state;
  if (state.layout.grids.some((g, i) => i !== index && g.row === r && g.col === c)) return state;
  const others = state.layout.grids.filter((_, i) => i !== index);
  const ownOnly = (k: string): boolean => {
    const [kr, kc] = keyPos(k);
    return kr >= grid.row && kr < grid.row + size && kc >= grid.col && kc < grid.col + size && !isCovered({ ...state.layout, grids: others }, kr, kc);
  };
  const dr = r - grid.row;
  const dc = c - grid.col;
  const shiftMap = <T>(m: ReadonlyMap<string, T>): Map<string, T> => {
    const out = new Map<string, T>();
    for (const [k, v] of m) if (!ownOnly(k)) out.set(k, v);
    for (const [k, v] of m) {
      if (!ownOnly(k)) continue;
      const [kr, kc] = keyPos(k);
      out.set(posKey(kr + dr, kc + dc), v);
    }
    return out;
  };
  const rules = (state.layout.rules ?? []).map(
    (rule): Rule => (rulePositions(rule).length > 0 && rulePositions(rule).every(([rr, rc]) => ownOnly(posKey(rr, rc))) ? shiftRule(rule, dr, dc) : rule),
  );
  const grids = state.layout.grids.map((g, i) => (i === index ? { ...g, row: r, col: c } : g));
  const layout: Layout = { ...state.layout, grids, ...(rules.length > 0 ? { rules } : {}) };
  const moved: EditorState = {
    ...state,
    givens: shiftMap(state.givens),
    entries: shiftMap(state.entries),
    marks: shiftMap(state.marks),
    corner: shiftMap(state.corner),
    colours: shiftMap(state.colours),
  };
  return normalise(changedLayout(moved, layout));
}

/** Removes grid `index`, with the rules of that grid, the rules of cells it no longer covers and the digits left outside. */
export function removeGrid(state: EditorState, index: number): EditorState {
  if (state.layout.grids[index] === undefined) return state;
  const id = state.layout.grids[index].id;
  const grids = state.layout.grids.filter((_, i) => i !== index);
  const rules = (state.layout.rules ?? []).filter((rule) => {
    const positions = rulePositions(rule);
    if (positions.length > 0) return positions.every(([r, c]) => isCovered({ ...state.layout, grids }, r, c));
    return !("grid" in rule) || rule.grid !== id;
  });
  return normalise(changedLayout(state, withRules({ ...state.layout, grids }, rules)));
}

/** Renames grid `index` (the layout checks report an id already used or with bad characters). */
export function renameGrid(state: EditorState, index: number, id: string): EditorState {
  const grid = state.layout.grids[index];
  if (grid === undefined || grid.id === id) return state;
  const grids = state.layout.grids.map((g, i) => (i === index ? { ...g, id } : g));
  const rules = (state.layout.rules ?? []).map((rule): Rule => (rule.type === "diagonal" && rule.grid === grid.id ? { ...rule, grid: id } : rule));
  return changedLayout(state, withRules({ ...state.layout, grids }, rules));
}

/** Renames the layout. */
export function renameLayout(state: EditorState, name: string): EditorState {
  return name === state.layout.name ? state : changedLayout(state, { ...state.layout, name });
}

/** Sets the puzzle's title (empty: none). */
export function setTitle(state: EditorState, title: string): EditorState {
  const next: EditorState = { ...state };
  if (title === "") delete (next as { title?: string }).title;
  else (next as { title?: string }).title = title;
  return next;
}

/** Adds or removes the diagonal rule (X-sudoku) of a grid. */
export function toggleDiagonal(state: EditorState, gridId: string): EditorState {
  const rules = state.layout.rules ?? [];
  const has = rules.some((r) => r.type === "diagonal" && r.grid === gridId);
  const next = has ? rules.filter((r) => !(r.type === "diagonal" && r.grid === gridId)) : [...rules, { type: "diagonal" as const, grid: gridId }];
  return changedLayout(state, withRules(state.layout, next));
}

/** Adds an extra region of `size` canvas cells (nine on 9x9 grids) (the layout checks report a wrong count or uncovered cells). */
export function addRegion(state: EditorState, cells: readonly (readonly [number, number])[]): EditorState {
  const rule: Rule = { type: "region", cells: cells.map(([r, c]) => [r, c]) };
  return changedLayout(state, withRules(state.layout, [...(state.layout.rules ?? []), rule]));
}

/** Removes rule `index`. */
export function removeRule(state: EditorState, index: number): EditorState {
  const rules = state.layout.rules ?? [];
  if (rules[index] === undefined) return state;
  return changedLayout(
    state,
    withRules(
      state.layout,
      rules.filter((_, i) => i !== index),
    ),
  );
}

/** Adds a rule at the end of the layout's rules. */
/** The layout without boxes (`"box": "none"`: rows and columns only), as a chaos construction needs. */
export function withoutBoxes(state: EditorState): EditorState {
  return state.layout.box === "none" ? state : changedLayout(state, { ...state.layout, box: "none" });
}

export function addRule(state: EditorState, rule: Rule): EditorState {
  return changedLayout(state, withRules(state.layout, [...(state.layout.rules ?? []), rule]));
}

/** Replaces rule `index` (no change when there is none). */
export function replaceRule(state: EditorState, index: number, rule: Rule): EditorState {
  const rules = state.layout.rules ?? [];
  if (rules[index] === undefined) return state;
  return changedLayout(
    state,
    withRules(
      state.layout,
      rules.map((r, i) => (i === index ? rule : r)),
    ),
  );
}

function withRules(layout: Layout, rules: readonly Rule[]): Layout {
  const out: Layout = { ...layout, rules: [...rules] };
  if (rules.length === 0) delete out.rules;
  return out;
}

/** The layout changed: it is no longer the built-in, and digits left uncovered are dropped. */
function changedLayout(state: EditorState, layout: Layout): EditorState {
  const keep = <T>(m: ReadonlyMap<string, T>): Map<string, T> =>
    new Map(
      [...m].filter(([k]) => {
        const [r, c] = keyPos(k);
        return isCovered(layout, r, c);
      }),
    );
  const next: EditorState = {
    ...state,
    layout,
    givens: keep(state.givens),
    entries: keep(state.entries),
    marks: keep(state.marks),
    corner: keep(state.corner),
    colours: keep(state.colours),
  };
  delete (next as { builtin?: string }).builtin;
  return next;
}

/** Shifts the whole drawing so its top-left grid corner is at canvas row 0 and column 0. */
function normalise(state: EditorState): EditorState {
  const grids = state.layout.grids;
  if (grids.length === 0) return state;
  const dr = Math.min(...grids.map((g) => g.row));
  const dc = Math.min(...grids.map((g) => g.col));
  if (dr === 0 && dc === 0) return state;
  const shift = <T>(m: ReadonlyMap<string, T>): Map<string, T> =>
    new Map(
      [...m].map(([k, v]) => {
        const [r, c] = keyPos(k);
        return [posKey(r - dr, c - dc), v];
      }),
    );
  const rules = (state.layout.rules ?? []).map((rule) => shiftRule(rule, -dr, -dc));
  const layout = withRules({ ...state.layout, grids: grids.map((g) => ({ ...g, row: g.row - dr, col: g.col - dc })) }, rules);
  return {
    ...state,
    layout,
    givens: shift(state.givens),
    entries: shift(state.entries),
    marks: shift(state.marks),
    corner: shift(state.corner),
    colours: shift(state.colours),
  };
}
