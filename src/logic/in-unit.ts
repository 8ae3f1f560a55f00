import type { Geometry } from "../model/geometry.js";

/** True when unit u is one of the cell's (the cell's cellUnitList entries). */
export function inUnit(geometry: Geometry, cell: number, u: number): boolean {
  const { cellUnitStart, cellUnitList } = geometry;
  for (let i = cellUnitStart[cell]!; i < cellUnitStart[cell + 1]!; i++) if (cellUnitList[i] === u) return true; // a cell's own entries
  return false;
}
