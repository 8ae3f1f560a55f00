import type { Geometry } from "../model/geometry.js";
import type { AntiTaxicabRule } from "../model/schemas.js";
import type { Propagator, RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, checkGrid, placeOf } from "./rule-kind.js";

/**
 * The partners of each cell by digit: for cell c and digit d, the cells of a grid (the named one, or every
 * grid) exactly d steps from c along rows and columns (|rows apart| + |columns apart| = d), each once (two
 * overlapping grids see the same pair at the same distance). `start[c * (size + 1) + d]` .. the next entry
 * index `list`; cells outside the grids have none.
 */
export interface TaxicabPartners {
  readonly start: Int32Array;
  readonly list: Int32Array;
  /** The cells of the grids the rule covers, in order. */
  readonly cells: Int32Array;
}

/** Every cell's partners by digit for the rule (see TaxicabPartners); built once per rule and geometry. */
export function taxicabPartners(rule: AntiTaxicabRule, geometry: Geometry): TaxicabPartners {
  const size = geometry.size;
  const sets = new Map<number, Set<number>>();
  const covered = new Set<number>();
  for (const g of geometry.grids) {
    if (rule.grid !== undefined && g.id !== rule.grid) continue;
    for (let r = 0; r < size; r++) {
      for (let c = 0; c < size; c++) {
        const a = g.cells[r * size + c]!; // r, c in 0..size-1: a cell of the grid
        covered.add(a);
        for (let r2 = 0; r2 < size; r2++) {
          for (let c2 = 0; c2 < size; c2++) {
            const d = Math.abs(r - r2) + Math.abs(c - c2);
            if (d === 0 || d > size) continue;
            const key = a * (size + 1) + d;
            let set = sets.get(key);
            if (set === undefined) sets.set(key, (set = new Set()));
            set.add(g.cells[r2 * size + c2]!); // r2, c2 in 0..size-1
          }
        }
      }
    }
  }
  const start = new Int32Array(geometry.cellCount * (size + 1) + 1);
  const list: number[] = [];
  for (let i = 0; i < geometry.cellCount * (size + 1); i++) {
    start[i] = list.length;
    for (const b of sets.get(i) ?? []) list.push(b);
  }
  start[geometry.cellCount * (size + 1)] = list.length;
  return { start, list: Int32Array.from(list), cells: Int32Array.from([...covered].sort((x, y) => x - y)) };
}

/**
 * A placed digit d (a cell down to one candidate) takes d from every cell d steps away: the rule's whole
 * relation, value by value, with the work only where digits are placed (a pass over the grid's cells, then
 * each placed cell's partners at its own digit). Placing two d's d apart fails, so it also checks a
 * finished grid.
 */
function taxicabPropagator(rule: AntiTaxicabRule, geometry: Geometry): Propagator {
  const { start, list, cells } = taxicabPartners(rule, geometry);
  const size = geometry.size;
  const stride = size + 1;
  const inRule = new Uint8Array(geometry.cellCount);
  for (const c of cells) inRule[c] = 1;
  // The units all of whose cells the rule covers: a digit's places there are all kept apart the same way.
  const units: number[] = [];
  for (let u = 0; u < geometry.unitCount; u++) {
    let all = true;
    for (let j = 0; j < size && all; j++) all = inRule[geometry.unitCells[u * size + j]!] === 1; // u a unit, j < size
    if (all) units.push(u);
  }
  const places = new Int32Array(size);
  /** Whether cell x is d steps from cell a (a partner of a at d). */
  const apart = (a: number, d: number, x: number): boolean => {
    for (let j = start[a * stride + d]!; j < start[a * stride + d + 1]!; j++) if (list[j] === x) return true;
    return false;
  };
  return {
    cells,
    // Every cell is a cell of the layout and d a digit of the size: start has an entry for each (cell, d);
    // u a unit and j < size index unitCells; places[0..n-1] were just filled (n >= 1).
    propagate: (cand) => {
      for (let i = 0; i < cells.length; i++) {
        const a = cells[i]!;
        const m = cand[a]! & DIGIT_BITS;
        if (m === 0 || (m & (m - 1)) !== 0) continue;
        const d = 32 - Math.clz32(m);
        const to = start[a * stride + d + 1]!;
        for (let j = start[a * stride + d]!; j < to; j++) {
          const b = list[j]!;
          if ((cand[b]! & m) === 0) continue;
          cand[b]! &= ~m;
          if ((cand[b]! & DIGIT_BITS) === 0) return false;
        }
      }
      // A unit's d must go in one of its few places left (one: a hidden single): a cell d steps from every
      // one of them cannot be d.
      for (const u of units) {
        const base = u * size;
        for (let d = 1; d <= size; d++) {
          const bit = 1 << (d - 1);
          let n = 0;
          for (let j = 0; j < size && n <= 3; j++) {
            const c = geometry.unitCells[base + j]!;
            if (cand[c]! & bit) places[n++] = c;
          }
          if (n < 2 || n > 3) continue;
          const first = places[0]!;
          const to = start[first * stride + d + 1]!;
          for (let j = start[first * stride + d]!; j < to; j++) {
            const x = list[j]!;
            if ((cand[x]! & bit) === 0 || (n >= 2 && !apart(places[1]!, d, x)) || (n === 3 && !apart(places[2]!, d, x))) continue;
            cand[x]! &= ~bit;
            if ((cand[x]! & DIGIT_BITS) === 0) return false;
          }
        }
      }
      return true;
    },
  };
}

/**
 * Anti-taxicab (ISS's Anti-Taxicab): a digit N of a grid is never exactly N steps, along rows and columns,
 * from another N; 1s are never side by side, two 9s never 9 steps apart. Within each grid the rule covers
 * (a cell shared by overlapping grids is kept apart from the cells of each). Nothing to draw: the rule is
 * a sentence in the puzzle's legend.
 */
export const ANTI_TAXICAB: RuleKind<AntiTaxicabRule> = {
  type: "anti-taxicab",
  step: { name: "anti-taxicab", difficulty: 1.2 },
  describe: (rule) => `anti-taxicab: a digit N is never N steps from another N, in ${rule.grid === undefined ? "every grid" : `grid ${rule.grid}`}`,
  sentence: () => "A digit N is never exactly N cells away from another N, counting steps along rows and columns.",
  check: (rule, at, layout) => checkGrid(rule.grid, at, layout, "an anti-taxicab"),
  propagators: (rule, geometry) => [taxicabPropagator(rule, geometry)],
  partial: true,
  violation: (rule, geometry, solution) => {
    const { start, list, cells } = taxicabPartners(rule, geometry);
    const stride = geometry.size + 1;
    for (const a of cells) {
      const d = solution[a] ?? 0;
      if (d === 0) continue;
      for (let j = start[a * stride + d]!; j < start[a * stride + d + 1]!; j++) {
        const b = list[j]!;
        if (b > a && solution[b] === d) return `anti-taxicab: two ${d}s ${d} steps apart, at ${placeOf(geometry, a)} and ${placeOf(geometry, b)}`;
      }
    }
    return undefined;
  },
  svg: () => [],
};
