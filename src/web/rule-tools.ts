import { gridShape } from "../model/grid-size.js";
import type { Layout, Rule } from "../model/schemas.js";
import type { EditorState } from "./editor-state.js";
import { addRule, keyPos, posKey, removeRule, replaceRule, toggleDiagonal, withoutBoxes } from "./editor-state.js";

/**
 * The setter's drawing tools, as f-puzzles offers them: each turns what the mouse did (a path over cells,
 * a click on an edge or a cell, a button) into a rule of the layout, in the shape the CLI reads
 * (schemas/layout.schema.json). Pure; the shell (shell/setter-tools.ts) feeds it the pointer's cells.
 */
export type ToolName =
  | "killer"
  | "thermometer"
  | "arrow"
  | "renban"
  | "german-whispers"
  | "palindrome"
  | "zipper"
  | "region-sum-line"
  | "between-line"
  | "little-killer"
  | "sandwich"
  | "x-sum"
  | "skyscraper"
  | "hidden-skyscraper"
  | "numbered-room"
  | "lunchbox"
  | "quadruple"
  | "kropki-white"
  | "kropki-black"
  | "x"
  | "v"
  | "odd"
  | "even"
  | "diagonal"
  | "jigsaw"
  | "anti-knight"
  | "anti-king"
  | "non-consecutive"
  | "disjoint-groups"
  | "kropki-all-dots"
  | "candidates"
  | "inequality"
  | "xv-all-marks"
  | "pill-arrow"
  | "clone"
  | "entropic-line"
  | "modular-line"
  | "chaos-construction"
  | "chaos-mark"
  | "rellik"
  | "anti-taxicab"
  | "parity-line"
  | "lockout-line"
  | "sum-line"
  | "counting-circles"
  | "column-indexing"
  | "row-indexing"
  | "indexing-159"
  | "value-indexing";

/**
 * How a tool is used: a drag over cells, a click on the edge between two cells, a click on the corner four
 * cells share, a click on a cell, or the button alone.
 */
export type ToolGesture = "path" | "edge" | "corner" | "cell" | "toggle";

/** The tools that are a toggle of a whole grid's rule. */
export type GridToolName =
  | "diagonal"
  | "anti-knight"
  | "anti-king"
  | "anti-taxicab"
  | "non-consecutive"
  | "disjoint-groups"
  | "kropki-all-dots"
  | "xv-all-marks"
  | "chaos-construction"
  | "indexing-159";

/** The tools drawn by a drag along a line of cells. */
export type PathToolName =
  | "killer"
  | "thermometer"
  | "arrow"
  | "pill-arrow"
  | "clone"
  | "entropic-line"
  | "modular-line"
  | "parity-line"
  | "lockout-line"
  | "value-indexing"
  | "renban"
  | "german-whispers"
  | "palindrome"
  | "zipper"
  | "region-sum-line"
  | "between-line"
  | "little-killer"
  | "sandwich"
  | "x-sum"
  | "skyscraper"
  | "rellik"
  | "hidden-skyscraper"
  | "numbered-room"
  | "lunchbox"
  | "chaos-mark";

/** A tool: its button's name and how it draws. */
export interface Tool {
  readonly name: ToolName;
  readonly label: string;
  readonly gesture: ToolGesture;
}

/** Every tool, in the order of the toolbar. */
export const TOOLS: readonly Tool[] = [
  { name: "killer", label: "Killer cage", gesture: "path" },
  { name: "thermometer", label: "Thermometer", gesture: "path" },
  { name: "arrow", label: "Arrow", gesture: "path" },
  { name: "kropki-white", label: "Kropki white", gesture: "edge" },
  { name: "kropki-black", label: "Kropki black", gesture: "edge" },
  { name: "x", label: "X", gesture: "edge" },
  { name: "v", label: "V", gesture: "edge" },
  { name: "odd", label: "Odd", gesture: "cell" },
  { name: "even", label: "Even", gesture: "cell" },
  { name: "diagonal", label: "Diagonal", gesture: "toggle" },
  { name: "jigsaw", label: "Jigsaw region", gesture: "path" },
  { name: "anti-knight", label: "Anti-knight", gesture: "toggle" },
  { name: "anti-king", label: "Anti-king", gesture: "toggle" },
  { name: "non-consecutive", label: "Non-consecutive", gesture: "toggle" },
  { name: "renban", label: "Renban", gesture: "path" },
  { name: "german-whispers", label: "German whispers", gesture: "path" },
  { name: "palindrome", label: "Palindrome", gesture: "path" },
  { name: "between-line", label: "Between line", gesture: "path" },
  { name: "little-killer", label: "Little killer", gesture: "path" },
  { name: "sandwich", label: "Sandwich", gesture: "path" },
  { name: "x-sum", label: "X-sum", gesture: "path" },
  { name: "skyscraper", label: "Skyscraper", gesture: "path" },
  { name: "hidden-skyscraper", label: "Hidden skyscraper", gesture: "path" },
  { name: "numbered-room", label: "Numbered room", gesture: "path" },
  { name: "lunchbox", label: "Lunchbox", gesture: "path" },
  { name: "quadruple", label: "Quadruple", gesture: "corner" },
  { name: "disjoint-groups", label: "Disjoint groups", gesture: "toggle" },
  { name: "kropki-all-dots", label: "Kropki all dots", gesture: "toggle" },
  { name: "candidates", label: "Candidates", gesture: "cell" },
  { name: "inequality", label: "Inequality", gesture: "edge" },
  { name: "xv-all-marks", label: "XV all marks", gesture: "toggle" },
  { name: "pill-arrow", label: "Pill arrow", gesture: "path" },
  { name: "clone", label: "Clone", gesture: "path" },
  { name: "entropic-line", label: "Entropic line", gesture: "path" },
  { name: "modular-line", label: "Modular line", gesture: "path" },
  { name: "zipper", label: "Zipper line", gesture: "path" },
  { name: "region-sum-line", label: "Region-sum line", gesture: "path" },
  { name: "chaos-construction", label: "Chaos construction", gesture: "toggle" },
  { name: "chaos-mark", label: "Chaos mark", gesture: "path" },
  { name: "rellik", label: "Rellik cage", gesture: "path" },
  { name: "anti-taxicab", label: "Anti-taxicab", gesture: "toggle" },
  { name: "parity-line", label: "Parity line", gesture: "path" },
  { name: "lockout-line", label: "Lockout line", gesture: "path" },
  { name: "sum-line", label: "Sum line", gesture: "path" },
  { name: "counting-circles", label: "Counting circles", gesture: "cell" },
  { name: "column-indexing", label: "Column indexing", gesture: "cell" },
  { name: "row-indexing", label: "Row indexing", gesture: "cell" },
  { name: "indexing-159", label: "159", gesture: "toggle" },
  { name: "value-indexing", label: "Value indexing", gesture: "path" },
];

/** The tools that add a clicked cell to a rule of cells (or take it out). */
export type CellToolName = "odd" | "even" | "column-indexing" | "row-indexing";

type Pos = [number, number];
const pos = (k: string): Pos => keyPos(k);
const same = (a: readonly number[], b: readonly number[]): boolean => a[0] === b[0] && a[1] === b[1];

/**
 * The rule a drag over `cells` (canvas keys, in the order passed, each once) draws: a cage, a thermometer
 * (bulb first), an arrow (circle first), a pill arrow (its two-cell pill first, then the arrow), a line (renban, German whispers, palindrome, entropic, modular, parity, lockout from diamond to diamond (its difference typed next); a between line from
 * circle to circle, a zipper line, a value-indexing line from its dot, three cells at least; a region-sum line), clones (a shape's cells, then its clone's in the same order: an even
 * number of cells). Undefined when the path is too short for the rule. The clues
 * outside the grid (little killer, sandwich, X-sum, skyscrapers, numbered rooms) take the layout: see `clueCells`;
 * a lunchbox is drafted, its sum typed next.
 */
export function pathRule(
  tool: Exclude<
    PathToolName,
    "little-killer" | "sandwich" | "x-sum" | "skyscraper" | "hidden-skyscraper" | "numbered-room" | "lunchbox" | "rellik" | "chaos-mark"
  >,
  cells: readonly string[],
): Rule | undefined {
  const path = cells.map(pos);
  if (tool === "killer") return path.length === 0 ? undefined : { type: "killer", cells: path };
  const [first, ...rest] = path;
  if (first === undefined || rest.length === 0) return undefined;
  if (tool === "arrow") return { type: "arrow", circle: first, cells: rest };
  if (tool === "pill-arrow") {
    // The first two cells are the pill (in reading order: the number reads left to right, top to bottom).
    const [second, ...arrow] = rest;
    if (second === undefined || arrow.length === 0) return undefined;
    const pill = [first, second].sort(([r1, c1], [r2, c2]) => r1 - r2 || c1 - c2);
    return { type: "pill-arrow", pill, cells: arrow };
  }
  if (tool === "clone") {
    // The first half of the path is the shape, the second its clone, cell by cell in the same order.
    const half = path.length / 2;
    if (!Number.isInteger(half)) return undefined;
    return { type: "clone", shapes: [path.slice(0, half), path.slice(half)] };
  }
  if ((tool === "between-line" || tool === "zipper" || tool === "value-indexing") && path.length < 3) return undefined;
  return { type: tool, cells: path };
}

/**
 * The cells of the clue a drag draws with the little killer or sandwich tool: the whole diagonal (little
 * killer) or the whole row or column (sandwich, X-sum) of the grid under the first cell, in the direction from the
 * first cell to the second, starting at the grid's edge behind the first (where the clue sits, outside).
 * Undefined when the second cell is not a diagonal (little killer) or a side (sandwich) neighbour of the
 * first, or the first is on no grid.
 */
export function clueCells(
  layout: Layout,
  tool: "little-killer" | "sandwich" | "x-sum" | "skyscraper" | "hidden-skyscraper" | "numbered-room",
  cells: readonly string[],
): [number, number][] | undefined {
  const [a, b] = cells;
  const grid = layout.grids.find((g) => g.id === gridAt(layout, a));
  if (a === undefined || b === undefined || grid === undefined) return undefined;
  const [r1, c1] = pos(a);
  const [r2, c2] = pos(b);
  const dr = r2 - r1;
  const dc = c2 - c1;
  const diagonal = Math.abs(dr) === 1 && Math.abs(dc) === 1;
  const side = Math.abs(dr) + Math.abs(dc) === 1;
  if (tool === "little-killer" ? !diagonal : !side) return undefined;
  const { size } = gridShape(layout);
  const inside = (r: number, c: number): boolean => r >= grid.row && r < grid.row + size && c >= grid.col && c < grid.col + size;
  let r = r1;
  let c = c1;
  while (inside(r - dr, c - dc)) {
    r -= dr;
    c -= dc;
  }
  const out: [number, number][] = [];
  for (; inside(r, c); r += dr, c += dc) out.push([r, c]);
  return out.length < 2 ? undefined : out;
}

/**
 * The four cells around the cell corner nearest a point of the canvas, in cell units (row 2.9 is near the
 * bottom of row 2): top left, top right, bottom left, bottom right. Undefined when the point is farther
 * than `reach` from every corner.
 */
export function cornerAt(row: number, col: number, reach = 0.3): [string, string, string, string] | undefined {
  const r = Math.round(row);
  const c = Math.round(col);
  if (Math.abs(row - r) > reach || Math.abs(col - c) > reach) return undefined;
  return [`${r - 1},${c - 1}`, `${r - 1},${c}`, `${r},${c - 1}`, `${r},${c}`];
}

/** The index of the layout's quadruple on exactly these four cells, or -1. */
export function quadrupleAt(layout: Layout, cells: readonly string[]): number {
  const want = new Set(cells);
  return (layout.rules ?? []).findIndex((r) => r.type === "quadruple" && r.cells.length === want.size && r.cells.every(([cr, cc]) => want.has(`${cr},${cc}`)));
}

/**
 * The two cells of the edge nearest a point of the canvas, in cell units (row 2.9 is near the bottom of
 * row 2): the cell the point is in first, then its neighbour across the nearest side. Undefined when the
 * point is nearer the cell's middle than `reach` of a side.
 */
export function edgeAt(row: number, col: number, reach = 0.3): [string, string] | undefined {
  const r = Math.floor(row);
  const c = Math.floor(col);
  const fy = row - r;
  const fx = col - c;
  const sides: [number, Pos][] = [
    [fy, [r - 1, c]],
    [1 - fy, [r + 1, c]],
    [fx, [r, c - 1]],
    [1 - fx, [r, c + 1]],
  ];
  sides.sort((a, b) => a[0] - b[0]);
  const [d, [nr, nc]] = sides[0] ?? [1, [r, c]];
  return d > reach ? undefined : [`${r},${c}`, `${nr},${nc}`];
}

/** The rule of a dot or a mark on an edge; undefined for a tool that draws none. */
export function edgeRule(tool: ToolName, [a, b]: readonly [string, string]): Rule | undefined {
  const cells = [pos(a), pos(b)];
  if (tool === "kropki-white" || tool === "kropki-black") return { type: "kropki", cells, color: tool === "kropki-white" ? "white" : "black" };
  if (tool === "x" || tool === "v") return { type: "xv", cells, mark: tool === "x" ? "X" : "V" };
  // The cell clicked in is the smaller: the sign points at it.
  if (tool === "inequality") return { type: "inequality", cells };
  return undefined;
}

/** Whether two edge rules are the same kind on the same two cells (either way round: a sign clicked from the other side goes). */
function sameEdge(a: Rule, b: Rule): boolean {
  if (a.type !== b.type || !("cells" in a) || !("cells" in b) || a.cells.length !== 2 || b.cells.length !== 2) return false;
  if (a.type === "kropki" && b.type === "kropki" && a.color !== b.color) return false;
  if (a.type === "xv" && b.type === "xv" && a.mark !== b.mark) return false;
  const [p = [], q = []] = a.cells;
  const [s = [], t = []] = b.cells;
  return (same(p, s) && same(q, t)) || (same(p, t) && same(q, s));
}

/** Adds the edge rule, or removes it when the same one is already there (a second click takes it away). */
export function toggleEdgeRule(state: EditorState, rule: Rule): EditorState {
  const index = (state.layout.rules ?? []).findIndex((r) => sameEdge(r, rule));
  return index >= 0 ? removeRule(state, index) : addRule(state, rule);
}

/**
 * Adds the cell to the layout's odd (or even) rule, made on the first click; a cell already in it comes
 * out (the rule goes with its last cell).
 */
export function toggleParityCell(state: EditorState, type: "odd" | "even", key: string): EditorState {
  const cell = pos(key);
  const rules = state.layout.rules ?? [];
  const index = rules.findIndex((r) => r.type === type);
  const rule = rules[index];
  if (rule === undefined || !("cells" in rule)) return addRule(state, { type, cells: [cell] });
  const has = rule.cells.some((c) => same(c, cell));
  const cells = has ? rule.cells.filter((c) => !same(c, cell)) : [...rule.cells, cell];
  return cells.length === 0 ? removeRule(state, index) : replaceRule(state, index, { type, cells: cells.map(([r = -1, c = -1]) => [r, c]) });
}

/**
 * Circles a cell for the counting-circles tool: a cell in a set comes out of it (the set goes with its last
 * cell); any other joins the layout's last set, made on the first click.
 */
export function toggleCircle(state: EditorState, key: string): EditorState {
  const cell = pos(key);
  const rules = state.layout.rules ?? [];
  const holding = rules.findIndex((r) => r.type === "counting-circles" && r.cells.some((c) => same(c, cell)));
  const held = rules[holding];
  if (held?.type === "counting-circles") {
    const cells = held.cells.filter((c) => !same(c, cell));
    return cells.length === 0 ? removeRule(state, holding) : replaceRule(state, holding, { type: "counting-circles", cells });
  }
  let last = rules.length - 1;
  while (last >= 0 && rules[last]?.type !== "counting-circles") last--;
  const set = rules[last];
  if (set?.type !== "counting-circles") return addRule(state, { type: "counting-circles", cells: [cell] });
  return replaceRule(state, last, { type: "counting-circles", cells: [...set.cells, cell] });
}

/**
 * A new set of counting circles on the cells (selected, then the tool picked), each cell taken out of the set
 * it was in: a set of its own, counted apart from the others. Unchanged without cells.
 */
export function newCircleSet(state: EditorState, keys: readonly string[]): EditorState {
  if (keys.length === 0) return state;
  const cells = [...new Set(keys)].map(pos);
  let next = state;
  for (const cell of cells) {
    const inSet = (next.layout.rules ?? []).some((r) => r.type === "counting-circles" && r.cells.some((c) => same(c, cell)));
    if (inSet) next = toggleCircle(next, posKey(...cell));
  }
  return addRule(next, { type: "counting-circles", cells });
}

/**
 * Adds the cell to the indexing rule of its direction on its grid (made on the first click, the grid named),
 * or takes it out (the rule goes with its last cell). The grid is the first covering the cell.
 */
export function toggleIndexingCell(state: EditorState, index: "column" | "row", key: string): EditorState {
  const cell = pos(key);
  const grid = gridAt(state.layout, key);
  if (grid === undefined) return state;
  const rules = state.layout.rules ?? [];
  const at = rules.findIndex((r) => r.type === "indexing" && r.index === index && r.grid === grid);
  const rule = rules[at];
  if (rule?.type !== "indexing") return addRule(state, { type: "indexing", index, cells: [cell], grid });
  const has = rule.cells.some((c) => same(c, cell));
  const cells = has ? rule.cells.filter((c) => !same(c, cell)) : [...rule.cells, cell];
  return cells.length === 0 ? removeRule(state, at) : replaceRule(state, at, { ...rule, cells: cells.map(([r = -1, c = -1]) => [r, c]) });
}

/** What a click on a cell does with a cell tool: odd or even, or an indexing cell of either direction. */
export function toggleCellRule(state: EditorState, tool: CellToolName, key: string): EditorState {
  if (tool === "odd" || tool === "even") return toggleParityCell(state, tool, key);
  return toggleIndexingCell(state, tool === "column-indexing" ? "column" : "row", key);
}

/** 159 sudoku's rule on a grid: column indexing on its first, middle (5th of nine) and last columns, the grid named. */
export function indexing159(layout: Layout, grid: string): Rule | undefined {
  const g = layout.grids.find((x) => x.id === grid);
  if (g === undefined) return undefined;
  const { size } = gridShape(layout);
  const cells: [number, number][] = [];
  for (const line of new Set([0, Math.ceil(size / 2) - 1, size - 1])) for (let r = 0; r < size; r++) cells.push([g.row + r, g.col + line]);
  return { type: "indexing", index: "column", cells, grid };
}

/** The index of the layout's 159 rule on the grid (column indexing on exactly its 159 columns), -1 when none. */
function index159(layout: Layout, grid: string): number {
  const want = indexing159(layout, grid);
  if (want?.type !== "indexing") return -1;
  const key = (cells: readonly (readonly number[])[]): string =>
    cells
      .map(([r, c]) => `${r},${c}`)
      .sort()
      .join(" ");
  return (layout.rules ?? []).findIndex((r) => r.type === "indexing" && r.index === "column" && r.grid === grid && key(r.cells) === key(want.cells));
}

/** Whether a grid-wide tool's rule is on for the grid (its button pressed). */
export function gridRuleOn(layout: Layout, tool: GridToolName, grid: string | undefined): boolean {
  if (grid === undefined) return false;
  if (tool === "indexing-159") return index159(layout, grid) >= 0;
  return (layout.rules ?? []).some((r) => r.type === tool && "grid" in r && r.grid === grid);
}

/** The id of the grid covering the canvas key (the first such grid), or of the first grid when the key is not given. */
export function gridAt(layout: Layout, key?: string): string | undefined {
  if (key === undefined) return layout.grids[0]?.id;
  const [r, c] = pos(key);
  const { size } = gridShape(layout);
  return layout.grids.find((g) => r >= g.row && r < g.row + size && c >= g.col && c < g.col + size)?.id;
}

/**
 * Turns a rule of a whole grid (diagonal, anti-knight, anti-king, anti-taxicab, non-consecutive, disjoint groups,
 * every kropki dot given, every X and V given, chaos construction, 159's indexing columns) on or off for that grid. A chaos construction
 * turned on takes the layout's boxes away (its regions are found instead); turned off, the boxes stay away.
 */
export function toggleGridRule(state: EditorState, type: GridToolName, grid: string): EditorState {
  if (type === "diagonal") return toggleDiagonal(state, grid);
  if (type === "indexing-159") {
    const at = index159(state.layout, grid);
    const rule = indexing159(state.layout, grid);
    return at >= 0 ? removeRule(state, at) : rule === undefined ? state : addRule(state, rule);
  }
  const index = (state.layout.rules ?? []).findIndex((r) => r.type === type && "grid" in r && r.grid === grid);
  if (index >= 0) return removeRule(state, index);
  if (type === "chaos-construction") return addRule(withoutBoxes(state), { type, grid });
  return addRule(state, type === "kropki-all-dots" ? { type, grid, colors: ["white", "black"] } : { type, grid });
}

/**
 * The index of the candidates rule of the cell alone, after taking the cell out of a rule it shares with
 * other cells (it keeps that rule's digits, in a rule of its own: typing then changes this cell only);
 * -1 when no candidates rule has the cell.
 */
export function ownCandidates(state: EditorState, key: string): { readonly state: EditorState; readonly index: number } {
  const cell = pos(key);
  const rules = state.layout.rules ?? [];
  const index = rules.findIndex((r) => r.type === "candidates" && r.cells.some((c) => same(c, cell)));
  const rule = rules[index];
  if (rule?.type !== "candidates") return { state, index: -1 };
  if (rule.cells.length === 1) return { state, index };
  const rest = replaceRule(state, index, { ...rule, cells: rule.cells.filter((c) => !same(c, cell)) });
  return { state: addRule(rest, { type: "candidates", cells: [cell], digits: rule.digits }), index: rules.length };
}

/** A rule whose number (a sum) or digits (a quadruple, given candidates) are typed once it is drawn. */
export type TypedRule = Extract<
  Rule,
  {
    type:
      | "killer"
      | "rellik"
      | "little-killer"
      | "sandwich"
      | "x-sum"
      | "skyscraper"
      | "hidden-skyscraper"
      | "numbered-room"
      | "lunchbox"
      | "lockout-line"
      | "sum-line"
      | "quadruple"
      | "candidates";
  }
>;

/**
 * A key typed for a rule's number: a digit appended to a sum (2 then 6 makes 26; 0 is a digit here, and a
 * sandwich's sum may be 0), to a quadruple's digits (1 to 9, four at most) or a cell's candidates (1 to 9, a digit
 * typed again taken out); `backspace` takes the last one
 * off. Undefined when nothing the rule needs is left: a quadruple without digits, a little killer or a
 * sandwich without a sum (a killer cage stays, without a sum). A key that makes no sense (a sum over 999, a
 * fifth digit, 0 in a quadruple, a little killer's sum of 0) changes nothing.
 */
export function typeIntoRule(rule: TypedRule, key: number | "backspace"): TypedRule | undefined {
  if (rule.type === "candidates") {
    // A digit typed again comes out, as a player's pencil mark does.
    const digits =
      key === "backspace"
        ? rule.digits.slice(0, -1)
        : key < 1
          ? rule.digits
          : rule.digits.includes(key)
            ? rule.digits.filter((d) => d !== key)
            : [...rule.digits, key];
    return digits.length === 0 ? undefined : digits === rule.digits ? rule : { ...rule, digits };
  }
  if (rule.type === "quadruple") {
    const digits = key === "backspace" ? rule.digits.slice(0, -1) : key >= 1 && rule.digits.length < 4 ? [...rule.digits, key] : rule.digits;
    return digits.length === 0 ? undefined : digits === rule.digits ? rule : { ...rule, digits };
  }
  if (rule.type === "killer") {
    const { sum, ...rest } = rule;
    if (key === "backspace") {
      const shorter = sum === undefined ? 0 : Math.floor(sum / 10);
      return shorter === 0 ? rest : { ...rest, sum: shorter };
    }
    const next = (sum ?? 0) * 10 + key;
    return next > 999 || next === 0 ? rule : { ...rest, sum: next };
  }
  if (rule.type === "lockout-line") {
    // The ends' least difference, 1 to 15; without one (all typed away) the size's default.
    const { difference, ...rest } = rule;
    if (key === "backspace") {
      const shorter = difference === undefined ? 0 : Math.floor(difference / 10);
      return shorter === 0 ? rest : { ...rest, difference: shorter };
    }
    const next = (difference ?? 0) * 10 + key;
    return next > 15 || next === 0 ? rule : { ...rest, difference: next };
  }
  if (rule.type === "skyscraper") {
    // A count of digits seen: 1 to 16 (a size's largest); 0 cannot start one.
    const typed = String(rule.count);
    if (key === "backspace") return typed.length <= 1 ? undefined : { ...rule, count: Number(typed.slice(0, -1)) };
    const next = Number(typed + String(key));
    return next > 16 ? rule : { ...rule, count: next };
  }
  if (rule.type === "hidden-skyscraper" || rule.type === "numbered-room") {
    // A digit: 1 to 16 (a size's largest); 0 cannot start one.
    const typed = String(rule.digit);
    if (key === "backspace") return typed.length <= 1 ? undefined : { ...rule, digit: Number(typed.slice(0, -1)) };
    const next = Number(typed + String(key));
    return next > 16 ? rule : { ...rule, digit: next };
  }
  const typed = String(rule.sum);
  if (key === "backspace") return typed.length <= 1 ? undefined : { ...rule, sum: Number(typed.slice(0, -1)) };
  const next = Number(typed + String(key));
  return next > 999 || (rule.type !== "sandwich" && rule.type !== "lunchbox" && next === 0) ? rule : { ...rule, sum: next };
}

/** A clue, quadruple or cell's candidates drawn, before its first digit is typed (the layout cannot hold it without one). */
export interface DraftRule {
  readonly type:
    | "rellik"
    | "little-killer"
    | "sandwich"
    | "x-sum"
    | "skyscraper"
    | "hidden-skyscraper"
    | "numbered-room"
    | "lunchbox"
    | "sum-line"
    | "quadruple"
    | "candidates";
  readonly cells: number[][];
  /** A little killer's direction, which a one-cell diagonal names (its one cell does not say which way the arrow points). */
  readonly direction?: NonNullable<Extract<Rule, { type: "little-killer" }>["direction"]>;
}

/** The drafted rule with its first key typed, or undefined when that key cannot start it (0 for a quadruple, candidates, a rellik cage, a little killer or an X-sum). */
export function startTypedRule(draft: DraftRule, key: number): TypedRule | undefined {
  if (draft.type === "quadruple" || draft.type === "candidates") return key >= 1 ? { type: draft.type, cells: draft.cells, digits: [key] } : undefined;
  if (draft.type === "skyscraper") return key >= 1 ? { type: "skyscraper", cells: draft.cells, count: key } : undefined;
  if (draft.type === "hidden-skyscraper" || draft.type === "numbered-room") return key >= 1 ? { type: draft.type, cells: draft.cells, digit: key } : undefined;
  if (draft.type === "little-killer") {
    return key === 0
      ? undefined
      : { type: "little-killer", cells: draft.cells, ...(draft.direction === undefined ? {} : { direction: draft.direction }), sum: key };
  }
  return draft.type !== "sandwich" && draft.type !== "lunchbox" && key === 0 ? undefined : { type: draft.type, cells: draft.cells, sum: key };
}

/** A key typed for the rule at `index` of the layout (see `typeIntoRule`); the rule goes when nothing it needs is left. */
export function typeRuleNumber(state: EditorState, index: number, key: number | "backspace"): EditorState {
  const rule = state.layout.rules?.[index];
  if (
    rule?.type !== "killer" &&
    rule?.type !== "rellik" &&
    rule?.type !== "little-killer" &&
    rule?.type !== "sandwich" &&
    rule?.type !== "x-sum" &&
    rule?.type !== "skyscraper" &&
    rule?.type !== "hidden-skyscraper" &&
    rule?.type !== "numbered-room" &&
    rule?.type !== "lunchbox" &&
    rule?.type !== "quadruple" &&
    rule?.type !== "candidates" &&
    rule?.type !== "lockout-line" &&
    rule?.type !== "sum-line"
  )
    return state;
  const next = typeIntoRule(rule, key);
  return next === undefined ? removeRule(state, index) : next === rule ? state : replaceRule(state, index, next);
}

/** The letter of jigsaw region n (1 is A). */
export function regionLetter(n: number): string {
  return String.fromCharCode(64 + n);
}

/**
 * Puts the cells (those inside the first cell's grid) into jigsaw region `region` (1..size) of that grid.
 * A grid without a jigsaw rule starts from its boxes (box k is region k, reading order), or its rows
 * (row k is region k) when it has no boxes.
 */
export function paintJigsaw(state: EditorState, cells: readonly string[], region: number): EditorState {
  const { size, boxes, boxRows, boxCols } = gridShape(state.layout);
  const first = cells[0];
  const id = first === undefined ? undefined : gridAt(state.layout, first);
  const grid = state.layout.grids.find((g) => g.id === id);
  if (grid === undefined || region < 1 || region > size) return state;
  const rules = state.layout.rules ?? [];
  const index = rules.findIndex((r) => r.type === "jigsaw" && r.grid === grid.id);
  const old = rules[index];
  const rows: string[][] =
    old?.type === "jigsaw"
      ? old.regions.map((line) => [...line])
      : Array.from({ length: size }, (_, r) =>
          Array.from({ length: size }, (_, c) => regionLetter(boxes ? Math.floor(r / boxRows) * (size / boxCols) + Math.floor(c / boxCols) + 1 : r + 1)),
        );
  for (const k of cells) {
    const [r, c] = pos(k);
    const row = rows[r - grid.row];
    if (row !== undefined && c - grid.col >= 0 && c - grid.col < size) row[c - grid.col] = regionLetter(region);
  }
  const rule: Rule = { type: "jigsaw", grid: grid.id, regions: rows.map((r) => r.join("")) };
  return index >= 0 ? replaceRule(state, index, rule) : addRule(state, rule);
}
