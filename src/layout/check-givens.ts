import type { Issue } from "../model/errors.js";
import type { Geometry } from "../model/geometry.js";
import { digitChar } from "../model/digit-chars.js";
import { placeOfCell } from "./place-of-cell.js";

/** Two equal givens in one unit: each clash once, at the later cell, naming the unit and the earlier cell. */
export function checkGivens(geometry: Geometry, givens: Uint8Array): Issue[] {
  const issues: Issue[] = [];
  const reported = new Set<string>();
  const size = geometry.size;
  for (const [u, unit] of geometry.units.entries()) {
    const firstOf = new Int32Array(size + 1).fill(-1);
    for (const cell of geometry.unitCells.subarray(u * size, u * size + size)) {
      const d = givens[cell] ?? 0;
      if (d === 0) continue;
      const first = firstOf[d] ?? -1;
      if (first < 0) {
        firstOf[d] = cell;
        continue;
      }
      const key = `${Math.min(first, cell)},${Math.max(first, cell)}`;
      if (reported.has(key)) continue;
      reported.add(key);
      const earlier = placeOfCell(geometry, first);
      issues.push({
        ...placeOfCell(geometry, cell),
        message: `given ${digitChar(d)} appears twice in ${unit.name} (also at canvas row ${earlier.row}, column ${earlier.col})`,
      });
    }
  }
  return issues.sort((a, b) => (a.row ?? 0) - (b.row ?? 0) || (a.col ?? 0) - (b.col ?? 0));
}
