import type { Geometry } from "../model/geometry.js";
import { perGeometry } from "../model/per-geometry.js";

/**
 * A unit as a step's text names it: "row 5", "box 4", "column 3" on a layout of one grid (as HoDoKu and
 * Sudoku Explainer write them: no grid to tell apart); on a layout of several grids the grid-local name,
 * "row 7 of grid nw", and a unit two grids share under both names ("box 9 of grid nw = box 1 of grid
 * center"), since a canvas row or column of such a layout is no unit. Regions, cages and diagonals keep
 * their geometry names ("region at canvas row 1, column 5", "main diagonal").
 */
export function unitName(geometry: Geometry, unit: number): string {
  // Every step names its units: the names are worked out once per geometry (the split and join per call
  // were a twentieth of rating an easy puzzle).
  const names = namesOf(geometry);
  let name = names[unit];
  if (name === undefined) {
    name = nameOf(geometry, unit);
    names[unit] = name;
  }
  return name;
}

/** Each geometry's unit names worked out so far, by unit. */
const namesOf = perGeometry((): string[] => []);

function nameOf(geometry: Geometry, unit: number): string {
  const name = geometry.units[unit]?.name ?? `unit ${unit + 1}`;
  const only = geometry.grids.length === 1 ? geometry.grids[0] : undefined;
  return only === undefined ? name : name.split(` of grid ${only.id}`).join("");
}
