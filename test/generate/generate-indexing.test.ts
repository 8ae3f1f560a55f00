/**
 * generate --rules value-indexing and indexing (generate-rules.ts, draw-rules.ts): value-indexing lines
 * drawn from the solution; 159 chosen before the grid is filled, the solution drawn under it. Each puzzle
 * proved unique by search (counting to two, bounded), its solution checked against its rules by the
 * independent checker, each kind in the puzzle and needed. Seeds fixed and printed in the test names; node
 * budgets on every search.
 */
import { describe, expect, it } from "vitest";
import { generateWithRules } from "../../src/generate/generate-rules.js";
import { checkLayout } from "../../src/layout/check-layout.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Layout, Rule } from "../../src/model/schemas.js";
import { solve } from "../../src/strategies/solve.js";
import { ruleProblems } from "../support/check-rules.js";
import { NODE_BUDGET } from "../support/budget.js";

/** The checks every generated puzzle passes: a valid layout, unique, its solution keeping its rules. */
function expectSound(p: ReturnType<typeof generateWithRules>): void {
  expect(checkLayout(p.layout)).toEqual([]);
  const geometry = buildGeometry(p.layout);
  const proof = solve({ geometry, givens: p.givens }, { limit: 2, keep: 1, nodeBudget: NODE_BUDGET });
  expect(proof.status).toBe("unique");
  expect([...(proof.solutions[0] ?? [])]).toEqual([...p.solution]);
  expect(ruleProblems(p.layout, geometry, p.solution)).toEqual([]);
  for (const [c, d] of p.givens.entries()) if (d !== 0) expect(d).toBe(p.solution[c]);
}

/** Each kind is in the puzzle, and without all its rules the puzzle has two solutions. */
function expectKindsMatter(p: ReturnType<typeof generateWithRules>, kinds: readonly string[], seed: number): void {
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

describe("generate with value-indexing and indexing", () => {
  const cases: [string[], number][] = [
    [["value-indexing"], 1],
    [["value-indexing"], 2],
    [["indexing"], 1],
    [["indexing"], 2],
    [["indexing", "value-indexing"], 3],
  ];
  for (const [kinds, seed] of cases) {
    it(`${kinds.join(",")} on 9x9 (seed ${seed}): unique, each kind in the puzzle and needed`, () => {
      const p = generateWithRules(BUILTIN_LAYOUTS.single, { seed, rules: kinds });
      expectSound(p);
      expectKindsMatter(p, kinds, seed);
    });
  }

  it("value-indexing lines (seed 4): each second cell's digit N points, N cells on, at the first cell's digit", () => {
    const p = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 4, rules: ["value-indexing"] });
    const geometry = buildGeometry(p.layout);
    const digit = ([r = -1, c = -1]: readonly number[]): number => p.solution[geometry.canvas[r * geometry.cols + c] ?? -1] ?? 0;
    const lines = (p.layout.rules ?? []).filter((r) => r.type === "value-indexing");
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const n = digit(line.cells[1] ?? []);
      expect(line.cells).toHaveLength(n + 2);
      expect(digit(line.cells[n + 1] ?? [])).toBe(digit(line.cells[0] ?? []));
    }
  });

  it("indexing (seed 5): 159 whole, columns 1, 5 and 9 of the grid, the solution drawn under it", () => {
    const p = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 5, rules: ["indexing"] });
    const rules = (p.layout.rules ?? []).filter((r) => r.type === "indexing");
    expect(rules).toHaveLength(1);
    const rule = rules[0];
    if (rule?.type !== "indexing") throw new Error("no indexing rule");
    expect(rule.index).toBe("column");
    expect(new Set(rule.cells.map(([, c]) => c))).toEqual(new Set([0, 4, 8]));
    expect(rule.cells).toHaveLength(27);
    expect(ruleProblems(p.layout, buildGeometry(p.layout), p.solution)).toEqual([]);
  });

  it("the same seed makes the same puzzle (indexing,value-indexing, seed 6)", () => {
    const a = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 6, rules: ["indexing", "value-indexing"] });
    const b = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 6, rules: ["indexing", "value-indexing"] });
    expect(b.layout).toEqual(a.layout);
    expect([...b.givens]).toEqual([...a.givens]);
  });
});
