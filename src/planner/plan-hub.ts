import type { Rule } from "../model/schemas.js";
import type { GridGeometry } from "../model/geometry.js";
import type { Model } from "../model/model.js";
import { rulePositions, shiftRule } from "../rules/rule-positions.js";

/**
 * Hub detection for the planner (see planner-engine.ts): does the layout have one grid, the hub, that every
 * other grid overlaps, while the other (outer) grids meet each other, if at all, only inside the hub?
 * Samurai, windmill, flower, cross (its arms meet in the center's corner boxes), twin, twin-4 and
 * tripledoku do; sohei, butterfly, gattai-8, shogun, sumo and single (no outer grid) do not
 * (test/planner/plan-hub.test.ts).
 *
 * Grids sit at box-aligned offsets, so two grids overlap exactly when their 9x9 windows intersect, and then
 * share whole boxes. An outer grid's shared cells are listed twice, in the same order: as indices 0..80
 * into the outer grid (outerIndex) and into the hub (hubIndex), so stage 1 can project an outer solution
 * onto the hub and stage 2 can place that projection in the hub.
 *
 * Variant rules: the planner solves grids apart, so every rule must lie inside one grid. A diagonal rule
 * belongs to its grid; a region goes to every grid whose window holds all nine of its cells (a region
 * inside a shared box goes to both, which is redundant but harmless). A region in no single grid declines.
 */
export interface OuterPlan {
  /** Index into geometry.grids. */
  readonly grid: number;
  /** Shared cells as indices 0..80 of the outer grid, row-major in the outer grid. */
  readonly outerIndex: Int32Array;
  /** The same cells as indices 0..80 of the hub grid. */
  readonly hubIndex: Int32Array;
}

export interface HubPlan {
  /** Index into geometry.grids. */
  readonly hub: number;
  readonly outers: readonly OuterPlan[];
  /** Per grid (index into geometry.grids): the layout rules inside it, moved to the grid's own (0,0). */
  readonly gridRules: readonly (readonly Rule[])[];
}

export type HubPlanOrReason = { readonly plan: HubPlan } | { readonly reason: string };

export function planHub(model: Model): HubPlanOrReason {
  const g = model.geometry;
  const grids = g.grids;
  if (grids.length < 2) return { reason: "the layout has a single grid: there are no outer grids to solve apart" };
  // Its stages solve outer grids with the 9x9 engine; other sizes go to whole-layout search.
  if (g.size !== 9) return { reason: `the planner takes 9x9 grids for now (this layout's are ${g.size}x${g.size})` };
  if (!g.boxes || g.boxRows !== 3) return { reason: "the planner takes 9x9 grids with 3x3 boxes (this layout's have other boxes or none)" };
  // Candidates: grids every other grid overlaps, and whose neighbours overlap nothing else.
  const candidates: { readonly index: number; readonly grid: GridGeometry; readonly givens: number }[] = [];
  let clash = "";
  for (const [h, hubGrid] of grids.entries()) {
    if (!grids.every((x) => x === hubGrid || overlaps(hubGrid, x))) continue;
    const pair = clashOutside(grids, hubGrid);
    if (pair === "") {
      const givens = hubGrid.cells.reduce((n, c) => n + (model.givens[c] !== 0 ? 1 : 0), 0);
      candidates.push({ index: h, grid: hubGrid, givens });
    } else if (clash === "") clash = pair;
  }
  // Two grids (a twin) are each other's hub: enumerate the one with more givens alone, as it has fewer
  // solutions, and make the other the hub.
  const chosen = candidates.reduce<(typeof candidates)[number] | undefined>((best, c) => (best === undefined || c.givens < best.givens ? c : best), undefined);
  if (chosen === undefined) {
    return { reason: `not a hub layout: ${clash === "" ? "no grid overlaps every other grid" : clash}` };
  }
  const hub = chosen.index;

  const perGrid = grids.map((x) => ({ x, rules: [] as Rule[] }));
  const rules = g.layout.rules ?? [];
  for (const [i, rule] of rules.entries()) {
    // A rule of one grid (diagonal, jigsaw, anti-knight, ...) goes to that grid, or to every grid when it
    // names none; a rule of cells (region, cage, arrow, pill arrow, clone, dot, ...) to every grid holding
    // every position it names, moved to the grid's own coordinates.
    const positions = rulePositions(rule);
    if (positions.length === 0) {
      for (const { x, rules: own } of perGrid) {
        if (!("grid" in rule) || rule.grid === undefined || rule.grid === x.id) own.push(rule);
      }
      continue;
    }
    let placed = false;
    for (const { x, rules: own } of perGrid) {
      const inside = positions.every(([r, c]) => r >= x.row && r < x.row + 9 && c >= x.col && c < x.col + 9);
      if (!inside) continue;
      own.push(shiftRule(rule, -x.row, -x.col));
      placed = true;
    }
    if (!placed) {
      const [r = -1, c = -1] = positions[0] ?? [];
      return {
        reason: `rule ${i + 1} (the ${rule.type} at canvas row ${r + 1}, column ${c + 1}) spans several grids; the planner solves grids apart and cannot check it`,
      };
    }
  }
  const gridRules = perGrid.map(({ rules: own }) => own);

  const hubIndexOf = new Map<number, number>();
  chosen.grid.cells.forEach((cell, k) => hubIndexOf.set(cell, k));
  const outers: OuterPlan[] = [];
  for (const [o, outer] of grids.entries()) {
    if (o === hub) continue;
    const outerIndex: number[] = [];
    const hubIndex: number[] = [];
    outer.cells.forEach((cell, k) => {
      const at = hubIndexOf.get(cell);
      if (at !== undefined) {
        outerIndex.push(k);
        hubIndex.push(at);
      }
    });
    outers.push({ grid: o, outerIndex: Int32Array.from(outerIndex), hubIndex: Int32Array.from(hubIndex) });
  }
  return { plan: { hub, outers, gridRules } };
}

/** Whether two grids overlap: grids sit at box-aligned offsets, so their 9x9 windows intersect. */
function overlaps(a: GridGeometry, b: GridGeometry): boolean {
  return Math.abs(a.row - b.row) < 9 && Math.abs(a.col - b.col) < 9;
}

/** Outer grids o and p meet only inside hub h: the rectangle where their windows intersect lies in h's. */
function meetInside(o: GridGeometry, p: GridGeometry, h: GridGeometry): boolean {
  const top = Math.max(o.row, p.row);
  const left = Math.max(o.col, p.col);
  return top >= h.row && top + (9 - Math.abs(o.row - p.row)) <= h.row + 9 && left >= h.col && left + (9 - Math.abs(o.col - p.col)) <= h.col + 9;
}

/** The first two grids other than the hub that overlap outside it, said in words; "" when there are none. */
function clashOutside(grids: readonly GridGeometry[], hub: GridGeometry): string {
  for (const [o, a] of grids.entries()) {
    for (const b of grids.slice(o + 1)) {
      if (a !== hub && b !== hub && overlaps(a, b) && !meetInside(a, b, hub)) {
        return `grids ${a.id} and ${b.id} overlap each other outside grid ${hub.id}`;
      }
    }
  }
  return "";
}
