import type { Geometry } from "../../model/geometry.js";
import type { ChaosConstructionRule } from "../../model/schemas.js";
import { cellAt } from "../rule-kind.js";

/** One grid of a chaos construction as its propagator and checks read it. */
export interface ChaosGrid {
  /** The grid's id. */
  readonly id: string;
  /** The grid's cells in reading order: position i of the grid is cell cells[i] of the layout. */
  readonly cells: Int32Array;
  /** The positions beside position i (sharing an edge), as compressed rows: neighbours[start[i]..start[i + 1]). */
  readonly start: Int32Array;
  readonly neighbours: Int32Array;
  /** The marked groups that lie in this grid, as positions. */
  readonly marks: readonly (readonly number[])[];
}

/**
 * The grids a chaos construction divides (the named one, else every grid), each with its positions'
 * neighbours and the marked groups whose cells all lie in it (check refuses a group over two grids).
 */
export function chaosGrids(rule: ChaosConstructionRule, geometry: Geometry): ChaosGrid[] {
  const size = geometry.size;
  const out: ChaosGrid[] = [];
  for (const g of geometry.grids) {
    if (rule.grid !== undefined && g.id !== rule.grid) continue;
    const start = new Int32Array(size * size + 1);
    const list: number[] = [];
    for (let r = 0; r < size; r++) {
      for (let c = 0; c < size; c++) {
        if (r > 0) list.push((r - 1) * size + c);
        if (c > 0) list.push(r * size + c - 1);
        if (c + 1 < size) list.push(r * size + c + 1);
        if (r + 1 < size) list.push((r + 1) * size + c);
        start[r * size + c + 1] = list.length;
      }
    }
    const position = new Map<number, number>();
    g.cells.forEach((cell, i) => position.set(cell, i));
    const marks: number[][] = [];
    for (const group of rule.marks ?? []) {
      const at = group.map((p) => position.get(cellAt(geometry, p)));
      if (at.every((i) => i !== undefined)) marks.push(at.filter((i) => i !== undefined));
    }
    out.push({ id: g.id, cells: g.cells, start, neighbours: Int32Array.from(list), marks });
  }
  return out;
}
