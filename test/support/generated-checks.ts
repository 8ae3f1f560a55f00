/**
 * What the tests of `generate --rules` check on every puzzle made (test/generate/generate-*.test.ts), and
 * the small layouts they make them on.
 */
import { expect } from "vitest";
import type { generateWithRules } from "../../src/generate/generate-rules.js";
import { checkLayout } from "../../src/layout/check-layout.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Layout, Rule } from "../../src/model/schemas.js";
import { solve } from "../../src/strategies/solve.js";
import { NODE_BUDGET } from "./budget.js";
import { ruleProblems } from "./check-rules.js";

type Puzzle = ReturnType<typeof generateWithRules>;

/** A samurai of 4x4 grids (boxes 2x2): four corners sharing a box each with the centre. */
export const SAMURAI_4: Layout = {
  name: "samurai-4",
  size: 4,
  grids: [
    { id: "nw", row: 0, col: 0 },
    { id: "ne", row: 0, col: 4 },
    { id: "c", row: 2, col: 2 },
    { id: "sw", row: 4, col: 0 },
    { id: "se", row: 4, col: 4 },
  ],
};

/** A plain 6x6 (boxes 2x3): where the dearer kinds (outside clues, lines) are tried, cheaply. */
export const SIX: Layout = { name: "six", size: 6, grids: [{ id: "g", row: 0, col: 0 }] };

/** The checks every generated puzzle passes: a valid layout, unique, its solution keeping its rules and its givens. */
export function expectSound(p: Puzzle): void {
  expect(checkLayout(p.layout)).toEqual([]);
  const geometry = buildGeometry(p.layout);
  const proof = solve({ geometry, givens: p.givens }, { limit: 2, keep: 1, nodeBudget: NODE_BUDGET });
  expect(proof.status).toBe("unique");
  expect([...(proof.solutions[0] ?? [])]).toEqual([...p.solution]);
  expect(ruleProblems(p.layout, geometry, p.solution)).toEqual([]);
  for (const [c, d] of p.givens.entries()) if (d !== 0) expect(d).toBe(p.solution[c]);
}

/** Each kind is in the puzzle, and without all its rules the puzzle has a second solution. */
export function expectKindsMatter(p: Puzzle, kinds: readonly string[], seed: number): void {
  for (const kind of kinds) {
    expect(
      (p.layout.rules ?? []).some((r) => r.type === kind),
      `seed ${seed}: no ${kind}`,
    ).toBe(true);
    const without: Layout = { ...p.layout, rules: (p.layout.rules ?? []).filter((r: Rule) => r.type !== kind) };
    const result = solve({ geometry: buildGeometry(without), givens: p.givens }, { limit: 2, keep: 0, nodeBudget: NODE_BUDGET });
    expect(result.status, `seed ${seed}: the puzzle does not need its ${kind} clues`).toBe("multiple");
  }
}
