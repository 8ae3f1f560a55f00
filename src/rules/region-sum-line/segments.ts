import { gridShape } from "../../model/grid-size.js";
import type { Layout } from "../../model/schemas.js";

/** A region-sum line cut at the edges of its regions: the cells' indexes on the line, run by run, or why it cannot be. */
export type LineSegments = { readonly segments: number[][] } | { readonly problem: string; readonly index: number };

/**
 * The stretches of a line inside one region each, in order along the line: a region is a box of a grid, or
 * a jigsaw region of a grid that has a jigsaw rule (its regions replace the boxes). Boxes of overlapping
 * grids that cover the same cells are one region. A line that leaves a region and comes back makes two
 * stretches there. A cell in no region (a grid without boxes or jigsaw regions), or in two different ones
 * (overlapping grids whose boxes do not line up), is the problem, at its index on the line.
 */
export function lineSegments(layout: Layout, cells: readonly (readonly number[])[]): LineSegments {
  const { size, boxes, boxRows, boxCols } = gridShape(layout);
  const jigsaw = new Map<string, readonly string[]>();
  for (const rule of layout.rules ?? []) if (rule.type === "jigsaw" && !jigsaw.has(rule.grid)) jigsaw.set(rule.grid, rule.regions);
  const segments: number[][] = [];
  let last: string | undefined;
  for (const [index, [r = -1, c = -1]] of cells.entries()) {
    const keys = new Set<string>();
    for (const g of layout.grids) {
      if (r < g.row || r >= g.row + size || c < g.col || c >= g.col + size) continue;
      const regions = jigsaw.get(g.id);
      if (regions !== undefined) keys.add(`${g.id}:${regions[r - g.row]?.[c - g.col] ?? ""}`);
      else if (boxes) keys.add(`${g.row + boxRows * Math.floor((r - g.row) / boxRows)},${g.col + boxCols * Math.floor((c - g.col) / boxCols)}`);
    }
    const [key] = keys;
    if (key === undefined) return { problem: "is in no box: a region-sum line needs grids with boxes, or a jigsaw grid's regions", index };
    if (keys.size > 1) return { problem: "lies in two different boxes of overlapping grids: the line's regions are unclear", index };
    if (key === last) segments.at(-1)?.push(index);
    else segments.push([index]);
    last = key;
  }
  return { segments };
}
