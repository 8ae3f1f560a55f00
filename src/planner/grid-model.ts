import { buildGeometry } from "../model/geometry.js";
import type { Rule } from "../model/schemas.js";
import type { Model } from "../model/model.js";

/**
 * One grid of a layout as a model of its own: a one-grid layout at (0,0) with the rules inside that grid
 * (already moved to the grid's own coordinates, see plan-hub.ts), and that grid's givens. A one-grid
 * layout numbers its cells r*9+c, so cell k of this model is geometry.grids[grid].cells[k] of the whole.
 */
export function gridModel(whole: Model, grid: number, rules: readonly Rule[]): Model {
  const placed = whole.geometry.grids[grid];
  if (placed === undefined) throw new RangeError(`no grid ${grid} in layout ${whole.geometry.name}`); // a bug in the plan
  const geometry = buildGeometry({
    name: `${whole.geometry.name} grid ${placed.id}`,
    grids: [{ id: placed.id, row: 0, col: 0 }],
    ...(rules.length === 0 ? {} : { rules: [...rules] }),
  });
  const givens = new Uint8Array(81);
  for (const [k, cell] of placed.cells.entries()) givens[k] = whole.givens[cell] ?? 0; // cells of the whole: never the default
  return { geometry, givens };
}
