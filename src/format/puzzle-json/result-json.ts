import type { Geometry } from "../../model/geometry.js";
import type { SolveResult } from "../../model/contract.js";
import { canvasRows } from "../canvas-rows.js";
import { gridStrings } from "../grid-strings.js";
import type { CellDifference } from "../solution-diff.js";
import { solutionDiff } from "../solution-diff.js";

export interface ResultJson {
  status: SolveResult["status"];
  solutions: { grids: Record<string, string>; canvas: string[] }[];
  count?: number;
  /** Present and true when a limit stopped the search: count is then a lower bound. */
  lowerBound?: boolean;
  stats?: Record<string, unknown>;
  /** With --diff and two solutions: the cells where they differ. */
  differences?: CellDifference[];
}

/** The JSON form of a result: status, the solutions kept (per grid and as canvas rows), count and stats. */
export function resultJson(geometry: Geometry, result: SolveResult, show: { count: boolean; stats: boolean; diff?: boolean | undefined }): ResultJson {
  const out: ResultJson = {
    status: result.status,
    solutions: result.solutions.map((s) => ({ grids: gridStrings(geometry, s), canvas: canvasRows(geometry, s) })),
  };
  if (show.count) out.count = result.count;
  if (!result.complete) out.lowerBound = true;
  if (show.stats) out.stats = { ...result.stats };
  const [first, second] = result.solutions;
  if (show.diff === true && first !== undefined && second !== undefined) out.differences = solutionDiff(geometry, first, second);
  return out;
}
