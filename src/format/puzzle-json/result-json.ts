import type { Geometry } from "../../model/geometry.js";
import type { SolveResult } from "../../model/contract.js";
import { canvasRows } from "../canvas-rows.js";
import { gridStrings } from "../grid-strings.js";

export interface ResultJson {
  status: SolveResult["status"];
  solutions: { grids: Record<string, string>; canvas: string[] }[];
  count?: number;
  /** Present and true when a limit stopped the search: count is then a lower bound. */
  lowerBound?: boolean;
  stats?: Record<string, unknown>;
}

/** The JSON form of a result: status, the solutions kept (per grid and as canvas rows), count and stats. */
export function resultJson(geometry: Geometry, result: SolveResult, show: { count: boolean; stats: boolean }): ResultJson {
  const out: ResultJson = {
    status: result.status,
    solutions: result.solutions.map((s) => ({ grids: gridStrings(geometry, s), canvas: canvasRows(geometry, s) })),
  };
  if (show.count) out.count = result.count;
  if (!result.complete) out.lowerBound = true;
  if (show.stats) out.stats = { ...result.stats };
  return out;
}
