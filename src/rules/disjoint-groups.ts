import type { Geometry } from "../model/geometry.js";
import { disjointGroupsOf } from "../model/geometry.js";
import { gridShape } from "../model/grid-size.js";
import type { DisjointGroupsRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { checkGrid, placeOf } from "./rule-kind.js";

/** The disjoint groups of the named grid (every grid without one): disjointGroupsOf each grid. */
export function disjointGroups(geometry: Geometry, grid: string | undefined): number[][] {
  return geometry.grids
    .filter((g) => grid === undefined || g.id === grid)
    .flatMap((g) => disjointGroupsOf(g.cells, geometry.size, geometry.boxRows, geometry.boxCols));
}

/**
 * Disjoint groups: cells at the same place in their boxes (every box's top-left cell, ...) hold different
 * digits. Each group has size cells, so it holds 1..size once: a unit, which the geometry adds (as it does
 * a diagonal), so the search, the step engine and explain use it as they use a box. Nothing to draw: the
 * rule is a sentence in the legend.
 */
export const DISJOINT_GROUPS: RuleKind<DisjointGroupsRule> = {
  type: "disjoint-groups",
  describe: (rule) => `disjoint groups: cells at the same place in their boxes differ, in ${rule.grid === undefined ? "every grid" : `grid ${rule.grid}`}`,
  sentence: () => "Cells in the same position in their boxes do not hold the same digit (disjoint groups).",
  check: (rule, at, layout) =>
    gridShape(layout).boxes
      ? checkGrid(rule.grid, at, layout, "a disjoint groups")
      : [{ pointer: `${at}/type`, message: `disjoint groups are places in boxes, but this layout's grids have no boxes ("box": "none")` }],
  violation: (rule, geometry, solution) => {
    for (const group of disjointGroups(geometry, rule.grid)) {
      const seen = new Map<number, number>();
      for (const c of group) {
        const d = solution[c] ?? 0;
        const other = seen.get(d);
        if (d !== 0 && other !== undefined)
          return `disjoint groups: ${d} twice at the same place in two boxes, at ${placeOf(geometry, other)} and ${placeOf(geometry, c)}`;
        seen.set(d, c);
      }
    }
    return undefined;
  },
  partial: true,
  svg: () => [],
};
