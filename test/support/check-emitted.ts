/**
 * Solves a constructed rule puzzle to a count of two within a node budget: every solution the solver emits
 * keeps the givens, the units (check-solution.ts) and every rule (check-rules.ts), and some solution is
 * found unless the budget ran out. The emitted-solution check the rule properties share.
 */
import { expect } from "vitest";
import type { SolveResult } from "../../src/model/contract.js";
import { solve } from "../../src/strategies/solve.js";
import type { RulePuzzle } from "../arbitraries/rule-puzzles.js";
import { ruleProblems } from "./check-rules.js";
import { solutionProblems } from "./check-solution.js";

export function checkEmittedSolutions(p: RulePuzzle, nodeBudget: number): SolveResult {
  const result = solve({ geometry: p.geometry, givens: p.givens }, { limit: 2, keep: 2, nodeBudget });
  for (const s of result.solutions) {
    expect(solutionProblems(p.layout, p.geometry, s, p.givens)).toEqual([]);
    expect(ruleProblems(p.layout, p.geometry, s)).toEqual([]);
  }
  if (result.stopReason !== "budget") expect(result.count).toBeGreaterThan(0);
  return result;
}
