/**
 * A plain, obviously-correct 9x9 backtracker, the yardstick for the fast solver: it tries every digit
 * in the empty cell with fewest legal digits, checking legality against the cell's row, column and box
 * directly, and counts solutions up to `limit`. No propagation, no cleverness.
 */

export interface ReferenceResult {
  count: number;
  /** True when the search space was exhausted (count is exact). */
  complete: boolean;
  /** Why the walk ended early: `limit` solutions found, or `budget` nodes spent (the count then tells nothing). */
  stopReason?: "limit" | "budget";
  /** Digits tried (branch points visited). */
  nodes: number;
  solutions: Uint8Array[];
}

/**
 * Nodes the walk may visit by default. Without propagation its cost has a heavy tail: most random puzzles
 * with 20-40 givens take a few hundred nodes, but a few in a thousand (20-24 givens) take 30,000 to over
 * 100,000 nodes at about 60 nodes per ms on a loaded machine, seconds each; such cases held the suite's
 * nine.test.ts worker for minutes. A test discards (fc.pre) the rare case that runs out of budget rather
 * than wait on it or compare against a count that tells nothing.
 */
export const REFERENCE_NODE_BUDGET = 20_000;

function legal(grid: Uint8Array, cell: number, digit: number): boolean {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  const br = r - (r % 3);
  const bc = c - (c % 3);
  for (let k = 0; k < 9; k++) {
    if (k !== c && grid[r * 9 + k] === digit) return false;
    if (k !== r && grid[k * 9 + c] === digit) return false;
    const bcell = (br + Math.floor(k / 3)) * 9 + bc + (k % 3);
    if (bcell !== cell && grid[bcell] === digit) return false;
  }
  return true;
}

/** True when the givens already clash (two equal digits in a row, column or box). */
export function givensClash(givens: Uint8Array): boolean {
  for (let cell = 0; cell < 81; cell++) {
    if (givens[cell] !== 0 && !legal(givens, cell, givens[cell])) return true;
  }
  return false;
}

/** Count solutions up to `limit`, keeping up to `keep` of them, visiting at most `nodeBudget` nodes. */
export function referenceSolve(givens: Uint8Array, limit: number, keep = limit, nodeBudget = REFERENCE_NODE_BUDGET): ReferenceResult {
  const result: ReferenceResult = { count: 0, complete: true, nodes: 0, solutions: [] };
  if (givensClash(givens)) return result;
  const grid = Uint8Array.from(givens);

  const walk = (): boolean => {
    // returns false once the limit is reached or the budget spent
    let bestCell = -1;
    let bestCount = 10;
    for (let cell = 0; cell < 81; cell++) {
      if (grid[cell] !== 0) continue;
      let n = 0;
      for (let d = 1; d <= 9; d++) if (legal(grid, cell, d)) n++;
      if (n < bestCount) {
        bestCount = n;
        bestCell = cell;
      }
    }
    if (bestCell < 0) {
      result.count++;
      if (result.solutions.length < keep) result.solutions.push(Uint8Array.from(grid));
      if (result.count < limit) return true;
      result.stopReason = "limit";
      return false;
    }
    for (let d = 1; d <= 9; d++) {
      if (!legal(grid, bestCell, d)) continue;
      if (++result.nodes > nodeBudget) {
        result.stopReason = "budget";
        return false;
      }
      grid[bestCell] = d;
      const go = walk();
      grid[bestCell] = 0;
      if (!go) return false;
    }
    return true;
  };

  if (!walk()) result.complete = false;
  return result;
}

/** A solution is valid when every row, column and box holds 1..9 once and the givens are kept. */
export function isValidSolution(solution: Uint8Array, givens: Uint8Array): boolean {
  if (solution.length !== 81) return false;
  for (let cell = 0; cell < 81; cell++) {
    const v = solution[cell];
    if (v < 1 || v > 9) return false;
    if (givens[cell] !== 0 && givens[cell] !== v) return false;
    if (!legal(solution, cell, v)) return false;
  }
  return true;
}
