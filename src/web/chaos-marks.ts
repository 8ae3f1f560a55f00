import { gridShape } from "../model/grid-size.js";
import type { ChaosConstructionRule } from "../model/schemas.js";
import type { EditorState } from "./editor-state.js";
import { addRule, keyPos, replaceRule, withoutBoxes } from "./editor-state.js";

/**
 * The index of the chaos construction that covers the grid (one naming it, or one of every grid), or -1.
 */
export function chaosRuleOf(state: EditorState, grid: string): number {
  return (state.layout.rules ?? []).findIndex((r) => r.type === "chaos-construction" && (r.grid === undefined || r.grid === grid));
}

/** The marked groups of the grid's chaos construction (none when it has no rule or no marks). */
export function chaosMarkGroups(state: EditorState, grid: string | undefined): readonly (readonly number[][])[] {
  if (grid === undefined) return [];
  const rule = state.layout.rules?.[chaosRuleOf(state, grid)];
  return rule?.type === "chaos-construction" ? (rule.marks ?? []) : [];
}

/**
 * A drag of the chaos mark tool over `cells` (canvas keys, the first cell's grid alone kept): a drag that
 * starts on a marked cell takes the marks off the cells it passes (a click on a mark takes it away);
 * otherwise the cells join group `group` (1 is A, as `render` letters them), leaving any other group they
 * were in, and a group past the last is a new one (the next letter). The grid's chaos construction is made
 * on the first mark (the layout's boxes taken away, as the rule's toggle does); a group left without cells
 * goes (the later groups' letters move up one), and the rule stays, without marks, when none is left. The
 * state unchanged when the drag changes nothing, or would make more groups than the grid has regions.
 */
export function paintChaosMarks(state: EditorState, cells: readonly string[], group: number): EditorState {
  const { size } = gridShape(state.layout);
  const [first] = cells;
  if (first === undefined) return state;
  const [fr, fc] = keyPos(first);
  const grid = state.layout.grids.find((g) => fr >= g.row && fr < g.row + size && fc >= g.col && fc < g.col + size);
  if (grid === undefined) return state;
  const inGrid = cells.map(keyPos).filter(([r, c]) => r >= grid.row && r < grid.row + size && c >= grid.col && c < grid.col + size);
  const painted = new Set(inGrid.map(([r, c]) => `${r},${c}`));
  const index = chaosRuleOf(state, grid.id);
  const old = state.layout.rules?.[index];
  const rule: ChaosConstructionRule = old?.type === "chaos-construction" ? old : { type: "chaos-construction", grid: grid.id };
  const groups = (rule.marks ?? []).map((g) => g.map(([r = -1, c = -1]): [number, number] => [r, c]));
  const erase = groups.some((g) => g.some(([r, c]) => r === fr && c === fc));
  const others = groups.map((g) => g.filter(([r, c]) => !painted.has(`${r},${c}`)));
  let next = others;
  if (!erase) {
    const at = Math.min(Math.max(group, 1), groups.length + 1) - 1;
    if (at >= size) return state;
    const joined = [...(others[at] ?? []), ...inGrid];
    next = at < others.length ? others.map((g, i) => (i === at ? joined : g)) : [...others, joined];
  }
  next = next.filter((g) => g.length > 0);
  const same =
    next.length === groups.length &&
    next.every((g, i) => g.length === groups[i]?.length && g.every(([r, c], j) => groups[i]?.[j]?.[0] === r && groups[i]?.[j]?.[1] === c));
  if (same) return state;
  const { marks: _marks, ...rest } = rule;
  const made: ChaosConstructionRule = next.length === 0 ? rest : { ...rest, marks: next };
  return old === undefined ? addRule(withoutBoxes(state), made) : replaceRule(state, index, made);
}
