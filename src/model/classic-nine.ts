import type { Geometry } from "./geometry.js";

/**
 * Whether a layout is the classic 9x9: one grid of 9x9 cells with 3x3 boxes and no extra rules. The 9x9
 * fast path (strategies/registry.ts NINE) takes exactly these, and the CLI keeps their logic on its main
 * thread (cli/logic-stoppable.ts), where a step takes at most about a second.
 */
export function isClassicNine(g: Geometry): boolean {
  return g.size === 9 && g.boxes && g.boxRows === 3 && g.grids.length === 1 && g.cellCount === 81 && (g.layout.rules ?? []).length === 0;
}
