import type { Geometry } from "../model/geometry.js";
import type { KropkiAllDotsRule } from "../model/schemas.js";
import type { Propagator, RuleKind } from "./rule-kind.js";
import { cellAt, checkGrid, gridPairs, placeOf, relationPropagator, supportOf, unitAdjacencyPropagator } from "./rule-kind.js";

const SIDE: readonly [number, number][] = [
  [0, 1],
  [1, 0],
];
const consecutive = (d: number, e: number): boolean => Math.abs(d - e) === 1;
const double = (d: number, e: number): boolean => d === 2 * e || e === 2 * d;
const NOT_CONSECUTIVE = supportOf((d, e) => !consecutive(d, e));
const NOT_DOUBLE = supportOf((d, e) => !double(d, e));
const NEITHER = supportOf((d, e) => !consecutive(d, e) && !double(d, e));
const CONSECUTIVE = supportOf(consecutive);
const DOUBLE = supportOf(double);
const EITHER = supportOf((d, e) => consecutive(d, e) || double(d, e));

/** The colours a rule says are all given (both when it names none). */
function colorsOf(rule: KropkiAllDotsRule): { white: boolean; black: boolean } {
  const colors = rule.colors ?? ["white", "black"];
  return { white: colors.includes("white"), black: colors.includes("black") };
}

/**
 * The pairs side by side of the rule's grid(s), split by what the missing dots forbid: `white` the pairs
 * that may not be consecutive (no white dot, white dots all given), `black` those that may not be 1:2,
 * `neither` both. A pair's dots are the layout's kropki rules on those two cells.
 */
function negativePairs(rule: KropkiAllDotsRule, geometry: Geometry): { white: number[]; black: number[]; neither: number[] } {
  const dot = new Map<string, Set<string>>();
  for (const r of geometry.layout.rules ?? []) {
    if (r.type !== "kropki") continue;
    const [a = -1, b = -1] = r.cells.map((p) => cellAt(geometry, p)); // the schema gives a dot two cells; a missing one is no cell
    const key = a < b ? `${a},${b}` : `${b},${a}`;
    const set = dot.get(key) ?? new Set<string>();
    set.add(r.color);
    dot.set(key, set);
  }
  const { white, black } = colorsOf(rule);
  const out = { white: [] as number[], black: [] as number[], neither: [] as number[] };
  for (const [a, b] of gridPairs(geometry, rule.grid, SIDE)) {
    const dots = dot.get(a < b ? `${a},${b}` : `${b},${a}`);
    const noWhite = white && dots?.has("white") !== true;
    const noBlack = black && dots?.has("black") !== true;
    if (noWhite && noBlack) out.neither.push(a, b);
    else if (noWhite) out.white.push(a, b);
    else if (noBlack) out.black.push(a, b);
  }
  return out;
}

/**
 * Kropki "all dots given" (the negative constraint): in the rule's grid (every grid without one), a pair
 * side by side without a white dot is not consecutive, without a black dot not 1:2 (`colors` may limit it
 * to one colour). Propagation: one relation (rule-kind.ts) per kind of pair, so a placed 4 takes 3 and 5
 * (and 2 and 8) from every undotted neighbour at once, and the units' reasoning of non-consecutive
 * (unitAdjacencyPropagator) for each. Drawn as a note above the canvas's top-left corner.
 */
export const KROPKI_ALL_DOTS: RuleKind<KropkiAllDotsRule> = {
  type: "kropki-all-dots",
  step: { name: "kropki negative constraint", difficulty: 2.5 },
  describe: (rule) => {
    const { white, black } = colorsOf(rule);
    const parts = [...(white ? ["without a white dot are not consecutive"] : []), ...(black ? ["without a black dot not 1:2"] : [])];
    const which = white && black ? "kropki dots" : white ? "white kropki dots" : "black kropki dots";
    return `all ${which} are given, in ${rule.grid === undefined ? "every grid" : `grid ${rule.grid}`}: cells side by side ${parts.join(", ")}`;
  },
  sentence: (rule) => {
    const { white, black } = colorsOf(rule);
    if (white && black)
      return "All kropki dots are given: cells side by side without a white dot are not consecutive, without a black dot not one double the other.";
    return white
      ? "All white kropki dots are given: cells side by side without a white dot are not consecutive."
      : "All black kropki dots are given: cells side by side without a black dot are not one double the other.";
  },
  check: (rule, at, layout) => checkGrid(rule.grid, at, layout, "a kropki-all-dots"),
  propagators: (rule, geometry) => {
    const pairs = negativePairs(rule, geometry);
    const out: Propagator[] = [];
    if (pairs.neither.length > 0) out.push(relationPropagator(pairs.neither, NEITHER), unitAdjacencyPropagator(geometry, pairs.neither, EITHER));
    if (pairs.white.length > 0) out.push(relationPropagator(pairs.white, NOT_CONSECUTIVE), unitAdjacencyPropagator(geometry, pairs.white, CONSECUTIVE));
    if (pairs.black.length > 0) out.push(relationPropagator(pairs.black, NOT_DOUBLE), unitAdjacencyPropagator(geometry, pairs.black, DOUBLE));
    return out;
  },
  partial: true,
  violation: (rule, geometry, solution) => {
    const pairs = negativePairs(rule, geometry);
    const find = (flat: number[], broken: (d: number, e: number) => boolean, what: string): string | undefined => {
      // flat holds whole pairs (i + 1 < length); a digit missing reads as an empty cell (0), which partial ignores.
      for (let i = 0; i < flat.length; i += 2) {
        const a = flat[i]!;
        const b = flat[i + 1]!;
        const d = solution[a] ?? 0;
        const e = solution[b] ?? 0;
        if (d !== 0 && e !== 0 && broken(d, e)) {
          return `all kropki dots given: ${d} at ${placeOf(geometry, a)} beside ${e} at ${placeOf(geometry, b)} without a ${what} dot`;
        }
      }
      return undefined;
    };
    return (
      find(pairs.neither, consecutive, "white") ??
      find(pairs.neither, double, "black") ??
      find(pairs.white, consecutive, "white") ??
      find(pairs.black, double, "black")
    );
  },
  svg: (rule, geometry, { s, x, y }) => {
    // A note above the canvas's top-left corner (above a grid of its own it could sit on another grid).
    const { white, black } = colorsOf(rule);
    const dots = white && black ? "all kropki dots given" : `all ${white ? "white" : "black"} dots given`;
    const text = rule.grid === undefined || geometry.grids.length === 1 ? dots : `${dots} in grid ${escapeText(rule.grid)}`;
    return [
      `<text class="kropki-all-dots" x="${x(0)}" y="${y(0) - Math.round(s * 0.08)}" font-size="${Math.round(s * 0.28)}" font-family="sans-serif" fill="#333333">${text}</text>`,
    ];
  },
};

/** A grid id inside SVG text (ids are letters, digits, '_' and '-', but the layout check runs apart). */
function escapeText(text: string): string {
  return text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
