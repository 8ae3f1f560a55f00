import type { Issue } from "../../model/errors.js";
import type { KillerRule } from "../../model/schemas.js";
import type { WarningContext } from "../rule-kind.js";
import { cageCells } from "./cages.js";
import { cageCombinations } from "./combinations.js";

/**
 * What a killer cage is warned of (allowed, but a setter rarely means it): a cell in two cages, a cage in
 * pieces, givens that leave the cage a sum no different digits make.
 */
export function killerWarnings(rule: KillerRule, at: string, { layout, index, rulesAt, given }: WarningContext): Issue[] {
  const issues: Issue[] = [];
  // A cell in two cages: allowed (each cage is checked), but a setter rarely means it.
  const mine = new Set(rule.cells.map(([r, c]) => `${r},${c}`));
  (layout.rules ?? []).slice(0, index).forEach((other, j) => {
    if (other.type !== "killer") return;
    const shared = other.cells.filter(([r, c]) => mine.has(`${r},${c}`));
    if (shared.length > 0) {
      issues.push({
        pointer: `${at}/cells`,
        message: `this killer cage overlaps the cage at ${rulesAt}/${j} in ${shared.length} cell${shared.length === 1 ? "" : "s"} ([${shared.map((p) => p.join(", ")).join("], [")}])`,
      });
    }
  });
  // A cage in pieces (its cells do not all touch side by side): allowed, but usually a slip in a cell.
  const pieces = piecesOf(rule.cells);
  if (pieces > 1) {
    issues.push({
      pointer: `${at}/cells`,
      message: `this killer cage is in ${pieces} pieces (its cells do not all touch side by side): allowed, but is that meant?`,
    });
  }
  // The givens inside a cage with a sum leave the other cells a sum that no different digits make.
  if (given !== undefined && rule.sum !== undefined) {
    const digits = cageCells(rule, given.geometry).map((c) => given.givens[c] ?? 0);
    const placed = digits.filter((d) => d !== 0);
    const open = digits.length - placed.length;
    const used = placed.reduce((m, d) => m | (1 << (d - 1)), 0);
    const rest = rule.sum - placed.reduce((a, b) => a + b, 0);
    if (open > 0 && placed.length > 0 && !cageCombinations(open, rest, given.geometry.size).some((set) => (set & used) === 0)) {
      issues.push({
        pointer: `${at}/sum`,
        message: `the givens ${placed.join(", ")} in this cage leave ${rest} for its ${open} other cell${open === 1 ? "" : "s"}, which no different digits of 1-${given.geometry.size} besides them make: the cage's sum cannot be made`,
      });
    }
  }
  return issues;
}

/** The orthogonally connected pieces of a set of canvas cells (a flood fill over "row,col" keys). */
function piecesOf(cells: readonly (readonly number[])[]): number {
  const left = new Set(cells.map(([r, c]) => `${r},${c}`));
  let pieces = 0;
  for (const start of [...left]) {
    if (!left.delete(start)) continue;
    pieces++;
    const stack = [start];
    for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
      const [r = 0, c = 0] = key.split(",").map(Number);
      for (const next of [`${r - 1},${c}`, `${r + 1},${c}`, `${r},${c - 1}`, `${r},${c + 1}`]) if (left.delete(next)) stack.push(next);
    }
  }
  return pieces;
}
