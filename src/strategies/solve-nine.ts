import { UsageError } from "../model/errors.js";
import { shown } from "../model/option-checks.js";
import type { SolveOptions, SolveResult } from "../model/contract.js";
import type { Geometry } from "../model/geometry.js";
import { buildGeometry } from "../model/geometry.js";
import { BUILTIN_LAYOUTS } from "../layout/builtin-layouts.js";
import { NINE } from "./registry.js";
import { runStrategy } from "./run-strategy.js";

let single: Geometry | undefined;

/**
 * The 9x9 engine on 81 givens (row-major, 0 = empty), through the one wrapper. Givens that clash, or that
 * are not 81 digits 0..9, have no solution (count 0, complete).
 */
export function solveNine(givens: Uint8Array, options: SolveOptions = {}): SolveResult {
  if (!(givens instanceof Uint8Array) || givens.length !== 81) throw new UsageError(`givens must be a Uint8Array of 81 digits (0 empty), got ${shown(givens)}`);
  single ??= buildGeometry(BUILTIN_LAYOUTS.single);
  return runStrategy(NINE, { geometry: single, givens }, options, "asked for");
}
