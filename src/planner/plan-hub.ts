import type { Rule } from "../model/schemas.js";
import type { Model } from "../model/model.js";

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
  const overlaps = (a: number, b: number): boolean => Math.abs(grids[a].row - grids[b].row) < 9 && Math.abs(grids[a].col - grids[b].col) < 9;
  // Outer grids o and p meet only inside hub h: the rectangle where their windows intersect lies in h's.
  const meetInside = (o: number, p: number, h: number): boolean => {
    const top = Math.max(grids[o].row, grids[p].row);
    const left = Math.max(grids[o].col, grids[p].col);
    return (
      top >= grids[h].row &&
      top + (9 - Math.abs(grids[o].row - grids[p].row)) <= grids[h].row + 9 &&
      left >= grids[h].col &&
      left + (9 - Math.abs(grids[o].col - grids[p].col)) <= grids[h].col + 9
    );
  };

  // Candidates: grids every other grid overlaps, and whose neighbours overlap nothing else.
  const candidates: number[] = [];
  let clash = "";
  for (let h = 0; h < grids.length; h++) {
    if (!grids.every((_, o) => o === h || overlaps(h, o))) continue;
    let pair = "";
    for (let o = 0; o < grids.length && pair === ""; o++) {
      for (let p = o + 1; p < grids.length && pair === ""; p++) {
        if (o !== h && p !== h && overlaps(o, p) && !meetInside(o, p, h)) {
          pair = `grids ${grids[o].id} and ${grids[p].id} overlap each other outside grid ${grids[h].id}`;
        }
      }
    }
    if (pair === "") candidates.push(h);
    else if (clash === "") clash = pair;
  }
  if (candidates.length === 0) {
    return { reason: `not a hub layout: ${clash === "" ? "no grid overlaps every other grid" : clash}` };
  }
  // Two grids (a twin) are each other's hub: enumerate the one with more givens alone, as it has fewer
  // solutions, and make the other the hub.
  const givenCount = (i: number): number => grids[i].cells.reduce((n, c) => n + (model.givens[c] !== 0 ? 1 : 0), 0);
  const hub = candidates.reduce((best, h) => (givenCount(h) < givenCount(best) ? h : best));

  const gridRules: Rule[][] = grids.map(() => []);
  const rules = g.layout.rules ?? [];
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i];
    // A rule of one grid (diagonal, jigsaw, anti-knight, ...) goes to that grid, or to every grid when it
    // names none; a rule of cells (region, cage, arrow, dot, ...) to every grid holding all its cells,
    // moved to the grid's own coordinates.
    if (!("cells" in rule)) {
      grids.forEach((x, at) => {
        if (rule.grid === undefined || rule.grid === x.id) gridRules[at].push(rule);
      });
      continue;
    }
    const positions = "circle" in rule ? [rule.circle, ...rule.cells] : rule.cells;
    let placed = false;
    grids.forEach((x, at) => {
      const inside = positions.every(([r, c]) => r >= x.row && r < x.row + 9 && c >= x.col && c < x.col + 9);
      if (!inside) return;
      const move = ([r, c]: number[]): number[] => [r - x.row, c - x.col];
      gridRules[at].push("circle" in rule ? { ...rule, circle: move(rule.circle), cells: rule.cells.map(move) } : { ...rule, cells: rule.cells.map(move) });
      placed = true;
    });
    if (!placed) {
      const [r, c] = rule.cells[0];
      return {
        reason: `rule ${i + 1} (the ${rule.type} at canvas row ${r + 1}, column ${c + 1}) spans several grids; the planner solves grids apart and cannot check it`,
      };
    }
  }

  const hubCells = grids[hub].cells;
  const hubIndexOf = new Map<number, number>();
  hubCells.forEach((cell, k) => hubIndexOf.set(cell, k));
  const outers: OuterPlan[] = [];
  for (let o = 0; o < grids.length; o++) {
    if (o === hub) continue;
    const outerIndex: number[] = [];
    const hubIndex: number[] = [];
    grids[o].cells.forEach((cell, k) => {
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
